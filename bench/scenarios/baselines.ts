// Scenario 1: the baselines every other row is compared with, measured in the same run: a bare
// node:http server, GET /api/health (one trivial query) and GET /api/me (the session check). On
// the embedded database /api/me has a target of its own: there sessions are kept in memory.
import { asUser, type Context, type Row } from "../context";
import { VIEWER } from "../fixture";
import { load, type LoadResult } from "../load";
import { loadOn, loadRow } from "../load-row";
import type { ServerProcess } from "../server-process";

const ME_ON_PGLITE = 2500;

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
  const meRow =
    ctx.kind === "pglite"
      ? loadRow(me, {
          scenario: "GET /api/me",
          database: ctx.kind,
          connections: 10,
          target: `≥ ${ME_ON_PGLITE}/s`,
          met: me.rps >= ME_ON_PGLITE,
        })
      : baselineRow("baseline: GET /api/me", ctx.kind, me);
  return [baselineRow("baseline: GET /api/health", ctx.kind, health), meRow];
}

const baselineRow = (scenario: string, database: Row["database"], result: LoadResult) =>
  loadRow(result, { scenario, database, connections: 10, target: "baseline", met: null });
