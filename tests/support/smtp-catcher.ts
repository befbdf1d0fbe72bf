// A real SMTP server on loopback that keeps what it receives: in memory for API tests, and as
// JSON files in a folder for browser tests (which run in other processes).
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMime } from "./mime";

export type CaughtMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The message's top-level headers, names in lower case. */
  headers: Record<string, string>;
  receivedAt: number;
};

/** A message whose data the server read in full, before it answered: kept, refused, or dropped
 * because its sender hung up meanwhile. */
export type ArrivedMail = { headers: Record<string, string>; arrivedAt: number };

export async function startSmtpCatcher(
  options: {
    dir?: string;
    /** Asked for each message: true refuses it with a temporary failure (451), as a busy or
     * greylisting server does, and it is not kept. */
    refuse?: () => boolean;
    /** Takes this long to accept each message, as a slow server does. A message whose sender
     * hangs up meanwhile is not kept: a server accepts a message when it answers 250. */
    delayMs?: number;
  } = {},
) {
  const mails: CaughtMail[] = [];
  const arrived: ArrivedMail[] = [];
  const waiters = new Set<() => void>();
  const hungUp = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Senders keep a pooled connection open between messages (mailer.ts): closing this server
    // ends any still open at once, where smtp-server's default waits 30 s for them to hang up.
    closeTimeout: 200,
    onClose(session) {
      hungUp.add(session.id);
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          const parsed = parseMime(raw);
          arrived.push({ headers: parsed.headers, arrivedAt: Date.now() });
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          if (hungUp.has(session.id)) return;
          if (options.refuse?.()) {
            const busy = Object.assign(new Error("Try again later"), { responseCode: 451 });
            return callback(busy);
          }
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject,
            text: parsed.text,
            html: parsed.html,
            headers: parsed.headers,
            receivedAt: Date.now(),
          };
          mails.push(mail);
          if (options.dir) {
            fs.mkdirSync(options.dir, { recursive: true });
            const file = path.join(options.dir, `${mail.receivedAt}-${mails.length}.json`);
            fs.writeFileSync(file + ".tmp", JSON.stringify(mail));
            fs.renameSync(file + ".tmp", file);
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed mid-conversation (the resilience run's SIGKILL) resets its connection, which
  // smtp-server emits as an "error"; unheard, it would end this process. What arrived, and what
  // did not, is what the tests check.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Every message read in full, in the order it arrived, kept or not. */
    arrived,
    /** Waits for a message to `to` (and matching `subject`, if given) that arrived after `since`. */
    async waitFor(
      to: string,
      options: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
    ) {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      const match = () =>
        mails.find(
          (m) =>
            m.to.includes(to.toLowerCase()) &&
            (!options.subject || options.subject.test(m.subject)) &&
            m.receivedAt >= (options.since ?? 0),
        );
      for (;;) {
        const found = match();
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within the time allowed`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, Math.min(left, 200));
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `base`. */
export function linkIn(mail: CaughtMail, base: string) {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(base));
  if (!found) throw new Error(`no link to ${base} in mail "${mail.subject}"`);
  return found;
}

async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
