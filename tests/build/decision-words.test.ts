// Current decision records say what is true now, in a few hundred words (issue #50; the README of
// docs/decisions): the history is in git. A record that grows past the limit is one to rewrite,
// not to append to.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.join(__dirname, "../../docs/decisions");
const MAX_WORDS = 550;

/** The current records: the files numbered 200 to 299. */
const current = fs.readdirSync(folder).filter((name) => /^2\d\d-.+\.md$/.test(name));
const words = (name: string) =>
  fs.readFileSync(path.join(folder, name), "utf8").split(/\s+/).filter(Boolean).length;

describe("the current decision records", () => {
  it("are found", () => {
    expect(current.length).toBeGreaterThanOrEqual(30);
  });

  it(`are each at most ${MAX_WORDS} words`, () => {
    const long = current
      .map((name) => [name, words(name)] as const)
      .filter(([, n]) => n > MAX_WORDS);
    expect(long).toEqual([]);
  });
});
