// The database goes away under load and comes back. Meanwhile every answer that needs it must be
// 503 in the one error shape, quickly (no 500, no hang); afterwards the server must answer again
// within 5 s without a restart, and an open live stream must be told to resync: another
// instance, whose database stayed reachable, took a vote meanwhile that the stream missed. Runs
// against any server whose database connection goes through `proxy` (the built server, or an
// app in Vitest).
import { openLiveStream } from "../support/sse";
import { makeGroup, type Group } from "./group";
import { holdWritesInFlight } from "./held-writes";
import { startReadVoteLoad } from "./outage-load";
import { judgeCalls } from "./outage-verdict";
import { Person } from "./person";
import type { TcpProxy } from "./tcp-proxy";

export type OutageResult = {
  unavailable: number;
  otherServerErrors: number;
  recoveredMs?: number;
  problems: string[];
};

const RECOVER_WITHIN_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runOutage(options: {
  /** The server under test, its database behind `proxy`. */
  url: string;
  proxy: TcpProxy;
  /** The same database, not through the proxy: to hold writes in flight across the cut. */
  directUrl: string;
  /** Another instance on the same database, not behind the proxy, with the same secret. */
  elsewhereUrl: string;
  cutMs: number;
  /** False once the server process has died. */
  alive: () => boolean;
}): Promise<OutageResult> {
  const { proxy } = options;
  const problems: string[] = [];
  const group = await makeGroup(options.url, { members: 4, shortlisted: 3 });
  // The first shortlisted link is kept out of the load: its counts are asserted.
  const [watched, ...loaded] = group.shortlist as [string, ...string[]];
  const stream = await openLiveStream(group.members[1]!, group.eventId);
  if (stream.status !== 200) throw new Error(`live stream: ${stream.status}`);
  const load = startReadVoteLoad({ ...group, shortlist: loaded }, 30_000);
  const timeline = { cutAt: 0, restoredAt: 0, recoveredAt: undefined as number | undefined };
  try {
    await sleep(1000);
    const held = await holdWritesInFlight(options.directUrl, group);
    await sleep(300);
    timeline.cutAt = Date.now();
    proxy.cut();
    problems.push(...(await held.release()));
    const missed = await voteElsewhere(group, watched, options.elsewhereUrl);
    if (typeof missed === "string") problems.push(missed);
    await sleep(Math.max(0, timeline.cutAt + options.cutMs - Date.now()));
    timeline.restoredAt = Date.now();
    proxy.restore();
    timeline.recoveredAt = await healthyAgain(options.url);
    const resync = await stream.next((m) => m.type === "refetch", timeline.restoredAt, 5000);
    if (!resync) problems.push(`the open live stream got no "refetch" within 5 s of the restore`);
    if (typeof missed !== "string") problems.push(...(await pageShows(group, watched, missed)));
    problems.push(...(await voteReachesStream(group, watched, stream)));
    await sleep(1000);
  } finally {
    proxy.restore();
    await load.stop();
    stream.close();
  }

  if (!options.alive()) problems.push("the server process died");
  const { recoveredAt, restoredAt } = timeline;
  if (recoveredAt === undefined) {
    problems.push("GET /api/health did not answer 200 within 10 s of the restore");
  } else if (recoveredAt - restoredAt > RECOVER_WITHIN_MS) {
    problems.push(`recovered ${recoveredAt - restoredAt} ms after the restore (limit 5000)`);
  }
  const verdict = judgeCalls(load.calls, timeline);
  return {
    unavailable: verdict.unavailable,
    otherServerErrors: verdict.otherServerErrors,
    recoveredMs: recoveredAt && recoveredAt - restoredAt,
    problems: [...problems, ...verdict.problems],
  };
}

/** When GET /api/health first answered 200, within 10 s; undefined if it did not. */
export async function healthyAgain(url: string) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
    const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(
      () => undefined,
    );
    if (health?.status === 200) return Date.now();
  }
  return undefined;
}

/** A member votes through the other instance while ours cannot hear of it. */
async function voteElsewhere(group: Group, linkId: string, elsewhereUrl: string) {
  const member = group.members[2]!;
  const there = new Person(elsewhereUrl, member.name, member.email);
  there.cookies = new Map(member.cookies);
  const answer = await there.request("PUT", `/api/events/${group.eventId}/links/${linkId}/vote`, {
    value: "down",
  });
  if (answer.status !== 200) return `a vote on the other instance: ${answer.status} ${answer.text}`;
  return answer.json as { up: number; down: number };
}

/** After the restore, our server's page has the vote it never heard about. */
async function pageShows(group: Group, linkId: string, counts: { up: number; down: number }) {
  const page = await group.members[1]!.request("GET", `/api/events/${group.eventId}`);
  const link = (
    page.json?.links as Array<{ id: string; up: number; down: number }> | undefined
  )?.find((l) => l.id === linkId);
  if (link?.up === counts.up && link.down === counts.down) return [];
  return [
    `after the restore the page shows ${link?.up}/${link?.down}, expected ${counts.up}/${counts.down}`,
  ];
}

/** A vote on our server after the restore reaches the open stream. */
async function voteReachesStream(
  group: Group,
  linkId: string,
  stream: Awaited<ReturnType<typeof openLiveStream>>,
) {
  const since = Date.now();
  const voted = await group.members[0]!.request(
    "PUT",
    `/api/events/${group.eventId}/links/${linkId}/vote`,
    { value: "up" },
  ).catch((error: Error) => ({ status: 0, json: undefined, text: String(error.cause ?? error) }));
  if (voted.status !== 200) return [`a vote after the restore: ${voted.status} ${voted.text}`];
  const delivered = await stream.next(
    (m) => m.type === "votes.changed" && m.linkId === linkId && m.up === voted.json.up,
    since,
    3000,
  );
  return delivered ? [] : ["a vote after the restore did not reach the open live stream"];
}
