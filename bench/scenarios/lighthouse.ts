// Lighthouse 12 (mobile defaults: simulated slow 4G and a 4× slower CPU) on the landing page and
// on an event page of 100 links as a signed-in member, driving the system Chromium. Lighthouse 12
// has no installability audit any more (its PWA category went), so the "installable" row asks
// Chromium itself, as the browser test does (decision 221). Each page is measured
// BENCH_LIGHTHOUSE_RUNS times (3 unless set) and its row gives the median and the spread: total
// blocking time moves with the machine's load (decision 222). BENCH_LIGHTHOUSE_REPORTS=<folder>
// keeps every report's JSON there (diagnostics: bootup-time, mainthread-work-breakdown, ...).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_ARGS, chromiumPath } from "../../tests/e2e/support/chromium";
import { installabilityProblems, launchProfile } from "../../tests/e2e/support/installability";
import { asUser, round, type Context, type Row } from "../context";
import { VIEWER, pageEvent } from "../fixture";

const run = promisify(execFile);
// The same Chromium and flags as the browser tests, headless.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

type Report = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};

type Headers = Record<string, string>;

async function lighthouse(ctx: Context, url: string, headers?: Headers) {
  const args = [
    url,
    "--output=json",
    "--output-path=stdout",
    "--only-categories=performance",
    "--quiet",
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  const { stdout } = await run(path.join(ctx.root, "node_modules/.bin/lighthouse"), args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath() },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  return JSON.parse(stdout) as Report;
}

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** The page measured RUNS times, one after another; each report kept when asked. */
async function lighthouseRuns(ctx: Context, name: string, url: string, headers?: Headers) {
  const reports: Report[] = [];
  const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
  for (let i = 0; i < RUNS; i++) {
    const report = await lighthouse(ctx, url, headers);
    reports.push(report);
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      const file = `${ctx.kind}-${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
      fs.writeFileSync(path.join(keep, file), JSON.stringify(report));
    }
  }
  return reports;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** "median (lowest–highest)", or the one value when there was one run. */
function spread(values: number[], digits = 0) {
  const m = round(median(values), digits);
  if (values.length === 1) return `${m}`;
  return `${m} (${round(Math.min(...values), digits)}–${round(Math.max(...values), digits)})`;
}

function row(ctx: Context, page: string, reports: Report[], target: number | null): Row {
  const scores = reports.map((r) => Math.round((r.categories.performance.score ?? 0) * 100));
  const score = median(scores);
  const values = (audit: string) => reports.map((r) => r.audits[audit]?.numericValue ?? NaN);
  return {
    scenario: `lighthouse: ${page}`,
    database: ctx.kind,
    connections: null,
    rps: null,
    p50: null,
    p99: null,
    target: target === null ? "reported" : `performance ≥ ${target}`,
    pass: target === null ? null : score >= target,
    note:
      `${reports.length > 1 ? `median of ${reports.length}: ` : ""}score ${spread(scores)}; ` +
      `LCP ${spread(values("largest-contentful-paint"))} ms, ` +
      `TBT ${spread(values("total-blocking-time"))} ms, ` +
      `CLS ${spread(values("cumulative-layout-shift"), 3)}`,
  };
}

/** Chromium's installability errors on the landing page, and whether the service worker took
 * the page (what opens Huddle offline). */
async function installable(ctx: Context): Promise<Row> {
  const { context, page, close } = await launchProfile(ctx.server.url);
  try {
    await page.goto("/");
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const problems = await installabilityProblems(context, page);
    if (!controlled) problems.push("no service worker controls the page");
    return {
      scenario: "installable: landing page",
      database: ctx.kind,
      connections: null,
      rps: null,
      p50: null,
      p99: null,
      target: "no installability errors, worker in control",
      pass: problems.length === 0,
      note: problems.length ? problems.join("; ") : "Chromium: installable; offline shell ready",
    };
  } finally {
    await close();
  }
}

export async function lighthouseScenario(ctx: Context): Promise<Row[]> {
  const landing = await lighthouseRuns(ctx, "landing", `${ctx.server.url}/`);
  const { cookie } = asUser(ctx, VIEWER);
  const event = await lighthouseRuns(
    ctx,
    "event-100",
    `${ctx.server.url}/event/${pageEvent(100)}`,
    {
      cookie,
    },
  );
  return [
    // Issue #17: both at least 95 (decision 222).
    row(ctx, "landing page", landing, 95),
    row(ctx, "event page, 100 links", event, 95),
    await installable(ctx),
  ];
}
