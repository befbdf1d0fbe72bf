// Scenario 4: GET /api/events, the dashboard of a user who is in 500 events.
import { asUser, type Context, type Row } from "../context";
import { DASHBOARD_USER } from "../fixture";
import { load } from "../load";
import { failures } from "./baselines";

export async function dashboardScenario(ctx: Context): Promise<Row> {
  const result = await load({
    url: `${ctx.server.url}/api/events`,
    connections: 10,
    duration: ctx.duration,
    pid: ctx.server.pid,
    headers: asUser(ctx, DASHBOARD_USER),
  });
  const broken = failures(result);
  return {
    scenario: "dashboard, 500 events",
    database: ctx.kind,
    connections: 10,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    cpuMs: result.cpuMsPerRequest,
    target: "p99 ≤ 50 ms",
    pass: !broken && result.p99 <= 50,
    note: broken,
  };
}
