// Runs fast-check against one endpoint: generated parameters, query strings and bodies, sent by
// a generated caller; after each case the data must be exactly as before unless the answer was
// a success (then the world is laid out again, with the same ids, for the next case).
import fc from "fast-check";
import { expect } from "vitest";
import type { ErrorCode } from "../../src/shared/errors";
import type { TestApp, TestClient } from "../support/test-app";
import { addressQuery, fuzzBody, pathParam, queryString, type FuzzBody } from "./arbitraries";
import { changeWatch, problemsWith } from "./checks";
import { sendRaw } from "./send";

/** Cases per endpoint: in `npm test` 100 on PGlite and 50 more on PostgreSQL (CI runs both);
 * `npm run fuzz` sets FUZZ_RUNS=10000, the run that looks for new bugs. At 100 each route still
 * meets every kind of body and path parameter (in 99 runs of 100, sampled with fast-check), a NUL
 * or a lone surrogate in about 9 runs of 10 and an edge length in 8 (with PostgreSQL's 50 too, 97
 * and 95 of 100); 200 cost 230 s of the suite's summed file time on a busy machine (issue #35). */
export const FUZZ_RUNS = Number(
  process.env.FUZZ_RUNS ?? (process.env.HUDDLE_TEST_DB === "postgres" ? 50 : 100),
);

export type FuzzCounts = {
  route: string;
  cases: number;
  refused: number;
  /** Of the refused, those a rate limit stopped (429) before the route read them. */
  rateLimited: number;
  succeeded: number;
};

/** One line per file for the run's output: endpoints, cases tried, and how they ended. */
export function summary(file: string, all: FuzzCounts[]) {
  const sum = (key: Exclude<keyof FuzzCounts, "route">) => all.reduce((n, c) => n + c[key], 0);
  const limited = all
    .filter((c) => c.rateLimited)
    .map((c) => `${c.route} ${c.rateLimited}`)
    .join(", ");
  return `fuzz ${file} (${process.env.HUDDLE_TEST_DB ?? "pglite"}): ${all.length} endpoints, ${sum("cases")} cases tried, ${sum("refused")} refused (4xx, ${sum("rateLimited")} of them 429${limited ? `: ${limited}` : ""}), ${sum("succeeded")} succeeded, 0 answered 5xx`;
}

/** Time for one endpoint's cases: generous, because sign-up and sign-in hash every password
 * they accept (about 300 ms each) and a loaded machine is slower still. */
export const fuzzTimeout = (runs = FUZZ_RUNS) => Math.max(120_000, runs * 300);

export type FuzzTarget = {
  /** "METHOD /path/:param". */
  route: string;
  /** What each path parameter really is, and the same parameter in another event. */
  params?: Record<string, { real: string; other: string }>;
  /** A body the endpoint accepts, to mutate. */
  valid?: Record<string, unknown>;
  /** A query string the endpoint accepts (without "?"), to mutate. */
  validQuery?: string;
  callers: TestClient[];
  /** The codes the route's description lists: every error's must be one of them. */
  codes?: ReadonlySet<ErrorCode>;
};

export type FuzzWorld = {
  app: TestApp;
  /** Lays the data out again after a case that changed it. */
  reset: () => Promise<void>;
};

type Case = { caller: number; path: string; query: string; body: FuzzBody };

function caseOf(target: FuzzTarget): fc.Arbitrary<Case> {
  const [method, template] = target.route.split(" ") as [string, string];
  const names = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.tuple(
    ...names.map((name) => pathParam(target.params![name]!.real, target.params![name]!.other)),
  );
  const noBody = method === "GET" || method === "HEAD";
  return fc.record({
    caller: fc.nat({ max: target.callers.length - 1 }),
    path: params.map((values) => {
      let i = 0;
      return template.replace(/:\w+/g, () => values[i++]!);
    }),
    query: target.validQuery ? addressQuery(target.validQuery) : queryString,
    body: noBody
      ? fc.constant({ body: undefined, contentType: undefined, label: "none" })
      : fuzzBody(target.valid),
  });
}

/** How the fuzzed apps start: trusting X-Forwarded-For, which gives each case its own address. */
export const FUZZ_APP = { env: { TRUST_PROXY: "1" } };

/** 10.x.y.z: an address per case (see FUZZ_APP). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Checks every case; a failure names the case (fast-check shrinks it and prints its seed). */
export async function fuzz(world: FuzzWorld, target: FuzzTarget, runs = FUZZ_RUNS) {
  const method = target.route.split(" ")[0]!;
  const watch = await changeWatch(world.app.db);
  const counts: FuzzCounts = {
    route: target.route,
    cases: 0,
    refused: 0,
    rateLimited: 0,
    succeeded: 0,
  };
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(caseOf(target), async (c) => {
      const headers: Record<string, string> =
        c.body.contentType === undefined ? {} : { "content-type": c.body.contentType };
      // Each case from an address of its own, or the per-address limits (Better Auth's 100 a
      // minute on its link routes) would answer 429 in the route's place once past the first
      // hundred cases, and a long run would fuzz the limiter instead of the route.
      headers["x-forwarded-for"] = addressOf(sent++);
      const answer = await sendRaw(
        target.callers[c.caller]!,
        method,
        c.path + c.query,
        c.body.body,
        headers,
      );
      counts.cases++;
      // Nothing here reads the statements or the log lines; kept, they grow with every case.
      world.app.database.queries.length = 0;
      world.app.logs.length = 0;
      // A path with "." or ".." segments (or their %2e spellings) is resolved by the URL parser
      // before it is sent, so it reaches another route (DELETE /api/groups/./schedule is DELETE
      // /api/groups/schedule, the group's own delete); that route's codes are not this one's.
      const codes = reachesAnother(c.path) ? undefined : target.codes;
      expect(problemsWith(answer, c.body.body, codes), answer.text.slice(0, 500)).toEqual([]);
      const changed = await watch.changed();
      if (answer.status >= 400) {
        counts.refused++;
        if (answer.status === 429) counts.rateLimited++;
        expect(changed, `refused with ${answer.status} yet changed data`).toBe(false);
      } else {
        counts.succeeded++;
        if (changed) {
          await world.reset();
          await watch.reset();
        }
      }
    }),
    { numRuns: runs, endOnFailure: false },
  );
  return counts;
}

/** Whether `path` has a dot segment the URL parser resolves, so the request meets another route. */
function reachesAnother(path: string): boolean {
  return path.split("/").some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}
