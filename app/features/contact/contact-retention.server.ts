// Contact messages are personal data kept only as long as the agency needs them (PDPA): older
// than CONTACT_RETENTION_MONTHS, they are deleted by a periodic job.
import { lt, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";

/** Deletes messages received more than `months` calendar months before `now`. Returns how many. */
export async function purgeOldContactMessages(db: Db, months: number, now: Date = new Date()): Promise<number> {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Retention must be a whole number of months, got ${months}`);
  const cutOff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`;
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutOff))
    .returning({ id: contactMessages.id });
  return deleted.length;
}
