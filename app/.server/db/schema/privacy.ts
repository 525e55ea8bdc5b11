import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Data-subject requests under the PDPA (B.E. 2562): access, a copy, correction or erasure. A
 * request is due 30 days after it is received. Only what the request needs is kept: the e-mail
 * address while it is open, and afterwards only its SHA-256 (`subjectHash`, lower-cased address)
 * with what was done (`outcome`: counts found, erased and kept, and why).
 */
export const privacyRequestKinds = ["access", "export", "correction", "erasure"] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
export const privacyRequestStatuses = ["open", "completed", "refused"] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: privacyRequestKinds }).notNull(),
    status: text("status", { enum: privacyRequestStatuses }).notNull().default("open"),
    /** Kept while the request is open; cleared when it is closed. */
    subjectEmail: text("subject_email"),
    subjectHash: text("subject_hash").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** users.uid of who recorded and who closed it; no foreign key, so the record outlives the account. */
    createdBy: text("created_by"),
    handledBy: text("handled_by"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    outcome: jsonb("outcome")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    note: text("note").notNull().default(""),
  },
  (table) => [
    // The dashboard: open requests by due date.
    index("privacy_requests_status_due_idx").on(table.status, table.dueAt),
    index("privacy_requests_received_idx").on(table.receivedAt.desc()),
    check("privacy_requests_kind_check", sql`${table.kind} in ('access', 'export', 'correction', 'erasure')`),
    check("privacy_requests_status_check", sql`${table.status} in ('open', 'completed', 'refused')`),
    check("privacy_requests_email_check", sql`${table.status} = 'open' or ${table.subjectEmail} is null`),
  ],
);

/**
 * Each analytics consent choice, recorded on the server so the agency can prove it: the choice,
 * the privacy policy version shown, the time and a random id kept in the visitor's cookie.
 * Nothing else about the visitor is stored. Deleted by the retention job after the period the
 * policy states.
 */
export const consentChoices = ["accepted", "rejected", "withdrawn"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export const consentRecords = pgTable(
  "consent_records",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    anonymousId: text("anonymous_id").notNull(),
    choice: text("choice", { enum: consentChoices }).notNull(),
    policyVersion: text("policy_version").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consent_records_recorded_at_idx").on(table.recordedAt),
    index("consent_records_anonymous_idx").on(table.anonymousId, table.recordedAt),
    check("consent_records_choice_check", sql`${table.choice} in ('accepted', 'rejected', 'withdrawn')`),
  ],
);
