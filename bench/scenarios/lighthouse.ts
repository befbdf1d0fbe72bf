// Lighthouse 12 (mobile defaults: simulated slow 4G and a 4× slower CPU) on the landing page and
// on an event page of 100 links as a signed-in member, driving the system Chromium. Lighthouse 12
// has no installability audit any more (its PWA category went), so the "installable" row asks
// Chromium itself, as the browser test does (decision 101).
import { execFile } from "node:child_process";
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

async function lighthouse(ctx: Context, url: string, headers?: Record<string, string>) {
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

function row(ctx: Context, page: string, report: Report, target: number | null): Row {
  const score = Math.round((report.categories.performance.score ?? 0) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
  return {
    scenario: `lighthouse: ${page}`,
    database: ctx.kind,
    connections: null,
    rps: null,
    p50: null,
    p99: null,
    target: target === null ? "reported" : `performance ≥ ${target}`,
    pass: target === null ? null : score >= target,
    note: `score ${score}; LCP ${round(value("largest-contentful-paint"))} ms, TBT ${round(
      value("total-blocking-time"),
    )} ms, CLS ${round(value("cumulative-layout-shift"), 3)}`,
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
  const landing = await lighthouse(ctx, `${ctx.server.url}/`);
  const { cookie } = asUser(ctx, VIEWER);
  const event = await lighthouse(ctx, `${ctx.server.url}/event/${pageEvent(100)}`, { cookie });
  return [
    row(ctx, "landing page", landing, 90),
    row(ctx, "event page, 100 links", event, null),
    await installable(ctx),
  ];
}
