// CSV of contact messages for admins (formula-safe cells: app/lib/csv.ts).
import { toCsv } from "~/lib/csv";

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

export const CSV_HEADER = [
  "id",
  "received_at_utc",
  "name",
  "email",
  "phone",
  "company",
  "package",
  "language",
  "read_at_utc",
  "message",
] as const;

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
