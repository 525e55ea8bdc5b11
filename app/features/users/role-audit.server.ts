// The trail of role changes (docs/decisions/051-role-change-audit.md): who changed whose role,
// from what to what, and when. Each entry is written by the transaction that changes the role, so
// the trail and the users table never disagree; the Users screen shows the latest.
import { desc, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { roleAudit } from "~/.server/db/schema";
import type { Role } from "./roles";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who made a change: an admin on the Users screen, the operator's command, or ADMIN_EMAILS. */
export type RoleChangeActor = { kind: "admin"; uid: string; email: string } | { kind: "command" } | { kind: "admin-emails" };

export interface RoleChange {
  actor: RoleChangeActor;
  target: { uid: string; email: string };
  from: Role | null;
  to: Role;
}

/** Records a change inside the caller's transaction; a change to the same role is not one. */
export async function recordRoleChange(tx: Db | Tx, change: RoleChange): Promise<void> {
  if (change.from === change.to) return;
  await tx.insert(roleAudit).values({
    // The moment of the change, after the row locks were taken (now() is when the transaction began,
    // which for a change that waited on another is before that other one).
    changedAt: sql`clock_timestamp()`,
    actorKind: change.actor.kind,
    actorUid: change.actor.kind === "admin" ? change.actor.uid : null,
    actorEmail: change.actor.kind === "admin" ? change.actor.email : null,
    targetUid: change.target.uid,
    targetEmail: change.target.email,
    fromRole: change.from,
    toRole: change.to,
  });
}

export interface RoleChangeEntry {
  id: number;
  changedAt: string;
  actorKind: RoleChangeActor["kind"];
  actorEmail: string | null;
  targetEmail: string;
  from: Role | null;
  to: Role;
}

/**
 * The latest changes, newest first, for the Users screen. In the order they were written: changes
 * to one person are written under its row lock, so this is the order they happened in.
 */
export async function listRoleChanges(db: Db, limit = 20): Promise<RoleChangeEntry[]> {
  const rows = await db.select().from(roleAudit).orderBy(desc(roleAudit.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changedAt.toISOString(),
    actorKind: row.actorKind,
    actorEmail: row.actorEmail,
    targetEmail: row.targetEmail,
    from: row.fromRole,
    to: row.toRole,
  }));
}
