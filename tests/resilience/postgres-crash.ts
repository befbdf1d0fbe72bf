// Crash safety of PostgreSQL itself: 20 members vote on a private cluster through the built
// server, the cluster is stopped with `pg_ctl stop -m immediate` (no checkpoint, shared memory
// thrown away: what a crash leaves) with votes in flight, and started again, recovering from its
// WAL. Every vote answered 200 must be there and every counter equal its votes. A SIGKILL of the
// app cannot show this: PostgreSQL keeps what the app committed in its own memory, and would
// hand it back even if the commit had not waited for the WAL to be written.
import { RAISED_LIMITS, startBuiltServer, type BuiltServer } from "../support/built-server";
import type { CrashTotals } from "./crash";
import { makeGroup } from "./group";
import { healthyAgain } from "./outage-scenario";
import { freshDatabase, SECRET } from "./postgres";
import { startPrivatePostgres } from "./private-postgres";
import {
  checkAfterRestart,
  pageAfterRestart,
  readPostgresSnapshot,
  votesOf,
  type Votes,
} from "./write-check";
import { startWriteLoad, type Write } from "./write-load";

const MEMBERS = 20;
const SHORTLISTED = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The writes as the check must see them. A member's first write that was not answered 2xx while
 * PostgreSQL went down may have committed or not (its answer can be lost after the commit); the
 * ones after it started once the database was already gone, so they cannot have changed
 * anything, and leaving them in would make the check expect one of their values.
 */
function seenThroughCrash(writes: Write[], failedBefore: Set<Write>) {
  const problems: string[] = [];
  const kept: Write[] = [];
  const failed = new Set<number>();
  let unavailable = 0;
  for (const write of writes) {
    const ok = write.outcome === "acknowledged";
    if (!ok && failedBefore.has(write)) {
      problems.push(
        `member ${write.member}'s ${write.kind} failed before the crash: ${write.status} ${write.text}`,
      );
    } else if (!ok && write.status === 503) {
      unavailable++;
    } else if (!ok) {
      problems.push(
        `member ${write.member}'s ${write.kind} got ${write.status ?? "no answer"} while PostgreSQL was down, not 503: ${write.text ?? ""}`,
      );
    }
    if (failed.has(write.member)) {
      if (ok)
        problems.push(
          `member ${write.member}'s ${write.kind} was acknowledged after one that failed`,
        );
      continue;
    }
    if (!ok) failed.add(write.member);
    kept.push(ok ? write : { ...write, outcome: "unknown" });
  }
  return { writes: kept, problems, unavailable, unanswered: failed.size };
}

export async function postgresCrashCycles(binDir: string, cycles: number) {
  const totals: CrashTotals = { kills: 0, verified: 0, lost: [], problems: [] };
  const cluster = await startPrivatePostgres(binDir);
  let server: BuiltServer | undefined;
  try {
    const database = await freshDatabase(cluster.url, "pgcrash");
    // The load comes from one address: rate limits would refuse it, which is not what is tested.
    const env = { ...RAISED_LIMITS, DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET };
    const start = () => startBuiltServer({ env });
    server = await start();
    const group = await makeGroup(server.url, { members: MEMBERS, shortlisted: SHORTLISTED });
    let before: Votes = new Map();
    for (let cycle = 1; cycle <= cycles; cycle++) {
      // Votes only: a share commits synchronously whatever a vote does, and would flush the
      // votes' WAL with it.
      const load = startWriteLoad(group, cycle, { shares: 0 });
      await Promise.race([load.until(100 + Math.floor(Math.random() * 300)), load.done]);
      await sleep(Math.random() * 150);
      const failedBefore = new Set(load.writes.filter((w) => w.outcome === "refused"));
      await cluster.crash();
      load.stop();
      await load.done;
      await cluster.start();
      totals.kills++;

      const seen = seenThroughCrash(load.writes, failedBefore);
      const problems = [...seen.problems];
      // The server is not restarted: it must find the database again by itself.
      if ((await healthyAgain(server.url)) === undefined) {
        problems.push(
          `the server did not answer /api/health within 10 s of the restart` +
            (server.exit ? `; it exited:\n${server.output().slice(-3000)}` : ""),
        );
        await server.stop();
        server = await start();
      }
      const page = await pageAfterRestart(group);
      const snapshot = await readPostgresSnapshot(database.url, group.eventId);
      const result = checkAfterRestart(snapshot, page, group, before, seen.writes);
      problems.push(...result.problems);
      totals.verified += result.verified;
      totals.lost.push(...result.lost.map((line) => `postgres crash ${cycle}: ${line}`));
      totals.problems.push(...problems.map((line) => `postgres crash ${cycle}: ${line}`));
      before = votesOf(snapshot);
      const acknowledged = seen.writes.filter((w) => w.outcome === "acknowledged").length;
      console.log(
        `  postgres crash ${cycle}: ${acknowledged} votes acknowledged, ${seen.unanswered} cut off by ` +
          `the crash (${seen.unavailable} answers 503 while down), ${result.verified} verified, ` +
          `${result.lost.length} lost, ${problems.length} other problems`,
      );
    }
  } catch (error) {
    console.log(`postgres log:\n${cluster.log().slice(-3000)}`);
    throw error;
  } finally {
    await server?.stop();
    await cluster.remove();
  }
  return totals;
}
