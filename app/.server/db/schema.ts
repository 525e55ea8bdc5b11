import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Site-wide settings as typed JSON documents, one row per group (agency, integrations, ...). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
