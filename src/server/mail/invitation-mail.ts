// The email invitation: who invites, to which event, and the link that joins it. In the language
// of the address's account, or else the inviter's (features/invitations/commands.ts).
import type { Language } from "../../shared/i18n/languages";
import { boldParagraph, mailT } from "./i18n";
import type { Mail } from "./mailer";
import type { Unsubscribe } from "./layout";
import { oneLine, renderMail } from "./layout";

export type InvitationMailInput = {
  to: string;
  inviterName: string;
  inviterEmail: string;
  eventTitle: string;
  /** PUBLIC_URL/invite/{code} */
  inviteUrl: string;
  /** The unsubscribe page (in the body) and its one-click address (List-Unsubscribe). */
  unsubscribe: Unsubscribe;
  language: Language | null;
};

export function invitationMail(input: InvitationMailInput): Mail {
  const { to, inviterEmail, inviteUrl, unsubscribe } = input;
  const t = mailT(input.language);
  const inviter = oneLine(input.inviterName) || inviterEmail;
  const title = oneLine(input.eventTitle);
  const body = renderMail(
    {
      paragraphs: [
        boldParagraph(t, "mail.invitation.body", { inviter, email: inviterEmail, title }),
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
