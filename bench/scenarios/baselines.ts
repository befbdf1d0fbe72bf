// Scenario 1: the baselines every other row is compared with, measured in the same run: a bare
// node:http server, GET /api/health (one trivial query) and GET /api/me (the session check).
import { asUser, type Context, type Row } from "../context";
import { VIEWER } from "../fixture";
import { load, type LoadResult } from "../load";
import { loadOn, loadRow } from "../load-row";
import type { ServerProcess } from "../server-process";

export async function helloBaseline(hello: ServerProcess, duration: number): Promise<Row> {
  const result = await load({ url: `${hello.url}/`, connections: 10, duration, pid: hello.pid });
  return baselineRow("baseline: node:http hello", "-", result);
}

export async function apiBaselines(ctx: Context): Promise<Row[]> {
  const health = await loadOn(ctx, { url: `${ctx.server.url}/api/health`, connections: 10 });
  const me = await loadOn(ctx, {
    url: `${ctx.server.url}/api/me`,
    connections: 10,
    headers: asUser(ctx, VIEWER),
  });
  return [
    baselineRow("baseline: GET /api/health", ctx.kind, health),
    baselineRow("baseline: GET /api/me", ctx.kind, me),
  ];
}

const baselineRow = (scenario: string, database: Row["database"], result: LoadResult) =>
  loadRow(result, { scenario, database, connections: 10, target: "baseline", met: null });
