// The dashboard's user figure (admins only): people who signed in and wait for approval.
import { count, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";

/** Answered from users_role_idx. */
export async function countPendingUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, "pending"));
  return Number(row?.total ?? 0);
}
