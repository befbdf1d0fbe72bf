// CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, CRLF line ends. A
// cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
// apostrophe: a link title is anyone's text, and it must not become a command on opening.
import type { ExportedLink } from "./queries";

const FORMULA = /^[=+\-@\t\r]/;

const cell = (value: string | number | boolean | null) => {
  const text = value === null ? "" : String(value);
  const safe = typeof value === "string" && FORMULA.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

function toCsv(header: string[], rows: Array<Array<string | number | boolean | null>>) {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** The export's columns, in order: one per field of an exported link. */
const COLUMNS = [
  "title",
  "url",
  "description",
  "sharedBy",
  "sharedAt",
  "shortlisted",
  "up",
  "down",
  "score",
  "winner",
] as const satisfies ReadonlyArray<keyof ExportedLink>;

export const linksCsv = (links: ExportedLink[]) =>
  toCsv(
    [...COLUMNS],
    links.map((link) => COLUMNS.map((column) => link[column])),
  );
