// Reads the mail the SMTP catcher of the global setup received (one JSON file per message).
import fs from "node:fs";
import path from "node:path";
import type { CaughtMail } from "../../support/smtp-catcher";

export async function waitForMail(
  to: string,
  options: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
) {
  const dir = process.env.HUDDLE_MAIL_DIR!;
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .sort()
      : [];
    for (const file of files.reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CaughtMail;
      if (
        mail.to.includes(to.toLowerCase()) &&
        (!options.subject || options.subject.test(mail.subject)) &&
        mail.receivedAt >= (options.since ?? 0)
      ) {
        return mail;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export { linkIn } from "../../support/smtp-catcher";
