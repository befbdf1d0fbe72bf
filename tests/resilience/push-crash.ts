// Pushes survive a crash (issue #37, decision 227): every member of an event has a device at a
// slow push service of our own (tests/support/push-service.ts); the event is closed, and the
// built server is killed with SIGKILL while the pushes are going out, then started again on the
// same data. Delivery is at least once: every push must arrive; only those in flight at the kill
// may arrive twice, and then with the same id (the notification's tag, so the device shows it
// once).
//
// "In flight" is as the push service saw it: a push it had received from the killed server and
// not yet answered, or answered less than MARGIN_MS before the kill (the server marks a push
// sent after the answer; a kill in between is the one window for a repeat).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RAISED_LIMITS, startBuiltServer } from "../support/built-server";
import { freePort } from "../support/free-port";
import { startPushService } from "../support/push-service";
import { makeGroup } from "./group";
import { expectStatus } from "./person";
import { freshDatabase, SECRET } from "./postgres";

const MEMBERS = 30;
const ANSWER_MS = 150;
const MARGIN_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PushCrashResult = { expected: number; delivered: number; problems: string[] };

export async function pushCrash(
  kind: "pglite" | "postgres",
  baseUrl?: string,
): Promise<PushCrashResult> {
  const problems: string[] = [];
  const push = await startPushService();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-push-crash-"));
  const database = kind === "postgres" ? await freshDatabase(baseUrl!, "pushcrash") : undefined;
  const port = await freePort();
  const env = {
    ...RAISED_LIMITS,
    // The tests' push service is on loopback over http: a test-only door (config.ts).
    NODE_ENV: "test",
    TEST_PUSH_LOOPBACK_PORT: String(push.port),
    DATA_DIR: dataDir,
    SCHEDULER_TICK_MS: "200",
    PUSH_RETRY_BASE_MS: "200",
    ...(database ? { DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET } : {}),
  };
  const start = () => startBuiltServer({ port, env });
  let server = await start();
  try {
    const group = await makeGroup(server.url, { members: MEMBERS, shortlisted: 1 });
    const creator = group.members[0]!;
    // Only the closing, so the count is known: the creator's "people joined" is turned off
    // before any device is there (a tick between the two sent it once, 2026-11-29).
    expectStatus(await creator.request("PUT", "/api/me/push", { joined: false }), 200, "kinds");
    const devices = [];
    for (const member of group.members) {
      const device = push.device();
      expectStatus(
        await member.request("PUT", "/api/me/push/device", push.subscription(device)),
        200,
        "subscribe a device",
      );
      devices.push(device);
    }
    push.slow(ANSWER_MS);
    expectStatus(await creator.request("POST", `/api/events/${group.eventId}/close`), 200, "close");
    const expected = MEMBERS;
    while (push.received.length < 5) await sleep(10);
    await server.kill();
    // Taken once the server is dead, not before the kill: pushes kept arriving while the kill
    // was under way, and a repeat of one of those was called "not in flight" (2026-11-29).
    const inFlight = new Set(push.inFlight(MARGIN_MS).map((r) => r.message.id));
    const beforeRestart = push.received.length;
    if (beforeRestart >= expected) problems.push(`${kind}: every push was sent before the kill`);
    if (inFlight.size === 0) problems.push(`${kind}: no push was in flight at the kill`);
    // Whatever the dead server's sockets had sent has been read by now.
    await sleep(300);
    push.slow(0);
    server = await start();
    const deadline = Date.now() + 60_000;
    const ids = () => new Set(push.received.map((r) => r.message.id));
    while (ids().size < expected && Date.now() < deadline) await sleep(100);
    // Time for a repeat to show, if one were coming.
    await sleep(1500);

    const copies = new Map<string, number>();
    for (const r of push.received) copies.set(r.message.id, (copies.get(r.message.id) ?? 0) + 1);
    // One message per device, whatever its id: a repeat under a new id would show as two.
    for (const device of devices) {
      const got = new Set(push.to(device).map((r) => r.message.id));
      if (got.size !== 1) problems.push(`${kind}: a device got ${got.size} distinct messages`);
      const kinds = push.to(device).map((r) => r.message.kind);
      if (kinds.some((k) => k !== "closed")) problems.push(`${kind}: unexpected ${kinds}`);
    }
    const delivered = copies.size;
    if (delivered !== expected)
      problems.push(`${kind}: ${delivered} of ${expected} pushes arrived`);
    const repeated = [...copies].filter(([, n]) => n > 1);
    for (const [id, n] of repeated) {
      if (!inFlight.has(id)) problems.push(`${kind}: ${id} arrived ${n} times, not in flight`);
      else if (n > 2) problems.push(`${kind}: ${id}, in flight at the kill, arrived ${n} times`);
    }
    if (push.refusals.length) problems.push(`${kind}: refused: ${push.refusals.join(", ")}`);
    console.log(
      `  ${kind}: ${expected} pushes, ${beforeRestart} received before the SIGKILL, ${delivered} delivered in all; ` +
        `${inFlight.size} in flight at the kill, ${repeated.length} of them repeated (same id)`,
    );
    return { expected, delivered, problems };
  } finally {
    await server.stop();
    await push.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
