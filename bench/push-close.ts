// `npm run bench:push` (issue #37, decision 227): closing an event whose 1,000 members each have
// a device sends 1,000 pushes to a push service on loopback (tests/support/push-service.ts,
// which checks each VAPID signature and decrypts each message, as a real one would) within 10 s,
// median of three closings. Against the built server, on PGlite and, when TEST_DATABASE_URL or
// DATABASE_URL reaches one, on PostgreSQL.
//
// The members are a creator with an account and 999 guests (a guest signs in without a password
// hash, so the setup takes seconds, not minutes), each with one session and one device, in three
// events. Measured: from the closing request until the push service has the 1,000th push.
// NODE_ENV=test, for the test-only door to loopback (TEST_PUSH_LOOPBACK_PORT); the request log is
// off and the rate limits raised, as in bench/METHOD.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilt } from "../tests/support/build";
import { RAISED_LIMITS, startBuiltServer } from "../tests/support/built-server";
import { freePort } from "../tests/support/free-port";
import { startPushService } from "../tests/support/push-service";
import {
  freshDatabase,
  postgresBaseUrl,
  postgresReachable,
  SECRET,
} from "../tests/resilience/postgres";
import { expectStatus, Person, signUp } from "../tests/resilience/person";
import type { EventSummary } from "../src/shared/api";

const MEMBERS = 1000;
const CLOSINGS = 3;
const TARGET_MS = 10_000;
const SETUP_LANES = 16;

async function inLanes<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_LANES }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function closings(kind: "pglite" | "postgres", baseUrl?: string) {
  const push = await startPushService();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-bench-push-"));
  const database = kind === "postgres" ? await freshDatabase(baseUrl!, "benchpush") : undefined;
  const server = await startBuiltServer({
    port: await freePort(),
    env: {
      ...RAISED_LIMITS,
      RATE_LIMIT_GUESTS_PER_HOUR: "1000000",
      RATE_LIMIT_JOIN_PER_10_MINUTES: "1000000",
      NODE_ENV: "test",
      TEST_PUSH_LOOPBACK_PORT: String(push.port),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET } : {}),
    },
  });
  try {
    const creator = await signUp(server.url, "Creator");
    // Only the closings are counted: "people joined" is off for the creator.
    expectStatus(await creator.request("PUT", "/api/me/push", { joined: false }), 200, "kinds");
    const events: EventSummary[] = [];
    for (let i = 0; i < CLOSINGS; i++) {
      events.push(
        expectStatus(
          await creator.request("POST", "/api/events", { title: `Push bench ${i + 1}` }),
          201,
          "create",
        ).json as EventSummary,
      );
    }
    const everyone: Person[] = [creator];
    const guests = Array.from({ length: MEMBERS - 1 }, (_, i) => i);
    const setupStarted = performance.now();
    await inLanes(guests, async (i) => {
      const guest = new Person(server.url, `Guest ${i + 1}`, "");
      expectStatus(
        await guest.request("POST", "/api/auth/sign-in/anonymous", { name: `Guest ${i + 1}` }),
        200,
        "guest sign-in",
      );
      for (const event of events) {
        expectStatus(
          await guest.request("POST", "/api/events/join", { code: event.invitationCode }),
          200,
          "join",
        );
      }
      everyone.push(guest);
    });
    await inLanes(everyone, async (person) => {
      expectStatus(
        await person.request("PUT", "/api/me/push/device", push.subscription(push.device())),
        200,
        "subscribe",
      );
    });
    console.log(
      `  ${kind}: ${MEMBERS} members with a device in ${CLOSINGS} events, set up in ${Math.round((performance.now() - setupStarted) / 1000)} s`,
    );
    const times: number[] = [];
    for (const event of events) {
      const before = push.received.length;
      const started = performance.now();
      expectStatus(await creator.request("POST", `/api/events/${event.id}/close`), 200, "close");
      const answeredMs = performance.now() - started;
      await push.until(() => push.received.length - before >= MEMBERS, 60_000);
      const tookMs = performance.now() - started;
      times.push(tookMs);
      const ids = new Set(push.received.slice(before).map((r) => r.message.id));
      console.log(
        `  ${kind}: closing ${times.length}: ${MEMBERS} pushes in ${Math.round(tookMs)} ms ` +
          `(the closing answered in ${Math.round(answeredMs)} ms; ${ids.size} distinct ids)`,
      );
    }
    if (push.refusals.length) throw new Error(`push service refused: ${push.refusals[0]}`);
    const median = [...times].sort((a, b) => a - b)[1]!;
    return { kind, median, pass: median <= TARGET_MS };
  } finally {
    await server.stop();
    await push.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuilt(["server"]);
  const only = process.argv[2];
  const results = [];
  if (only !== "postgres") results.push(await closings("pglite"));
  const baseUrl = postgresBaseUrl();
  if (only !== "pglite") {
    if (await postgresReachable(baseUrl)) results.push(await closings("postgres", baseUrl));
    else console.log("  postgres: skipped, none reachable");
  }
  for (const r of results) {
    console.log(
      `${r.kind}: closing with ${MEMBERS} devices, median of ${CLOSINGS}: ${(r.median / 1000).toFixed(2)} s ` +
        `(target ≤ ${TARGET_MS / 1000} s) ${r.pass ? "pass" : "FAIL"}`,
    );
  }
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}

void main();
