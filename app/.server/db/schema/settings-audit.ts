import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per saved settings group (/admin/settings): who, when (database clock), which group, and
 * the group's JSON before and after. The actor is copied, not referenced, so the trail outlives the
 * user's account.
 */
export const settingsAudit = pgTable(
  "settings_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email").notNull(),
    group: text("group").notNull(),
    before: jsonb("before"),
    after: jsonb("after").notNull(),
  },
  (table) => [
    check("settings_audit_group_check", sql`${table.group} in ('agency', 'payments', 'invoicing', 'integrations')`),
    // The screen lists the latest entries first.
    index("settings_audit_changed_at_idx").on(table.changedAt.desc(), table.id.desc()),
  ],
);
