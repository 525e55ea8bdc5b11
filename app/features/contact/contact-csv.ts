// CSV of contact messages for admins. Cells that a spreadsheet would run as a formula (starting
// with = + - @, or a tab or carriage return) get a leading apostrophe (OWASP's CSV injection
// advice), every cell is quoted, and a byte-order mark tells Excel the file is UTF-8 (Thai).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export interface CsvMessage {
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  packageId: string | null;
  language: string;
  readAt: Date | null;
  message: string;
}

export const CSV_HEADER = ["id", "received_at_utc", "name", "email", "phone", "company", "package", "language", "read_at_utc", "message"] as const;

export function contactMessagesCsv(messages: readonly CsvMessage[]): string {
  return toCsv(
    CSV_HEADER,
    messages.map((message) => [
      message.id,
      message.createdAt.toISOString(),
      message.name,
      message.email,
      message.phone,
      message.company,
      message.packageId,
      message.language,
      message.readAt ? message.readAt.toISOString() : null,
      message.message,
    ]),
  );
}
