// A capability changes its own folder (issue #50): the folders of src (the server's, the web's and
// the contract's, type-only imports included) import each other one way, with no circle; a
// feature is reached from outside only through its face (its index.ts); and the floors (the
// server's kernel and db, the web's lib and components, all of src/shared) import no feature.
import { beforeAll, describe, expect, it } from "vitest";
import {
  folderCircles,
  folderGraph,
  folderOf,
  isFeature,
  isFeatureFace,
  readImports,
} from "../support/folder-graph";

let imports: Record<string, string[]>;
beforeAll(async () => {
  imports = await readImports();
}, 120_000);

const arrows = () =>
  Object.entries(imports).flatMap(([file, targets]) =>
    targets.filter((target) => !target.startsWith("..")).map((target) => ({ file, target })),
  );
const shown = ({ file, target }: { file: string; target: string }) => `${file} -> ${target}`;

describe("the folders of src", () => {
  it("are all read", () => {
    expect(Object.keys(imports).length).toBeGreaterThan(500);
  });

  it("form no circle", () => {
    expect(folderCircles(folderGraph(imports))).toEqual([]);
  });

  it("reach a feature only through its face", () => {
    const inside = arrows().filter(
      ({ file, target }) =>
        isFeature(folderOf(target)) &&
        folderOf(file) !== folderOf(target) &&
        !isFeatureFace(target),
    );
    expect(inside.map(shown)).toEqual([]);
  });

  it("keep the floors below every feature", () => {
    const floors = ["server/kernel", "server/db", "web/lib", "web/components"];
    const upward = arrows().filter(
      ({ file, target }) =>
        (floors.includes(folderOf(file)) || file.startsWith("shared/")) &&
        isFeature(folderOf(target)),
    );
    expect(upward.map(shown)).toEqual([]);
  });

  it("give the kernel nothing above it but the database and the contract", () => {
    const above = arrows().filter(
      ({ file, target }) =>
        folderOf(file) === "server/kernel" &&
        !["server/kernel", "server/db"].includes(folderOf(target)) &&
        !target.startsWith("shared/"),
    );
    expect(above.map(shown)).toEqual([]);
  });

  it("keep the contract apart from the server and the web", () => {
    const out = arrows().filter(
      ({ file, target }) => file.startsWith("shared/") && !target.startsWith("shared/"),
    );
    expect(out.map(shown)).toEqual([]);
  });
});
