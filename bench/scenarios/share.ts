// Sharing a link: POST /api/events/:id/links by members (20 of them, by turns) of 20 events no
// other scenario reads, each share a new address (the same address twice in an event is a 409).
// Previews are on, as in production, and every address is on a host that cannot resolve
// (`.invalid`), so each share also hands the previewer a fetch that fails: the row measures the
// share's answer with that background work beside it, not the other site.
import { asUser, type Context, type Row } from "../context";
import type { Sql } from "../databases";
import { SHARERS, SHARE_EVENTS, shareEvent } from "../fixture";
import { loadOn, loadRow } from "../load-row";

/** Only PostgreSQL has a target; on the embedded database the row is reported. */
const TARGET = { postgres: 500, pglite: null };
/** After the run, how long the previewer's fetches already under way are given to end. */
const SETTLE_MS = 15_000;

/** `sql`: the seeded database while the server runs on it (PostgreSQL only: PGlite is the
 * server's alone then), to count the previews that failed. */
export async function shareScenario(ctx: Context, sql?: Sql): Promise<Row> {
  const headers = SHARERS.map((n) => ({ ...asUser(ctx, n), "content-type": "application/json" }));
  const events = Array.from({ length: SHARE_EVENTS }, (_, i) => shareEvent(i + 1));
  const random = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  // One counter for the warm-up and the measured run: never the same address twice.
  let counter = 0;
  const result = await loadOn(ctx, {
    url: ctx.server.url,
    connections: 10,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const n = ++counter;
          return {
            ...request,
            path: `/api/events/${random(events)}/links`,
            headers: random(headers),
            body: JSON.stringify({
              url: `https://bench-${n % 100}.invalid/place/${n}`,
              title: `Somewhere new ${n}`,
            }),
          };
        },
      },
    ],
  });
  const failed = sql ? await settledFailures(sql) : undefined;
  const target = TARGET[ctx.kind];
  return loadRow(result, {
    scenario: "share a link (POST link)",
    database: ctx.kind,
    connections: 10,
    target: target === null ? "reported" : `≥ ${target}/s`,
    met: target === null ? null : result.rps >= target,
    note:
      `previews on, site unreachable (.invalid); ${result.requests} shares` +
      (failed === undefined
        ? ""
        : `, ${failed} fetches failed (the rest past the previewer's wait list)`),
  });
}

/** The failed previews once the count stops growing (the previewer drains its wait list). */
async function settledFailures(sql: Sql) {
  const count = async () => {
    const [row] = await sql<{ n: number }>(
      "select count(*)::int as n from link_previews where status = 'failed'",
    );
    return row!.n;
  };
  const until = Date.now() + SETTLE_MS;
  let last = await count();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await count();
    if (now === last) break;
    last = now;
  }
  return last;
}
