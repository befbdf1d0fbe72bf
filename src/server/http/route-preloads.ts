// A page's own code (the landing app, or the router app and the route's chunk) is what the app's
// small entry asks for only once it has downloaded and run, one round trip after it. The HTML of
// each client route names those chunks and the chunks they import (<link rel="modulepreload">),
// read from the build's manifest, so they download beside the entry (decision 222). The SPA works
// without them (the service worker's copy of index.html has none, and a path no route matches gets
// none).
import fs from "node:fs";
import path from "node:path";

/** The client routes of src/web/router-app.tsx and their modules (tests/build/route-preloads.test.ts
 * checks the two lists agree). */
export const CLIENT_ROUTES: ReadonlyArray<readonly [path: string, module: string]> = [
  ["/", "routes/landing.tsx"],
  ["/dashboard", "routes/dashboard.tsx"],
  ["/event/:id", "routes/event.tsx"],
  ["/invite/:code", "routes/invite.tsx"],
  ["/reset-password", "routes/reset-password.tsx"],
  ["/verified", "routes/verified.tsx"],
  ["/settings", "routes/settings.tsx"],
  ["/unsubscribe", "routes/unsubscribe.tsx"],
  ["/results/:token", "routes/results.tsx"],
  ["/share", "routes/share.tsx"],
  ["/groups/:groupId", "routes/group.tsx"],
];

/** The app the entry (src/web/main.tsx) starts for a path: the lean landing app at "/", the
 * router app with the route's own chunk everywhere else (decision 222). */
const appOf = (route: string) => (route === "/" ? "landing-app.tsx" : "router-app.tsx");

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

const pattern = (route: string) =>
  new RegExp(`^${route.replace(/:\w+/g, "[^/]+").replace(/\//g, "\\/")}\\/?$`);

/** For a request path, the <link> tags of its route's chunks that index.html does not already
 * preload ("" when no route matches or there is no manifest). The manifest is read on the first
 * request, as index.html is. */
export function routePreloads(distDir: string): (requestPath: string) => string {
  let find: ((requestPath: string) => string) | undefined;
  return (requestPath) => (find ??= fromManifest(distDir))(requestPath);
}

function fromManifest(distDir: string): (requestPath: string) => string {
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return () => "";
  }
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  const routes = CLIENT_ROUTES.filter(([, module]) => manifest[module]).map(([route, module]) => {
    const modules = route === "/" ? [appOf(route)] : [appOf(route), module];
    const needed = new Set(modules.flatMap((key) => [...closure(key)]));
    const files = [...needed].filter((key) => !loaded.has(key));
    const links = files.map(
      (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
    );
    return { match: pattern(route), links: links.join("") };
  });
  return (requestPath) => routes.find((route) => route.match.test(requestPath))?.links ?? "";
}
