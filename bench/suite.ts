// Every scenario on one database: seed it, start the built server on it, measure, and time
// three cold starts (the first is the start the scenarios run on).
import { randomBytes } from "node:crypto";
import type { Context, Row } from "./context";
import type { BenchDatabase } from "./databases";
import { LARGE_LIVE_EVENT, LARGE_LIVE_MEMBERS, LARGE_LIVE_VOTERS, LIVE_EVENTS } from "./fixture";
import { seed } from "./seed";
import { seedDueGroups, seedGroupHistory, seedLargeLive } from "./seed-groups";
import { seedCalendarFeed } from "./seed-calendar";
import { startServer, type ServerProcess } from "./server-process";
import { apiBaselines } from "./scenarios/baselines";
import { calendarFeedScenario } from "./scenarios/calendar-feed";
import { commentScenario } from "./scenarios/comment";
import { dashboardScenario } from "./scenarios/dashboard";
import { eventPageScenario } from "./scenarios/event-page";
import { groupPageScenario } from "./scenarios/group-page";
import { lighthouseScenario } from "./scenarios/lighthouse";
import { liveFanout, liveMemory } from "./scenarios/live-fanout";
import { roundsDueScenario } from "./scenarios/rounds-due";
import { shareScenario } from "./scenarios/share";
import { signInScenario } from "./scenarios/sign-in";
import { shortlistedLinks, voteScenario, voteTargets } from "./scenarios/vote";

const COLD_START_TARGET = { postgres: 1500, pglite: 3000 };

export type SuiteOptions = {
  root: string;
  duration: number;
  lighthouse: boolean;
  log: (line: string) => void;
  /** Scenario names to run (--scenarios vote,page,...); all when absent. */
  scenarios?: Set<string>;
};

export async function runSuite(db: BenchDatabase, options: SuiteOptions): Promise<Row[]> {
  const { root, log } = options;
  const secret = randomBytes(32).toString("base64url");
  const salt = randomBytes(8).toString("hex");
  const step = async <T>(name: string, work: () => Promise<T>) => {
    log(`${db.kind}: ${name}`);
    return work();
  };
  const rows: Row[] = [];
  const servers: ServerProcess[] = [];
  const want = (name: string) => !options.scenarios || options.scenarios.has(name);
  const postgres = db.kind === "postgres";
  try {
    // The large groups' data only when their scenarios run (the 2,000 members' and the due
    // groups' only on PostgreSQL, the one database those scenarios run on).
    await step("seeding", () =>
      seed(db.sql, salt, async () => {
        if (want("group-page")) await seedGroupHistory(db.sql);
        if (postgres && want("live-2000")) await seedLargeLive(db.sql, salt);
        if (postgres && want("rounds-due")) await seedDueGroups(db.sql);
        if (want("calendar-feed")) await seedCalendarFeed(db.sql, salt);
      }),
    );
    const votes = await voteTargets(db.sql);
    const voteLinks = votes.oneEvent[0]!.linkIds;
    const liveLinks = await Promise.all(LIVE_EVENTS.map((id) => shortlistedLinks(db.sql, id)));
    const largeLiveLinks =
      postgres && want("live-2000") ? await shortlistedLinks(db.sql, LARGE_LIVE_EVENT) : [];
    await db.release();

    const env = { ...db.serverEnv, BETTER_AUTH_SECRET: secret };
    const start = async (extra: Record<string, string> = {}) => {
      const server = await startServer({ ...env, ...extra });
      servers.push(server);
      return server;
    };
    const stop = async (server: ServerProcess) => {
      await server.stop();
      servers.splice(servers.indexOf(server), 1);
    };
    const server = await step("starting the server", () => start());
    const coldStarts = [server.coldStartMs];
    const ctx: Context = { root, kind: db.kind, server, secret, salt, duration: options.duration };

    if (want("baselines")) rows.push(...(await step("baselines", () => apiBaselines(ctx))));
    if (want("vote")) rows.push(...(await step("vote round trip", () => voteScenario(ctx, votes))));
    if (want("page"))
      rows.push(...(await step("event page", () => eventPageScenario(ctx, voteLinks))));
    if (want("dashboard")) rows.push(await step("dashboard", () => dashboardScenario(ctx)));
    if (want("calendar-feed"))
      rows.push(await step("calendar feed", () => calendarFeedScenario(ctx)));
    if (want("group-page"))
      rows.push(await step("group page, 200 past rounds", () => groupPageScenario(ctx)));
    if (want("sign-in")) rows.push(await step("sign-in", () => signInScenario(ctx)));
    if (want("live"))
      rows.push(
        ...(await step("live fan-out", () =>
          liveFanout({
            ctx,
            servers: [server],
            eventId: LIVE_EVENTS[0],
            linkIds: liveLinks[0]!,
            label: "",
            target: 50,
          }),
        )),
      );
    if (postgres && (want("live") || want("live-2000"))) {
      const second = await step("a second instance", () => start());
      if (want("live"))
        rows.push(
          ...(await step("live fan-out across two instances", () =>
            liveFanout({
              ctx,
              servers: [server, second],
              eventId: LIVE_EVENTS[1],
              linkIds: liveLinks[1]!,
              label: ", two instances",
              target: 100,
            }),
          )),
        );
      // Large groups (#36): 2,000 members of one event, a stream each, over the two instances.
      if (want("live-2000"))
        rows.push(
          ...(await step("live fan-out, 2,000 streams across two instances", () =>
            liveFanout({
              ctx,
              servers: [server, second],
              eventId: LARGE_LIVE_EVENT,
              linkIds: largeLiveLinks,
              label: ", two instances",
              target: 100,
              users: LARGE_LIVE_MEMBERS,
              streamsPerUser: 1,
              voters: LARGE_LIVE_VOTERS,
            }),
          )),
        );
      await stop(second);
    }
    // After the vote scenario, the only other one on the small events it comments in.
    if (want("comment"))
      rows.push(await step("comment on a link", () => commentScenario(ctx, votes)));
    // After every scenario it could disturb: its events are its own, but the previewer's failed
    // fetches (and the links it adds) are left behind.
    if (want("share"))
      rows.push(
        await step("share a link", () =>
          shareScenario(ctx, db.kind === "postgres" ? db.sql : undefined),
        ),
      );
    if (options.lighthouse && want("lighthouse"))
      rows.push(...(await step("lighthouse", () => lighthouseScenario(ctx))));
    await stop(server);

    if (want("cold-start")) {
      for (let i = 0; i < 2; i++) {
        const again = await step(`cold start ${i + 2}`, () => start());
        coldStarts.push(again.coldStartMs);
        await stop(again);
      }
    }
    // With no other server running: the one it starts opens them all.
    if (postgres && want("rounds-due"))
      rows.push(
        await step("1,000 rounds due at start", () => roundsDueScenario(ctx, db.sql, start, stop)),
      );
    if (want("live")) {
      rows.push(await step("memory per live stream", () => liveMemory(ctx, LIVE_EVENTS[0], env)));
    }
    if (want("cold-start")) rows.push(coldStartRow(db.kind, coldStarts));
  } finally {
    for (const server of [...servers]) await server.stop();
    await db.drop();
  }
  return rows;
}

function coldStartRow(kind: BenchDatabase["kind"], starts: number[]): Row {
  const median = [...starts].sort((a, b) => a - b)[1]!;
  const target = COLD_START_TARGET[kind];
  return {
    scenario: "cold start to first 200 /api/health",
    database: kind,
    connections: null,
    rps: null,
    p50: median,
    p99: Math.max(...starts),
    target: `≤ ${target / 1000} s`,
    pass: median <= target,
    note: `starts: ${starts.map((s) => Math.round(s)).join(", ")} ms (p50 column is the median)`,
  };
}
