// The email invitation: who invites, to which event, and the link that joins it.
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
};

export function invitationMail(input: InvitationMailInput): Mail {
  const { to, inviterEmail, inviteUrl, unsubscribe } = input;
  const inviter = oneLine(input.inviterName) || inviterEmail;
  const title = oneLine(input.eventTitle);
  const body = renderMail({
    paragraphs: [
      [
        { b: inviter },
        ` (${inviterEmail}) invited you to join `,
        { b: title },
        " on Huddle, where a group shares links, shortlists the best ones and votes on them.",
      ],
    ],
    button: { label: "Join the event", url: inviteUrl },
    after: [
      "No account yet? You can create one from that page, and you will be added to the event once you are signed in.",
      "If you were not expecting this invitation, you can ignore this email.",
    ],
    unsubscribe: {
      reason: "You got this because someone invited this address to an event on Huddle.",
      url: unsubscribe.page,
    },
  });
  return {
    to,
    subject: `${inviter} invited you to "${title}" on Huddle`,
    unsubscribeUrl: unsubscribe.oneClick,
    ...body,
  };
}
