// The screenshot tour (`npm run screenshots`, not part of `npm test`: three minutes) finds what it
// presses by the catalogues' words, `t("key")`. A key moved to another catalogue broke it
// unnoticed once (resetPassword.confirm, moved to settings-en.ts, while the tour looked in en.ts
// alone); this looks up every key it names, in both languages, as the tour does.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { wordsFor } from "../screenshots/words";

const tour = fs.readFileSync(path.join(__dirname, "../screenshots/tour.spec.ts"), "utf8");
const keys = [...new Set([...tour.matchAll(/\bt\(\s*"([\w.]+)"/g)].map((m) => m[1]!))];

describe("the screenshot tour's words", () => {
  it("are named (the pattern still finds them)", () => {
    expect(keys.length).toBeGreaterThan(40);
  });

  it.each(["en", "de"] as const)("are all found in %s", (language) => {
    const missing = keys.filter((key) => {
      try {
        return !wordsFor(language, key);
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
