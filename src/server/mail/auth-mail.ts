// The account emails: verify your address, you already have an account, reset your password,
// confirm a new address.
// Each has a plain-text part; the person's name is escaped in the HTML, and so is every link.
import { escapeHtml } from "./escape";
import type { Mail } from "./mailer";

type Person = { name: string; email: string };

const greeting = (person: Person) => (person.name.trim() ? `Hi ${person.name.trim()},` : "Hi,");

/** A small, mail-client-safe layout: one column, inline styles, one button. */
function layout(options: {
  person: Person;
  lines: string[];
  button?: { label: string; url: string };
  footer: string;
}) {
  const { person, lines, button, footer } = options;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#0f172a">${text}</p>`;
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(button.label)}</a></p>` +
      paragraph(
        `Or paste this link into your browser:<br><a href="${escapeHtml(button.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(button.url)}</a>`,
      )
    : "";
  return `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">Huddle</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:28px 24px">
${paragraph(escapeHtml(greeting(person)))}
${lines.map((line) => paragraph(escapeHtml(line))).join("\n")}
${action}
</div>
<p style="margin:20px 0 0;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(footer)}</p>
</div></body></html>`;
}

export function verificationMail(person: Person, url: string): Mail {
  const lines = ["Please confirm your email address to finish creating your Huddle account."];
  const footer =
    "The link works for 24 hours. If you did not sign up for Huddle, you can ignore this email.";
  return {
    to: person.email,
    subject: "Verify your email address for Huddle",
    text: `${greeting(person)}\n\n${lines.join("\n\n")}\n\nVerify your email address:\n${url}\n\n${footer}\n`,
    html: layout({ person, lines, button: { label: "Verify email address", url }, footer }),
  };
}

export function existingAccountMail(person: Person, signInUrl: string): Mail {
  const lines = [
    "Someone, hopefully you, just tried to create a Huddle account with this email address. You already have one, so nothing was changed.",
    'Sign in with your password, or with Google if that is how you joined. If you forgot your password, choose "Forgot password?" when signing in.',
  ];
  const footer = "If this was not you, you can ignore this email: your account is safe.";
  return {
    to: person.email,
    subject: "You already have a Huddle account",
    text: `${greeting(person)}\n\n${lines.join("\n\n")}\n\nSign in:\n${signInUrl}\n\n${footer}\n`,
    html: layout({ person, lines, button: { label: "Sign in to Huddle", url: signInUrl }, footer }),
  };
}

export function resetPasswordMail(person: Person, url: string): Mail {
  const lines = [
    "We received a request to reset the password of your Huddle account. Choose a new one with the link below.",
    "Once you do, you will be signed out on every device, and can sign in again with the new password.",
  ];
  const footer =
    "The link works for 1 hour and only once. If you did not ask for it, ignore this email: your password stays as it is.";
  return {
    to: person.email,
    subject: "Reset your Huddle password",
    text: `${greeting(person)}\n\n${lines.join("\n\n")}\n\nChoose a new password:\n${url}\n\n${footer}\n`,
    html: layout({ person, lines, button: { label: "Choose a new password", url }, footer }),
  };
}

/** Sent to the new address when someone asks to change theirs on the Settings page: nothing
 * changes until the link is followed. */
export function changeEmailMail(person: Person, url: string): Mail {
  const lines = [
    "Please confirm that you want to use this email address for your Huddle account. Your address changes when you follow the link below.",
  ];
  const footer =
    "The link works for 24 hours. If you did not ask for this, you can ignore this email: nothing changes.";
  return {
    to: person.email,
    subject: "Confirm your new email address for Huddle",
    text: `${greeting(person)}\n\n${lines.join("\n\n")}\n\nConfirm your new email address:\n${url}\n\n${footer}\n`,
    html: layout({ person, lines, button: { label: "Confirm new email address", url }, footer }),
  };
}
