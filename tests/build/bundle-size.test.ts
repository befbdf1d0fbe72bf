// Budgets for what a browser downloads, from the production build's manifest (sizes are
// deterministic): the landing page's JavaScript, any route's JavaScript, and the CSS, gzipped.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// The landing page was 151 KB before it spoke two languages; i18next (15.5 KB) and the bundled
// English catalogue (9.3 KB) took it to 178 (decision 220: German is its own chunk, loaded only
// by German readers). Join Event's dialog and sonner's Toaster then arrived after the first
// paint: 159 KB. Opened at "/", it is now its own app without the data router and
// TanStack Query (main.tsx, landing-app.tsx): 116 KB (decision 222), within issue #17's 120.
export const BUDGETS_KB = { landingJs: 120, routeJs: 250, css: 30 };

const dist = path.resolve("dist/web");
const manifestFile = path.join(dist, ".vite", "manifest.json");

type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
};

function load() {
  if (!fs.existsSync(manifestFile))
    throw new Error("No build: run `npm run build` first (npm test does).");
  return JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, Chunk>;
}

const gzipKb = (file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The JavaScript a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Record<string, Chunk>, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/** What a page loads before it can be used: the entry, and the chunks it imports at once (the
 * landing app at "/", else the router app and the route's page), each with its static imports.
 * Chunks fetched later (after the first paint, or on a press) are not counted. */
function pageKb(manifest: Record<string, Chunk>, ...keys: string[]) {
  const all = new Set(keys.flatMap((key) => [...staticClosure(manifest, key)]));
  return [...all].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
}

describe("bundle budgets", () => {
  const manifest = load();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const routes = Object.keys(manifest).filter((k) => k.startsWith("routes/"));

  it("finds the entry, the two apps it starts, and the route chunks", () => {
    expect(entryKey).toBeDefined();
    // main.tsx imports one of them as it runs: both are the entry's dynamic imports.
    expect(manifest[entryKey]!.dynamicImports).toEqual(
      expect.arrayContaining(["landing-app.tsx", "router-app.tsx"]),
    );
    expect(routes).toContain("routes/landing.tsx");
  });

  it(`keeps the landing page's JavaScript within ${BUDGETS_KB.landingJs} KB gzipped`, () => {
    expect(pageKb(manifest, entryKey, "landing-app.tsx")).toBeLessThanOrEqual(BUDGETS_KB.landingJs);
  });

  it(`keeps every route's JavaScript within ${BUDGETS_KB.routeJs} KB gzipped`, () => {
    for (const route of routes) {
      const kb = Math.round(pageKb(manifest, entryKey, "router-app.tsx", route));
      expect({ route, kb }).toSatisfy(({ kb }: { kb: number }) => kb <= BUDGETS_KB.routeJs);
    }
  });

  it(`keeps the CSS within ${BUDGETS_KB.css} KB gzipped`, () => {
    const css = new Set(Object.values(manifest).flatMap((c) => c.css ?? []));
    const total = [...css].reduce((sum, file) => sum + gzipKb(file), 0);
    expect(total).toBeLessThanOrEqual(BUDGETS_KB.css);
  });
});
