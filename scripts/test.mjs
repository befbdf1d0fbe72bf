// `npm test`: everything CI runs, in order, stopping at the first red: typecheck, lint, format
// check, the build, Vitest (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set; the bundle
// budgets), and the browser tests in the system Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
]
  .filter(Boolean)
  .find((p) => fs.existsSync(p));
if (!chromium) {
  console.error(
    "npm test needs Chromium for the browser tests and found none.\n" +
      "Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or where the internet can be\n" +
      "reached `npx playwright install chromium`, then set CHROMIUM_PATH to the browser's path.",
  );
  process.exit(1);
}

const steps = [
  ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
  ["format", "npx", ["prettier", "--check", ".", "--log-level", "warn"]],
  // The build comes before Vitest, whose bundle-budget test reads it.
  ["build", "npm", ["run", "build", "--silent"]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const t = Date.now();
  console.log(`\n── ${name} ──`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
