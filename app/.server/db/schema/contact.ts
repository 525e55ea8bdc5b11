import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Messages sent with the contact form (docs/product.md#contact-form: name, email, phone, company, message), kept
 * as plain text (never HTML) and purged after CONTACT_RETENTION_MONTHS. `language` is the
 * visitor's, so the acknowledgement and any reply can use it.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message").notNull(),
    /** The package chosen with "Get started" (app/lib/pricing.ts id), if any. */
    packageId: text("package_id"),
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    check("contact_messages_language_check", sql`${table.language} in ('en', 'th')`),
    // The dashboard list (newest first) and the retention purge.
    index("contact_messages_created_at_idx").on(table.createdAt.desc()),
    // The dashboard's unread count: only unread rows, so it stays small however many are read.
    index("contact_messages_unread_idx")
      .on(table.createdAt.desc())
      .where(sql`${table.readAt} is null`),
  ],
);
