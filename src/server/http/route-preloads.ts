// Modulepreload tags from the manifest, so route chunks load beside the entry.
import fs from "node:fs";
import path from "node:path";

/** The client routes and their modules (a build test checks they match router-app.tsx). */
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

/** The app the entry starts for a path: the lean landing app at "/", the router app elsewhere. */
const appOf = (route: string) => (route === "/" ? "landing-app.tsx" : "router-app.tsx");

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

const pattern = (route: string) =>
  new RegExp(`^${route.replace(/:\w+/g, "[^/]+").replace(/\//g, "\\/")}\\/?$`);

/** A path's route chunk <link> tags not in index.html ("" when none). */
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
