// `npm test`: everything CI runs, in order, stopping at the first red: the type check, lint,
// format check and the build (side by side: they only read the sources), Vitest (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set; the bundle budgets), and the browser tests in the
// system Chromium.
import { spawn } from "node:child_process";
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

// Each stage is a list of steps run side by side; a stage starts when the one before is green.
// The first stage's steps are short and mostly wait on one core each, so together they take about
// as long as the slowest; their output is printed whole, step by step, when each ends.
const stages = [
  [
    ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
    ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
    ["format", "npx", ["prettier", "--check", ".", "--log-level", "warn"]],
    // The build comes before Vitest, whose bundle-budget test reads it.
    ["build", "npm", ["run", "build", "--silent"]],
  ],
  [["unit and API tests", "npx", ["vitest", "run"]]],
  // One after the other: side by side (2026-11-28) both took three times as long on two cores,
  // and tests that wait 30 s timed out (decision 224).
  [["browser tests", "npx", ["playwright", "test"]]],
];

const env = { ...process.env, CHROMIUM_PATH: chromium };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step; alone, its output streams; beside others, it is kept and printed at its end. */
function run([name, command, args], alone) {
  const t = Date.now();
  if (alone) console.log(`\n── ${name} ──`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: alone ? "inherit" : "pipe" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (!alone) {
        console.log(`\n── ${name} ──`);
        const text = Buffer.concat(output).toString();
        if (text.trim()) process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
      }
      if (code === 0) console.log(`✓ ${name} (${seconds(t)} s)`);
      else console.error(`\n✗ ${name} failed (exit ${code ?? signal}).`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
const took = [];
for (const stage of stages) {
  const stageStarted = Date.now();
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  took.push(`${stage.map(([name]) => name).join(", ")}: ${seconds(stageStarted)} s`);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed || 1);
}
// Each stage's time, for comparing runs (the rule: all of it within 10 minutes on two cores).
console.log(`\n${took.join("\n")}`);
console.log(`\nAll checks passed in ${seconds(started).replace(/\.\d$/, "")} s.`);
