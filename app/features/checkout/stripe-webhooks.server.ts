// Stripe's webhook (ADR 036): the signature is checked on the raw body; each event is processed once
// (its id is inserted into payment_webhook_events first, in the same transaction as the state
// change, so a replay finds the row and a failure leaves neither); the amount Stripe reports must
// equal the amount we asked for. A card payment is Completed only here, never on the word of the
// browser returning to /payment-success. PromptPay paid at Stripe (ADR 099) takes the same path: its
// checkout.session.completed may come unpaid, and async_payment_succeeded or _failed then decides.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "~/.server/db/client";
import { orders, payments, paymentWebhookEvents } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { moveBalance, moveOrder, movePayment } from "./status-transitions.server";
import { type AgencyContact, settleConfirmedPayment } from "./admin-receipt-mail.server";
import { settleStripeRefund } from "./refund-webhook.server";
import { stripeClient } from "./stripe.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

/** Who confirmed a card payment, in payments.confirmed_by (staff confirmations hold a user uid). */
export const STRIPE_CONFIRMER = "stripe-webhook";

/** Bigger than any event Stripe sends; anything larger is not from Stripe. */
const MAX_PAYLOAD_BYTES = 512 * 1024;

export type WebhookOutcome =
  "processed" | "duplicate" | "ignored" | "unknownPayment" | "amountMismatch" | "badSignature" | "notConfigured" | "retryLater";

export interface WebhookResult {
  status: 200 | 400 | 404 | 503;
  outcome: WebhookOutcome;
}

const result = (status: WebhookResult["status"], outcome: WebhookOutcome): WebhookResult => ({ status, outcome });

export async function handleStripeWebhook(
  db: Db,
  env: Pick<Env, "stripe">,
  input: { payload: string; signature: string | null; agency: () => Promise<AgencyContact> },
): Promise<WebhookResult> {
  if (!env.stripe.enabled) return result(404, "notConfigured");
  if (!input.signature || Buffer.byteLength(input.payload) > MAX_PAYLOAD_BYTES) return result(400, "badSignature");
  let event: Stripe.Event;
  try {
    event = stripeClient(env).webhooks.constructEvent(input.payload, input.signature, env.stripe.webhookSecret());
  } catch {
    logger.warn("Stripe webhook rejected: bad signature");
    return result(400, "badSignature");
  }

  try {
    // Read before the transaction: on embedded PGlite (one connection) a read outside an open
    // transaction would run inside it.
    const agency = await input.agency();
    const loadAgency = async () => agency;
    const outcome = await db.transaction(async (tx) => {
      const [first] = await tx
        .insert(paymentWebhookEvents)
        .values({ providerEventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.providerEventId });
      if (!first) return "duplicate" as const;
      const handled = await dispatch(tx, event, loadAgency);
      await tx
        .update(paymentWebhookEvents)
        .set({ processedAt: sql`now()` })
        .where(eq(paymentWebhookEvents.providerEventId, event.id));
      return handled;
    });
    logger.info("Stripe webhook", { type: event.type, outcome });
    return result(200, outcome);
  } catch (error) {
    // Nothing was written (one transaction); a non-2xx answer makes Stripe deliver it again later.
    logger.error("Stripe webhook could not be processed", {
      type: event.type,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    return result(503, "retryLater");
  }
}

async function dispatch(tx: Tx, event: Stripe.Event, agency: () => Promise<AgencyContact>): Promise<WebhookOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const payment = await findPayment(tx, { sessionId: session.id, metadata: session.metadata });
      if (!payment) return "unknownPayment";
      const intentId = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
      if (session.payment_status !== "paid") {
        // An asynchronous method: the money arrives later (async_payment_succeeded or _failed).
        return awaitBank(tx, payment, { sessionId: session.id, intentId });
      }
      return succeed(tx, payment, {
        amount: session.amount_total,
        currency: session.currency,
        sessionId: session.id,
        intentId,
        agency,
      });
    }
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      const payment = await findPayment(tx, { intentId: intent.id, metadata: intent.metadata });
      if (!payment) return "unknownPayment";
      return succeed(tx, payment, {
        amount: intent.amount_received,
        currency: intent.currency,
        intentId: intent.id,
        agency,
      });
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = event.data.object;
      const payment = await findPayment(tx, { sessionId: session.id, metadata: session.metadata });
      if (!payment) return "unknownPayment";
      return fail(tx, payment, event.type === "checkout.session.expired" ? "expired" : "async_payment_failed");
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const payment = await findPayment(tx, { intentId: intent.id, metadata: intent.metadata });
      if (!payment) return "unknownPayment";
      await remember(tx, payment, { intentId: intent.id });
      const code = intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? "payment_failed";
      return fail(tx, payment, code.slice(0, 100));
    }
    // Refunds (ADR 102): Stripe's word on a refund asked for on /admin/payments/:orderId.
    case "refund.updated":
    case "refund.failed":
      return settleStripeRefund(tx, event.data.object, await agency());
    case "charge.refunded": {
      // The charge lists its refunds only when the API version includes them; refund.updated says
      // the same for each, and settling twice changes nothing.
      const listed = event.data.object.refunds?.data ?? [];
      let outcome: WebhookOutcome = "ignored";
      for (const refund of listed) {
        const settled = await settleStripeRefund(tx, refund, await agency());
        if (settled === "processed" || outcome === "ignored") outcome = settled;
      }
      return outcome;
    }
    default:
      return "ignored";
  }
}

/** By the provider's id first; by our own payment id in the metadata when Stripe was quicker than us. */
async function findPayment(
  tx: Tx,
  by: { sessionId?: string; intentId?: string; metadata?: Stripe.Metadata | null },
): Promise<PaymentRow | undefined> {
  if (by.sessionId) {
    const [row] = await tx.select().from(payments).where(eq(payments.stripeCheckoutSessionId, by.sessionId)).limit(1);
    if (row) return row;
  }
  if (by.intentId) {
    const [row] = await tx.select().from(payments).where(eq(payments.stripePaymentIntentId, by.intentId)).limit(1);
    if (row) return row;
  }
  const id = Number(by.metadata?.payment_id);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), inArray(payments.method, ["card", "promptpay"])))
    .limit(1);
  if (!row) return undefined;
  // A payment already tied to another session is not this event's.
  if (by.sessionId && row.stripeCheckoutSessionId && row.stripeCheckoutSessionId !== by.sessionId) return undefined;
  if (by.intentId && row.stripePaymentIntentId && row.stripePaymentIntentId !== by.intentId) return undefined;
  return row;
}

async function remember(tx: Tx, payment: PaymentRow, ids: { sessionId?: string; intentId?: string | null }) {
  const set: Partial<typeof payments.$inferInsert> = {};
  if (ids.sessionId && !payment.stripeCheckoutSessionId) set.stripeCheckoutSessionId = ids.sessionId;
  if (ids.intentId && !payment.stripePaymentIntentId) set.stripePaymentIntentId = ids.intentId;
  if (Object.keys(set).length === 0) return;
  await tx
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
}

/**
 * The customer finished at Stripe and the bank has yet to confirm: the attempt keeps its ids (the
 * order page says it waits for the bank) and an unpaid order is processing, as after "I have paid".
 * A late copy, after the payment succeeded or failed, changes no state.
 */
async function awaitBank(
  tx: Tx,
  found: PaymentRow,
  ids: { sessionId: string; intentId: string | null },
): Promise<WebhookOutcome> {
  const { order, payment } = await lockOrderAndPayment(tx, found.id, found.orderId);
  if (!order || !payment) return "unknownPayment";
  await remember(tx, payment, ids);
  if (payment.status === "processing" && payment.purpose === "due_now" && order.status === "pending") {
    await moveOrder(tx, order.id, "processing");
  }
  return "processed";
}

/** Locks the order, then the payment (the order admin confirmations lock in), and re-reads both. */
async function lockOrderAndPayment(tx: Tx, paymentId: number, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return { order, payment };
}

async function succeed(
  tx: Tx,
  found: PaymentRow,
  reported: {
    amount: number | null;
    currency: string | null;
    sessionId?: string;
    intentId: string | null;
    agency: () => Promise<AgencyContact>;
  },
): Promise<WebhookOutcome> {
  const { order, payment } = await lockOrderAndPayment(tx, found.id, found.orderId);
  if (!order || !payment) return "unknownPayment";
  await remember(tx, payment, { sessionId: reported.sessionId, intentId: reported.intentId });
  // Fulfilled once, whichever of checkout.session.completed and payment_intent.succeeded comes first.
  if (payment.status === "succeeded") return "duplicate";
  if (reported.amount !== payment.amountSatang || reported.currency?.toLowerCase() !== payment.currency.toLowerCase()) {
    logger.warn("Stripe reported a different amount or currency: payment left for staff to check", {
      order: order.reference,
      payment: payment.id,
    });
    return "amountMismatch";
  }
  // A card declined and then accepted in the same Checkout page: failed -> succeeded is real.
  const confirmed = await movePayment(tx, payment.id, "succeeded", {
    failureReason: null,
    confirmedBy: STRIPE_CONFIRMER,
    confirmedAt: sql`now()`,
  });
  if (!confirmed) return "duplicate";
  const balance = payment.purpose === "balance";
  const settled = balance ? await moveBalance(tx, order.id, "paid") : await moveOrder(tx, order.id, "completed");
  if (!settled) {
    // Paid at Stripe, but the order (or its balance) was already paid by another payment or cancelled.
    logger.warn("Stripe payment succeeded on an order that cannot take it: left for staff to check", {
      order: order.reference,
      payment: payment.id,
      status: balance ? order.balanceStatus : order.status,
    });
  }
  await settleConfirmedPayment(tx, { order: settled ?? order, payment: confirmed, agency: await reported.agency() });
  return "processed";
}

async function fail(tx: Tx, found: PaymentRow, reason: string): Promise<WebhookOutcome> {
  const { order, payment } = await lockOrderAndPayment(tx, found.id, found.orderId);
  if (!order || !payment) return "unknownPayment";
  if (payment.status === "succeeded") return "ignored";
  if (payment.status === "processing") await movePayment(tx, payment.id, "failed", { failureReason: reason });
  // The order stays, so the customer can try again. Only its latest attempt speaks for it: an old
  // session expiring after a successful retry must not mark the order failed.
  const [latest] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  // A failed balance payment leaves the order as it was: paid (its deposit), the balance requested.
  if (latest?.id === payment.id && payment.purpose === "due_now") await moveOrder(tx, order.id, "failed");
  return "processed";
}
