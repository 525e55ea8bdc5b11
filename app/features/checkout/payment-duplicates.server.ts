// One transfer claimed for two orders: the other orders whose payments carry the same slip image
// (its SHA-256) or the same bank transfer reference (case-insensitive), for the warning staff see
// on an order's payment detail before they confirm it.
import { and, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";

export interface DuplicatePaymentOrder {
  orderId: number;
  reference: string;
  sameSlip: boolean;
  sameTransferReference: boolean;
}

/** More than a screenful is no more help to staff. */
const MAX_DUPLICATES = 20;

export async function findDuplicatePaymentOrders(db: Db, orderId: number): Promise<DuplicatePaymentOrder[]> {
  const own = await db
    .select({ sha: payments.slipSha256, transferReference: payments.transferReference })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const hashes = [...new Set(own.flatMap((row) => (row.sha ? [row.sha] : [])))];
  const references = [...new Set(own.flatMap((row) => (row.transferReference ? [row.transferReference.toLowerCase()] : [])))];
  if (hashes.length === 0 && references.length === 0) return [];
  // The expression matches payments_transfer_reference_idx, so the look-up uses it.
  const lowerReference = sql<string>`lower(${payments.transferReference})`;
  const rows = await db
    .select({
      orderId: orders.id,
      reference: orders.reference,
      sha: payments.slipSha256,
      transferReference: lowerReference,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        ne(payments.orderId, orderId),
        or(
          hashes.length ? and(isNotNull(payments.slipSha256), inArray(payments.slipSha256, hashes)) : undefined,
          references.length ? and(isNotNull(payments.transferReference), inArray(lowerReference, references)) : undefined,
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_DUPLICATES * 4);
  const byOrder = new Map<number, DuplicatePaymentOrder>();
  for (const row of rows) {
    const entry = byOrder.get(row.orderId) ?? {
      orderId: row.orderId,
      reference: row.reference,
      sameSlip: false,
      sameTransferReference: false,
    };
    entry.sameSlip ||= row.sha !== null && hashes.includes(row.sha);
    entry.sameTransferReference ||= row.transferReference !== null && references.includes(row.transferReference);
    byOrder.set(row.orderId, entry);
  }
  return [...byOrder.values()].slice(0, MAX_DUPLICATES);
}
