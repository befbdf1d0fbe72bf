// Mail survives a crash (issue #14): the built server has many emails in its outbox (invitations
// and the "closed" email of every member) and a slow SMTP server to send them to; it is killed
// with SIGKILL while sending, started again on the same data, and every message must then arrive
// exactly once (told apart by the X-Huddle-Outbox-Id header each carries).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RAISED_LIMITS, startBuiltServer } from "../support/built-server";
import { freePort } from "../support/free-port";
import { startSmtpCatcher } from "../support/smtp-catcher";
import { makeGroup } from "./group";
import { expectStatus } from "./person";
import { freshDatabase, SECRET } from "./postgres";

const MEMBERS = 10;
const INVITATIONS = 30;
const SEND_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type MailCrashResult = {
  expected: number;
  delivered: number;
  duplicates: number;
  problems: string[];
};

export async function mailCrash(
  kind: "pglite" | "postgres",
  baseUrl?: string,
): Promise<MailCrashResult> {
  const problems: string[] = [];
  const smtp = await startSmtpCatcher({ delayMs: SEND_MS });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-mail-crash-"));
  const database = kind === "postgres" ? await freshDatabase(baseUrl!, "mailcrash") : undefined;
  const port = await freePort();
  const env = {
    ...RAISED_LIMITS,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    EMAIL_VERIFICATION: "off",
    SCHEDULER_TICK_MS: "200",
    MAIL_RETRY_BASE_MS: "200",
    ...(database ? { DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET } : {}),
  };
  const start = () => startBuiltServer({ port, env });
  let server = await start();
  try {
    const group = await makeGroup(server.url, { members: MEMBERS, shortlisted: 1 });
    const creator = group.members[0]!;
    for (let i = 0; i < INVITATIONS; i++) {
      expectStatus(
        await creator.request("POST", `/api/events/${group.eventId}/invitations`, {
          email: `invited-${i}@example.test`,
        }),
        201,
        "invite",
      );
    }
    expectStatus(await creator.request("POST", `/api/events/${group.eventId}/close`), 200, "close");
    // The invitations, a "closed" email per member, and the creator's "9 people joined".
    const expected = INVITATIONS + MEMBERS + 1;
    // Some are out, most are waiting: kill it in the middle of sending.
    while (smtp.mails.length < 5) await sleep(20);
    await server.kill();
    const beforeRestart = smtp.mails.length;
    if (beforeRestart >= expected) problems.push(`${kind}: everything was sent before the kill`);
    server = await start();
    const deadline = Date.now() + 60_000;
    const ids = () => new Set(smtp.mails.map((m) => m.headers["x-huddle-outbox-id"]));
    while (ids().size < expected && Date.now() < deadline) await sleep(100);
    // Time for a duplicate to show, if one were coming.
    await sleep(1500);
    const delivered = ids().size;
    const duplicates = smtp.mails.length - delivered;
    if (delivered !== expected)
      problems.push(`${kind}: ${delivered} of ${expected} messages arrived`);
    if (duplicates) problems.push(`${kind}: ${duplicates} messages arrived twice`);
    if (ids().has(undefined)) problems.push(`${kind}: a message without its outbox id`);
    console.log(
      `  ${kind}: ${expected} messages, ${beforeRestart} sent before the SIGKILL, ${delivered} delivered in all, ${duplicates} twice`,
    );
    return { expected, delivered, duplicates, problems };
  } finally {
    await server.stop();
    await smtp.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
