// The HTML of each client route names its page's chunks (src/server/http/route-preloads.ts),
// read from the production build's manifest: the server's list of routes must be the router's.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, routePreloads } from "../../src/server/http/route-preloads";

const dist = path.resolve("dist/web");
const manifest = JSON.parse(
  fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"),
) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
const fileOf = (key: string) => `/${manifest[key]!.file}`;

describe("route preloads", () => {
  it("know every route of the web app's router, with its module", () => {
    // The router is the router app's (main.tsx starts it for every address but "/").
    const main = fs.readFileSync(path.resolve("src/web/router-app.tsx"), "utf8");
    // Each `path:` and the route module its `lazy` imports; "*" (not found) has no preloads.
    const routes = [...main.matchAll(/path: "([^"]+)",[\s\S]*?import\("\.\/(routes\/[\w-]+)"\)/g)]
      .filter((m) => m[1] !== "*")
      .map((m) => [m[1], `${m[2]}.tsx`]);
    expect(routes.length).toBeGreaterThan(5);
    expect(new Set(CLIENT_ROUTES.map((r) => r.join(" ")))).toEqual(
      new Set(routes.map((r) => r.join(" "))),
    );
  });

  it("name a page's own chunk and its imports, not what index.html loads already", () => {
    const preloads = routePreloads(dist);
    const event = preloads("/event/00000000-0000-4000-8000-000000000002");
    expect(event).toContain(
      `<link rel="modulepreload" crossorigin href="${fileOf("routes/event.tsx")}">`,
    );
    // The app the entry starts: the router app for every page but "/", the landing app there.
    expect(event).toContain(fileOf("router-app.tsx"));
    expect(preloads("/")).toContain(fileOf("landing-app.tsx"));
    expect(preloads("/")).not.toContain(fileOf("router-app.tsx"));
    expect(preloads("/")).not.toContain(fileOf("routes/landing.tsx"));
    expect(preloads("/dashboard")).toContain(fileOf("routes/dashboard.tsx"));
    expect(preloads("/dashboard")).not.toContain(fileOf("routes/event.tsx"));
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    for (const imported of manifest[entry]!.imports ?? []) {
      expect(event).not.toContain(fileOf(imported));
    }
  });

  it("name nothing for a path no route has, or without a build", () => {
    expect(routePreloads(dist)("/event/a/b")).toBe("");
    expect(routePreloads(dist)("/nowhere")).toBe("");
    expect(routePreloads(path.resolve("no-such-folder"))("/")).toBe("");
  });
});
