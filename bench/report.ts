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

/** Every column the tables can show: its title, and its text for one row. */
type Column = { title: string; numeric?: true; cell: (r: ReportRow) => string };
const COLUMNS = {
  scenario: { title: "scenario", cell: (r) => r.scenario },
  database: { title: "database", cell: (r) => r.database },
  conns: {
    title: "conns",
    numeric: true,
    cell: (r) => (r.connections === null ? "-" : String(r.connections)),
  },
  rps: { title: "req/s", numeric: true, cell: (r) => fmt(r.rps) },
  p50: { title: "p50 ms", numeric: true, cell: (r) => fmt(r.p50, 1) },
  p99: { title: "p99 ms", numeric: true, cell: (r) => fmt(r.p99, 1) },
  cpu: { title: "cpu ms/req", numeric: true, cell: (r) => fmt(r.cpuMs ?? null, 2) },
  hello: { title: "×hello", numeric: true, cell: (r) => fmt(r.ratios.hello, 3) },
  health: { title: "×health", numeric: true, cell: (r) => fmt(r.ratios.health, 2) },
  me: { title: "×me", numeric: true, cell: (r) => fmt(r.ratios.me, 2) },
  target: { title: "target", cell: (r) => r.target },
  result: { title: "result", cell: (r) => (r.pass === null ? "-" : r.pass ? "pass" : "FAIL") },
  notes: { title: "notes", cell: (r) => r.note ?? "" },
} satisfies Record<string, Column>;

export function formatTable(rows: ReportRow[]) {
  const columns: Column[] = Object.values(COLUMNS);
  const header = columns.map((c) => c.title);
  const lines = rows.map((r) => columns.map((c) => c.cell(r)));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === cells.length - 1
          ? c
          : columns[i]!.numeric
            ? c.padStart(widths[i]!)
            : c.padEnd(widths[i]!),
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
  const { scenario, database, conns, rps, p50, p99, cpu, health, target, result, notes } = COLUMNS;
  const columns: Column[] = [
    scenario,
    database,
    conns,
    rps,
    p50,
    p99,
    { ...cpu, title: "server CPU ms/req" },
    { ...health, title: "× health" },
    target,
    { ...result, cell: (r) => result.cell(r).replace("FAIL", "**FAIL**") },
    { ...notes, cell: (r) => notes.cell(r).replace(/\|/g, "\\|") },
  ];
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    row(columns.map((c) => c.title)),
    row(columns.map((c) => (c.numeric ? "---:" : "---"))),
    ...rows.map((r) => row(columns.map((c) => c.cell(r)))),
  ].join("\n");
}
