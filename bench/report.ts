// The one table `npm run bench` prints, and the same rows as JSON in bench/results/.
import fs from "node:fs";
import path from "node:path";
import { round, type Row } from "./context";

export type Ratios = { hello: number | null; health: number | null; me: number | null };
export type ReportRow = Row & { ratios: Ratios };
export type Report = {
  startedAt: string;
  durationSeconds: number;
  measuredSeconds: number;
  machine: { cpus: number; loadAverageAtStart: number[]; node: string };
  rows: ReportRow[];
};

/** Each row's requests/s as a multiple of the baselines measured in the same run. */
export function withRatios(rows: Row[]): ReportRow[] {
  const rpsOf = (scenario: string, database: Row["database"]) =>
    rows.find((r) => r.scenario === scenario && r.database === database)?.rps ?? null;
  const hello = rpsOf("baseline: node:http hello", "-");
  return rows.map((row) => {
    const ratio = (base: number | null) =>
      row.rps !== null && base ? round(row.rps / base, 3) : null;
    return {
      ...row,
      ratios: {
        hello: ratio(hello),
        health: ratio(rpsOf("baseline: GET /api/health", row.database)),
        me: ratio(rpsOf("baseline: GET /api/me", row.database)),
      },
    };
  });
}

const fmt = (value: number | null, digits = 0) =>
  value === null || Number.isNaN(value) ? "-" : round(value, digits).toLocaleString("en");

export function formatTable(rows: ReportRow[]) {
  const header = [
    "scenario",
    "database",
    "conns",
    "req/s",
    "p50 ms",
    "p99 ms",
    "cpu ms/req",
    "×hello",
    "×health",
    "×me",
    "target",
    "result",
    "notes",
  ];
  const lines = rows.map((r) => [
    r.scenario,
    r.database,
    r.connections === null ? "-" : String(r.connections),
    fmt(r.rps),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    fmt(r.cpuMs ?? null, 2),
    fmt(r.ratios.hello, 3),
    fmt(r.ratios.health, 2),
    fmt(r.ratios.me, 2),
    r.target,
    r.pass === null ? "-" : r.pass ? "pass" : "FAIL",
    r.note ?? "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === cells.length - 1 ? c : numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!),
      )
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(line)].join("\n");
}

export function writeReport(root: string, report: Report) {
  const dir = path.join(root, "bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.startedAt.replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
  return file;
}

/** The same rows as a Markdown table, for the README's Performance section. */
export function formatMarkdown(rows: ReportRow[]) {
  const header = [
    "scenario",
    "database",
    "conns",
    "req/s",
    "p50 ms",
    "p99 ms",
    "server CPU ms/req",
  ];
  header.push("× health", "target", "result", "notes");
  const lines = rows.map((r) => [
    r.scenario,
    r.database,
    r.connections === null ? "-" : String(r.connections),
    fmt(r.rps),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    fmt(r.cpuMs ?? null, 2),
    fmt(r.ratios.health, 2),
    r.target,
    r.pass === null ? "-" : r.pass ? "pass" : "**FAIL**",
    (r.note ?? "").replace(/\|/g, "\\|"),
  ]);
  const align = header.map((_, i) => (i >= 2 && i <= 7 ? "---:" : "---"));
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [row(header), row(align), ...lines.map(row)].join("\n");
}
