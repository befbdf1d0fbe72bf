// What a server log may hold: JSON lines, the request lines with exactly their six fields, and
// never a secret. Used by tests/api/logs.test.ts on a captured log, and at the end of the browser
// tests on the log of the server they ran against (test-results/server-logs/).
import fs from "node:fs";
import path from "node:path";
import type { CaughtMail } from "../../support/smtp-catcher";

const REQUEST_FIELDS = ["level", "method", "path", "status", "durationMs", "requestId"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every problem with a log's lines; empty when the log is fine. */
export function logProblems(lines: string[], secrets: string[]): string[] {
  const problems: string[] = [];
  const forms = secrets
    .filter((s) => s.length >= 6)
    .flatMap((s) => [s, encodeURIComponent(s), JSON.stringify(s).slice(1, -1)]);
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    for (const secret of forms)
      if (line.includes(secret)) problems.push(`${where} holds a secret: ${secret.slice(0, 12)}…`);
    // A user id (Better Auth makes them 32 random characters) names someone, it opens nothing.
    const scanned = line.replace(/\/members\/[A-Za-z0-9]+/g, "/members/:userId");
    for (const run of scanned.match(/[A-Za-z0-9]{20,}/g) ?? [])
      // Random tokens mix digits and both cases; words and names in a message do not.
      if (/\d/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run))
        problems.push(`${where} holds something token-like: ${run.slice(0, 8)}…`);
    // Node's own warnings go to the same file in their own words.
    if (/^\(node:\d+\)/.test(line)) return;
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      problems.push(`${where} is not JSON: ${line.slice(0, 80)}`);
      return;
    }
    if (!("method" in entry)) return;
    const fields = Object.keys(entry).filter((k) => k !== "time");
    if (fields.sort().join() !== [...REQUEST_FIELDS].sort().join())
      problems.push(`${where}: request line with fields ${fields.join(", ")}`);
    if (typeof entry.path !== "string" || entry.path.includes("?"))
      problems.push(`${where}: path ${String(entry.path)}`);
    if (typeof entry.status !== "number" || typeof entry.durationMs !== "number")
      problems.push(`${where}: status or duration not a number`);
    if (typeof entry.requestId !== "string" || !UUID.test(entry.requestId))
      problems.push(`${where}: request id ${String(entry.requestId)}`);
  });
  return problems;
}

/** The secrets a mail carries: the tokens in its links, and the lines of its text. */
export function secretsOf(mail: Pick<CaughtMail, "subject" | "text">): string[] {
  const secrets: string[] = [];
  for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(link);
    for (const value of url.searchParams.values()) if (value.length >= 16) secrets.push(value);
    // An event's id opens nothing without membership: it is in request paths by design.
    for (const part of url.pathname.split("/"))
      if (part.length >= 16 && !UUID.test(part)) secrets.push(part);
  }
  for (const line of mail.text.split("\n").map((l) => l.trim()))
    if (line.length >= 24 && line !== mail.subject && !line.startsWith("http")) secrets.push(line);
  return secrets;
}

/** Checks the server logs a browser-test run wrote, against every mail it sent and the
 * passwords the tests type; throws with the problems. */
export function checkServerLogs(options: {
  dir: string;
  since: number;
  mailDir: string;
  passwords: string[];
}) {
  const files = fs.existsSync(options.dir)
    ? fs
        .readdirSync(options.dir)
        .map((f) => path.join(options.dir, f))
        .filter((f) => f.endsWith(".log") && fs.statSync(f).mtimeMs >= options.since)
    : [];
  if (files.length === 0) throw new Error(`no server log in ${options.dir}`);
  const mails = fs.existsSync(options.mailDir)
    ? fs
        .readdirSync(options.mailDir)
        .filter((f) => f.endsWith(".json"))
        .map(
          (f) => JSON.parse(fs.readFileSync(path.join(options.mailDir, f), "utf8")) as CaughtMail,
        )
    : [];
  const secrets = [...options.passwords, ...mails.flatMap(secretsOf)];
  let requests = 0;
  const problems: string[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean);
    requests += lines.filter((l) => l.includes('"method"')).length;
    problems.push(...logProblems(lines, secrets).map((p) => `${path.basename(file)} ${p}`));
  }
  if (requests === 0) throw new Error("the server logs hold no request lines");
  if (problems.length)
    throw new Error(`server log check failed:\n${problems.slice(0, 20).join("\n")}`);
  return { files: files.length, requests, mails: mails.length };
}
