// Who may change a role, and how: an admin on the Users screen (never leaving the site without an
// admin) and the operator's command (by e-mail, the way back in for a locked-out agency). Each
// change is recorded in the role audit trail in the same transaction.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { recordRoleChange } from "./role-audit.server";
import { isRole } from "./roles";
import { UserError } from "./user-errors";
import { normaliseEmail, storable, toProfile, type UserProfile, validUid } from "./users.server";

/**
 * An admin sets another user's role (or their own). The admin rows are locked, in uid order,
 * before anything is checked, so two admins demoting each other at the same moment run one after
 * the other and the second finds it is no longer an admin: at least one admin always remains.
 * Errors: insufficient-permissions (checked first, before any write), invalid-role,
 * user-not-found, last-admin; any other failure is role-update-failed. Nothing changes on error.
 */
export async function changeRole(db: Db, change: { actorUid: string; targetUid: string; role: unknown }): Promise<UserProfile> {
  if (!validUid(change.actorUid)) throw new UserError("insufficient-permissions");
  try {
    return await db.transaction(async (tx) => {
      const admins = await tx
        .select({ uid: users.uid, email: users.email })
        .from(users)
        .where(eq(users.role, "admin"))
        .orderBy(asc(users.uid))
        .for("update");
      const actor = admins.find((admin) => admin.uid === change.actorUid);
      if (!actor) throw new UserError("insufficient-permissions");
      const role = change.role;
      if (!isRole(role)) throw new UserError("invalid-role");
      if (!validUid(change.targetUid)) throw new UserError("user-not-found");
      const [target] = await tx
        .select({ role: users.role, email: users.email })
        .from(users)
        .where(eq(users.uid, change.targetUid))
        .for("update");
      if (!target) throw new UserError("user-not-found");
      if (target.role === "admin" && role !== "admin" && admins.length <= 1) throw new UserError("last-admin");
      const [row] = await tx
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.uid, change.targetUid))
        .returning();
      if (!row) throw new UserError("user-not-found");
      await recordRoleChange(tx, {
        actor: { kind: "admin", uid: actor.uid, email: actor.email },
        target: { uid: row.uid, email: target.email },
        from: target.role,
        to: role,
      });
      return toProfile(row);
    });
  } catch (cause) {
    if (cause instanceof UserError) throw cause;
    throw new UserError("role-update-failed", { cause });
  }
}

/**
 * The operator's tool (`npm run users:set-role`): sets a role by e-mail with no actor and no
 * last-admin rule, since it is how a locked-out agency gets an admin back. Also says how many
 * admins remain, so the tool can warn when there are none.
 */
export async function setRoleByEmail(db: Db, email: string, role: unknown): Promise<{ user: UserProfile; adminCount: number }> {
  if (!isRole(role)) throw new UserError("invalid-role");
  const address = normaliseEmail(email);
  if (!address || !storable(address)) throw new UserError("user-not-found");
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.email, address)).for("update");
      if (!before) throw new UserError("user-not-found");
      const [row] = await tx
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.email, address))
        .returning();
      if (!row) throw new UserError("user-not-found");
      await recordRoleChange(tx, {
        actor: { kind: "command" },
        target: { uid: row.uid, email: row.email },
        from: before.role,
        to: role,
      });
      const admins = await tx.select({ uid: users.uid }).from(users).where(eq(users.role, "admin"));
      return { user: toProfile(row), adminCount: admins.length };
    });
  } catch (cause) {
    if (cause instanceof UserError) throw cause;
    throw new UserError("role-update-failed", { cause });
  }
}
