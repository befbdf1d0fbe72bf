// Code cites only current decision records (issue #50): the records 200 and up that the table
// "Current: one record per area" of docs/decisions/README.md lists, each with its file. A
// replaced record is cut down to its history, so a comment citing it sends its reader to a page
// that no longer says why; the area record that took it in does. This reads every source file of
// src, tests, scripts and bench (bench/METHOD.md too), README.md, SECURITY.md, docs/design.md and
// .env.example for "decision", "decisions", "record" or "records" followed by numbers (one, or a
// list: "decisions 210, 214 and 226", "decision 212's", "(210, 214)", also across a comment's
// line break) and for links into docs/decisions/, and names each file and line that cites any
// other number. A bare "(210)" is not read (too many numbers look like it): write "decision 210".
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(__dirname, "../..");
const FOLDERS = ["src", "tests", "scripts", "bench"];
const EXTENSIONS = /\.(ts|tsx|mjs|js|sql|css|html|md)$/;
const FILES = ["README.md", "SECURITY.md", "docs/design.md", ".env.example"];
const SKIPPED = new Set(["node_modules", "results"]);

/** The current records: the table's rows numbered 200 to 299 whose file is there. */
function currentRecords(): Set<string> {
  const readme = fs.readFileSync(path.join(root, "docs/decisions/README.md"), "utf8");
  const table = readme.split(/^## /m).find((part) => part.startsWith("Current"));
  const numbers = [...(table ?? "").matchAll(/^\|\s*(2\d\d)\s*\|\s*\[[^\]]*\]\(([^)]+)\)/gm)]
    .filter((m) => fs.existsSync(path.join(root, "docs/decisions", m[2]!)))
    .map((m) => m[1]!);
  return new Set(numbers);
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(file);
    return EXTENSIONS.test(entry.name) ? [file] : [];
  });
}

// Between words: spaces, and where a comment breaks its line, the next line's marker.
const GAP = String.raw`(?:\s|\/\/|\*|#|--)*`;
const NUMBER = String.raw`\d{3}(?!\d)(?:'s)?`;
const JOIN = String.raw`${GAP}(?:,${GAP}(?:(?:and|or)\b${GAP})?|(?:and|or|&)\b${GAP})`;
const CITATION = new RegExp(
  String.raw`\b(?:decision|record)s?${GAP}\(?${GAP}${NUMBER}(?:${JOIN}${NUMBER})*`,
  "gi",
);
const LINK = /\bdecisions\/\d{3}(?!\d)/g;

/** Every record number `text` cites, with its line. */
function citations(text: string): { line: number; number: string; words: string }[] {
  const found = [...text.matchAll(CITATION), ...text.matchAll(LINK)];
  return found.flatMap((match) =>
    [...match[0].matchAll(/\d{3}/g)].map((number) => ({
      line: text.slice(0, match.index + number.index).split("\n").length,
      number: number[0],
      words: match[0].replace(/\s+/g, " "),
    })),
  );
}

describe("decision records cited in code", () => {
  const current = currentRecords();
  const files = [...FOLDERS.flatMap(sourceFiles), ...FILES].filter(
    (file) => path.join(root, file) !== __filename,
  );

  it("are told apart: the current ones are read from the README, the files are found", () => {
    expect(current.size).toBeGreaterThanOrEqual(30);
    expect([...current].every((n) => Number(n) >= 200)).toBe(true);
    expect(files.length).toBeGreaterThan(500);
  });

  it("are found in every form they take", () => {
    const text = [
      "// (decision 210) and decision 212's rule; decisions 210, 214",
      "// and 226; records (200, 201); see docs/decisions/203-signing-up-and-in.md",
      "-- decision",
      "-- 227, Record<string, 228>, decision 229: migration 0025",
    ].join("\n");
    expect(citations(text).map(({ line, number }) => `${line}:${number}`)).toEqual([
      "1:210",
      "1:212",
      "1:210",
      "1:214",
      "2:226",
      "2:200",
      "2:201",
      "4:227",
      "4:229",
      "2:203",
    ]);
  });

  it("are all current records", () => {
    const stale = files.flatMap((file) =>
      citations(fs.readFileSync(path.join(root, file), "utf8"))
        .filter(({ number }) => !current.has(number))
        .map(({ line, number, words }) => `${file}:${line}: "${words}" cites ${number}`),
    );
    expect(stale).toEqual([]);
  });
});
