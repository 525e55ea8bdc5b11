// Card payments through Stripe Checkout (ADR 035), and PromptPay there too when STRIPE_PROMPTPAY is
// on (ADR 099). The amount charged is read from the order row,
// which the server computed from app/lib/pricing.ts; nothing the browser sends is a price. Every
// request that creates something at Stripe carries an idempotency key derived from our payment id,
// so a retried request (ours or stripe-node's own network retries) can never create two sessions.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { packageLine } from "./documents/document-lines";
import { orderNamesOf } from "./order-names.server";
import { moveOrder, movePayment, payablePurpose } from "./status-transitions.server";
import { orderPath } from "./order-access.server";
import { StripePaymentError } from "./stripe-errors";
import { stripeMessages } from "./stripe-messages";

type StripeEnv = Pick<Env, "stripe" | "siteUrl" | "auth">;

/** Sessions older than this are not offered again: Stripe expires them after 24 hours. */
const SESSION_REUSE_MS = 23 * 60 * 60 * 1000;

const clients = new Map<string, Stripe>();

/** One client per key and endpoint (tests point STRIPE_API_URL at a local fake). */
export function stripeClient(env: Pick<Env, "stripe">): Stripe {
  const { api } = env.stripe;
  const cacheKey = `${env.stripe.secretKey()}|${api ? `${api.protocol}://${api.host}:${api.port}` : ""}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(env.stripe.secretKey(), {
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      appInfo: { name: "siam-web-studio" },
      ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Card is offered only when both Stripe keys are configured (the webhook confirms payments). */
export function isCardPaymentAvailable(env: Pick<Env, "stripe">): boolean {
  return env.stripe.enabled;
}

/** The methods paid at Stripe Checkout: card, and PromptPay when STRIPE_PROMPTPAY is on. */
export type StripeMethod = "card" | "promptpay";

export function isStripeMethod(method: unknown): method is StripeMethod {
  return method === "card" || method === "promptpay";
}

/** PromptPay is paid at Stripe Checkout (confirmed by the webhook) instead of by the agency's own QR. */
export function isStripePromptPayAvailable(env: Pick<Env, "stripe">): boolean {
  return env.stripe.enabled && env.stripe.promptPay;
}

/** Stripe's own attempts of an order: its method paid there; never a customer's report (ADR 099). */
function stripeAttempts(orderId: number, purpose: "due_now" | "balance", methods: readonly StripeMethod[]) {
  return and(
    eq(payments.orderId, orderId),
    inArray(payments.method, [...methods]),
    eq(payments.purpose, purpose),
    isNull(payments.customerConfirmedAt),
  );
}

/** The idempotency key of a Stripe request about one of our payments. */
export function stripeIdempotencyKey(paymentId: number, operation: "create-session" | "expire-session"): string {
  return `payment-${paymentId}-${operation}`;
}

/** The secret of order links (ADR 032): the same one the order pages check. */
export function orderLinkSecret(env: Pick<Env, "auth">): string {
  return env.auth.sessionSecret();
}

/** The page Stripe returns to, with the order link's token; Stripe fills in {CHECKOUT_SESSION_ID}. */
export function paymentSuccessUrl(env: Pick<Env, "auth" | "siteUrl">, reference: string): string {
  return `${env.siteUrl}${orderPath(orderLinkSecret(env), reference, "/payment-success")}&session_id={CHECKOUT_SESSION_ID}`;
}

/** Back to the order's page when the customer cancels at Stripe. */
export function orderPageUrl(env: Pick<Env, "auth" | "siteUrl">, reference: string): string {
  return `${env.siteUrl}${orderPath(orderLinkSecret(env), reference)}`;
}

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export async function findOrderByReference(db: Db, reference: string): Promise<OrderRow | undefined> {
  const normalised = reference.trim().toUpperCase();
  if (!/^[A-Z0-9-]{1,40}$/.test(normalised)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.reference, normalised)).limit(1);
  return order;
}

/**
 * Starts (or resumes) a card (or Stripe PromptPay) payment for an order: returns the Stripe Checkout
 * address to send the customer to. An open session of the same order is reused (a double click, a
 * second tab); after a failure a new payment row, and so a new idempotency key, gives a fresh
 * session for the same order. The method defaults to the order's own for the amount due at
 * checkout, and to card for a balance.
 */
export async function startCardPayment(
  db: Db,
  env: StripeEnv,
  input: { reference: string; language: Language; method?: StripeMethod },
): Promise<{ url: string; paymentId: number }> {
  if (!isCardPaymentAvailable(env)) throw new StripePaymentError("notConfigured");
  const found = await findOrderByReference(db, input.reference);
  if (!found || found.status === "cancelled") throw new StripePaymentError("orderNotFound");
  const purpose = payablePurpose(found);
  if (!purpose) throw new StripePaymentError("alreadyPaid");
  const method = input.method ?? (purpose === "due_now" && found.paymentMethod === "promptpay" ? "promptpay" : "card");
  if (method === "promptpay" && !isStripePromptPayAvailable(env)) throw new StripePaymentError("notConfigured");
  // The amount due at checkout is paid the way it was ordered; a balance by any enabled method.
  if (purpose === "due_now" && found.paymentMethod !== method) throw new StripePaymentError("notCardOrder");

  const stripe = stripeClient(env);
  // Pick the payment to use under the order's row lock, so two requests at once pick the same one.
  const { order, payment } = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
    if (!order || payablePurpose(order) !== purpose) throw new StripePaymentError("alreadyPaid");
    const amountSatang = purpose === "balance" ? order.balanceDueSatang : order.amountDueNowSatang;
    const [latest] = await tx
      .select()
      .from(payments)
      .where(stripeAttempts(order.id, purpose, [method]))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    if (latest?.status === "succeeded") throw new StripePaymentError("alreadyPaid");
    const reusable =
      latest?.status === "processing" &&
      latest.amountSatang === amountSatang &&
      Date.now() - latest.createdAt.getTime() < SESSION_REUSE_MS;
    if (reusable) return { order, payment: latest };
    if (latest?.status === "processing") {
      await movePayment(tx, latest.id, "failed", { failureReason: "superseded" });
    }
    const [created] = await tx
      .insert(payments)
      .values({ orderId: order.id, method, purpose, amountSatang, currency: "THB" })
      .returning();
    if (order.status === "failed") await moveOrder(tx, order.id, "pending");
    return { order, payment: created as PaymentRow };
  });

  try {
    if (payment.stripeCheckoutSessionId) {
      const existing = await stripe.checkout.sessions.retrieve(payment.stripeCheckoutSessionId);
      if (existing.status === "open" && existing.url) return { url: existing.url, paymentId: payment.id };
      if (existing.status === "complete") {
        // Paid; the webhook is on its way. The success page waits for it.
        return {
          url: paymentSuccessUrl(env, order.reference).replace("{CHECKOUT_SESSION_ID}", existing.id),
          paymentId: payment.id,
        };
      }
      // Expired at Stripe: this attempt is over; start a new one.
      await movePayment(db, payment.id, "failed", { failureReason: "expired" });
      return startCardPayment(db, env, input);
    }
    const t = messagesT(stripeMessages, order.language);
    const packageName = packageLine(await orderNamesOf(db, order), order.language, order.packageId);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        currency: "thb",
        // PromptPay is asked for by name (Stripe's PromptPay guide); card keeps the dashboard's choice.
        ...(payment.method === "promptpay" ? { payment_method_types: ["promptpay" as const] } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "thb",
              // The order row's amount due now: the server's figure, in satang (Stripe's THB minor unit).
              unit_amount: payment.amountSatang,
              product_data: {
                name: `${packageName} · ${payment.purpose === "balance" ? t("options.balance") : t(`options.${order.paymentOption}`)}`,
                description: `${t("success.reference")}: ${order.reference}`,
              },
            },
          },
        ],
        client_reference_id: order.reference,
        customer_email: order.customerEmail,
        locale: input.language === "th" ? "th" : "en",
        metadata: { order_reference: order.reference, payment_id: String(payment.id) },
        payment_intent_data: { metadata: { order_reference: order.reference, payment_id: String(payment.id) } },
        success_url: paymentSuccessUrl(env, order.reference),
        cancel_url: orderPageUrl(env, order.reference),
      },
      { idempotencyKey: stripeIdempotencyKey(payment.id, "create-session") },
    );
    if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
    await db
      .update(payments)
      .set({ stripeCheckoutSessionId: session.id, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    logger.info("Card payment started", { order: order.reference, payment: payment.id, method: payment.method });
    return { url: session.url, paymentId: payment.id };
  } catch (error) {
    if (error instanceof StripePaymentError) throw error;
    // The payment row stays processing without a session: the next try reuses it and its key, so a
    // session Stripe did create (answer lost on the way back) is returned rather than duplicated.
    logger.error("Stripe Checkout Session could not be created", {
      order: order.reference,
      payment: payment.id,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    throw new StripePaymentError("paymentFailed", { cause: error });
  }
}

/**
 * The Stripe Checkout address of the order's open card (or Stripe PromptPay) attempt, or null. Read-only (no session is
 * created), so a GET page may call it: the no-JavaScript path lands on such a page, because a
 * form's redirect to another origin is refused by the CSP's form-action.
 */
export async function openCheckoutUrl(db: Db, env: StripeEnv, reference: string): Promise<string | null> {
  if (!isCardPaymentAvailable(env)) return null;
  const order = await findOrderByReference(db, reference);
  const purpose = order && order.status !== "cancelled" ? payablePurpose(order) : null;
  if (!order || !purpose) return null;
  const [latest] = await db
    .select()
    .from(payments)
    .where(stripeAttempts(order.id, purpose, ["card", "promptpay"]))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (latest?.status !== "processing" || !latest.stripeCheckoutSessionId) return null;
  try {
    const session = await stripeClient(env).checkout.sessions.retrieve(latest.stripeCheckoutSessionId);
    return session.status === "open" && session.url ? session.url : null;
  } catch {
    return null;
  }
}

export type PaymentView = "processing" | "completed" | "failed";

export interface PaymentStatusView {
  reference: string;
  packageId: string;
  /** The package's name in the catalogue, per language (absent if the catalogue no longer has it). */
  packageNames: Partial<Record<Language, string>>;
  paymentOption: "full" | "deposit";
  paymentMethod: "card" | "promptpay" | "bank_transfer";
  totalSatang: number;
  amountDueNowSatang: number;
  balanceDueSatang: number;
  paidSatang: number;
  currency: string;
  status: PaymentView;
  /** How the latest attempt is paid at Stripe (card, or PromptPay with ADR 099), or null if not there. */
  stripeMethod?: StripeMethod | null;
}

/**
 * What /payment-success shows: no personal data, only the order's figures and state. Completed
 * once the webhook (or staff) confirmed a payment; failed when the latest attempt failed.
 */
export async function getPaymentStatus(db: Db, reference: string): Promise<PaymentStatusView | undefined> {
  const order = await findOrderByReference(db, reference);
  if (!order || order.status === "cancelled") return undefined;
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const succeeded = rows.filter((row) => row.status === "succeeded");
  const latest = rows[0];
  // While a balance is being paid, the page speaks of the balance: completed once it is paid.
  const status: PaymentView =
    latest?.purpose === "balance"
      ? order.balanceStatus === "paid" || latest.status === "succeeded"
        ? "completed"
        : latest.status === "failed"
          ? "failed"
          : "processing"
      : order.status === "completed" || succeeded.length > 0
        ? "completed"
        : latest?.status === "failed" || order.status === "failed"
          ? "failed"
          : "processing";
  const names = await orderNamesOf(db, { ...order, addOns: [], maintenancePlan: null });
  return {
    reference: order.reference,
    packageId: order.packageId,
    packageNames: { en: names.en.packages[order.packageId], th: names.th.packages[order.packageId] },
    paymentOption: order.paymentOption,
    paymentMethod: order.paymentMethod,
    totalSatang: order.totalSatang,
    amountDueNowSatang: order.amountDueNowSatang,
    balanceDueSatang: order.balanceDueSatang,
    paidSatang: succeeded.reduce((sum, row) => sum + row.amountSatang, 0),
    currency: order.currency,
    status,
    stripeMethod: latest?.stripeCheckoutSessionId && isStripeMethod(latest.method) ? latest.method : null,
  };
}
