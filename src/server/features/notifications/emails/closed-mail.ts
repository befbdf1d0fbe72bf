// "The event has closed": winner and ranking. Counts only, never who voted what.
import { boldParagraph, mailT, type MailT } from "../../../kernel/i18n";
import { oneLine, type Block, type Paragraph } from "../../../mail/layout";
import { ranked, score, scoreText, type ClosedResult } from "../../../mail/ranking";
import { notice, type NoticeMailInput } from "./notification-mail";

function resultBlocks(t: MailT, result: ClosedResult): Block[] {
  const links = ranked(result);
  const [first, second] = links;
  if (!first) return [];
  const blocks: Block[] = [
    [t("mail.closed.winnerPage"), " ", { a: first.url, href: first.url }],
    {
      heading: t("mail.closed.ranking"),
      list: links.map((link): Paragraph => [
        { a: oneLine(link.title), href: link.url },
        `: ${scoreText(t, result.method, link)}`,
        ...(link.barred ? [` (${t("mail.closed.barred")})`] : []),
      ]),
    },
  ];
  if (second && !second.barred && score(second) === score(first)) {
    blocks.push(
      boldParagraph(t, "mail.closed.tie", {
        winner: oneLine(first.title),
        other: oneLine(second.title),
      }),
    );
  }
  const more = result.shortlisted - links.length;
  if (more > 0) blocks.push(t("mail.closed.more", { count: more }));
  return blocks;
}

export const closedMail = (input: NoticeMailInput & { result: ClosedResult }) => {
  const t = mailT(input.language);
  const title = oneLine(input.eventTitle);
  const winnerLink = ranked(input.result)[0];
  const winner = input.result.winnerId && winnerLink ? oneLine(winnerLink.title) : null;
  return notice(input, t, {
    subject:
      winner === null
        ? t("mail.closed.subject", { title })
        : t("mail.closed.subjectWinner", { title, winner }),
    paragraphs: [
      winner === null
        ? input.result.shortlisted
          ? // Links on the shortlist and no winner: the round barred every one (decision 226).
            boldParagraph(t, "mail.closed.bodyAllBarred", { title })
          : boldParagraph(t, "mail.closed.body", { title })
        : boldParagraph(t, "mail.closed.bodyWinner", { title, winner }),
      ...(winner === null ? [] : resultBlocks(t, input.result)),
    ],
    button: t("mail.closed.button"),
    reason: t("mail.closed.reason"),
  });
};
