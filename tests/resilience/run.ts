// `npm run test:resilience`: crash safety (5 SIGKILLs of the server on PGlite, 1 on PostgreSQL;
// 5 crashes of a private PostgreSQL cluster), a SIGKILL while the outbox is sending mail, one
// while it is sending pushes (decision 227), one while it is sending chat messages (decision
// 229), and a database outage behind a TCP proxy, against the built server.
// Prints the counts and ends with the verdict (verdict.ts): exit 0 only when every check ran and
// passed, 1 on any lost write or failed check, 2 when a check could not run (no PostgreSQL
// reachable, no initdb).
import { ensureBuilt } from "../support/build";
import { crashCycles, type CrashTotals } from "./crash";
import { mailCrash } from "./mail-crash";
import { pushCrash } from "./push-crash";
import { chatCrash } from "./chat-crash";
import { outage } from "./outage";
import { postgresBaseUrl, postgresReachable } from "./postgres";
import { postgresCrashCycles } from "./postgres-crash";
import { postgresBinaries } from "./private-postgres";
import { verdict, type Check } from "./verdict";

const PGLITE_KILLS = 5;
const POSTGRES_KILLS = 1;
const POSTGRES_CRASHES = 5;

// `npm run test:resilience -- crash`, `-- mail-crash`, `-- push-crash`, `-- chat-crash`,
// `-- pg-crash` or `-- outage` runs one part only.
const only = process.argv[2];
const runs = (part: string) => only === undefined || only === part;

/** Where the PostgreSQL checks run, or why they cannot. */
type Postgres = { url: string; skipped?: string };

async function main() {
  ensureBuilt(["server"]);
  const checks: Check[] = [];
  const baseUrl = postgresBaseUrl();
  const shownUrl = baseUrl.replace(/\/\/[^@/]*@/, "//");
  const postgres: Postgres = (await postgresReachable(baseUrl))
    ? { url: baseUrl }
    : { url: baseUrl, skipped: `no PostgreSQL reachable at ${shownUrl}` };
  if (postgres.skipped) console.log(`PostgreSQL checks will not run: ${postgres.skipped}`);

  const parts = ["crash", "mail-crash", "push-crash", "chat-crash", "pg-crash", "outage"];
  if (!parts.includes(only ?? "crash")) throw new Error(`no part "${only}": ${parts.join(", ")}`);
  if (runs("crash")) await crashPart(postgres, checks);
  if (runs("mail-crash")) await mailCrashPart(postgres, checks);
  if (runs("push-crash")) await pushCrashPart(postgres, checks);
  if (runs("chat-crash")) await chatCrashPart(postgres, checks);
  if (runs("pg-crash")) await postgresCrashPart(checks);
  if (runs("outage")) await outagePart(postgres, checks);

  const { exitCode, lines } = verdict(checks);
  console.log("");
  for (const line of lines) console.log(line);
  process.exit(exitCode);
}

/** Runs `check` on PostgreSQL when it is there; else records it as not run, saying so. */
async function onPostgres(
  postgres: Postgres,
  name: string,
  checks: Check[],
  check: (url: string) => Promise<string[]>,
) {
  if (postgres.skipped) {
    console.log(`${name}: NOT RUN, ${postgres.skipped}`);
    checks.push({ name, skipped: postgres.skipped });
  } else checks.push({ name, problems: await check(postgres.url) });
}

async function crashPart(postgres: Postgres, checks: Check[]) {
  console.log(
    `crash safety: ${PGLITE_KILLS} kills on PGlite${postgres.skipped ? "" : `, ${POSTGRES_KILLS} on PostgreSQL`}`,
  );
  const judge = (totals: CrashTotals, kills: number) => {
    for (const line of [...totals.lost, ...totals.problems]) console.log(`  ✗ ${line}`);
    console.log(
      `kills survived: ${totals.kills}, writes verified: ${totals.verified}, lost: ${totals.lost.length}`,
    );
    const problems: string[] = [];
    if (totals.kills !== kills) problems.push("not every kill was survived");
    if (totals.lost.length) problems.push(`${totals.lost.length} acknowledged writes lost`);
    if (totals.problems.length)
      problems.push(`${totals.problems.length} other crash-safety problems`);
    return problems;
  };
  checks.push({
    name: "crash safety on PGlite",
    problems: judge(await crashCycles("pglite", PGLITE_KILLS), PGLITE_KILLS),
  });
  await onPostgres(postgres, "crash safety on PostgreSQL", checks, async (url) =>
    judge(await crashCycles("postgres", POSTGRES_KILLS, url), POSTGRES_KILLS),
  );
}

/** The problems of one crash-while-sending run, printed. */
const printed = (result: { problems: string[] }) => {
  for (const line of result.problems) console.log(`  ✗ ${line}`);
  return result.problems;
};

async function mailCrashPart(postgres: Postgres, checks: Check[]) {
  console.log("\nmail and a crash: SIGKILL while the outbox is sending, then a restart");
  checks.push({ name: "mail and a crash on PGlite", problems: printed(await mailCrash("pglite")) });
  await onPostgres(postgres, "mail and a crash on PostgreSQL", checks, async (url) =>
    printed(await mailCrash("postgres", url)),
  );
}

async function chatCrashPart(postgres: Postgres, checks: Check[]) {
  console.log(
    "\nchat messages and a crash: SIGKILL while the outbox is sending them, then a restart",
  );
  checks.push({
    name: "chat messages and a crash on PGlite",
    problems: printed(await chatCrash("pglite")),
  });
  await onPostgres(postgres, "chat messages and a crash on PostgreSQL", checks, async (url) =>
    printed(await chatCrash("postgres", url)),
  );
}

async function pushCrashPart(postgres: Postgres, checks: Check[]) {
  console.log("\npushes and a crash: SIGKILL while the outbox is sending them, then a restart");
  checks.push({
    name: "pushes and a crash on PGlite",
    problems: printed(await pushCrash("pglite")),
  });
  await onPostgres(postgres, "pushes and a crash on PostgreSQL", checks, async (url) =>
    printed(await pushCrash("postgres", url)),
  );
}

async function postgresCrashPart(checks: Check[]) {
  const name = "PostgreSQL crashes (a private cluster)";
  const binDir = postgresBinaries();
  if (!binDir) {
    const why = "no initdb found (pg_config --bindir)";
    console.log(`\n${name}: NOT RUN, ${why}`);
    checks.push({ name, skipped: why });
    return;
  }
  console.log(
    `\nPostgreSQL crashes: ${POSTGRES_CRASHES} × pg_ctl stop -m immediate of a private cluster (${binDir})`,
  );
  const crash = await postgresCrashCycles(binDir, POSTGRES_CRASHES);
  for (const line of [...crash.lost, ...crash.problems]) console.log(`  ✗ ${line}`);
  console.log(
    `crashes survived: ${crash.kills}, votes verified: ${crash.verified}, lost: ${crash.lost.length}`,
  );
  const problems: string[] = [];
  if (crash.kills !== POSTGRES_CRASHES) problems.push("not every PostgreSQL crash was survived");
  if (crash.lost.length) problems.push(`${crash.lost.length} acknowledged votes lost`);
  if (crash.problems.length)
    problems.push(`${crash.problems.length} other PostgreSQL crash problems`);
  checks.push({ name, problems });
}

async function outagePart(postgres: Postgres, checks: Check[]) {
  console.log("\ndatabase outage: PostgreSQL behind a TCP proxy, cut under load and restored");
  await onPostgres(postgres, "database outage on PostgreSQL", checks, async (url) => {
    const result = await outage(url);
    for (const line of result.problems) console.log(`  ✗ ${line}`);
    console.log(
      `503s during outage: ${result.unavailable}, 5xx other than 503: ${result.otherServerErrors}, ` +
        `recovered in: ${result.recoveredMs ?? "never"} ms`,
    );
    return result.problems.length ? [`${result.problems.length} outage problems`] : [];
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
