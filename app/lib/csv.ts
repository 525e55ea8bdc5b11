// CSV for staff exports (contact messages, payments). Text cells that a spreadsheet would run as
// a formula (starting with = + - @ | %, a tab or a carriage return) get a leading apostrophe
// (OWASP's CSV injection advice); numbers stay numbers. Every cell is quoted, lines end in CRLF,
// and a byte-order mark tells Excel the file is UTF-8 (Thai names).
const FORMULA_START = /^[=+\-@|%\t\r]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
