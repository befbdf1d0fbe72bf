// Reads the mail the SMTP catcher of the global setup received (one JSON file per message).
import fs from "node:fs";
import path from "node:path";
import type { CaughtMail } from "../../support/smtp-catcher";

/** Every mail received so far, oldest first. */
function caughtMails(): CaughtMail[] {
  const dir = process.env.HUDDLE_MAIL_DIR!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CaughtMail);
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
    await new Promise((r) => setTimeout(r, 100));
  }
}

export { linkIn } from "../../support/smtp-catcher";
