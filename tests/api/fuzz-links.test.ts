// Fuzzing the routes of links, the shortlist and votes (see
// tests/fuzz/): no 5xx, every error in the one shape, nothing changed by a refused request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWorld, routesWhere } from "../fuzz/app-world";
import { FUZZ_RUNS, fuzz, fuzzTimeout, summary, type FuzzCounts } from "../fuzz/run";

let setup: Awaited<ReturnType<typeof appWorld>>;
beforeAll(async () => {
  setup = await appWorld();
});
const done: FuzzCounts[] = [];
afterAll(async () => {
  console.log(summary("links", done));
  await setup.app.close();
});

describe.each(
  routesWhere((route) => route.includes("/links")).map((row) => ({ row, name: row.route })),
)("$name", ({ row }) => {
  it(
    `survives ${FUZZ_RUNS} generated requests`,
    async () => {
      const counts = await fuzz(setup.world, setup.target(row));
      done.push(counts);
      expect(counts.cases).toBe(FUZZ_RUNS);
    },
    fuzzTimeout(),
  );
});
