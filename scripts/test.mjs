// `npm test`: everything CI runs, stopping at the first red: the build; then the type check, lint,
// format check and Vitest (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set; the bundle
// budgets) side by side; then the browser tests in the system Chromium.
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

// Each stage is a list of steps run side by side; a stage starts when the one before is green,
// and a red step stops the others of its stage. The build comes first: Vitest's bundle-budget
// test and the browser tests read it. The type check, lint and format check then run beside
// Vitest: Vitest keeps the two cores about four-fifths busy (it waits on PostgreSQL, SMTP and
// timers), and the three checks, some 70 CPU-seconds, fill much of the rest; one after the other
// they took about 50 s more (decision 224). Vitest's output streams; the checks' is printed
// whole when each ends.
const stages = [
  [["build", "npm", ["run", "build", "--silent"]]],
  [
    ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
    ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
    ["format", "npx", ["prettier", "--check", ".", "--log-level", "warn"]],
    ["unit and API tests", "npx", ["vitest", "run"], { stream: true }],
  ],
  // Alone: beside Vitest (2026-11-28) both took three times as long on two cores, and tests that
  // wait 30 s timed out (decision 224).
  [["browser tests", "npx", ["playwright", "test"]]],
];

const env = { ...process.env, CHROMIUM_PATH: chromium };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

// Steps beside others run in their own process group, so a red one can stop the rest of its
// stage (npx's children and all); Ctrl-C stops them too.
let current = { children: [], failed: false };
const stop = (child) => {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};
process.on("SIGINT", () => {
  current.children.forEach(stop);
  process.exit(130);
});

/** Runs one step; streamed, its output goes straight out, else it is kept and printed at its
 * end. Resolves with its exit code; a step stopped because another of its stage failed resolves
 * quietly. */
function run([name, command, args, options = {}], grouped, stage) {
  const t = Date.now();
  const stream = options.stream || !grouped;
  if (stream) console.log(`\n── ${name} ──`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      // Not the terminal's input for a step in its own process group (reading it would stop it).
      stdio: [
        grouped ? "ignore" : "inherit",
        ...(stream ? ["inherit", "inherit"] : ["pipe", "pipe"]),
      ],
      detached: grouped,
    });
    stage.children.push(child);
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (stage.failed) return resolve(0);
      if (!stream) {
        console.log(`\n── ${name} ──`);
        const text = Buffer.concat(output).toString();
        if (text.trim()) process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
      }
      if (code === 0) console.log(`✓ ${name} (${seconds(t)} s)`);
      else {
        console.error(`\n✗ ${name} failed (exit ${code ?? signal}).`);
        stage.failed = true;
        stage.children.filter((other) => other !== child).forEach(stop);
      }
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
const took = [];
for (const steps of stages) {
  const stageStarted = Date.now();
  const stage = (current = { children: [], failed: false });
  const codes = await Promise.all(steps.map((step) => run(step, steps.length > 1, stage)));
  took.push(`${steps.map(([name]) => name).join(", ")}: ${seconds(stageStarted)} s`);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed || 1);
}
// Each stage's time, for comparing runs (the rule: all of it within 10 minutes on two cores).
console.log(`\n${took.join("\n")}`);
console.log(`\nAll checks passed in ${seconds(started).replace(/\.\d$/, "")} s.`);
