// The resilience run and the benchmark run the built server, so they build first when a source is
// newer than the build. The server and the web app are built separately: only the part that is
// stale is built again.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}

function modified(file: string) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const at = (...parts: string[]) => path.join(projectRoot, ...parts);

export function ensureBuilt(which: Array<"server" | "web">) {
  const shared = Math.max(newest(at("src", "shared")), modified(at("package-lock.json")));
  const parts = [
    {
      name: "server",
      script: "build:server",
      // With the web's renderer for the first paint (dist/server/render-page.js), built from src/web.
      built: Math.min(
        modified(at("dist", "server", "main.js")),
        modified(at("dist", "server", "render-page.js")),
      ),
      source: Math.max(shared, newest(at("src", "server")), newest(at("src", "web"))),
    },
    {
      name: "web",
      script: "build:web",
      built: modified(at("dist", "web", "index.html")),
      source: Math.max(shared, newest(at("src", "web"))),
    },
  ];
  for (const part of parts) {
    if (!which.includes(part.name as "server" | "web") || part.built >= part.source) continue;
    console.log(`building (npm run ${part.script}): the build is older than its sources`);
    const result = spawnSync("npm", ["run", part.script, "--silent"], {
      cwd: projectRoot,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error(`npm run ${part.script} failed`);
  }
}
