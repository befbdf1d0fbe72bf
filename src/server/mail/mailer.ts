// Sends email through SMTP_URL, or, without it, writes each message to the server log and to
// data/outbox/ so a laptop without mail still shows what would have been sent.
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../http/request-log";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
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
      const body = `From: ${options.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
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
