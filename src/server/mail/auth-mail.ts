// The account emails: verify your address, you already have an account, reset your password,
// confirm a new address.
// Each has a plain-text part; the person's name is escaped in the HTML, and so is every link.
import type { Language } from "../../shared/i18n/languages";
import { escapeHtml } from "./escape";
import { mailT, type MailT } from "./i18n";
import type { Mail } from "./mailer";

/** `language`: the account's (English when unknown). */
export type Person = { name: string; email: string; language?: Language | null };

const greeting = (t: MailT, person: Person) =>
  person.name.trim() ? t("mail.hi", { name: person.name.trim() }) : t("mail.hiNoName");

/** A small, mail-client-safe layout: one column, inline styles, one button. */
function layout(options: {
  t: MailT;
  person: Person;
  lines: string[];
  button?: { label: string; url: string };
  footer: string;
}) {
  const { t, person, lines, button, footer } = options;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#0f172a">${text}</p>`;
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(button.label)}</a></p>` +
      paragraph(
        `${escapeHtml(t("mail.orPaste"))}<br><a href="${escapeHtml(button.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(button.url)}</a>`,
      )
    : "";
  return `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">Huddle</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:28px 24px">
${paragraph(escapeHtml(greeting(t, person)))}
${lines.map((line) => paragraph(escapeHtml(line))).join("\n")}
${action}
</div>
<p style="margin:20px 0 0;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(footer)}</p>
</div></body></html>`;
}

/** One account email: lines, a button, a footer, and the same as plain text. */
function accountMail(
  person: Person,
  url: string,
  words: { subject: string; lines: string[]; footer: string; action: string; button: string },
  t: MailT,
): Mail {
  const { subject, lines, footer, action, button } = words;
  return {
    to: person.email,
    subject,
    text: `${greeting(t, person)}\n\n${lines.join("\n\n")}\n\n${action}\n${url}\n\n${footer}\n`,
    html: layout({ t, person, lines, button: { label: button, url }, footer }),
  };
}

export function verificationMail(person: Person, url: string): Mail {
  const t = mailT(person.language);
  return accountMail(
    person,
    url,
    {
      subject: t("mail.verify.subject"),
      lines: [t("mail.verify.line")],
      footer: t("mail.verify.footer"),
      action: t("mail.verify.action"),
      button: t("mail.verify.button"),
    },
    t,
  );
}

export function existingAccountMail(person: Person, signInUrl: string): Mail {
  const t = mailT(person.language);
  return accountMail(
    person,
    signInUrl,
    {
      subject: t("mail.existing.subject"),
      lines: [t("mail.existing.line1"), t("mail.existing.line2")],
      footer: t("mail.existing.footer"),
      action: t("mail.existing.action"),
      button: t("mail.existing.button"),
    },
    t,
  );
}

export function resetPasswordMail(person: Person, url: string): Mail {
  const t = mailT(person.language);
  return accountMail(
    person,
    url,
    {
      subject: t("mail.reset.subject"),
      lines: [t("mail.reset.line1"), t("mail.reset.line2")],
      footer: t("mail.reset.footer"),
      action: t("mail.reset.action"),
      button: t("mail.reset.button"),
    },
    t,
  );
}

/** Sent to the new address when someone asks to change theirs on the Settings page: nothing
 * changes until the link is followed. */
export function changeEmailMail(person: Person, url: string): Mail {
  const t = mailT(person.language);
  return accountMail(
    person,
    url,
    {
      subject: t("mail.changeEmail.subject"),
      lines: [t("mail.changeEmail.line")],
      footer: t("mail.changeEmail.footer"),
      action: t("mail.changeEmail.action"),
      button: t("mail.changeEmail.button"),
    },
    t,
  );
}
