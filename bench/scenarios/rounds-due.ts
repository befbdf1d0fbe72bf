// Large groups (issue #36): 1,000 groups whose scheduled opening has come, all at once, as after
// a restart across a Friday evening. Their openings are brought forward while no server runs,
// then a server starts: its scheduler's first tick (at start) opens them, a hundred groups per
// transaction. Measured: from the server's spawn until every group has its round, each exactly
// once, polled from the database. PostgreSQL only: PGlite's folder is the server's alone while it
// runs, so nothing outside could watch the rounds appear.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { round, type Context, type Row } from "../context";
import type { Sql } from "../databases";
import { DUE_GROUPS } from "../fixture";
import { dueGroupIds, dueGroupsNow } from "../seed-groups";
import type { ServerProcess } from "../server-process";

const TARGET_MS = 10_000;
/** Given up after this long: the row fails with what was counted. */
const GIVE_UP_MS = 60_000;
const POLL_MS = 20;

export async function roundsDueScenario(
  ctx: Pick<Context, "kind">,
  sql: Sql,
  start: (env: Record<string, string>) => Promise<ServerProcess>,
  stop: (server: ServerProcess) => Promise<void>,
): Promise<Row> {
  const ids = dueGroupIds();
  const counted = async () => {
    const [row] = await sql<{ groups: number; rounds: number; once: number }>(
      `select count(*) filter (where n > 0)::int as groups, coalesce(sum(n), 0)::int as rounds,
              count(*) filter (where n = 1)::int as once
       from (select g.id, count(e.id) as n from groups g left join events e on e.group_id = g.id
             where g.id = any($1::uuid[]) group by g.id) c`,
      [ids],
    );
    return row!;
  };
  await dueGroupsNow(sql);
  // The round-opened mail it writes goes to files (no SMTP): in a folder of its own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-bench-due-"));
  const spawned = performance.now();
  // Watched from the spawn on: the first tick starts before the server answers.
  const watched = (async () => {
    while ((await counted()).groups < DUE_GROUPS && performance.now() - spawned < GIVE_UP_MS)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    return performance.now() - spawned;
  })();
  const server = await start({ DATA_DIR: dataDir }).catch(async (error: unknown) => {
    await watched.catch(() => {});
    throw error;
  });
  try {
    const tookMs = await watched;
    // A second tick (5 s later) must find nothing left to open.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const after = await counted();
    const complete = after.once === DUE_GROUPS && after.rounds === DUE_GROUPS;
    return {
      scenario: `${DUE_GROUPS.toLocaleString("en")} rounds due in one tick`,
      database: ctx.kind,
      connections: null,
      rps: null,
      p50: round(tookMs),
      p99: null,
      target: `≤ ${TARGET_MS / 1000} s, each once`,
      pass: complete && tookMs <= TARGET_MS,
      note:
        `from spawn (cold start ${round(server.coldStartMs)} ms) until every group had its ` +
        `round; ${after.rounds} rounds in ${after.groups} groups, ${after.once} with exactly one ` +
        `after the next tick; postgres only (watched from outside)`,
    };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
