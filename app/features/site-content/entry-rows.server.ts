// What the testimonials and FAQ screens do alike to their ordered rows (ADR 088): read one for
// editing, check its revision, move it past its neighbour, hide or show it, delete it. Every
// change is one transaction with one content_audit row (the row with both translations, before
// and after) and, once committed, contentChanged().
import { and, asc, eq, max, type SQL, sql } from "drizzle-orm";
import { type ContentActor, type DbOrTx, recordContentChange } from "~/.server/content-audit.server";
import { contentChanged } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import { faqEntries, testimonials } from "~/.server/db/schema";

/**
 * The row columns both tables share (id, position, hidden, updated_at). The FAQ's table has the
 * same columns under another name; typed as the testimonials' so one set of queries serves both.
 */
export type EntryTable = typeof testimonials;
export const faqEntryTable = faqEntries as unknown as EntryTable;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How one screen's rows are read for its audit entries and where its trail goes. */
export interface EntryKind<Snapshot> {
  area: "testimonials" | "faq";
  table: EntryTable;
  /** The row with both translations as the screen shows it; null when it is gone. */
  snapshot: (db: DbOrTx, id: number) => Promise<Snapshot | null>;
}

/** What a save comes to: done, or refused with a status and the catalogue key of the reason. */
export type EntrySave<Done = { id: number }> =
  ({ ok: true } & Done) | { ok: false; status: 404; reason: "notFound" } | { ok: false; status: 409; reason: "stale" };

export const notFound = { ok: false, status: 404, reason: "notFound" } as const;
export const stale = { ok: false, status: 409, reason: "stale" } as const;

/** A row's revision as the forms carry it: its updated_at in milliseconds. */
export const revisionOf = (updatedAt: Date) => updatedAt.toISOString();

/**
 * The row saved at exactly this revision (as the article editor checks): an unreadable revision
 * matches nothing, so it reads as someone else's save, never as leave to overwrite.
 */
export function savedAt(table: EntryTable, revision: string): SQL {
  const at = new Date(revision);
  if (revision === "" || Number.isNaN(at.getTime())) return sql`false`;
  return sql`date_trunc('milliseconds', ${table.updatedAt}) = ${at.toISOString()}::timestamptz`;
}

/** Locks the row at this revision for the save; tells a deleted row from a newer save. */
export async function lockAtRevision(tx: Tx, table: EntryTable, id: number, revision: string) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), savedAt(table, revision)))
    .for("update");
  if (row) return null;
  const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return exists ? stale : notFound;
}

/** The position after the last row: a new entry goes to the end of the list. */
export async function nextPosition(tx: Tx, table: EntryTable): Promise<number> {
  const [row] = await tx.select({ last: max(table.position) }).from(table);
  return (row?.last ?? 0) + 1;
}

/** What a change inside auditedChange reports: the row, as it was, and whether anything changed. */
type Changed<Snapshot, Done> = EntrySave<Done & { id: number; before: Snapshot | null; unchanged?: boolean }>;

/**
 * Runs one change in a transaction with its audit entry, then tells the caches once it is
 * committed. A change that turned out to change nothing writes no entry.
 */
export async function auditedChange<Snapshot, Done>(
  db: Db,
  actor: ContentActor,
  kind: EntryKind<Snapshot>,
  change: (tx: Tx) => Promise<Changed<Snapshot, Done>>,
): Promise<EntrySave<Done & { id: number }>> {
  const outcome = await db.transaction(async (tx) => {
    const result = await change(tx);
    if (!result.ok || result.unchanged) return result;
    const after = await kind.snapshot(tx, result.id);
    await recordContentChange(tx, actor, { area: kind.area, entityId: result.id, before: result.before, after });
    return result;
  });
  if (!outcome.ok) return outcome;
  if (!outcome.unchanged) contentChanged();
  const { before: _before, unchanged: _unchanged, ...done } = outcome;
  return done as { ok: true } & Done & { id: number };
}

export type Direction = "up" | "down";

/**
 * Swaps the row with its neighbour above or below. The list is renumbered 1..n in its shown order
 * (position, then id) as it goes, so gaps a delete left and equal positions never stop a move.
 * A move changes no text and leaves updated_at alone: an edit form open elsewhere stays current.
 */
export async function moveEntry<Snapshot>(
  db: Db,
  actor: ContentActor,
  kind: EntryKind<Snapshot>,
  id: number,
  direction: Direction,
): Promise<EntrySave<{ moved: boolean }>> {
  const { table } = kind;
  return auditedChange<Snapshot, { moved: boolean }>(db, actor, kind, async (tx) => {
    const rows = await tx
      .select({ id: table.id, position: table.position })
      .from(table)
      .orderBy(asc(table.position), asc(table.id))
      .for("update");
    const index = rows.findIndex((row) => row.id === id);
    if (index === -1) return notFound;
    const other = direction === "up" ? index - 1 : index + 1;
    // Already first (or last): nothing moves, and the answer says so.
    if (other < 0 || other >= rows.length) return { ok: true, id, before: null, moved: false, unchanged: true };
    const before = await kind.snapshot(tx, id);
    const order = rows.map((row) => row.id);
    [order[index], order[other]] = [order[other] as number, order[index] as number];
    for (const [at, rowId] of order.entries()) {
      if (rows.find((row) => row.id === rowId)?.position === at + 1) continue;
      await tx
        .update(table)
        .set({ position: at + 1 })
        .where(eq(table.id, rowId));
    }
    return { ok: true, id, before, moved: true };
  });
}

/** Hides a row from the site, or shows it again; the revision is the one the list showed. */
export async function setEntryHidden<Snapshot>(
  db: Db,
  actor: ContentActor,
  kind: EntryKind<Snapshot>,
  id: number,
  revision: string,
  hidden: boolean,
): Promise<EntrySave> {
  const { table } = kind;
  return auditedChange<Snapshot, object>(db, actor, kind, async (tx) => {
    const refused = await lockAtRevision(tx, table, id, revision);
    if (refused) return refused;
    const before = await kind.snapshot(tx, id);
    await tx
      .update(table)
      .set({ hidden, updatedAt: sql`now()` })
      .where(eq(table.id, id));
    return { ok: true, id, before };
  });
}

/** Deletes a row and its translations; the revision is the one the list showed. */
export async function deleteEntry<Snapshot>(
  db: Db,
  actor: ContentActor,
  kind: EntryKind<Snapshot>,
  id: number,
  revision: string,
): Promise<EntrySave> {
  const { table } = kind;
  return auditedChange<Snapshot, object>(db, actor, kind, async (tx) => {
    const refused = await lockAtRevision(tx, table, id, revision);
    if (refused) return refused;
    const before = await kind.snapshot(tx, id);
    await tx.delete(table).where(eq(table.id, id));
    return { ok: true, id, before };
  });
}
