// Staff accounts after access ends (ADR 046): the privacy policy deletes them a fixed number of
// days later. A role change to pending is when access ends, and users.updated_at records it (it
// moves on role changes only; a first sign-in creates the account as pending with the same
// time), so no other column is needed. Their sessions go with them (on delete cascade).
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { daysBefore, type RetentionRun } from "~/lib/retention";

/**
 * Deletes accounts whose role has been pending for more than `days`: former staff, and people
 * who signed in but were never let in. Answers their uids (hashes, not names or e-mails). One
 * statement: a role granted at the same moment wins, as PostgreSQL rechecks the row it locks.
 */
export async function deleteFormerStaffAccounts(
  db: Db,
  { now, dryRun = false, days }: RetentionRun & { days: number },
): Promise<string[]> {
  const where = and(eq(users.role, "pending"), lt(users.updatedAt, daysBefore(now, days)));
  const rows = dryRun
    ? await db.select({ uid: users.uid }).from(users).where(where).orderBy(asc(users.uid))
    : await db.delete(users).where(where).returning({ uid: users.uid });
  return rows.map((row) => row.uid).sort();
}
