// Contact messages are personal data kept only as long as the agency needs them (PDPA): older
// than CONTACT_RETENTION_MONTHS (app/lib/retention.ts), they are deleted by a periodic job.
import { asc, lt } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";
import { monthsBefore, type RetentionRun } from "~/lib/retention";

/**
 * Deletes messages received more than `months` calendar months before `now` (one statement).
 * Answers their ids (or, on a dry run, the ids that would go).
 */
export async function deleteOldContactMessages(
  db: Db,
  { now, dryRun = false, months }: RetentionRun & { months: number },
): Promise<string[]> {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Retention must be a whole number of months, got ${months}`);
  const where = lt(contactMessages.createdAt, monthsBefore(now, months));
  const rows = dryRun
    ? await db.select({ id: contactMessages.id }).from(contactMessages).where(where).orderBy(asc(contactMessages.id))
    : await db.delete(contactMessages).where(where).returning({ id: contactMessages.id });
  return rows
    .map((row) => row.id)
    .sort((a, b) => a - b)
    .map(String);
}
