// One transfer claimed for two orders: the other orders whose payments carry the same slip image
// (its SHA-256), the same transaction reference read from the slip's verification QR (exactly: a
// re-saved, cropped or edited copy of one slip still matches) or the same bank transfer reference
// as typed (case-insensitive), for the warning staff see on an order's payment detail before they
// confirm it.
import { and, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";

export interface DuplicatePaymentOrder {
  orderId: number;
  reference: string;
  sameSlip: boolean;
  sameTransferReference: boolean;
  /** The same bank transaction reference, read from both slips' QR codes. */
  sameSlipQrReference: boolean;
}

/** More than a screenful is no more help to staff. */
const MAX_DUPLICATES = 20;

export async function findDuplicatePaymentOrders(db: Db, orderId: number): Promise<DuplicatePaymentOrder[]> {
  const own = await db
    .select({ sha: payments.slipSha256, transferReference: payments.transferReference, qrReference: payments.slipQrReference })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const hashes = [...new Set(own.flatMap((row) => (row.sha ? [row.sha] : [])))];
  const references = [...new Set(own.flatMap((row) => (row.transferReference ? [row.transferReference.toLowerCase()] : [])))];
  const qrReferences = [...new Set(own.flatMap((row) => (row.qrReference ? [row.qrReference] : [])))];
  if (hashes.length === 0 && references.length === 0 && qrReferences.length === 0) return [];
  // The expression matches payments_transfer_reference_idx, so the look-up uses it.
  const lowerReference = sql<string>`lower(${payments.transferReference})`;
  const rows = await db
    .select({
      orderId: orders.id,
      reference: orders.reference,
      sha: payments.slipSha256,
      transferReference: lowerReference,
      qrReference: payments.slipQrReference,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        ne(payments.orderId, orderId),
        or(
          hashes.length ? and(isNotNull(payments.slipSha256), inArray(payments.slipSha256, hashes)) : undefined,
          references.length ? and(isNotNull(payments.transferReference), inArray(lowerReference, references)) : undefined,
          // Banks' references mix cases (SCB's do): compared exactly, by payments_slip_qr_reference_idx.
          qrReferences.length
            ? and(isNotNull(payments.slipQrReference), inArray(payments.slipQrReference, qrReferences))
            : undefined,
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
      sameSlipQrReference: false,
    };
    entry.sameSlip ||= row.sha !== null && hashes.includes(row.sha);
    entry.sameTransferReference ||= row.transferReference !== null && references.includes(row.transferReference);
    entry.sameSlipQrReference ||= row.qrReference !== null && qrReferences.includes(row.qrReference);
    byOrder.set(row.orderId, entry);
  }
  return [...byOrder.values()].slice(0, MAX_DUPLICATES);
}
