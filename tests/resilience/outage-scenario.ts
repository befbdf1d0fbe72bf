// The database goes away under load and comes back. Meanwhile every answer that needs it must be
// 503 in the one error shape, quickly (no 500, no hang); afterwards the server must answer again
// within 5 s without a restart, and an open live stream must be told to resync. Runs against any
// server whose database connection goes through `proxy` (the built server, or an app in Vitest).
import pg from "pg";
import { makeGroup } from "./group";
import { openLiveStream } from "./live-reader";
import { startReadVoteLoad, type Call } from "./outage-load";
import type { TcpProxy } from "./tcp-proxy";

export type OutageResult = {
  unavailable: number;
  otherServerErrors: number;
  recoveredMs?: number;
  calls: number;
  problems: string[];
};

const RECOVER_WITHIN_MS = 5000;
/** An answer slower than this counts as a hang, even if it came. */
const SLOW_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function holdEventLock(url: string, eventId: string) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  await client.query("begin");
  await client.query("select id from events where id = $1 for update", [eventId]);
  return { release: () => client.end() };
}

export async function runOutage(options: {
  url: string;
  proxy: TcpProxy;
  /** The same database, not through the proxy: to hold writes in flight across the cut. */
  directUrl: string;
  cutMs: number;
  /** False once the server process has died. */
  alive: () => boolean;
}): Promise<OutageResult> {
  const { proxy } = options;
  const problems: string[] = [];
  const group = await makeGroup(options.url, { members: 4, shortlisted: 2 });
  const watcher = group.members[1]!;
  const stream = await openLiveStream(watcher, group.eventId);
  const load = startReadVoteLoad(group, 30_000);
  let recoveredAt: number | undefined;
  let restoredAt = 0;
  let cutAt = 0;
  try {
    await sleep(1000);
    // Shares wait on the event's row lock inside their transactions, so the cut finds
    // connections checked out of the pool mid-query, not only idle ones.
    const holder = await holdEventLock(options.directUrl, group.eventId);
    const held = group.members.map((person, i) =>
      person.request("POST", `/api/events/${group.eventId}/links`, {
        url: `https://held.example/${i}`,
        title: `Held across the cut ${i}`,
      }),
    );
    await sleep(300);
    cutAt = Date.now();
    proxy.cut();
    await holder.release();
    for (const answer of await Promise.allSettled(held)) {
      const got =
        answer.status === "fulfilled"
          ? `${answer.value.status} ${answer.value.json?.error?.code}`
          : String(answer.reason);
      if (got !== "503 unavailable")
        problems.push(`a share in flight at the cut: ${got}, not 503 unavailable`);
    }
    await sleep(options.cutMs);
    restoredAt = Date.now();
    proxy.restore();
    for (let deadline = restoredAt + 10_000; Date.now() < deadline; await sleep(100)) {
      const health = await fetch(`${options.url}/api/health`, {
        signal: AbortSignal.timeout(2000),
      }).catch(() => undefined);
      if (health?.status === 200) {
        recoveredAt = Date.now();
        break;
      }
    }
    // The open page is told it may have missed something, and sees what happens next.
    const resync = await stream.waitFor((m) => m.type === "refetch", restoredAt, 5000);
    if (!resync) problems.push(`the open live stream got no "refetch" within 5 s of the restore`);
    const linkId = group.shortlist[0]!;
    const voted = await group.members[0]!.request(
      "PUT",
      `/api/events/${group.eventId}/links/${linkId}/vote`,
      { vote: "up" },
    ).catch((error: Error) => ({
      status: 0,
      json: undefined,
      text: String(error.cause ?? error),
      ms: 0,
    }));
    if (voted.status !== 200) {
      problems.push(`a vote after the restore: ${voted.status} ${voted.text.slice(0, 200)}`);
    } else {
      const delivered = await stream.waitFor(
        (m) => m.type === "votes.changed" && m.linkId === linkId && m.up === voted.json.up,
        Date.now() - voted.ms - 50,
        3000,
      );
      if (!delivered) problems.push("a vote after the restore did not reach the open live stream");
    }
    await sleep(1000);
  } finally {
    proxy.restore();
    await load.stop();
    stream.close();
  }

  if (!options.alive()) problems.push("the server process died");
  if (recoveredAt === undefined)
    problems.push("GET /api/health did not answer 200 within 10 s of the restore");
  else if (recoveredAt - restoredAt > RECOVER_WITHIN_MS) {
    problems.push(
      `recovered ${recoveredAt - restoredAt} ms after the restore (limit ${RECOVER_WITHIN_MS})`,
    );
  }
  const result: OutageResult = {
    unavailable: 0,
    otherServerErrors: 0,
    recoveredMs: recoveredAt && recoveredAt - restoredAt,
    calls: load.calls.length,
    problems,
  };
  const describe = (c: Call) =>
    `${c.what} at ${c.started - cutAt} ms from the cut: ${c.failure ?? `${c.status} ${c.code ?? ""}`} after ${c.ended - c.started} ms`;
  for (const c of load.calls) {
    if (c.failure) problems.push(`no answer: ${describe(c)}`);
    else if (c.status === 503) {
      result.unavailable++;
      if (c.code !== "unavailable") problems.push(`503 not in the error shape: ${describe(c)}`);
    } else if (c.status! >= 500) {
      result.otherServerErrors++;
      problems.push(describe(c));
    }
    if (!c.failure && c.ended - c.started > SLOW_MS) problems.push(`too slow: ${describe(c)}`);
    const ok = c.status !== undefined && c.status < 300;
    const during = c.started >= cutAt && c.ended <= restoredAt;
    if (c.ended < cutAt && !ok) problems.push(`before the cut: ${describe(c)}`);
    if (during && c.status !== 503) problems.push(`during the outage, not 503: ${describe(c)}`);
    if (recoveredAt && c.started >= recoveredAt && !ok)
      problems.push(`after recovery: ${describe(c)}`);
  }
  if (result.unavailable === 0) problems.push("no 503 at all: the cut did not reach the server");
  if (!load.calls.some((c) => c.started >= cutAt && c.ended <= restoredAt)) {
    problems.push(`no request ran wholly within the ${options.cutMs} ms outage`);
  }
  return result;
}
