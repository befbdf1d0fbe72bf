// What every answer to a fuzzed request must be: never a 5xx; an error in the one shape with a
// code from the closed list and no trace of the server's insides, and, for a declared route, a
// code its description lists; 413 for any body over 64 KB.
import { sql } from "drizzle-orm";
import type { Executor } from "../../src/server/db/connection";
import { testRows } from "../support/rows";
import {
  englishMessage,
  errorCodes,
  isErrorCode,
  type ErrorCode,
  type ErrorParams,
} from "../../src/shared/errors";
import { limits } from "../../src/shared/core/limits";
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

/** What is wrong with an answer; empty when it is fine. `codes`: those the route's description
 * lists (document.ts errorsOf), which every error's code and each refused field's must be among. */
export function problemsWith(
  answer: RawAnswer,
  sent: RawBody,
  codes?: ReadonlySet<ErrorCode>,
): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (bodySize(sent) > limits.bodyBytes && answer.status !== 413)
    problems.push(`a ${bodySize(sent)}-byte body answered ${answer.status}, not 413`);
  if (answer.status >= 400) {
    if (!answer.headers.get("content-type")?.startsWith("application/json"))
      problems.push(`error content type ${answer.headers.get("content-type")}`);
    const shape = errorShapeProblem(answer.json, answer.status);
    if (shape) problems.push(`error not in the one shape: ${shape}`);
    else if (codes) {
      for (const code of codesOfError(answer.json))
        if (!codes.has(code)) problems.push(`${code} is not among the codes the route declares`);
    }
    for (const leak of LEAKS)
      if (leak.test(answer.text))
        problems.push(`error text leaks ${leak}: ${answer.text.slice(0, 300)}`);
  }
  return problems;
}

/** What is wrong with an error body, or null: one key, `error`, with a code of the closed list
 * whose status the answer has, its params, its English text, and coded fields. */
function errorShapeProblem(value: unknown, status: number): string | null {
  if (typeof value !== "object" || value === null) return "not an object";
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== "error") return "not { error }";
  const error = (value as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return "error not an object";
  const { fields, ...top } = error as Record<string, unknown>;
  const problem = codedProblem(top);
  if (problem) return problem;
  if (errorCodes[top.code as keyof typeof errorCodes] !== status)
    return `${top.code} with ${status}`;
  if (fields === undefined) return null;
  if (typeof fields !== "object" || fields === null) return "fields not an object";
  for (const field of Object.values(fields)) {
    const inner = typeof field === "object" && field !== null ? codedProblem(field) : "field";
    if (inner) return `field: ${inner}`;
  }
  return null;
}

/** The code of an error in the one shape and its fields' codes, but for `noRoute`: a path the
 * fuzzer bent out of the route's shape ("..", "%2F") is no route at all. */
function codesOfError(value: unknown): ErrorCode[] {
  const { code, fields } = (value as { error: { code: ErrorCode; fields?: object } }).error;
  const all = [
    code,
    ...Object.values(fields ?? {}).map((field) => (field as { code: ErrorCode }).code),
  ];
  return all.filter((c) => c !== "noRoute");
}

/** { code, message, params? }, the message the code's English with the params. */
function codedProblem(value: object): string | null {
  const { code, message, params, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return `unknown keys ${Object.keys(rest)}`;
  if (!isErrorCode(code)) return `unknown code ${String(code)}`;
  if (params !== undefined && (typeof params !== "object" || params === null)) return "params";
  if (message !== englishMessage(code, params as ErrorParams | undefined)) return "message";
  return null;
}

/** Where the write-ahead log ends. Every write moves it, so while it stands still nothing can
 * have changed and the (much dearer) fingerprint need not be taken. */
export async function walPosition(db: Executor): Promise<string> {
  const [row] = await testRows<{ lsn: string }>(
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
  const [row] = await testRows<{ hash: string }>(
    db,
    sql`select md5(coalesce(string_agg(r, E'\n' order by r), '')) as hash from (${rows}) x`,
  );
  return row!.hash;
}
