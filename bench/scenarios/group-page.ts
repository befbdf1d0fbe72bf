// Large groups (issue #36): GET /api/groups/:groupId, the whole group page in one response, for a
// group of 30 members with 200 closed rounds, each with a winner that has a preview and a
// thumbnail (its timeline and "most chosen" read every one), at 10 connections by a member.
import { asUser, round, type Context, type Row } from "../context";
import { HISTORY_GROUP, HISTORY_ROUNDS, HISTORY_VIEWER } from "../fixture";
import { loadOn, loadRow } from "../load-row";
import { rawGet } from "../raw-get";

const P99_TARGET = { postgres: 50, pglite: Infinity };

type Page = { timeline: Array<{ winner: { image: string | null } | null }>; mostChosen: unknown[] };

export async function groupPageScenario(ctx: Context): Promise<Row> {
  const url = `${ctx.server.url}/api/groups/${HISTORY_GROUP}`;
  const headers = asUser(ctx, HISTORY_VIEWER);
  const sample = await rawGet(url, headers);
  if (sample.status !== 200) throw new Error(`group page: ${sample.status}`);
  // The page must show what is measured: every round with its winner and thumbnail.
  const page = JSON.parse(sample.body.toString()) as Page;
  const pictured = page.timeline.filter((r) => r.winner?.image).length;
  if (page.timeline.length !== HISTORY_ROUNDS || pictured !== HISTORY_ROUNDS)
    throw new Error(`group page: ${page.timeline.length} rounds, ${pictured} winners pictured`);
  const kb = (n: number) => `${round(n / 1024, 1)} KB`;
  const result = await loadOn(ctx, { url, connections: 10, headers });
  const p99 = P99_TARGET[ctx.kind];
  return loadRow(result, {
    scenario: `group page, ${HISTORY_ROUNDS} past rounds`,
    database: ctx.kind,
    connections: 10,
    target: p99 === Infinity ? "reported" : `p99 ≤ ${p99} ms`,
    met: p99 === Infinity ? null : result.p99 <= p99,
    note:
      `${kb(sample.body.length)} JSON, ${kb(sample.wireBytes)} ` +
      `${sample.headers["content-encoding"] ?? "uncompressed"}; ` +
      `${page.mostChosen.length} most chosen`,
  });
}
