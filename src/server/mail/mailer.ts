// Sends through SMTP_URL, or else logs each message and writes it to data/outbox/.
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../kernel/request-log";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One-click unsubscribe (RFC 8058): sent as List-Unsubscribe and List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
  /** The outbox row it came from, as a header: a receiver can tell a resend from a new mail. */
  outboxId?: number;
  /** A Message-ID stable across attempts, so mail programs recognise a copy. */
  messageId?: string;
};
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

const headersOf = (mail: Mail): Record<string, string> => ({
  ...(mail.unsubscribeUrl
    ? {
        "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }
    : {}),
  ...(mail.outboxId !== undefined ? { "X-Huddle-Outbox-Id": String(mail.outboxId) } : {}),
});
// Short timeouts: the row lock is held while sending. Pooled: 180 emails, 2 s not 20 s.
const SMTP_DEFAULTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  pool: true,
  maxConnections: 1,
};

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    for (const [name, value] of Object.entries(SMTP_DEFAULTS)) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
    }
    const transport = nodemailer.createTransport(url.toString());
    return {
      send: async (mail) => {
        const { to, subject, text, html } = mail;
        await transport.sendMail({
          from: options.from,
          to,
          subject,
          text,
          html,
          messageId: mail.messageId,
          headers: headersOf(mail),
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    send: async (mail) => {
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      const headers = Object.entries({
        ...(mail.messageId ? { "Message-ID": mail.messageId } : {}),
        ...headersOf(mail),
      }).map(([name, value]) => `${name}: ${value}\n`);
      const body = `From: ${options.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n${headers.join("")}\n${mail.text}\n`;
      fs.writeFileSync(file, body, { mode: 0o600 });
      // The subject and recipient only: bodies can hold sign-in links.
      options.log?.({
        level: "info",
        msg: "mail written to outbox",
        to: mail.to,
        subject: mail.subject,
        file,
      });
    },
    close: () => {},
  };
}
