// Crash safety: load the built server with votes and shares from 20 members, SIGKILL it in the
// middle, start it again on the same data, and check that every acknowledged write is there and
// every counter equals its rows. On PGlite the folder's lock left by the dead process must be
// taken over, and the tables are read with PGlite itself once the server has stopped (it is
// single-process); on PostgreSQL they are read while the server runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { RAISED_LIMITS, startBuiltServer, type BuiltServer } from "../support/built-server";
import { freePort } from "../support/free-port";
import { makeGroup } from "./group";
import { freshDatabase, SECRET } from "./postgres";
import {
  checkAfterRestart,
  pageAfterRestart,
  readPostgresSnapshot,
  readSnapshot,
  votesOf,
  type Query,
  type Votes,
} from "./write-check";
import { startWriteLoad } from "./write-load";

export type CrashTotals = { kills: number; verified: number; lost: string[]; problems: string[] };

const MEMBERS = 20;
const SHORTLISTED = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Target = {
  env: Record<string, string>;
  /** Reads the event's rows straight from the database. */
  snapshot: (eventId: string) => Promise<Awaited<ReturnType<typeof readSnapshot>>>;
  /** PGlite is single-process: the server must be stopped before the rows can be read. */
  needsStop: boolean;
  lockFile?: string;
  cleanup: () => Promise<void>;
};

async function pgliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-crash-"));
  return {
    env: { DATA_DIR: dataDir },
    needsStop: true,
    lockFile: path.join(dataDir, "lock"),
    snapshot: async (eventId) => {
      const pglite = new PGlite(path.join(dataDir, "pglite"));
      try {
        const query: Query = async (sql, params) => (await pglite.query(sql, params)).rows as never;
        return await readSnapshot(query, eventId);
      } finally {
        await pglite.close();
      }
    },
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(baseUrl: string): Promise<Target> {
  const database = await freshDatabase(baseUrl, "crash");
  return {
    env: { DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET },
    needsStop: false,
    snapshot: (eventId) => readPostgresSnapshot(database.url, eventId),
    cleanup: database.drop,
  };
}

export async function crashCycles(kind: "pglite" | "postgres", cycles: number, baseUrl?: string) {
  const target = kind === "pglite" ? await pgliteTarget() : await postgresTarget(baseUrl!);
  const totals: CrashTotals = { kills: 0, verified: 0, lost: [], problems: [] };
  const port = await freePort();
  // Started again on the same port and data after each kill. The load comes from one address:
  // rate limits would refuse it, which is not what is tested.
  const start = () => startBuiltServer({ port, env: { ...RAISED_LIMITS, ...target.env } });
  let server: BuiltServer | undefined = await start();
  try {
    const group = await makeGroup(server.url, { members: MEMBERS, shortlisted: SHORTLISTED });
    let before: Votes = new Map();
    for (let cycle = 1; cycle <= cycles; cycle++) {
      server ??= await start();
      const load = startWriteLoad(group, cycle);
      // Kill at a random moment once the load is well under way.
      await Promise.race([load.until(40 + Math.floor(Math.random() * 80)), load.done]);
      await sleep(Math.random() * 150);
      const pid = server.pid;
      const exit = await server.kill();
      server = undefined;
      await load.done;
      if (exit.signal !== "SIGKILL") {
        totals.problems.push(
          `cycle ${cycle}: the server ended by itself (${exit.code}) before the kill`,
        );
      }
      const inFlight = load.writes.filter((w) => w.outcome === "unknown").length;

      if (target.lockFile && fs.readFileSync(target.lockFile, "utf8").trim() !== String(pid)) {
        totals.problems.push(
          `cycle ${cycle}: the dead process's lock was not left behind to take over`,
        );
      }
      server = await start();
      totals.kills++;
      const page = await pageAfterRestart(group);
      if (target.needsStop) {
        const stopped = await server.stop();
        server = undefined;
        if (stopped.code !== 0)
          totals.problems.push(
            `cycle ${cycle}: graceful stop exited ${stopped.code ?? stopped.signal}`,
          );
      }
      const snapshot = await target.snapshot(group.eventId);
      const result = checkAfterRestart(snapshot, page, group, before, load.writes);
      totals.verified += result.verified;
      totals.lost.push(...result.lost.map((line) => `${kind} cycle ${cycle}: ${line}`));
      totals.problems.push(...result.problems.map((line) => `${kind} cycle ${cycle}: ${line}`));
      before = votesOf(snapshot);
      const acknowledged = load.writes.filter((w) => w.outcome === "acknowledged").length;
      console.log(
        `  ${kind} kill ${cycle}: ${acknowledged} writes acknowledged, ${inFlight} in flight at the kill, ` +
          `${result.verified} verified, ${result.lost.length} lost, ${result.problems.length} other problems`,
      );
    }
  } finally {
    await server?.stop();
    await target.cleanup();
  }
  return totals;
}
