// "The event has closed": winner and ranking. Counts only, never who voted what.
import type { VoteMethod } from "../../shared/core/voting";
import { boldParagraph, mailT, type MailT } from "../kernel/i18n";
import { oneLine, type Block, type Paragraph } from "./layout";
import { notice, type NoticeMailInput } from "./notification-mail";

export type RankedLink = {
  id: string;
  title: string;
  url: string;
  up: number;
  down: number;
  /** Could not win: the round bars its address. */
  barred?: boolean;
};

export type ClosedResult = {
  method: VoteMethod;
  /** The recorded winner (null: nothing was on the shortlist). */
  winnerId: string | null;
  /** The top of the shortlist by the winner rule (shared/winner.ts), best first. */
  top: RankedLink[];
  /** How many links the shortlist had in all. */
  shortlisted: number;
};

/** Links listed in the email; the rest are on the event page ("And 3 more links"). */
export const RANKING_SHOWN = 5;

export const score = (link: Pick<RankedLink, "up" | "down">) => link.up - link.down;

/** "+3 (4 up, 1 down)", "4 approvals", "7 dots"; approvals and dots are up votes. */
export function scoreText(t: MailT, method: VoteMethod, link: Pick<RankedLink, "up" | "down">) {
  if (method === "approval") return t("votes.approvals", { count: link.up });
  if (method === "dots") return t("votes.dots", { count: link.up });
  const value = score(link);
  return `${value > 0 ? `+${value}` : value} (${t("votes.upDownScore", { up: link.up, down: link.down })})`;
}

/** The recorded winner first, so the email stays right should SQL and this rule ever differ. */
export function ranked(result: ClosedResult) {
  const winner = result.top.find((link) => link.id === result.winnerId);
  return winner ? [winner, ...result.top.filter((link) => link !== winner)] : result.top;
}

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
