// Scenario 2: the vote round trip. Signed-in members (20 of them, by turns) each PUT a vote
// (up, down or none, at random) on a random shortlisted link of the 1,000-link event.
import { asUser, type Context, type Row } from "../context";
import type { Sql } from "../databases";
import { VOTERS, pageEvent } from "../fixture";
import { loadOn, loadRow } from "../load-row";

const TARGETS = {
  postgres: { rps: 1000, p99: 30 },
  pglite: { rps: 300, p99: 60 },
};

export async function shortlistedLinks(sql: Sql, eventId: string) {
  const rows = await sql<{ id: string }>(
    "select id from links where event_id = $1 and in_shortlist order by id",
    [eventId],
  );
  return rows.map((r) => r.id);
}

export async function voteScenario(ctx: Context, linkIds: string[]): Promise<Row[]> {
  const eventId = pageEvent(1000);
  const headers = VOTERS.map((n) => ({ ...asUser(ctx, n), "content-type": "application/json" }));
  const values = ['{"vote":"up"}', '{"vote":"down"}', '{"vote":null}'];
  const random = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const target = TARGETS[ctx.kind];
  const rows: Row[] = [];
  for (const connections of [10, 50]) {
    const result = await loadOn(ctx, {
      url: ctx.server.url,
      connections,
      requests: [
        {
          method: "PUT",
          setupRequest: (request) => ({
            ...request,
            path: `/api/events/${eventId}/links/${random(linkIds)}/vote`,
            headers: random(headers),
            body: random(values),
          }),
        },
      ],
    });
    const measured = connections === 10;
    rows.push(
      loadRow(result, {
        scenario: "vote round trip (PUT vote)",
        database: ctx.kind,
        connections,
        target: measured ? `≥ ${target.rps}/s, p99 ≤ ${target.p99} ms` : "reported",
        met: measured ? result.rps >= target.rps && result.p99 <= target.p99 : null,
      }),
    );
  }
  return rows;
}
