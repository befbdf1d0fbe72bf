// No file imports itself through others, type-only imports included: a cycle makes the order of
// module start-up matter, and means two files hold one idea between them. madge reads the imports
// as TypeScript does (paths from tsconfig.json).
import madge from "madge";
import { describe, expect, it } from "vitest";

describe("imports", () => {
  it("form no cycle in src, tests, bench or scripts", async () => {
    const graph = await madge(["src", "tests", "bench", "scripts"], {
      fileExtensions: ["ts", "tsx", "mjs"],
      tsConfig: "tsconfig.json",
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(100);
    expect(graph.circular()).toEqual([]);
    // madge reads every file: 30 s here with nothing else running, more beside other work.
  }, 120_000);
});
