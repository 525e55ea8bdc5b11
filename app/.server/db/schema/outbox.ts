import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * The mail outbox (app/.server/mail/outbox.server.ts). A mail is written here inside the
 * transaction that caused it, so it exists exactly when its cause does; a worker on any instance
 * claims due rows (FOR UPDATE SKIP LOCKED) and sends them. `next_attempt_at` doubles as the claim's
 * lease: a worker that dies mid-send leaves the row due again once the lease has passed.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** What the mail is for, e.g. "contact-notification"; for logs and the admin. */
    kind: text("kind").notNull(),
    /** The record it belongs to, e.g. "contact:42" or an order number. */
    reference: text("reference"),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Files sent with the mail (a receipt's PDF), base64; small by construction. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** The last failure, masked (no addresses, no secrets). */
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("mail_outbox_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
    // The worker's claim: due pending mails, oldest due first.
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The purge of sent mails.
    index("mail_outbox_sent_at_idx").on(table.sentAt),
    index("mail_outbox_reference_idx").on(table.reference),
  ],
);
