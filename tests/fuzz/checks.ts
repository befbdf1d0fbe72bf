// What every answer to a fuzzed request must be: never a 5xx; an error in the one shape with a
// code from the closed list and no trace of the server's insides; 413 for any body over 64 KB.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../src/server/db/connection";
import { errorStatus } from "../../src/shared/errors";
import { limits } from "../../src/shared/limits";
import { DATA_TABLES, rowsOf } from "../support/snapshot";
import type { RawAnswer, RawBody } from "./send";

// Stack frames ("    at fn (file:1:2)"), source and module paths, and the names of errors a
// driver throws: none of them may reach a client.
const LEAKS = [
  /\n\s+at /,
  /\bat [\w.$<>]+ \(/,
  /(?:\/work\/|\/home\/|\/usr\/|file:\/\/|node_modules|\.tsx?:\d+|\.m?js:\d+)/,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|DrizzleQueryError|PostgresError|error: )\b/,
  /\b(?:select|insert|update|delete) .* from\b/i,
];

export function bodySize(body: RawBody) {
  if (body === undefined) return 0;
  return typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
}

/** What is wrong with an answer; empty when it is fine. */
export function problemsWith(answer: RawAnswer, sent: RawBody): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (bodySize(sent) > limits.bodyBytes && answer.status !== 413)
    problems.push(`a ${bodySize(sent)}-byte body answered ${answer.status}, not 413`);
  if (answer.status >= 400) {
    if (!answer.headers.get("content-type")?.startsWith("application/json"))
      problems.push(`error content type ${answer.headers.get("content-type")}`);
    if (!isErrorShape(answer.json)) problems.push("error not in the one shape");
    for (const leak of LEAKS)
      if (leak.test(answer.text))
        problems.push(`error text leaks ${leak}: ${answer.text.slice(0, 300)}`);
  }
  return problems;
}

function isErrorShape(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== "error") return false;
  const error = (value as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return false;
  const { code, message, fields, ...rest } = error as Record<string, unknown>;
  if (Object.keys(rest).length) return false;
  if (typeof code !== "string" || !(code in errorStatus)) return false;
  if (typeof message !== "string" || message.length === 0) return false;
  if (fields === undefined) return true;
  return (
    typeof fields === "object" &&
    fields !== null &&
    Object.values(fields).every((v) => typeof v === "string")
  );
}

/** Where the write-ahead log ends. Every write moves it, so while it stands still nothing can
 * have changed and the (much dearer) fingerprint need not be taken. */
export async function walPosition(db: Executor): Promise<string> {
  const [row] = await selectRows<{ lsn: string }>(
    db,
    sql`select pg_current_wal_insert_lsn()::text as lsn`,
  );
  return row!.lsn;
}

/** Tells, after each request, whether the data tables changed since the last look. */
export async function changeWatch(db: Executor) {
  let lsn = await walPosition(db);
  let hash = await fingerprint(db);
  return {
    /** True when the data differs from the last look (which this call becomes). */
    changed: async () => {
      const now = await walPosition(db);
      if (now === lsn) return false;
      lsn = now;
      // The log also moves for sessions and rate-limit counters, which are not data.
      const before = hash;
      hash = await fingerprint(db);
      return hash !== before;
    },
    /** Takes the current data as the new starting point. */
    reset: async () => {
      lsn = await walPosition(db);
      hash = await fingerprint(db);
    },
  };
}

/** One hash of every row of the data tables (those snapshotTables compares), in one query, so
 * each of thousands of cases can prove it changed nothing. */
export async function fingerprint(db: Executor): Promise<string> {
  const rows = sql.join(
    DATA_TABLES.map(
      (table) => sql`select ${table}::text || row_to_json(t)::text as r from ${rowsOf(table)} t`,
    ),
    sql` union all `,
  );
  const [row] = await selectRows<{ hash: string }>(
    db,
    sql`select md5(coalesce(string_agg(r, E'\n' order by r), '')) as hash from (${rows}) x`,
  );
  return row!.hash;
}
