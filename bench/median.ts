// `npm run bench:median`: the median of the last three runs in bench/results/ (or of the files
// named), row by row: each number is the median of the three, and a row passes when it passed
// in at least two of them (the median of three pass/fail results). This is what the README shows
// (`npm run bench:median -- --markdown` prints it as a Markdown table).
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../src/server/db/migrate";
import { formatMarkdown, formatTable, type Report, type ReportRow } from "./report";

const dir = path.join(projectRoot(), "bench", "results");
const named = process.argv.slice(2).filter((a) => a.endsWith(".json"));
const files = named.length
  ? named
  : fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .slice(-3)
      .map((f) => path.join(dir, f));
if (files.length === 0) {
  process.stderr.write("No results yet: run `npm run bench` first.\n");
  process.exit(1);
}
const reports = files.map((f) => JSON.parse(fs.readFileSync(f, "utf8")) as Report);

const median = (values: Array<number | null | undefined>) => {
  const present = values.filter((v): v is number => typeof v === "number" && !Number.isNaN(v));
  if (present.length === 0) return null;
  const sorted = [...present].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The run whose main figure is the median, among the runs that agree with the verdict (so a
 * row judged "pass" never shows the notes of a run that failed, e.g. a Lighthouse score). */
function medianRun(same: Array<ReportRow | undefined>, pass: boolean | null) {
  const all = same.filter((r): r is ReportRow => Boolean(r));
  const agreeing = all.filter((r) => r.pass === pass);
  const present = agreeing.length ? agreeing : all;
  const figure = (r: ReportRow) => r.rps ?? r.p50 ?? 0;
  return [...present].sort((a, b) => figure(a) - figure(b))[Math.floor((present.length - 1) / 2)];
}

const key = (r: ReportRow) => `${r.scenario}|${r.database}|${r.connections}`;
const rows: ReportRow[] = reports[0]!.rows.map((first) => {
  const same = reports.map((rep) => rep.rows.find((r) => key(r) === key(first)));
  const passes = same.map((r) => r?.pass);
  const judged = passes.filter((p) => p !== null && p !== undefined);
  const pass = judged.length ? judged.filter(Boolean).length * 2 > judged.length : null;
  return {
    ...first,
    rps: median(same.map((r) => r?.rps)),
    p50: median(same.map((r) => r?.p50)),
    p99: median(same.map((r) => r?.p99)),
    cpuMs: median(same.map((r) => r?.cpuMs)),
    ratios: {
      hello: median(same.map((r) => r?.ratios.hello)),
      health: median(same.map((r) => r?.ratios.health)),
      me: median(same.map((r) => r?.ratios.me)),
    },
    pass,
    // The notes (sizes, counts) of the run whose main figure is the median.
    note: medianRun(same, pass)?.note ?? "",
  };
});

process.stdout.write(
  `Median of ${reports.length} run(s): ${reports.map((r) => r.startedAt).join(", ")}\n` +
    `(load average at their starts: ${reports.map((r) => r.machine.loadAverageAtStart[0]!.toFixed(2)).join(", ")})\n\n`,
);
// --markdown: the table as the README shows it.
const markdown = process.argv.includes("--markdown");
process.stdout.write((markdown ? formatMarkdown(rows) : formatTable(rows)) + "\n");
const failed = rows.filter((r) => r.pass === false).length;
process.stdout.write(`\n${failed ? `${failed} FAILED` : "all targets met"} in the median.\n`);
