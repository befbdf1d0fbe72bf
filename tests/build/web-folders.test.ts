// The web's folders import each other one way: no circle (nor one through the server, which
// loads the web's renderer by path), components/ and lib/ import no feature, and a feature is
// imported only through its face (index.ts), so what it keeps to itself can change freely.
import { beforeAll, describe, expect, it } from "vitest";
import {
  folderCircles,
  folderGraph,
  folderOf,
  intoOthersInternals,
  isFeature,
  isFeatureFace,
  readImports,
} from "../support/folder-graph";

let imports: Record<string, string[]>;
beforeAll(async () => {
  imports = await readImports();
}, 120_000);

const isWeb = (file: string) => file.startsWith("web/");

describe("web folders", () => {
  it("form no circle, with each other or through the server", () => {
    const circles = folderCircles(folderGraph(imports));
    expect(circles.filter((circle) => circle.some(isWeb))).toEqual([]);
  });

  it("components/ and lib/ import no feature", () => {
    const floor = Object.entries(imports)
      .filter(([file]) => ["web/lib", "web/components"].includes(folderOf(file)))
      .flatMap(([file, targets]) =>
        targets.filter((t) => isFeature(folderOf(t))).map((t) => `${file} -> ${t}`),
      );
    expect(floor).toEqual([]);
  });

  it("reach a feature only through its face", () => {
    const fromFeatures = intoOthersInternals(imports).filter(isWeb);
    const fromOthers = Object.entries(imports)
      .filter(([file]) => isWeb(file) && !isFeature(folderOf(file)))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => isWeb(t) && isFeature(folderOf(t)) && !isFeatureFace(t))
          .map((t) => `${file} -> ${t}`),
      );
    expect([...fromFeatures, ...fromOthers]).toEqual([]);
  });
});
