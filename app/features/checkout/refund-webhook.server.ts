// Stripe's webhooks about refunds (ADR 102), dispatched by stripe-webhooks.server.ts inside its
// once-per-event transaction: the refund is found by Stripe's id, else by the refund_id our
// create call put in its metadata, and settled by refunds.server.ts's one settling path.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { refunds } from "~/.server/db/schema";
import type { AgencyContact } from "./admin-receipt-mail.server";
import { settleRefund } from "./refunds.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Stripe's word on a refund (refund.updated, refund.failed, or a refund listed on charge.refunded),
 * in the webhook's transaction: found by its id, else by our refund_id in its metadata.
 */
export async function settleStripeRefund(
  tx: Tx,
  reported: {
    id: string;
    status: string | null;
    amount: number;
    failure_reason?: string | null;
    metadata?: Record<string, string> | null;
  },
  agency: AgencyContact,
): Promise<"processed" | "duplicate" | "ignored" | "unknownPayment" | "amountMismatch"> {
  let [row] = await tx.select().from(refunds).where(eq(refunds.stripeRefundId, reported.id)).limit(1);
  if (!row) {
    const id = Number(reported.metadata?.refund_id);
    if (Number.isSafeInteger(id) && id > 0) {
      [row] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, id), eq(refunds.method, "stripe"), sql`${refunds.stripeRefundId} is null`))
        .limit(1);
    }
  }
  // A refund made in Stripe's dashboard is not one of ours: staff record it here themselves.
  if (!row) return "unknownPayment";
  if (reported.amount !== row.amountSatang) return "amountMismatch";
  if (reported.status !== "succeeded" && reported.status !== "failed" && reported.status !== "canceled") return "ignored";
  return settleRefund(tx, {
    refundId: row.id,
    outcome: reported.status === "succeeded" ? "succeeded" : "failed",
    actor: null,
    agency,
    stripeRefundId: reported.id,
    failureReason: reported.failure_reason ?? reported.status,
  });
}
