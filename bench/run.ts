// `npm run bench`: builds if needed, runs every scenario on PostgreSQL (TEST_DATABASE_URL or
// DATABASE_URL) and on PGlite against the built server, prints one table and writes it as JSON
// to bench/results/. Options: --duration <seconds> (each measured run, default 5),
// --only postgres|pglite, --no-lighthouse, --scenarios baselines,vote,page,dashboard,sign-in,
// live,comment,share,lighthouse,cold-start,group-page,live-2000,rounds-due,calendar-feed (all when absent; the
// last three are the large groups' of issue #36, live-2000 and rounds-due on PostgreSQL only).
import os from "node:os";
import { projectRoot } from "../src/server/db/migrate";
// The same staleness check as the resilience scripts: both run the built server.
import { ensureBuilt } from "../tests/support/build";
import type { Row } from "./context";
import { createPglite, createPostgres, postgresUrl } from "./databases";
import { formatTable, withRatios, writeReport } from "./report";
import { helloBaseline } from "./scenarios/baselines";
import { startHello } from "./server-process";
import { runSuite } from "./suite";

function option(name: string) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  const started = Date.now();
  const root = projectRoot();
  const log = (line: string) =>
    process.stderr.write(`[${Math.round((Date.now() - started) / 1000)} s] ${line}\n`);
  const duration = Number(option("duration") ?? 5);
  const only = option("only");
  const scenarioList = option("scenarios");
  const scenarios = scenarioList ? new Set(scenarioList.split(",")) : undefined;
  const load = os.loadavg();
  log(`load average ${load.map((l) => l.toFixed(2)).join(" ")} on ${os.cpus().length} cores`);
  ensureBuilt(["server", "web"]);

  const rows: Row[] = [];
  const hello = await startHello();
  try {
    log("baseline: node:http hello");
    rows.push(await helloBaseline(hello, duration));
  } finally {
    await hello.stop();
  }
  const pgUrl = postgresUrl();
  const wantLighthouse = !process.argv.includes("--no-lighthouse");
  if (only !== "pglite") {
    if (pgUrl) {
      rows.push(
        ...(await runSuite(await createPostgres(pgUrl), {
          root,
          duration,
          lighthouse: wantLighthouse,
          log,
          scenarios,
        })),
      );
    } else {
      log("PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL");
      rows.push({
        scenario: "every PostgreSQL scenario",
        database: "postgres",
        connections: null,
        rps: null,
        p50: null,
        p99: null,
        target: "measured",
        pass: false,
        note: "skipped: set TEST_DATABASE_URL or DATABASE_URL",
      });
    }
  }
  if (only !== "postgres") {
    const lighthouse = wantLighthouse && (!pgUrl || only === "pglite");
    rows.push(
      ...(await runSuite(await createPglite(), { root, duration, lighthouse, log, scenarios })),
    );
  }

  const report = {
    startedAt: new Date(started).toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    measuredSeconds: duration,
    machine: { cpus: os.cpus().length, loadAverageAtStart: load, node: process.version },
    rows: withRatios(rows),
  };
  process.stdout.write(formatTable(report.rows) + "\n");
  const failed = report.rows.filter((r) => r.pass === false).length;
  const file = writeReport(root, report);
  process.stdout.write(
    `\n${failed ? `${failed} FAILED` : "all targets met"} in ${report.durationSeconds} s ` +
      `(each load run: 1 s warm-up, ${duration} s measured). Written to ${file}\n`,
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
