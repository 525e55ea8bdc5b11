import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per change of a staff member's role: when (database clock), by whom (an admin on the
 * Users screen, the operator's command, or ADMIN_EMAILS at sign-in), whose, from and to. Written in
 * the transaction that changes the role. Names are copied, not referenced, so the trail outlives
 * the accounts.
 */
export const roleAudit = pgTable(
  "role_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    actorKind: text("actor_kind", { enum: ["admin", "command", "admin-emails"] }).notNull(),
    /** The admin who made the change; null for the command and for ADMIN_EMAILS. */
    actorUid: text("actor_uid"),
    actorEmail: text("actor_email"),
    targetUid: text("target_uid").notNull(),
    targetEmail: text("target_email").notNull(),
    /** Null when the account was created with the role (a first sign-in listed in ADMIN_EMAILS). */
    fromRole: text("from_role", { enum: ["pending", "editor", "admin"] }),
    toRole: text("to_role", { enum: ["pending", "editor", "admin"] }).notNull(),
  },
  (table) => [
    check("role_audit_actor_kind_check", sql`${table.actorKind} in ('admin', 'command', 'admin-emails')`),
    check(
      "role_audit_roles_check",
      sql`${table.toRole} in ('pending', 'editor', 'admin') and (${table.fromRole} is null or ${table.fromRole} in ('pending', 'editor', 'admin'))`,
    ),
  ],
);
