// Scenario 5: live fan-out. 200 subscribers on one event (20 users, 10 streams each: the server
// allows 20 per user per instance), votes arriving at 20 a second for 10 seconds; latency from
// each vote's response to its message at the last subscriber, and whether any was lost. With two
// instances on PostgreSQL the subscribers are split between them and the votes go to the first,
// so half the messages cross LISTEN/NOTIFY. The same with 2,000 members of one event holding a
// stream each (issue #36, large groups). Also the server's memory per open stream.
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { asUser, round, type Context, type Row } from "../context";
import { cpuTime } from "../load";
import { LIVE_USERS } from "../fixture";
import { startMemoryServer, type ServerProcess } from "../server-process";
import { subscribe, voteKey, type Subscriber } from "./live-streams";

const STREAMS_PER_USER = 10;
const VOTES = 200;
const VOTES_PER_SECOND = 20;
/** Streams opened at once (each waits for its "ready"): 2,000 one after another take long. */
const OPENED_AT_ONCE = 50;
/** After the last vote, how long with no message arriving counts as the end. */
const SETTLE_MS = 2000;

type Options = {
  ctx: Context;
  servers: ServerProcess[];
  eventId: string;
  linkIds: string[];
  label: string;
  target: number;
  /** Who holds the streams, `streamsPerUser` each (default: the 20 live users, 10 each). */
  users?: number[];
  streamsPerUser?: number;
  /** Who votes, in turn (default: the live users); members of the event. */
  voters?: number[];
};

export async function liveFanout({
  ctx,
  servers,
  eventId,
  linkIds,
  label,
  target,
  users = LIVE_USERS,
  streamsPerUser = STREAMS_PER_USER,
  voters = LIVE_USERS,
}: Options): Promise<Row[]> {
  const subscribers = await openStreams(ctx, servers, eventId, users, streamsPerUser);

  // CPU time of the servers and of this process (the subscribers' side) over the votes and
  // their delivery: which of them a late message waited for.
  const serversCpu = () => servers.reduce((sum, s) => sum + (cpuTime(s.pid) ?? NaN), 0);
  const cpuBefore = { servers: serversCpu(), bench: process.cpuUsage() };
  const responses = await sendVotes(ctx, servers[0]!, eventId, linkIds, voters);
  // Late is not lost: wait until every message has arrived, or none has for SETTLE_MS.
  const expected = responses.size * subscribers.length;
  const arrived = () => subscribers.reduce((sum, s) => sum + s.arrivals.size, 0);
  for (let last = -1, quietSince = performance.now(); ;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = arrived();
    if (now >= expected || performance.now() - quietSince >= SETTLE_MS) break;
    if (now !== last) [last, quietSince] = [now, performance.now()];
  }
  const serverCpuMs = serversCpu() - cpuBefore.servers;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
  for (const s of subscribers) s.close();

  const latencies: number[] = [];
  let lost = 0;
  for (const [key, respondedAt] of responses) {
    let last = -Infinity;
    for (const s of subscribers) {
      const at = s.arrivals.get(key);
      if (at === undefined) lost++;
      else last = Math.max(last, at);
    }
    // A message can reach a subscriber before the voter has read its own response.
    if (last > -Infinity) latencies.push(Math.max(0, last - respondedAt));
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  const complete = responses.size === VOTES && lost === 0;
  return [
    {
      scenario: `live fan-out, ${subscribers.length.toLocaleString("en")} streams${label}`,
      database: ctx.kind,
      connections: subscribers.length,
      rps: VOTES_PER_SECOND,
      p50: round(pct(0.5), 1),
      p99: round(pct(0.99), 1),
      target: `p99 ≤ ${target} ms, none lost`,
      pass: complete && pct(0.99) <= target,
      note:
        `${responses.size} votes, ${lost} messages lost; CPU per vote: servers ` +
        `${round(serverCpuMs / VOTES, 1)} ms, subscribers (this process) ` +
        `${round(benchCpuMs / VOTES, 1)} ms`,
    },
  ];
}

/** Each user's streams, spread over the servers in turn (so each user's too, when they hold
 * several), OPENED_AT_ONCE at a time. */
async function openStreams(
  ctx: Context,
  servers: ServerProcess[],
  eventId: string,
  users = LIVE_USERS,
  streamsPerUser = STREAMS_PER_USER,
) {
  const plan = users.flatMap((user) =>
    Array.from({ length: streamsPerUser }, () => asUser(ctx, user)),
  );
  const subscribers: Subscriber[] = [];
  for (let start = 0; start < plan.length; start += OPENED_AT_ONCE) {
    const opened = await Promise.all(
      plan.slice(start, start + OPENED_AT_ONCE).map((headers, k) => {
        const server = servers[(start + k) % servers.length]!;
        return subscribe(`${server.url}/api/events/${eventId}/live`, headers);
      }),
    );
    subscribers.push(...opened);
  }
  return subscribers;
}

/**
 * Memory per open stream, measured in a server process that can be told to collect its garbage
 * (bench/memory-server.ts): open one user's streams first (code loaded on first use is not
 * counted), collect and measure, open 190 more, collect and measure again. Reported: the growth
 * of the JavaScript heap and external memory per stream, and of RSS.
 */
export async function liveMemory(
  ctx: Context,
  eventId: string,
  env: Record<string, string>,
): Promise<Row> {
  const server = await startMemoryServer(ctx.root, env);
  try {
    const probe = { ...ctx, server: server.process };
    const warm = await openStreams(probe, [server.process], eventId, LIVE_USERS.slice(0, 1));
    const before = await server.measure();
    const streams = await openStreams(probe, [server.process], eventId, LIVE_USERS.slice(1));
    const after = await server.measure();
    for (const s of [...warm, ...streams]) s.close();
    const heap = (after.heap - before.heap) / streams.length / 1024;
    const rss = (after.rss - before.rss) / streams.length / 1024;
    return {
      scenario: "live: memory per open stream",
      database: ctx.kind,
      connections: streams.length,
      rps: null,
      p50: null,
      p99: null,
      target: "< 50 KB",
      pass: heap < 50,
      note: `${round(heap, 1)} KB heap after GC (RSS ${round(rss, 1)} KB) per stream`,
    };
  } finally {
    await server.stop();
  }
}

/** 200 votes at 20 a second: each of the 20 voters votes up on each of 10 links in turn, so a
 * link's up count (and so each message's key) is unique. */
async function sendVotes(
  ctx: Context,
  server: ServerProcess,
  eventId: string,
  linkIds: string[],
  voters: number[],
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const responses = new Map<string, number>();
  const pending: Promise<void>[] = [];
  for (let v = 0; v < VOTES; v++) {
    const user = voters[v % voters.length]!;
    const linkId = linkIds[Math.floor(v / voters.length) % linkIds.length]!;
    pending.push(
      put(
        agent,
        `${server.url}/api/events/${eventId}/links/${linkId}/vote`,
        asUser(ctx, user),
      ).then((result) => {
        if (result) responses.set(voteKey(result), result.at);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / VOTES_PER_SECOND));
  }
  await Promise.all(pending);
  agent.destroy();
  return responses;
}

function put(agent: http.Agent, url: string, headers: Record<string, string>) {
  return new Promise<{ linkId: string; up: number; down: number; at: number } | null>((resolve) => {
    const request = http.request(
      url,
      { method: "PUT", agent, headers: { ...headers, "content-type": "application/json" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const at = performance.now();
          if (response.statusCode !== 200) return resolve(null);
          const raw = Buffer.concat(chunks);
          const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ ...JSON.parse(body.toString("utf8")), at });
        });
      },
    );
    request.on("error", () => resolve(null));
    request.end('{"value":"up"}');
  });
}
