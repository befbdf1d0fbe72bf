// Chat messages survive a crash (issue #38, decision 229): an event is connected to a signed
// webhook of our own that answers slowly; its creator shares many links (a message each), and
// the built server is killed with SIGKILL while the messages are going out, then started again
// on the same data. Delivery is at least once: every message must arrive; only those in flight
// at the kill may arrive twice, and then with the same webhook-id (so the receiver can drop it).
// Every request's signature is checked with the Standard Webhooks library's own verifier.
//
// "In flight" is as the receiver saw it: a message it had received from the killed server and
// not yet answered, or answered less than MARGIN_MS before the kill (the server marks a message
// sent after the answer; a kill in between is the one window for a repeat).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { RAISED_LIMITS, startBuiltServer } from "../support/built-server";
import { freePort } from "../support/free-port";
import { expectStatus, signUp } from "./person";
import { freshDatabase, SECRET } from "./postgres";

const MESSAGES = 40;
const ANSWER_MS = 300;
const MARGIN_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Received = { id: string; at: number; answeredAt: number | null };

/** A generic webhook that answers after `answerMs`, records each request's webhook-id, and
 * checks its signature once it knows the secret. */
async function slowWebhook() {
  const received: Received[] = [];
  const refusals: string[] = [];
  let secret: string | undefined;
  let answerMs = ANSWER_MS;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const record: Received = {
        id: String(request.headers["webhook-id"]),
        at: Date.now(),
        answeredAt: null,
      };
      received.push(record);
      try {
        new Webhook(secret!).verify(body, request.headers as Record<string, string>);
      } catch (error) {
        refusals.push(`${record.id}: ${(error as Error).message}`);
      }
      setTimeout(() => {
        response.writeHead(204).end(() => (record.answeredAt = Date.now()));
      }, answerMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    refusals,
    setSecret: (value: string) => (secret = value),
    setAnswerMs: (ms: number) => (answerMs = ms),
    inFlight: (marginMs: number) =>
      received.filter((r) => r.answeredAt === null || r.answeredAt > Date.now() - marginMs),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type ChatCrashResult = { expected: number; delivered: number; problems: string[] };

export async function chatCrash(
  kind: "pglite" | "postgres",
  baseUrl?: string,
): Promise<ChatCrashResult> {
  const problems: string[] = [];
  const hook = await slowWebhook();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-chat-crash-"));
  const database = kind === "postgres" ? await freshDatabase(baseUrl!, "chatcrash") : undefined;
  const port = await freePort();
  const env = {
    ...RAISED_LIMITS,
    // The webhook is on loopback over http: a test-only door (config.ts).
    NODE_ENV: "test",
    TEST_CHAT_LOOPBACK_PORT: String(hook.port),
    DATA_DIR: dataDir,
    SCHEDULER_TICK_MS: "200",
    CHAT_RETRY_BASE_MS: "200",
    ...(database ? { DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET } : {}),
  };
  const start = () => startBuiltServer({ port, env });
  let server = await start();
  try {
    const creator = await signUp(server.url, "Creator");
    const event = expectStatus(
      await creator.request("POST", "/api/events", { title: "Chat crash" }),
      201,
      "create event",
    ).json as { id: string };
    const made = expectStatus(
      await creator.request("POST", `/api/events/${event.id}/chats`, {
        kind: "webhook",
        url: hook.url,
        messages: { linkShared: true },
      }),
      201,
      "connect a webhook",
    ).json as { signingSecret: string };
    hook.setSecret(made.signingSecret);
    // All at once, so the messages are written faster than the slow webhook takes them.
    await Promise.all(
      Array.from({ length: MESSAGES }, async (_, i) =>
        expectStatus(
          await creator.request("POST", `/api/events/${event.id}/links`, {
            url: `https://crash.example/${i}`,
            title: `Link ${i}`,
          }),
          201,
          "share a link",
        ),
      ),
    );
    const expected = MESSAGES;
    // Killed while a message is being answered (the worker sends several at once).
    while (hook.received.length < 10 || hook.inFlight(0).length === 0) await sleep(5);
    await server.kill();
    // Taken once the server is dead: messages went on arriving while the kill was under way.
    const inFlight = new Set(hook.inFlight(MARGIN_MS).map((r) => r.id));
    const beforeRestart = hook.received.length;
    if (beforeRestart >= expected) problems.push(`${kind}: every message was sent before the kill`);
    if (inFlight.size === 0) problems.push(`${kind}: no message was in flight at the kill`);
    await sleep(300);
    hook.setAnswerMs(0);
    server = await start();
    const deadline = Date.now() + 60_000;
    const ids = () => new Set(hook.received.map((r) => r.id));
    while (ids().size < expected && Date.now() < deadline) await sleep(100);
    // Time for a repeat to show, if one were coming.
    await sleep(1500);

    const copies = new Map<string, number>();
    for (const r of hook.received) copies.set(r.id, (copies.get(r.id) ?? 0) + 1);
    const delivered = copies.size;
    if (delivered !== expected)
      problems.push(`${kind}: ${delivered} of ${expected} messages arrived`);
    const repeated = [...copies].filter(([, n]) => n > 1);
    for (const [id, n] of repeated) {
      if (!inFlight.has(id)) problems.push(`${kind}: ${id} arrived ${n} times, not in flight`);
      else if (n > 2) problems.push(`${kind}: ${id}, in flight at the kill, arrived ${n} times`);
    }
    if (hook.refusals.length) problems.push(`${kind}: bad signatures: ${hook.refusals.join(", ")}`);
    console.log(
      `  ${kind}: ${expected} messages, ${beforeRestart} received before the SIGKILL, ${delivered} delivered in all; ` +
        `${inFlight.size} in flight at the kill, ${repeated.length} of them repeated (same webhook-id)`,
    );
    return { expected, delivered, problems };
  } finally {
    await server.stop();
    await hook.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
