// The decisions on a PromptPay or bank-transfer payment, by an admin: confirm it (the order becomes
// Completed and receipts are queued in the same transaction) or mark it failed. Each decision
// stores who (users.uid) and when (database clock) on the payment. Card payments are decided by
// Stripe's webhook only.
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type DocumentType, orders, payments } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { codedError } from "~/lib/errors";
import type { PaymentDecision, PaymentDecisionError } from "./admin-payments-schema";
import { type AgencyContact, settleConfirmedPayment } from "./admin-receipt-mail.server";
import { BalanceError, type BalanceMailContext, requestBalance } from "./balance.server";
import { CorrectionError, correctOrderDocuments } from "./documents/document-corrections.server";
import { type DocumentSeller, documentTypeFor } from "./documents/issue-document.server";
import { cancelOrder, OrderDecisionError, withdrawBalance } from "./order-decisions.server";
import { recordOrderEvent } from "./order-events.server";
import { RefundError, type RefundOutcome, refundPayment } from "./refunds.server";
import { moveBalance, moveOrder, movePayment } from "./status-transitions.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type AdminPaymentErrorCode = "notFound" | "cardPayment" | "alreadyCompleted" | "cancelled" | "notProcessing";

export const AdminPaymentError = codedError<AdminPaymentErrorCode>(
  "AdminPaymentError",
  (code) => `Payment decision refused: ${code}`,
);
export type AdminPaymentError = InstanceType<typeof AdminPaymentError>;

/**
 * Locks the order and picks the attempt to decide on: for an order not yet paid, the latest
 * processing one of the order's method; for a deposit order whose balance is requested, the
 * latest processing PromptPay or transfer payment of the balance (any enabled method).
 */
async function lockForDecision(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new AdminPaymentError("notFound");
  if (order.status === "cancelled") throw new AdminPaymentError("cancelled");
  /** The latest processing attempt of the order that `which` allows, locked. */
  const latestProcessing = async (which: SQL | undefined) =>
    (
      await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "processing"), which))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1)
        .for("update")
    )[0];
  if (order.status === "completed") {
    if (order.balanceStatus !== "requested") throw new AdminPaymentError("alreadyCompleted");
    // The balance is decided on what the customer reported (its method is theirs to choose).
    const payment = await latestProcessing(and(eq(payments.purpose, "balance"), ne(payments.method, "card")));
    if (!payment) throw new AdminPaymentError("notProcessing");
    return { order, payment, purpose: "balance" as const };
  }
  if (order.paymentMethod === "card") throw new AdminPaymentError("cardPayment");
  const payment = await latestProcessing(and(eq(payments.method, order.paymentMethod), eq(payments.purpose, "due_now")));
  return { order, payment, purpose: "due_now" as const };
}

/**
 * The money is in the agency's account: the payment succeeds, the order is Completed, receipts are
 * queued. Money can arrive before the customer says so, so with no attempt open one is recorded.
 */
export async function confirmOrderPayment(
  db: Db,
  input: { orderId: number; staffUid: string; agency: () => Promise<AgencyContact> },
): Promise<{ reference: string; paymentId: number }> {
  const agency = await input.agency();
  return db.transaction(async (tx) => {
    const { order, payment, purpose } = await lockForDecision(tx, input.orderId);
    const target =
      payment ??
      (
        await tx
          .insert(payments)
          .values({ orderId: order.id, method: order.paymentMethod, amountSatang: order.amountDueNowSatang })
          .returning()
      )[0];
    if (!target) throw new Error("The payment was not stored");
    const confirmed = await movePayment(tx, target.id, "succeeded", {
      failureReason: null,
      confirmedBy: input.staffUid,
      confirmedAt: sql`now()`,
    });
    if (!confirmed) throw new AdminPaymentError("notProcessing");
    const settled = purpose === "balance" ? await moveBalance(tx, order.id, "paid") : await moveOrder(tx, order.id, "completed");
    if (!settled) throw new AdminPaymentError("alreadyCompleted");
    const document = await settleConfirmedPayment(tx, { order: settled, payment: confirmed, agency });
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "payment_confirmed",
      actor: input.staffUid,
      details: { amountSatang: confirmed.amountSatang, documents: [document.number], paymentId: confirmed.id },
    });
    return { reference: order.reference, paymentId: confirmed.id };
  });
}

/**
 * What confirming would do now, for the question staff answer first: the amount that becomes paid
 * and the document issued for it, decided by the issuer's own rule (documentTypeFor); null when
 * there is nothing to confirm. Read in a transaction that changes nothing.
 */
export async function confirmationPreview(
  db: Db,
  input: { orderId: number; seller: DocumentSeller },
): Promise<{ amountSatang: number; documentType: DocumentType } | null> {
  try {
    return await db.transaction(async (tx) => {
      const { order, payment } = await lockForDecision(tx, input.orderId);
      // With no attempt open, confirming records one of the amount due (confirmOrderPayment).
      return {
        amountSatang: payment?.amountSatang ?? order.amountDueNowSatang,
        documentType: documentTypeFor(input.seller, order),
      };
    });
  } catch (error) {
    if (error instanceof AdminPaymentError) return null;
    throw error;
  }
}

/** The transfer did not arrive (or was wrong): the attempt fails, the order stays for a new one. */
export async function failOrderPayment(
  db: Db,
  input: { orderId: number; staffUid: string; reason: string },
): Promise<{ reference: string; paymentId: number }> {
  return db.transaction(async (tx) => {
    const { order, payment, purpose } = await lockForDecision(tx, input.orderId);
    if (!payment) throw new AdminPaymentError("notProcessing");
    const failed = await movePayment(tx, payment.id, "failed", {
      failureReason: input.reason || "rejected by staff",
      confirmedBy: input.staffUid,
      confirmedAt: sql`now()`,
    });
    if (!failed) throw new AdminPaymentError("notProcessing");
    // A refused balance payment leaves the order paid (its deposit) and the balance requested.
    if (purpose === "due_now" && !(await moveOrder(tx, order.id, "failed"))) throw new AdminPaymentError("alreadyCompleted");
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "payment_failed",
      actor: input.staffUid,
      details: { amountSatang: failed.amountSatang, paymentId: failed.id, ...(input.reason ? { reason: input.reason } : {}) },
    });
    return { reference: order.reference, paymentId: payment.id };
  });
}

export type PaymentDecisionOutcome =
  | { ok: true; done: "confirmed" | "failed" | "requested" | "corrected" | "cancelled" | "withdrawn" | RefundOutcome }
  | { ok: false; status: number; error: PaymentDecisionError };

/**
 * The detail screen's decision as one use-case: confirm or fail, with each refusal named for the
 * screen and answered with its status (a missing order 404, a decision the order's state does not
 * allow 409, anything unexpected 503 and logged).
 */
export async function decidePayment(
  db: Db,
  input: {
    orderId: number | null;
    staffUid: string;
    /** The staff member's role: a refund is refused to anyone but an admin (refunds.server.ts). */
    staffRole?: string;
    decision: PaymentDecision;
    agency: () => Promise<AgencyContact>;
    balanceMail: () => Promise<BalanceMailContext>;
    /** Stripe's settings, for a refund through Stripe. */
    stripe?: Pick<Env, "stripe">;
  },
): Promise<PaymentDecisionOutcome> {
  const { orderId, staffUid, decision } = input;
  // An id that cannot be an order's (the URL's) names no order.
  if (!orderId) return { ok: false, status: 404, error: "notFound" };
  let refunded: RefundOutcome | undefined;
  try {
    if (decision.intent === "refund") {
      const { outcome } = await refundPayment(db, input.stripe ?? { stripe: { enabled: false } as Env["stripe"] }, {
        orderId,
        paymentId: decision.paymentId,
        amountSatang: decision.amount,
        reason: decision.reason,
        staff: { uid: staffUid, role: input.staffRole ?? "" },
        agency: input.agency,
      });
      refunded = outcome;
    } else if (decision.intent === "confirm") await confirmOrderPayment(db, { orderId, staffUid, agency: input.agency });
    else if (decision.intent === "fail") await failOrderPayment(db, { orderId, staffUid, reason: decision.reason });
    else if (decision.intent === "request-balance")
      await requestBalance(db, { orderId, staffUid, mail: await input.balanceMail() });
    else if (decision.intent === "cancel-order") await cancelOrder(db, { orderId, staffUid, reason: decision.reason });
    else if (decision.intent === "withdraw-balance") await withdrawBalance(db, { orderId, staffUid });
    else if (decision.intent === "correct-documents") {
      const agency = await input.agency();
      const { reason, buyerName, buyerAddress, buyerTaxId, buyerBranch } = decision;
      await correctOrderDocuments(db, {
        orderId,
        staffUid,
        seller: agency.seller,
        replyTo: agency.notificationEmail,
        correction: {
          reason,
          buyer: { name: buyerName, address: buyerAddress, taxId: buyerTaxId, branch: buyerTaxId ? buyerBranch || "00000" : "" },
        },
      });
    }
  } catch (error) {
    if (
      error instanceof AdminPaymentError ||
      error instanceof BalanceError ||
      error instanceof CorrectionError ||
      error instanceof OrderDecisionError ||
      error instanceof RefundError
    )
      return { ok: false, status: error.code === "notFound" ? 404 : error.code === "forbidden" ? 403 : 409, error: error.code };
    logger.error("Payment decision failed", { orderId, error: error instanceof Error ? error.name : "unknown" });
    return { ok: false, status: 503, error: "failed" };
  }
  logger.info("Payment decided by staff", { orderId, intent: decision.intent });
  if (refunded) return { ok: true, done: refunded };
  const done = {
    confirm: "confirmed",
    fail: "failed",
    "request-balance": "requested",
    "correct-documents": "corrected",
    "cancel-order": "cancelled",
    "withdraw-balance": "withdrawn",
    refund: "refunded",
  } as const;
  return { ok: true, done: done[decision.intent] };
}
