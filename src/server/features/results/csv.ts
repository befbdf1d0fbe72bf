// RFC 4180 CSV; formula-like cells get an apostrophe so titles cannot run on opening.
import type { VoteMethod } from "../../../shared/core/voting";
import { countColumns, type ExportedLink } from "./exported-links";

const FORMULA = /^[=+\-@\t\r]/;

const cell = (value: string | number | boolean | null) => {
  const text = value === null ? "" : String(value);
  const safe = typeof value === "string" && FORMULA.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(header: string[], rows: Array<Array<string | number | boolean | null>>) {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** The export's columns, in order: the rank, the link, the method's own counts, the winner. */
const columnsOf = (method: VoteMethod) =>
  [
    "rank",
    "title",
    "url",
    "description",
    "sharedBy",
    "sharedAt",
    "shortlisted",
    ...countColumns[method],
    "winner",
  ] as const satisfies ReadonlyArray<keyof ExportedLink>;

export function linksCsv(links: ExportedLink[], method: VoteMethod) {
  const columns = columnsOf(method);
  return toCsv(
    [...columns],
    links.map((link) => columns.map((column) => link[column] ?? null)),
  );
}
