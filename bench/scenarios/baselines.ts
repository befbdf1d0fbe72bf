// Scenario 1: the baselines every other row is compared with, measured in the same run: a bare
// node:http server, GET /api/health (one trivial query) and GET /api/me (the session check).
import { asUser, type Context, type Row } from "../context";
import { VIEWER } from "../fixture";
import { load } from "../load";
import type { ServerProcess } from "../server-process";

export async function helloBaseline(hello: ServerProcess, duration: number): Promise<Row> {
  const result = await load({ url: `${hello.url}/`, connections: 10, duration, pid: hello.pid });
  return row("baseline: node:http hello", "-", 10, result);
}

export async function apiBaselines(ctx: Context): Promise<Row[]> {
  const health = await load({
    url: `${ctx.server.url}/api/health`,
    connections: 10,
    duration: ctx.duration,
    pid: ctx.server.pid,
  });
  const me = await load({
    url: `${ctx.server.url}/api/me`,
    connections: 10,
    duration: ctx.duration,
    pid: ctx.server.pid,
    headers: asUser(ctx, VIEWER),
  });
  return [
    row("baseline: GET /api/health", ctx.kind, 10, health),
    row("baseline: GET /api/me", ctx.kind, 10, me),
  ];
}

function row(
  scenario: string,
  database: Row["database"],
  connections: number,
  result: Awaited<ReturnType<typeof load>>,
): Row {
  const broken = failures(result);
  return {
    scenario,
    database,
    connections,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    cpuMs: result.cpuMsPerRequest,
    target: "baseline",
    pass: broken ? false : null,
    note: broken,
  };
}

/** Why a run cannot count: errors, non-2xx answers, or no answer at all in time. */
export function failures(result: Awaited<ReturnType<typeof load>>) {
  if (result.requests === 0) return "no response completed";
  return result.errors || result.non2xx
    ? `${result.non2xx} non-2xx, ${result.errors} errors`
    : undefined;
}
