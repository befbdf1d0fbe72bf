// The benchmark measures the built server: build it first when any source is newer than dist.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}

function age(file: string) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export function ensureBuilt(root: string, log: (line: string) => void) {
  const built = Math.min(
    age(path.join(root, "dist/server/main.js")),
    age(path.join(root, "dist/web/index.html")),
  );
  const sources = Math.max(newest(path.join(root, "src")), age(path.join(root, "drizzle")));
  if (built > sources) return;
  log("dist is older than src: npm run build");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}
