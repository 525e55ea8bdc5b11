// The record of data-subject requests (ADR 110): when each was received, when it is due (30
// days), what was done and by whom. The address is kept only while a request is open; afterwards
// the record holds its SHA-256 and counts, never the person's data.
import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, min, ne, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type PrivacyRequestKind, privacyRequests } from "~/.server/db/schema";
import { bangkokDate, bangkokMidnight } from "~/lib/bangkok-date";

/** PDPA section 30: a request is answered within 30 days of receipt. */
export const RESPONSE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
/** How many closed requests the screen lists (newest first). */
const CLOSED_SHOWN = 50;

export type PrivacyAction = "received" | "exported" | "erased" | "completed" | "refused";

export interface PrivacyLogEntry {
  at: string;
  /** users.uid of the admin. */
  by: string;
  action: PrivacyAction;
}

/** What a request's outcome column holds: its history and, once done, the counts (no personal data). */
export interface PrivacyOutcome {
  log?: PrivacyLogEntry[];
  found?: Record<string, number>;
  erased?: Record<string, number>;
  kept?: { reason: string; references?: string[]; orders?: number; documents: number }[];
}

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export function subjectHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export async function createPrivacyRequest(
  db: Db,
  input: { kind: PrivacyRequestKind; email: string; staffUid: string; note: string; receivedOn?: string; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  // A request that arrived on an earlier day counts from that day's start in Bangkok.
  const earlier = input.receivedOn && input.receivedOn < bangkokDate(now) ? bangkokMidnight(input.receivedOn) : null;
  const receivedAt = earlier ?? now;
  const email = input.email.trim().toLowerCase();
  const log: PrivacyLogEntry[] = [{ at: now.toISOString(), by: input.staffUid, action: "received" }];
  const [row] = await db
    .insert(privacyRequests)
    .values({
      kind: input.kind,
      subjectEmail: email,
      subjectHash: subjectHash(email),
      receivedAt,
      dueAt: new Date(receivedAt.getTime() + RESPONSE_DAYS * DAY_MS),
      createdBy: input.staffUid,
      note: input.note,
      outcome: { log } satisfies PrivacyOutcome,
    })
    .returning({ id: privacyRequests.id });
  if (!row) throw new Error("The privacy request was not recorded");
  return row.id;
}

export async function getPrivacyRequest(db: Db, id: number): Promise<PrivacyRequestRow | null> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  return row ?? null;
}

export async function listPrivacyRequests(db: Db): Promise<{ open: PrivacyRequestRow[]; closed: PrivacyRequestRow[] }> {
  const [open, closed] = await Promise.all([
    db.select().from(privacyRequests).where(eq(privacyRequests.status, "open")).orderBy(asc(privacyRequests.dueAt)),
    db
      .select()
      .from(privacyRequests)
      .where(ne(privacyRequests.status, "open"))
      .orderBy(desc(privacyRequests.receivedAt))
      .limit(CLOSED_SHOWN),
  ]);
  return { open, closed };
}

/** Adds one entry to an open request's history (an export), in one statement. */
export async function logPrivacyAction(db: Db, id: number, entry: PrivacyLogEntry): Promise<boolean> {
  const updated = await db
    .update(privacyRequests)
    .set({
      outcome: sql`jsonb_set(${privacyRequests.outcome}, '{log}', coalesce(${privacyRequests.outcome}->'log', '[]'::jsonb) || ${JSON.stringify([entry])}::jsonb)`,
    })
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, "open")))
    .returning({ id: privacyRequests.id });
  return updated.length > 0;
}

/**
 * Closes an open request: completed or refused, by whom, with what was done. The address is
 * cleared in the same statement (the table's check refuses a closed request that keeps it).
 * Answers false when the request was not open.
 */
export async function closePrivacyRequest(
  db: Db,
  id: number,
  input: {
    status: "completed" | "refused";
    staffUid: string;
    note?: string;
    action: PrivacyAction;
    results?: Omit<PrivacyOutcome, "log">;
    now?: Date;
  },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const entry: PrivacyLogEntry = { at: now.toISOString(), by: input.staffUid, action: input.action };
  const results = JSON.stringify(input.results ?? {});
  const updated = await db
    .update(privacyRequests)
    .set({
      status: input.status,
      subjectEmail: null,
      handledBy: input.staffUid,
      completedAt: now,
      ...(input.note !== undefined ? { note: input.note } : {}),
      outcome: sql`(${privacyRequests.outcome} || ${results}::jsonb) || jsonb_build_object('log', coalesce(${privacyRequests.outcome}->'log', '[]'::jsonb) || ${JSON.stringify([entry])}::jsonb)`,
    })
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, "open")))
    .returning({ id: privacyRequests.id });
  return updated.length > 0;
}

/** The dashboard's figure: how many requests are open and the nearest due date. */
export async function openPrivacyRequests(db: Db): Promise<{ open: number; nextDue: Date | null }> {
  const [row] = await db
    .select({ open: count(), nextDue: min(privacyRequests.dueAt) })
    .from(privacyRequests)
    .where(eq(privacyRequests.status, "open"));
  return { open: Number(row?.open ?? 0), nextDue: row?.nextDue ? new Date(row.nextDue) : null };
}
