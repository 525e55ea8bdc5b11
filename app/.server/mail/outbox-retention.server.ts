// How long mail stays in the outbox once the worker is done with it (ADR 024, 046): its bodies
// hold personal data (a contact message, an order's details), so sent and failed mail is deleted
// after the periods in app/lib/retention.ts. Pending mail is never touched.
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { daysBefore, type RetentionRun } from "~/lib/retention";

/**
 * Deletes mail of `status` older than `days`: sent mail counted from sending, failed mail from
 * when it was queued (it failed about two days later). Answers the outbox ids. One statement.
 */
export async function deleteOldMail(
  db: Db,
  { now, dryRun = false, status, days }: RetentionRun & { status: "sent" | "failed"; days: number },
): Promise<string[]> {
  const clock = status === "sent" ? mailOutbox.sentAt : mailOutbox.createdAt;
  const where = and(eq(mailOutbox.status, status), lt(clock, daysBefore(now, days)));
  const rows = dryRun
    ? await db.select({ id: mailOutbox.id }).from(mailOutbox).where(where).orderBy(asc(mailOutbox.id))
    : await db.delete(mailOutbox).where(where).returning({ id: mailOutbox.id });
  return rows
    .map((row) => row.id)
    .sort((a, b) => a - b)
    .map(String);
}
