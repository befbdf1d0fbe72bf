// The account emails; each has a plain-text part, and names and links are escaped in the HTML.
import type { Language } from "../../shared/core/languages";
import { mailT, type MailT } from "../kernel/i18n";
import { renderMail } from "./layout";
import type { Mail } from "./mailer";

/** `language`: the account's (English when unknown). */
export type Person = { name: string; email: string; language?: Language | null };

/** One account email: lines, a button, and a note on what to do if it was not you. */
function accountMail(
  person: Person,
  url: string,
  words: { subject: string; lines: string[]; footer: string; button: string },
  t: MailT,
): Mail {
  const { subject, lines, footer, button } = words;
  return {
    to: person.email,
    subject,
    ...renderMail(
      { name: person.name, paragraphs: lines, button: { label: button, url }, after: [footer] },
      t,
    ),
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
      button: t("mail.reset.button"),
    },
    t,
  );
}

/** Sent to the new address on "Change email"; nothing changes until the link is followed. */
export function changeEmailMail(person: Person, url: string): Mail {
  const t = mailT(person.language);
  return accountMail(
    person,
    url,
    {
      subject: t("mail.changeEmail.subject"),
      lines: [t("mail.changeEmail.line")],
      footer: t("mail.changeEmail.footer"),
      button: t("mail.changeEmail.button"),
    },
    t,
  );
}
