// `npm test`: everything CI runs, stopping at the first red stage: the type check, lint, format
// check and the build (side by side: they only read the sources); then Vitest (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set; the bundle budgets) beside the browser tests in
// the system Chromium (both need only the build, and a browser walk leaves a core partly idle
// while it waits on mail, timers and live messages: side by side they finish in about two thirds
// of the time one after the other took; decision 224).
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
// The first stage's steps are short, so their output is printed whole, step by step, as each
// ends; the second's are long, so their lines stream as they come, each with its step's tag.
const stages = [
  {
    stream: false,
    steps: [
      ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
      ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
      ["format", "npx", ["prettier", "--check", ".", "--log-level", "warn"]],
      // The build comes first: Vitest's bundle-budget test reads it, the browser tests serve it.
      ["build", "npm", ["run", "build", "--silent"]],
    ],
  },
  {
    stream: true,
    steps: [
      ["unit and API tests", "npx", ["vitest", "run"], "vitest"],
      ["browser tests", "npx", ["playwright", "test"], "browser"],
    ],
  },
];

const env = { ...process.env, CHROMIUM_PATH: chromium };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step. Buffered, its output is printed whole when it ends; streamed, each line as it
 * comes, after the step's tag. */
function run([name, command, args, tag], stream) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    // Decoded as UTF-8 stream by stream, so a character split between two chunks stays whole.
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    const output = [];
    const partial = { stdout: "", stderr: "" };
    const take = (key, out) => (chunk) => {
      if (!stream) return void output.push(chunk);
      const lines = (partial[key] + chunk).split("\n");
      partial[key] = lines.pop();
      for (const line of lines) out.write(`${tag} │ ${line}\n`);
    };
    child.stdout.on("data", take("stdout", process.stdout));
    child.stderr.on("data", take("stderr", process.stderr));
    child.on("close", (code, signal) => {
      if (stream) {
        for (const key of ["stdout", "stderr"])
          if (partial[key]) process.stdout.write(`${tag} │ ${partial[key]}\n`);
      } else {
        console.log(`\n── ${name} ──`);
        const text = output.join("");
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
for (const { stream, steps } of stages) {
  const stageStarted = Date.now();
  const codes = await Promise.all(steps.map((step) => run(step, stream)));
  took.push(`${steps.map(([name]) => name).join(", ")}: ${seconds(stageStarted)} s`);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed || 1);
}
// Each stage's time, for comparing runs (the rule: all of it within 10 minutes on two cores).
console.log(`\n${took.join("\n")}`);
console.log(`\nAll checks passed in ${seconds(started).replace(/\.\d$/, "")} s.`);
