// The contract's slices (features/<feature>/) are registered by the central files (api.ts,
// responses.ts, errors.ts, i18n/en.ts, i18n/de.ts), never the other way round, and, like all of
// src/shared, import nothing of the server or the web.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve("src/shared/features");
const central = ["api", "responses", "group-responses", "errors", "i18n/en", "i18n/de"].map(
  (name) => path.resolve("src/shared", `${name}.ts`),
);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("the contract's slices", () => {
  it("import neither the central files that register them nor the server or the web", () => {
    const wrong: string[] = [];
    for (const file of files(root)) {
      const text = fs.readFileSync(file, "utf8");
      for (const [, target] of text.matchAll(/from "(\.[^"]+)"/g)) {
        const resolved = path.resolve(path.dirname(file), target!);
        const outside = !resolved.startsWith(path.resolve("src/shared") + path.sep);
        if (outside || central.includes(`${resolved}.ts`))
          wrong.push(`${path.relative(root, file)} -> ${target}`);
      }
    }
    expect(files(root).length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
