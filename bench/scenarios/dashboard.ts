// Scenario 4: GET /api/events, the dashboard of a user who is in 500 events.
import { asUser, type Context, type Row } from "../context";
import { DASHBOARD_USER } from "../fixture";
import { loadOn, loadRow } from "../load-row";

export async function dashboardScenario(ctx: Context): Promise<Row> {
  const result = await loadOn(ctx, {
    url: `${ctx.server.url}/api/events`,
    connections: 10,
    headers: asUser(ctx, DASHBOARD_USER),
  });
  return loadRow(result, {
    scenario: "dashboard, 500 events",
    database: ctx.kind,
    connections: 10,
    target: "p99 ≤ 50 ms",
    met: result.p99 <= 50,
  });
}
