// Mail survives a crash (issue #14): the built server has many emails in its outbox (invitations
// and the "closed" email of every member) and a slow SMTP server to send them to; it is killed
// with SIGKILL while sending and started again on the same data. Delivery is at least once
// (decision 218): every message must arrive; only the message in flight at the kill may arrive
// twice, and then with the same Message-ID.
//
// "In flight" is as the SMTP server saw it: the last message whose data it had read in full
// from the killed server. The worker sends one message at a time and commits each one's "sent"
// before it claims the next, so every earlier message was marked sent before that one began, and
// any later one never reached the point where the SMTP server could accept it.
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

/** `<row id>.<creation time>@<host of PUBLIC_URL>` (src/server/mail/outbox.ts, messageIdOf). */
const MESSAGE_ID = /^<(\d+)\.[0-9a-z]+@127\.0\.0\.1>$/;

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
    // Some are out, most are waiting: kill it in the middle of sending (just after an acceptance,
    // as it happens: the moment a repeat can come from).
    while (smtp.mails.length < 5) await sleep(20);
    await server.kill();
    // Whatever the dead server wrote before it died has been read by now.
    await sleep(300);
    const beforeRestart = smtp.mails.length;
    if (beforeRestart >= expected) problems.push(`${kind}: everything was sent before the kill`);
    const inFlight = smtp.arrived.at(-1)?.headers["message-id"];
    if (!inFlight) problems.push(`${kind}: no message had reached the SMTP server at the kill`);
    server = await start();
    const deadline = Date.now() + 60_000;
    const ids = () => new Set(smtp.mails.map((m) => m.headers["message-id"]));
    while (ids().size < expected && Date.now() < deadline) await sleep(100);
    // Time for a repeat to show, if one were coming.
    await sleep(1500);

    const copies = new Map<string | undefined, number>();
    for (const m of smtp.mails) {
      const id = m.headers["message-id"];
      copies.set(id, (copies.get(id) ?? 0) + 1);
      const row = m.headers["x-huddle-outbox-id"];
      if (MESSAGE_ID.exec(id ?? "")?.[1] !== row)
        problems.push(`${kind}: Message-ID ${id} is not made from outbox row ${row}`);
    }
    // A repeat is known by its outbox row, so its Message-ID is checked, not assumed.
    const idOfRow = new Map<string | undefined, string | undefined>();
    for (const m of smtp.mails) {
      const row = m.headers["x-huddle-outbox-id"];
      const first = idOfRow.get(row) ?? m.headers["message-id"];
      idOfRow.set(row, first);
      if (m.headers["message-id"] !== first)
        problems.push(`${kind}: outbox row ${row} came with two Message-IDs`);
    }
    const delivered = copies.size;
    const repeated = [...copies].filter(([, n]) => n > 1);
    const duplicates = smtp.mails.length - delivered;
    if (delivered !== expected || idOfRow.size !== expected)
      problems.push(`${kind}: ${delivered} of ${expected} messages arrived`);
    for (const [id, n] of repeated) {
      if (id !== inFlight) problems.push(`${kind}: ${id} arrived ${n} times, not in flight`);
      else if (n > 2) problems.push(`${kind}: ${id}, in flight at the kill, arrived ${n} times`);
    }
    console.log(
      `  ${kind}: ${expected} messages, ${beforeRestart} sent before the SIGKILL, ${delivered} delivered in all; ` +
        `in flight at the kill: ${inFlight ?? "none"}, arrived ${copies.get(inFlight) ?? 0} times; ` +
        `${duplicates} repeats in all`,
    );
    return { expected, delivered, duplicates, problems };
  } finally {
    await server.stop();
    await smtp.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
