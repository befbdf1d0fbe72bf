// "A new round of Friday dinner is open", to each group member, with the close in their zone.
import { boldParagraph, mailT } from "../../../kernel/i18n";
import { oneLine } from "../../../mail/layout";
import { notice, type NoticeMailInput } from "./notification-mail";
import { formatMoment } from "../../../kernel/times";

export type RoundOpenedMailInput = NoticeMailInput & {
  groupName: string;
  roundNumber: number;
  /** When the round closes by itself (the schedule's closing, or the last round's offset). */
  deadline: Date | null;
};

export function roundOpenedMail(input: RoundOpenedMailInput) {
  const t = mailT(input.language);
  const group = oneLine(input.groupName);
  const title = oneLine(input.eventTitle);
  const values = { group, title, number: input.roundNumber };
  return notice(input, t, {
    subject: t("mail.roundOpened.subject", values),
    paragraphs: [
      title === group
        ? boldParagraph(t, "mail.roundOpened.body", values)
        : boldParagraph(t, "mail.roundOpened.bodyTitled", values),
      ...(input.deadline
        ? [
            boldParagraph(t, "mail.votingCloses", {
              date: formatMoment(input.deadline, input.language, input.timeZone),
            }),
          ]
        : []),
    ],
    button: t("mail.roundOpened.button"),
    reason: t("mail.roundOpened.reason"),
  });
}
