// Scenario 2: the vote round trip. Signed-in members (20 of them, by turns) each PUT a vote
// (up, down or none, at random) on a random shortlisted link: all on the 1,000-link event (every
// vote waits for the same event's lock), then spread over 100 small events (what a busy instance
// sees); then, all on one event each, an approval event (approve or take back) and a dots event
// (0 to 2 dots on a link, never past the member's dots). Every commit is durable.
import { asUser, type Context, type Row } from "../context";
import type { Sql } from "../databases";
import { METHOD_EVENTS, SPREAD_EVENTS, VOTERS, pageEvent, spreadEvent } from "../fixture";
import { loadOn, loadRow } from "../load-row";

const TARGETS = {
  postgres: { rps: 3000, p99: 15 },
  pglite: { rps: 1000, p99: 40 },
};

type Target = { eventId: string; linkIds: string[] };

export async function shortlistedLinks(sql: Sql, eventId: string) {
  const rows = await sql<{ id: string }>(
    "select id from links where event_id = $1 and in_shortlist order by id",
    [eventId],
  );
  return rows.map((r) => r.id);
}

/** The votes' targets: the 1,000-link event's shortlist, and each spread event's. */
export async function voteTargets(sql: Sql) {
  const spread: Target[] = [];
  for (let n = 1; n <= SPREAD_EVENTS; n++) {
    const eventId = spreadEvent(n);
    spread.push({ eventId, linkIds: await shortlistedLinks(sql, eventId) });
  }
  const eventId = pageEvent(1000);
  const one = async (id: string) => [{ eventId: id, linkIds: await shortlistedLinks(sql, id) }];
  return {
    oneEvent: await one(eventId),
    spread,
    approval: await one(METHOD_EVENTS.approval),
    dots: await one(METHOD_EVENTS.dots),
  };
}

const UP_DOWN = ['{"value":"up"}', '{"value":"down"}', '{"value":null}'];

export async function voteScenario(
  ctx: Context,
  targets: Awaited<ReturnType<typeof voteTargets>>,
): Promise<Row[]> {
  const runs = [
    { label: "", targets: targets.oneEvent, values: UP_DOWN, connections: 10, measured: true },
    { label: "", targets: targets.oneEvent, values: UP_DOWN, connections: 50, measured: false },
    {
      label: `, ${SPREAD_EVENTS} events`,
      targets: targets.spread,
      values: UP_DOWN,
      connections: 10,
      measured: true,
    },
    {
      label: ", approval",
      targets: targets.approval,
      values: ['{"value":"up"}', '{"value":null}'],
      connections: 10,
      measured: true,
    },
    {
      label: ", dots",
      targets: targets.dots,
      values: ['{"weight":0}', '{"weight":1}', '{"weight":2}'],
      connections: 10,
      measured: true,
    },
  ];
  const rows: Row[] = [];
  for (const run of runs) rows.push(await voteRun(ctx, run));
  return rows;
}

async function voteRun(
  ctx: Context,
  run: {
    label: string;
    targets: Target[];
    values: string[];
    connections: number;
    measured: boolean;
  },
): Promise<Row> {
  const headers = VOTERS.map((n) => ({ ...asUser(ctx, n), "content-type": "application/json" }));
  const { values } = run;
  const random = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const target = TARGETS[ctx.kind];
  const result = await loadOn(ctx, {
    url: ctx.server.url,
    connections: run.connections,
    requests: [
      {
        method: "PUT",
        setupRequest: (request) => {
          const { eventId, linkIds } = random(run.targets);
          return {
            ...request,
            path: `/api/events/${eventId}/links/${random(linkIds)}/vote`,
            headers: random(headers),
            body: random(values),
          };
        },
      },
    ],
  });
  return loadRow(result, {
    scenario: `vote round trip (PUT vote)${run.label}`,
    database: ctx.kind,
    connections: run.connections,
    target: run.measured ? `≥ ${target.rps}/s, p99 ≤ ${target.p99} ms` : "reported",
    met: run.measured ? result.rps >= target.rps && result.p99 <= target.p99 : null,
  });
}
