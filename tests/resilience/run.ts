// `npm run test:resilience`: crash safety (5 SIGKILLs of the server on PGlite, 1 on PostgreSQL;
// 5 crashes of a private PostgreSQL cluster), a SIGKILL while the outbox is sending mail, one
// while the push outbox is sending pushes (decision 227), one while the chat outbox is sending
// messages (decision 229), and a
// database outage behind a TCP proxy, against the built server. Prints the counts; exits non-zero on any lost write or failed check.
import { ensureBuilt } from "../support/build";
import { crashCycles, type CrashTotals } from "./crash";
import { mailCrash } from "./mail-crash";
import { pushCrash } from "./push-crash";
import { chatCrash } from "./chat-crash";
import { outage } from "./outage";
import { postgresBaseUrl, postgresReachable } from "./postgres";
import { postgresCrashCycles } from "./postgres-crash";
import { postgresBinaries } from "./private-postgres";

const PGLITE_KILLS = 5;
const POSTGRES_KILLS = 1;
const POSTGRES_CRASHES = 5;

// `npm run test:resilience -- crash`, `-- mail-crash`, `-- push-crash`, `-- chat-crash`,
// `-- pg-crash` or `-- outage` runs one part only.
const only = process.argv[2];
const runs = (part: string) => only === undefined || only === part;

async function main() {
  ensureBuilt(["server"]);
  const failures: string[] = [];
  const baseUrl = postgresBaseUrl();
  const postgres = await postgresReachable(baseUrl);
  const shownUrl = baseUrl.replace(/\/\/[^@/]*@/, "//");

  const parts = ["crash", "mail-crash", "push-crash", "chat-crash", "pg-crash", "outage"];
  if (!parts.includes(only ?? "crash")) throw new Error(`no part "${only}": ${parts.join(", ")}`);
  if (runs("crash")) await crashPart(postgres, baseUrl, shownUrl, failures);
  if (runs("mail-crash")) await mailCrashPart(postgres, baseUrl, failures);
  if (runs("push-crash")) await pushCrashPart(postgres, baseUrl, failures);
  if (runs("chat-crash")) await chatCrashPart(postgres, baseUrl, failures);
  if (runs("pg-crash")) await postgresCrashPart(failures);
  if (runs("outage")) await outagePart(postgres, baseUrl, shownUrl, failures);

  if (failures.length) {
    console.log(`\nFAILED: ${failures.join("; ")}`);
    process.exit(1);
  }
  console.log("\nresilience: all checks passed");
  process.exit(0);
}

async function crashPart(postgres: boolean, baseUrl: string, shownUrl: string, failures: string[]) {
  console.log(
    `crash safety: ${PGLITE_KILLS} kills on PGlite${postgres ? `, ${POSTGRES_KILLS} on PostgreSQL` : ""}`,
  );
  const crash: CrashTotals = { kills: 0, verified: 0, lost: [], problems: [] };
  const runs = [() => crashCycles("pglite", PGLITE_KILLS)];
  if (postgres) runs.push(() => crashCycles("postgres", POSTGRES_KILLS, baseUrl));
  else console.log(`crash safety on PostgreSQL: skipped, no PostgreSQL reachable at ${shownUrl}`);
  for (const run of runs) {
    const totals = await run();
    crash.kills += totals.kills;
    crash.verified += totals.verified;
    crash.lost.push(...totals.lost);
    crash.problems.push(...totals.problems);
  }
  for (const line of [...crash.lost, ...crash.problems]) console.log(`  ✗ ${line}`);
  console.log(
    `kills survived: ${crash.kills}, writes verified: ${crash.verified}, lost: ${crash.lost.length}`,
  );
  if (crash.kills !== PGLITE_KILLS + (postgres ? POSTGRES_KILLS : 0))
    failures.push("not every kill was survived");
  if (crash.lost.length) failures.push(`${crash.lost.length} acknowledged writes lost`);
  if (crash.problems.length) failures.push(`${crash.problems.length} other crash-safety problems`);
}

async function mailCrashPart(postgres: boolean, baseUrl: string, failures: string[]) {
  console.log("\nmail and a crash: SIGKILL while the outbox is sending, then a restart");
  const results = [await mailCrash("pglite")];
  if (postgres) results.push(await mailCrash("postgres", baseUrl));
  for (const result of results) {
    for (const line of result.problems) console.log(`  ✗ ${line}`);
    failures.push(...result.problems);
  }
}

async function chatCrashPart(postgres: boolean, baseUrl: string, failures: string[]) {
  console.log(
    "\nchat messages and a crash: SIGKILL while the chat outbox is sending, then a restart",
  );
  const results = [await chatCrash("pglite")];
  if (postgres) results.push(await chatCrash("postgres", baseUrl));
  for (const result of results) failures.push(...result.problems);
}

async function pushCrashPart(postgres: boolean, baseUrl: string, failures: string[]) {
  console.log("\npushes and a crash: SIGKILL while the push outbox is sending, then a restart");
  const results = [await pushCrash("pglite")];
  if (postgres) results.push(await pushCrash("postgres", baseUrl));
  for (const result of results) {
    for (const line of result.problems) console.log(`  ✗ ${line}`);
    failures.push(...result.problems);
  }
}

async function postgresCrashPart(failures: string[]) {
  const binDir = postgresBinaries();
  if (!binDir) {
    console.log("\nPostgreSQL crashes: skipped, no initdb found (pg_config --bindir)");
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
  if (crash.kills !== POSTGRES_CRASHES) failures.push("not every PostgreSQL crash was survived");
  if (crash.lost.length) failures.push(`${crash.lost.length} acknowledged votes lost`);
  if (crash.problems.length)
    failures.push(`${crash.problems.length} other PostgreSQL crash problems`);
}

async function outagePart(
  postgres: boolean,
  baseUrl: string,
  shownUrl: string,
  failures: string[],
) {
  if (postgres) {
    console.log("\ndatabase outage: PostgreSQL behind a TCP proxy, cut under load and restored");
    const result = await outage(baseUrl);
    for (const line of result.problems) console.log(`  ✗ ${line}`);
    console.log(
      `503s during outage: ${result.unavailable}, 5xx other than 503: ${result.otherServerErrors}, ` +
        `recovered in: ${result.recoveredMs ?? "never"} ms`,
    );
    if (result.problems.length) failures.push(`${result.problems.length} outage problems`);
  } else {
    console.log(`\ndatabase outage: skipped, no PostgreSQL reachable at ${shownUrl}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
