// Reads the mail the SMTP catcher of the global setup received (one JSON file per message).
import fs from "node:fs";
import path from "node:path";
import type { CaughtMail } from "../../support/smtp-catcher";

/** Each mail file read so far, by its path: the folder only grows during a run, and a wait reads it
 * every 50 ms, so each file is parsed once. */
const read = new Map<string, CaughtMail>();

/** Every mail received so far, oldest first. */
function caughtMails(): CaughtMail[] {
  const dir = process.env.HUDDLE_MAIL_DIR!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      let mail = read.get(file);
      if (!mail) {
        mail = JSON.parse(fs.readFileSync(file, "utf8")) as CaughtMail;
        read.set(file, mail);
      }
      return mail;
    });
}

/** Every mail to `to` that arrived at or after `since`. */
export const mailsTo = (to: string, since: number) =>
  caughtMails().filter((m) => m.to.includes(to.toLowerCase()) && m.receivedAt >= since);

export async function waitForMail(
  to: string,
  options: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = mailsTo(to, options.since ?? 0)
      .reverse()
      .find((mail) => !options.subject || options.subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export { linkIn } from "../../support/smtp-catcher";
