// CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, CRLF line ends. A
// cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
// apostrophe: a link title is anyone's text, and it must not become a command on opening.
const FORMULA = /^[=+\-@\t\r]/;

const cell = (value: string | number | boolean) => {
  const text = String(value);
  const safe = typeof value === "string" && FORMULA.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(header: string[], rows: Array<Array<string | number | boolean>>) {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
