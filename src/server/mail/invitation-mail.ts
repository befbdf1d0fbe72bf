// The email invitation: who invites, to which event, and the link that joins it. Plain text
// and HTML; every piece of user text in the HTML is escaped.
import type { Mail } from "./mailer";
import { escapeHtml } from "./escape";

export type InvitationMailInput = {
  to: string;
  inviterName: string;
  inviterEmail: string;
  eventTitle: string;
  /** PUBLIC_URL/invite/{code} */
  inviteUrl: string;
};

// A title may hold line breaks; a subject is one line (and a header, where a break must not be).
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function invitationMail({
  to,
  inviterName,
  inviterEmail,
  eventTitle,
  inviteUrl,
}: InvitationMailInput): Mail {
  const inviter = oneLine(inviterName) || inviterEmail;
  const title = oneLine(eventTitle);
  const text = [
    `Hello,`,
    ``,
    `${inviter} (${inviterEmail}) invited you to join "${title}" on Huddle, where a group shares links, shortlists the best ones and votes on them.`,
    ``,
    `Join the event: ${inviteUrl}`,
    ``,
    `No account yet? You can create one from that page, and you will be added to the event once you are signed in.`,
    ``,
    `If you were not expecting this invitation, you can ignore this email.`,
    ``,
    `Huddle`,
  ].join("\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:28px">
<p style="margin:0 0 16px;font-size:16px">Hello,</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5"><strong>${escapeHtml(inviter)}</strong> (${escapeHtml(inviterEmail)}) invited you to join <strong>${escapeHtml(title)}</strong> on Huddle, where a group shares links, shortlists the best ones and votes on them.</p>
<p style="margin:24px 0"><a href="${escapeHtml(inviteUrl)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">Join the event</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#475569;line-height:1.5">Or open this link: <a href="${escapeHtml(inviteUrl)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(inviteUrl)}</a></p>
<p style="margin:0;font-size:14px;color:#475569;line-height:1.5">No account yet? You can create one from that page, and you will be added to the event once you are signed in. If you were not expecting this invitation, you can ignore this email.</p>
</div>
</body></html>`;
  return { to, subject: `${inviter} invited you to "${title}" on Huddle`, text, html };
}
