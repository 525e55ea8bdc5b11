// What the catalogue services (packages, add-ons, plans) share: who is saving and what they may
// change (ADR 094), the answer a save gives the screen, the revision check, and the list's order.
import { count, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/.server/content-audit.server";
import { contentChanged } from "~/.server/content-changes";
import { logger } from "~/.server/logger";
import { orders } from "~/.server/db/schema";
import { FOREIGN_KEY_VIOLATION, postgresErrorOf, UNIQUE_VIOLATION } from "~/.server/db/postgres-errors";
import { canonicalJson } from "~/lib/json-changes";

/** The signed-in person: editors change words; admins also prices and figures, create and delete. */
export interface CatalogueActor {
  uid: string;
  email: string;
  isAdmin: boolean;
}

export type CatalogueErrorKey =
  | "errors.conflict"
  | "errors.figuresForbidden"
  | "errors.adminOnly"
  | "errors.notFound"
  | "errors.idTaken"
  | "errors.inUse"
  | "errors.inUseOne"
  | "errors.failed";

export type CatalogueOutcome =
  | { ok: true; outcome: "saved" | "unchanged" | "created" | "deleted" | "moved"; id: string }
  | { ok: false; status: 400 | 403 | 404 | 409 | 500; error: CatalogueErrorKey; field?: string; count?: number };

/** A refusal thrown inside a save's transaction, so that nothing it wrote is kept. */
export class CatalogueRefusal extends Error {
  constructor(readonly refusal: Extract<CatalogueOutcome, { ok: false }>) {
    super(refusal.error);
  }
}

export const refuse = (status: 400 | 403 | 404 | 409, error: CatalogueErrorKey, extra: { field?: string; count?: number } = {}) =>
  new CatalogueRefusal({ ok: false, status, error, ...extra });

/** The form's revision: `updated_at` to the millisecond, as an ISO string. */
export const revisionOf = (updatedAt: Date) => updatedAt.toISOString();

/**
 * The UPDATE's condition that the row is still as the form loaded it; an unreadable revision
 * matches nothing (a conflict, never leave to overwrite).
 */
export function savedAt(column: AnyPgColumn, revision: string | undefined): SQL {
  const at = revision ? new Date(revision) : null;
  if (!at || Number.isNaN(at.getTime())) return sql`false`;
  return sql`date_trunc('milliseconds', ${column}) = ${at.toISOString()}::timestamptz`;
}

export const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** The figures an editor's save would change: none may (ADR 094). */
export function changedFigures<T extends object>(stored: T, given: Partial<T> | undefined): string[] {
  if (!given) return [];
  const keys = Object.keys(given) as (keyof T & string)[];
  return keys.filter((key) => given[key] !== undefined && !sameJson(given[key], stored[key]));
}

/**
 * Whether an editor's post carries a figure that differs from the stored one, compared as the form
 * shows it (a box left out is not sent, so only a ticked box counts). The action refuses such a
 * post with 403 before anything else is read.
 */
export function postChangesFigures(formData: FormData, stored: object, names: readonly string[]) {
  const shown = stored as Record<string, unknown>;
  return names.some((name) => {
    const posted = formData.getAll(name);
    if (posted.length === 0) return false;
    return posted.length > 1 || String(posted[0]).trim() !== String(shown[name] ?? "");
  });
}

/**
 * The list's new order after moving one row up or down: every row's position from 1, so equal
 * positions become distinct; null when the row is not there or is already at that end.
 */
export function reorder<Row extends { id: string; position: number }>(
  rows: Row[],
  id: string,
  direction: "up" | "down",
): { row: Row; position: number }[] | null {
  const index = rows.findIndex((row) => row.id === id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index === -1 || target < 0 || target >= rows.length) return null;
  const order = [...rows];
  [order[index], order[target]] = [order[target] as Row, order[index] as Row];
  return order.map((row, at) => ({ row, position: at + 1 })).filter(({ row, position }) => row.position !== position);
}

/** Thrown to roll back a save that changes nothing (the revision's bump included). */
export class UnchangedSave extends Error {
  constructor(readonly id: string) {
    super("unchanged");
  }
}

/**
 * Runs a change (one transaction): a refusal or failure thrown inside rolls it back and becomes
 * the screen's answer; a committed change is announced to the caches.
 */
export async function attempt(what: string, change: () => Promise<CatalogueOutcome>): Promise<CatalogueOutcome> {
  try {
    const outcome = await change();
    if (outcome.ok && outcome.outcome !== "unchanged") contentChanged();
    return outcome;
  } catch (error) {
    if (error instanceof UnchangedSave) return { ok: true, outcome: "unchanged", id: error.id };
    const refusal = outcomeOfError(error);
    if (refusal) return refusal;
    logger.error(`${what} failed`, error instanceof Error ? error.message : String(error));
    return { ok: false, status: 500, error: "errors.failed" };
  }
}

/** How a save's exception becomes the screen's answer: a refusal as it is, anything else logged as a failure. */
export function outcomeOfError(error: unknown): Extract<CatalogueOutcome, { ok: false }> | null {
  if (error instanceof CatalogueRefusal) return error.refusal;
  const { code } = postgresErrorOf(error);
  // Another save created the same id, or an order began to use the row, between our check and our write.
  if (code === UNIQUE_VIOLATION) return { ok: false, status: 400, error: "errors.idTaken", field: "id" };
  if (code === FOREIGN_KEY_VIOLATION) return { ok: false, status: 409, error: "errors.inUseOne", count: 1 };
  return null;
}

/** The count of orders in `where`, for the "used by N orders" refusal. */
export async function countOrders(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ orders: count() }).from(orders).where(where);
  return row?.orders ?? 0;
}

export const inUse = (count: number) => refuse(409, count === 1 ? "errors.inUseOne" : "errors.inUse", { count });
