// `npm start`: builds first when the build is missing or older than the sources, then runs the
// compiled server in this process.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const inputs = [
  "src",
  "index.html",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
  "drizzle",
];
const outputs = ["dist/server/main.js", "dist/server/render-page.js", "dist/web/index.html"];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

const built = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
if (built === 0 || inputs.some((p) => newest(p) > built)) {
  console.log("Building Huddle (first start, or the sources changed)...");
  execSync("npm run build --silent", { stdio: "inherit" });
}
await import(path.resolve("dist/server/main.js"));
