// Commenting on a link (decision 217): POST /api/events/:id/links/:linkId/comments by the voters
// (20 members, by turns) on random links of the 100 small events, as the share row is made: each
// comment locks its event, so spread events are what a busy instance sees. Runs after the vote
// and page scenarios, which are the only others to read those events. Every commit is durable.
import { asUser, type Context, type Row } from "../context";
import { VOTERS } from "../fixture";
import { loadOn, loadRow } from "../load-row";
import type { voteTargets } from "./vote";

/** Only PostgreSQL has a target; on the embedded database the row is reported. */
const TARGET = { postgres: 500, pglite: null };

const BODIES = [
  "Looks great, and they take groups of our size.",
  "Too far for me on a weeknight, but fine at the weekend.",
  "Went there last year: see https://example.com/review for what we thought.",
  "Cheaper than the others, and the reviews are good.",
];

export async function commentScenario(
  ctx: Context,
  targets: Awaited<ReturnType<typeof voteTargets>>,
): Promise<Row> {
  const headers = VOTERS.map((n) => ({ ...asUser(ctx, n), "content-type": "application/json" }));
  const links = targets.spread.flatMap((t) =>
    t.linkIds.map((linkId) => `/api/events/${t.eventId}/links/${linkId}/comments`),
  );
  const random = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const result = await loadOn(ctx, {
    url: ctx.server.url,
    connections: 10,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          path: random(links),
          headers: random(headers),
          body: JSON.stringify({ body: random(BODIES) }),
        }),
      },
    ],
  });
  const target = TARGET[ctx.kind];
  return loadRow(result, {
    scenario: `comment (POST comment), ${targets.spread.length} events`,
    database: ctx.kind,
    connections: 10,
    target: target === null ? "reported" : `≥ ${target}/s`,
    met: target === null ? null : result.rps >= target,
    note: `${result.requests} comments, each with its per-member rate-limit count`,
  });
}
