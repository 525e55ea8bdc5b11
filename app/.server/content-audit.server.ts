// The trail of the Site content screens and the categories screen (ADR 088): one content_audit row
// per save, written in the save's transaction, and the latest entries for the screens to list.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type ContentAuditArea, contentAudit } from "~/.server/db/schema";
import { changedPaths } from "~/lib/json-changes";

/** A database or a transaction: the entry is written by the save's own transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface ContentActor {
  uid: string;
  email: string;
}

export interface ContentChange {
  area: ContentAuditArea;
  /** The row's id (a package's key, a testimonial's number...). */
  entityId: string | number;
  /** The row with its translations as the screen showed it; null before a create. */
  before: unknown;
  /** Null after a delete. */
  after: unknown;
}

/** Writes one entry; call it inside the transaction that makes the change. */
export async function recordContentChange(db: DbOrTx, actor: ContentActor, change: ContentChange): Promise<void> {
  await db.insert(contentAudit).values({
    actorUid: actor.uid,
    actorEmail: actor.email,
    area: change.area,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export interface ContentAuditEntry {
  id: number;
  /** ISO 8601, UTC. */
  changedAt: string;
  actorEmail: string;
  area: ContentAuditArea;
  entityId: string;
  kind: "created" | "changed" | "deleted";
  /** Dotted paths of the values that differ (`translations.th.name`, `priceSatang`). */
  changedFields: string[];
}

/** The latest entries, newest first, for one area (and row) or for all. */
export async function listContentChanges(
  db: Db,
  filter: { area?: ContentAuditArea; entityId?: string | number; limit?: number } = {},
): Promise<ContentAuditEntry[]> {
  const rows = await db
    .select()
    .from(contentAudit)
    .where(
      and(
        filter.area ? eq(contentAudit.area, filter.area) : undefined,
        filter.entityId === undefined ? undefined : eq(contentAudit.entityId, String(filter.entityId)),
      ),
    )
    .orderBy(desc(contentAudit.changedAt), desc(contentAudit.id))
    .limit(filter.limit ?? 20);
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changedAt.toISOString(),
    actorEmail: row.actorEmail,
    area: row.area,
    entityId: row.entityId,
    kind: row.before === null ? "created" : row.after === null ? "deleted" : "changed",
    changedFields: row.before === null || row.after === null ? [] : changedPaths(row.before, row.after),
  }));
}
