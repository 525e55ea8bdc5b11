// Refunds of a paid payment, whole or in part (ADR 102), by an admin. A payment with a Stripe
// payment intent (card, PromptPay at Stripe) is refunded through Stripe's refund API: the refund is
// recorded pending first (its amount reserved), then asked of Stripe with an idempotency key of
// our refund's id, and settled by Stripe's answer or later by its webhook. PromptPay to the
// agency's own QR and bank transfers are given back by staff outside the site and recorded as
// succeeded at once. Settling is one transaction: the refund row, payments.refunded_satang by a
// guarded update (never past the amount), the credit note when the payment had a tax invoice, the
// order_events row, the customer's e-mail, and completed -> refunded once everything paid is back.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments, refunds } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { codedError } from "~/lib/errors";
import type { AgencyContact } from "./admin-receipt-mail.server";
import { invoiceOfPayment, issueCreditNote } from "./documents/credit-note.server";
import { recordOrderEvent } from "./order-events.server";
import { enqueueRefundMail } from "./refund-mail.server";
import { moveOrder } from "./status-transitions.server";
import { stripeClient } from "./stripe.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;
type RefundRow = typeof refunds.$inferSelect;

export type RefundErrorCode = "notFound" | "forbidden" | "notRefundable" | "tooMuch" | "stripeOff";
export const RefundError = codedError<RefundErrorCode>("RefundError", (code) => `Refund refused: ${code}`);
export type RefundError = InstanceType<typeof RefundError>;

export function isRefundError(error: unknown): error is RefundError {
  return error instanceof RefundError;
}

/** How a payment is refunded: through Stripe when Stripe took it, else recorded (staff paid it back). */
export function refundMethodOf(payment: { stripePaymentIntentId: string | null }): "stripe" | "offline" {
  return payment.stripePaymentIntentId ? "stripe" : "offline";
}

/** The idempotency key of the refund's create call at Stripe: a retry never refunds twice. */
export function refundIdempotencyKey(refundId: number): string {
  return `refund-${refundId}-create`;
}

/** Satang still refundable: the amount less what was refunded and what is pending at Stripe. */
async function refundableOf(tx: Executor, payment: typeof payments.$inferSelect): Promise<number> {
  const [pending] = await tx
    .select({ satang: sql<string>`coalesce(sum(${refunds.amountSatang}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, "pending")));
  return payment.amountSatang - payment.refundedSatang - Number(pending?.satang ?? 0);
}

async function lockPayment(tx: Tx, orderId: number, paymentId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new RefundError("notFound");
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.orderId, order.id)))
    .for("update");
  if (!payment) throw new RefundError("notFound");
  return { order, payment };
}

export interface RefundPreview {
  paymentId: number;
  amountSatang: number;
  reason: string;
  method: "stripe" | "offline";
  /** The tax invoice a credit note would refer to; null for a plain receipt. */
  creditNoteFor: string | null;
  /** Whether this refund gives back everything paid on the order (it then becomes Refunded). */
  whole: boolean;
}

/** What a refund would do now, for the question asked first; a RefundError when it is refused. */
export async function refundPreview(
  db: Db,
  input: { orderId: number; paymentId: number; amountSatang: number; reason: string },
): Promise<RefundPreview> {
  return db.transaction(async (tx) => {
    const { order, payment } = await lockPayment(tx, input.orderId, input.paymentId);
    if (payment.status !== "succeeded" || order.status !== "completed") throw new RefundError("notRefundable");
    if (input.amountSatang > (await refundableOf(tx, payment))) throw new RefundError("tooMuch");
    const invoice = await invoiceOfPayment(tx, payment.id);
    const [paid] = await tx
      .select({ left: sql<string>`coalesce(sum(${payments.amountSatang} - ${payments.refundedSatang}), 0)` })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")));
    return {
      paymentId: payment.id,
      amountSatang: input.amountSatang,
      reason: input.reason,
      method: refundMethodOf(payment),
      creditNoteFor: invoice?.number ?? null,
      whole: Number(paid?.left ?? 0) === input.amountSatang,
    };
  });
}

/**
 * A pending refund becomes succeeded (money, credit note, event, mail, order status) or failed
 * (event only), in the caller's transaction. A refund already settled is left as it is
 * ("duplicate"): Stripe's answer and its webhooks may all report the same outcome.
 */
export async function settleRefund(
  tx: Tx,
  input: {
    refundId: number;
    outcome: "succeeded" | "failed";
    actor: string | null;
    agency: AgencyContact;
    failureReason?: string;
    stripeRefundId?: string;
  },
): Promise<"processed" | "duplicate"> {
  const [found] = await tx.select().from(refunds).where(eq(refunds.id, input.refundId));
  if (!found) throw new RefundError("notFound");
  const { order, payment } = await lockPayment(tx, found.orderId, found.paymentId);
  const [refund] = await tx
    .update(refunds)
    .set({
      status: input.outcome,
      completedAt: sql`now()`,
      ...(input.stripeRefundId ? { stripeRefundId: input.stripeRefundId } : {}),
      ...(input.outcome === "failed" ? { failureReason: (input.failureReason ?? "failed").slice(0, 200) } : {}),
    })
    .where(and(eq(refunds.id, found.id), eq(refunds.status, "pending")))
    .returning();
  if (!refund) return "duplicate";
  const details = { amountSatang: refund.amountSatang, paymentId: payment.id };
  if (input.outcome === "failed") {
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "refund_failed",
      actor: input.actor,
      details: { ...details, reason: refund.failureReason ?? "failed" },
    });
    return "processed";
  }
  // The guard: two refunds settling at once can never take the payment past its amount.
  const [refunded] = await tx
    .update(payments)
    .set({ refundedSatang: sql`${payments.refundedSatang} + ${refund.amountSatang}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.status, "succeeded"),
        sql`${payments.refundedSatang} + ${refund.amountSatang} <= ${payments.amountSatang}`,
      ),
    )
    .returning();
  if (!refunded) throw new RefundError("tooMuch");
  const creditNote = await issueCreditNote(tx, { order, payment: refunded, refund, seller: input.agency.seller });
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: "refund_succeeded",
    actor: input.actor,
    details: { ...details, reason: refund.reason, ...(creditNote ? { documents: [creditNote.number] } : {}) },
  });
  const [left] = await tx
    .select({ satang: sql<string>`coalesce(sum(${payments.amountSatang} - ${payments.refundedSatang}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")));
  const whole = Number(left?.satang ?? 0) === 0;
  // Everything paid is back: completed -> refunded (the only way there, status-transitions.server.ts).
  if (whole) await moveOrder(tx, order.id, "refunded");
  await enqueueRefundMail(tx, { order, refund, creditNote, whole, agency: input.agency });
  return "processed";
}

export type RefundOutcome = "refunded" | "refundPending" | "refundFailed";

/**
 * Refunds `amountSatang` of a succeeded payment (admins only). Offline: recorded and settled in one
 * transaction. Stripe: recorded pending, then asked of Stripe outside any transaction; Stripe's
 * answer settles it (succeeded or failed), or it stays pending for the webhook.
 */
export async function refundPayment(
  db: Db,
  env: Pick<Env, "stripe">,
  input: {
    orderId: number;
    paymentId: number;
    amountSatang: number;
    reason: string;
    staff: { uid: string; role: string };
    agency: () => Promise<AgencyContact>;
  },
): Promise<{ outcome: RefundOutcome; refundId: number }> {
  if (input.staff.role !== "admin") throw new RefundError("forbidden");
  const agency = await input.agency();
  const created = await db.transaction(async (tx) => {
    const { order, payment } = await lockPayment(tx, input.orderId, input.paymentId);
    if (payment.status !== "succeeded" || order.status !== "completed") throw new RefundError("notRefundable");
    if (input.amountSatang <= 0 || input.amountSatang > (await refundableOf(tx, payment))) throw new RefundError("tooMuch");
    const method = refundMethodOf(payment);
    if (method === "stripe" && !env.stripe.enabled) throw new RefundError("stripeOff");
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        amountSatang: input.amountSatang,
        method,
        reason: input.reason,
        createdBy: input.staff.uid,
      })
      .returning();
    if (!refund) throw new Error("The refund was not stored");
    if (method === "offline") {
      await settleRefund(tx, { refundId: refund.id, outcome: "succeeded", actor: input.staff.uid, agency });
    } else {
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: "refund_requested",
        actor: input.staff.uid,
        details: { amountSatang: refund.amountSatang, paymentId: payment.id, reason: refund.reason },
      });
    }
    return { refund, order, intentId: payment.stripePaymentIntentId };
  });
  const { refund, order, intentId } = created;
  if (refund.method === "offline") return { outcome: "refunded", refundId: refund.id };
  return askStripe(db, env, { refund, reference: order.reference, intentId: intentId ?? "", staffUid: input.staff.uid, agency });
}

async function askStripe(
  db: Db,
  env: Pick<Env, "stripe">,
  input: { refund: RefundRow; reference: string; intentId: string; staffUid: string; agency: AgencyContact },
): Promise<{ outcome: RefundOutcome; refundId: number }> {
  const { refund } = input;
  let answer: { id: string; status: string | null; failure_reason?: string | null };
  try {
    answer = await stripeClient(env).refunds.create(
      {
        payment_intent: input.intentId,
        amount: refund.amountSatang,
        reason: "requested_by_customer",
        metadata: { refund_id: String(refund.id), order_reference: input.reference },
      },
      { idempotencyKey: refundIdempotencyKey(refund.id) },
    );
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // Stripe refused it (already refunded, amount too large…): nothing was refunded.
      const code = (error as { code?: string }).code ?? "refused_by_stripe";
      logger.warn("Stripe refused a refund", { order: input.reference, refund: refund.id, code });
      await db.transaction((tx) =>
        settleRefund(tx, { refundId: refund.id, outcome: "failed", actor: null, agency: input.agency, failureReason: code }),
      );
      return { outcome: "refundFailed", refundId: refund.id };
    }
    // No answer: Stripe may have made it. It stays pending (its amount reserved) for the webhook,
    // which finds it by the refund_id in its metadata.
    logger.error("Stripe refund got no answer; left pending", {
      order: input.reference,
      refund: refund.id,
      error: error instanceof Error ? error.name : "unknown",
    });
    return { outcome: "refundPending", refundId: refund.id };
  }
  return db.transaction(async (tx) => {
    if (answer.status === "succeeded" || answer.status === "failed" || answer.status === "canceled") {
      const outcome = answer.status === "succeeded" ? "succeeded" : "failed";
      await settleRefund(tx, {
        refundId: refund.id,
        outcome,
        actor: input.staffUid,
        agency: input.agency,
        stripeRefundId: answer.id,
        failureReason: answer.failure_reason ?? answer.status,
      });
      const [row] = await tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refund.id));
      return {
        outcome: row?.status === "succeeded" ? "refunded" : row?.status === "failed" ? "refundFailed" : "refundPending",
        refundId: refund.id,
      } as const;
    }
    await tx
      .update(refunds)
      .set({ stripeRefundId: answer.id })
      .where(and(eq(refunds.id, refund.id), sql`${refunds.stripeRefundId} is null`));
    return { outcome: "refundPending", refundId: refund.id } as const;
  });
}
