// PromptPay and bank-transfer payments are sales only once staff confirm the money (or, for
// PromptPay paid at Stripe, its webhook: ADR 099), so their GA4 purchase is reported from here (by
// a periodic job, server/purchase-reports.ts) rather than by the browser when the order is placed.
// Each confirmed payment is reported once, with its own amount: a deposit as `<reference>`, a
// balance payment as `<reference>-balance`.
import { and, asc, eq, gte, inArray, isNotNull, isNull, notInArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";
import type { Logger } from "~/lib/logger";
import { orderNamesOf } from "./order-names.server";
import { type OrderPurchasePayment, packageNameForAnalytics } from "./purchase-event";

/** GA accepts events up to 72 hours old: an older confirmation is not reported at all. */
export const PURCHASE_REPORT_WINDOW_MS = 3 * 24 * 60 * 60_000;

export interface ConfirmedPurchase {
  paymentId: number;
  clientId: string;
  confirmedAt: Date;
  payment: OrderPurchasePayment;
}

export interface ReportConfirmedPurchasesOptions {
  now: Date;
  /** Sends one purchase; false (or a reason) leaves it for the next run. */
  send: (purchase: ConfirmedPurchase) => Promise<{ ok: true } | { ok: false; reason: string }>;
  log?: Pick<Logger, "warn">;
  /** At most this many a run. */
  batchSize?: number;
  /**
   * A run stops after this many failures (default 1): Google answers 2xx to anything well-formed,
   * so a failure means it is down or out of reach, and the next run tries again.
   */
  maxFailures?: number;
}

/**
 * Reports the confirmed PromptPay and bank-transfer payments not yet reported whose order has a
 * client id. Each is claimed in its own transaction with FOR UPDATE SKIP LOCKED and marked sent in
 * it after a 2xx, so two instances never send the same one. The transaction stays open while the
 * request is under way; on PGlite that holds every other query too, so the request's timeout and
 * stopping at the first failure bound the wait. Answers how many were sent.
 */
export async function reportConfirmedPurchases(db: Db, options: ReportConfirmedPurchasesOptions): Promise<number> {
  const { now, batchSize = 20, maxFailures = 1 } = options;
  const since = new Date(now.getTime() - PURCHASE_REPORT_WINDOW_MS);
  const failed: number[] = [];
  let sent = 0;
  while (sent + failed.length < batchSize && failed.length < maxFailures) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          paymentId: payments.id,
          method: payments.method,
          purpose: payments.purpose,
          amountSatang: payments.amountSatang,
          confirmedAt: payments.confirmedAt,
          reference: orders.reference,
          packageId: orders.packageId,
          totalSatang: orders.totalSatang,
          clientId: orders.analyticsClientId,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(
          and(
            eq(payments.status, "succeeded"),
            inArray(payments.method, ["promptpay", "bank_transfer"]),
            isNull(payments.analyticsSentAt),
            gte(payments.confirmedAt, since),
            isNotNull(orders.analyticsClientId),
            failed.length ? notInArray(payments.id, failed) : undefined,
          ),
        )
        .orderBy(asc(payments.confirmedAt), asc(payments.id))
        .limit(1)
        .for("update", { of: payments, skipLocked: true });
      if (!row?.clientId || !row.confirmedAt) return null;
      const names = await orderNamesOf(tx, { packageId: row.packageId, addOns: [], maintenancePlan: null });
      const purchase: ConfirmedPurchase = {
        paymentId: row.paymentId,
        clientId: row.clientId,
        confirmedAt: row.confirmedAt,
        payment: {
          transactionId: row.purpose === "balance" ? `${row.reference}-balance` : row.reference,
          reference_number: row.reference,
          amount: row.amountSatang,
          currency: "THB",
          payment_method: row.method,
          order: {
            final_amount: row.totalSatang,
            package_name: packageNameForAnalytics(row.packageId, names.en.packages[row.packageId]),
          },
        },
      };
      const result = await options.send(purchase);
      if (result.ok) await tx.update(payments).set({ analyticsSentAt: now }).where(eq(payments.id, row.paymentId));
      else
        options.log?.warn("Analytics: purchase not reported, tried again next run", {
          reference: row.reference,
          reason: result.reason,
        });
      return { paymentId: row.paymentId, ok: result.ok };
    });
    if (!outcome) break;
    if (outcome.ok) sent += 1;
    else failed.push(outcome.paymentId);
  }
  return sent;
}
