// The invitation in the account's (else inviter's) language and zone, zone named.
import type { Language } from "../../../../shared/core/languages";
import { boldParagraph, mailT } from "../../../kernel/i18n";
import type { Mail } from "../../../mail/mailer";
import type { Unsubscribe } from "../../../mail/layout";
import { oneLine, renderMail } from "../../../mail/layout";
import { formatMoment, mailTimeZone } from "../../../kernel/times";

export type InvitationMailInput = {
  to: string;
  /** The name of the account with that address, when there is one. */
  name: string | null;
  inviterName: string;
  inviterEmail: string;
  eventTitle: string;
  /** When voting closes by itself, if the event has a deadline. */
  deadline: Date | null;
  /** PUBLIC_URL/invite/{code} */
  inviteUrl: string;
  /** The unsubscribe page (in the body) and its one-click address (List-Unsubscribe). */
  unsubscribe: Unsubscribe;
  language: Language | null;
  /** The zone the deadline is written in (an IANA name; UTC when unknown). */
  timeZone: string | null;
};

export function invitationMail(input: InvitationMailInput): Mail {
  const { to, inviterEmail, inviteUrl, unsubscribe, deadline, language, timeZone } = input;
  const t = mailT(language);
  const inviter = oneLine(input.inviterName) || inviterEmail;
  const title = oneLine(input.eventTitle);
  const zone = mailTimeZone(timeZone);
  const date = deadline && formatMoment(deadline, language, zone);
  const body = renderMail(
    {
      name: input.name,
      paragraphs: [
        boldParagraph(t, "mail.invitation.body", { inviter, email: inviterEmail, title }),
        // UTC names itself in the time; any other zone is said in full ("Europe/Berlin time").
        ...(date
          ? [
              zone === "UTC"
                ? boldParagraph(t, "mail.votingCloses", { date })
                : boldParagraph(t, "mail.votingClosesIn", { date, zone: zone.replace(/_/g, " ") }),
            ]
          : []),
      ],
      button: { label: t("mail.invitation.button"), url: inviteUrl },
      after: [t("mail.invitation.noAccount"), t("mail.invitation.notExpected")],
      unsubscribe: { reason: t("mail.invitation.reason"), url: unsubscribe.page },
    },
    t,
  );
  return {
    to,
    subject: t("mail.invitation.subject", { inviter, title }),
    unsubscribeUrl: unsubscribe.oneClick,
    ...body,
  };
}
