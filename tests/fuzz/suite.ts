// One test file's worth of fuzzing: the routes the filter picks, each with FUZZ_RUNS generated
// requests against one app and world. The routes are split over several files so that Vitest
// runs them side by side.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWorld, routesWhere } from "./app-world";
import { FUZZ_RUNS, fuzz, fuzzTimeout, summary, type FuzzCounts } from "./run";

export function fuzzRoutes(label: string, which: (route: string) => boolean) {
  let setup: Awaited<ReturnType<typeof appWorld>>;
  beforeAll(async () => {
    setup = await appWorld();
  });
  const done: FuzzCounts[] = [];
  afterAll(async () => {
    console.log(summary(label, done));
    await setup.app.close();
  });

  const nameOf = (row: { route: string; label?: string }) =>
    row.label ? `${row.route} (${row.label})` : row.route;
  describe.each(routesWhere(which).map((row) => ({ row, name: nameOf(row) })))(
    "$name",
    ({ row }) => {
      it(
        `survives ${FUZZ_RUNS} generated requests`,
        async () => {
          const counts = await fuzz(setup.world, setup.target(row));
          done.push(counts);
          expect(counts.cases).toBe(FUZZ_RUNS);
        },
        fuzzTimeout(),
      );
    },
  );
}
