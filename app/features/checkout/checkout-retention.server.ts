// Checkout's retention jobs (ADR 046): what the privacy policy promises for orders, transfer slips
// and Stripe's webhook events, run by the background jobs and `npm run retention`. Each job is
// one statement per table (or a SKIP LOCKED claim), so two instances running it at once never
// do the same work twice, and none moves updated_at, the clock the order periods run from.
import { and, asc, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orderDocuments, orders, payments, paymentWebhookEvents } from "~/.server/db/schema";
import type { ObjectStorage } from "~/.server/storage/storage";
import { accountingCutoff, daysBefore, monthsBefore, type RetentionRun } from "~/lib/retention";
import { removeSlip, slipKeyOf } from "./slips.server";

// Correlated subqueries name the outer row explicitly, as in admin-payments.server.ts.
const ORDER_ID = sql.raw('"orders"."id"');
const ORDER_UPDATED_AT = sql.raw('"orders"."updated_at"');
/** The order's last change or payment: the moment both order periods are counted from. */
const lastActivity = sql`greatest(${ORDER_UPDATED_AT}, coalesce((select max(p.updated_at) from payments p where p.order_id = ${ORDER_ID}), ${ORDER_UPDATED_AT}))`;
const activeBefore = (cutOff: Date) => sql`${lastActivity} < ${cutOff.toISOString()}::timestamptz`;

const ids = (rows: { id: number }[]) => rows.map((row) => String(row.id));

/**
 * Project requirements, which accounting does not need, are emptied `years` after the order's
 * last activity. Answers the ids of the orders emptied (or, on a dry run, that would be).
 */
export async function clearOldRequirements(
  db: Db,
  { now, dryRun = false, years }: RetentionRun & { years: number },
): Promise<string[]> {
  const where = and(ne(orders.requirements, ""), activeBefore(monthsBefore(now, years * 12)));
  if (dryRun) return ids(await db.select({ id: orders.id }).from(orders).where(where).orderBy(asc(orders.id)));
  return ids(await db.update(orders).set({ requirements: "" }).where(where).returning({ id: orders.id })).sort(byNumber);
}

const hasPersonalDetails = or(
  ne(orders.customerName, ""),
  ne(orders.customerEmail, ""),
  ne(orders.customerPhone, ""),
  ne(orders.customerCompany, ""),
  ne(orders.requirements, ""),
);
const hasSlip = sql`exists(select 1 from payments p where p.order_id = ${ORDER_ID} and p.slip_path is not null)`;

/**
 * Past the accounting period plus `years`, an order keeps its package, amounts, method and
 * status, and loses everything that identifies the customer: name, e-mail, phone, company,
 * requirements and the transfer slips of its payments (removed from storage). Answers the ids of
 * the orders anonymised (or, on a dry run, that would be).
 */
export async function anonymiseOldOrders(
  db: Db,
  slips: ObjectStorage,
  { now, dryRun = false, years }: RetentionRun & { years: number },
): Promise<string[]> {
  const old = activeBefore(accountingCutoff(now, years));
  if (dryRun) {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(old, or(hasPersonalDetails, hasSlip)))
      .orderBy(asc(orders.id));
    return ids(rows);
  }
  // The paths are taken and cleared in one statement (SKIP LOCKED: another instance doing the
  // same takes other rows), then the files go. A crash in between leaves a slip nothing refers
  // to, which removeOrphanSlips deletes.
  const cleared = (await db.execute(sql`
    update payments set slip_path = null, slip_content_type = null
    from (
      select id, slip_path from payments
      where slip_path is not null and order_id in (select ${ORDER_ID} from orders where ${old})
      for update skip locked
    ) as taken
    where payments.id = taken.id
    returning payments.order_id as id, taken.slip_path as slip_path
  `)) as unknown as { rows: { id: number; slip_path: string }[] };
  for (const row of cleared.rows) await removeSlip(slips, row.slip_path);
  const anonymised = await db
    .update(orders)
    .set({ customerName: "", customerEmail: "", customerPhone: "", customerCompany: "", requirements: "" })
    .where(and(old, hasPersonalDetails))
    .returning({ id: orders.id });
  return [...new Set([...ids(cleared.rows), ...ids(anonymised)])].sort(byNumber);
}

/**
 * Receipts and tax invoices are kept unchanged until the end of the accounting period (the
 * Bangkok calendar year) they were issued in plus `years`, then deleted: the one delete the
 * documents' trigger allows, in a transaction that names itself the retention job. Answers the
 * document numbers.
 */
export async function deleteOldDocuments(
  db: Db,
  { now, dryRun = false, years }: RetentionRun & { years: number },
): Promise<string[]> {
  const old = lt(orderDocuments.issuedAt, accountingCutoff(now, years));
  if (dryRun) {
    const rows = await db
      .select({ number: orderDocuments.number })
      .from(orderDocuments)
      .where(old)
      .orderBy(asc(orderDocuments.id));
    return rows.map((row) => row.number);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.document_retention', 'on', true)`);
    const deleted = await tx.delete(orderDocuments).where(old).returning({ number: orderDocuments.number });
    return deleted.map((row) => row.number).sort();
  });
}

/**
 * Slips that no payment refers to, stored more than `days` ago: the upload of a payment report
 * that then failed, or one whose clearing above was interrupted. Answers their storage keys.
 */
export async function removeOrphanSlips(
  db: Db,
  slips: ObjectStorage,
  { now, dryRun = false, days }: RetentionRun & { days: number },
): Promise<string[]> {
  const candidates = await slips.keysStoredBefore(daysBefore(now, days));
  if (candidates.length === 0) return [];
  const referenced = await db.select({ path: payments.slipPath }).from(payments).where(isNotNull(payments.slipPath));
  const inUse = new Set(referenced.map((row) => (row.path ? slipKeyOf(row.path) : null)));
  const orphans = candidates.filter((key) => !inUse.has(key));
  if (!dryRun) for (const key of orphans) await slips.delete(key);
  return orphans;
}

/**
 * Stripe's event ids are kept so that a replayed event is processed once; Stripe stops retrying
 * after three days, so after `days` they are deleted. Answers the event ids.
 */
export async function purgeOldWebhookEvents(
  db: Db,
  { now, dryRun = false, days }: RetentionRun & { days: number },
): Promise<string[]> {
  const where = lt(paymentWebhookEvents.receivedAt, daysBefore(now, days));
  const column = { id: paymentWebhookEvents.providerEventId };
  const rows = dryRun
    ? await db.select(column).from(paymentWebhookEvents).where(where)
    : await db.delete(paymentWebhookEvents).where(where).returning(column);
  return rows.map((row) => row.id).sort();
}

function byNumber(a: string, b: string): number {
  return Number(a) - Number(b);
}
