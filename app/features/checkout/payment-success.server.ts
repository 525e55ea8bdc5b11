// The card path's page behind an order's link (/payment-success): the payment's state as the signed
// webhook left it, and starting or retrying a card payment at Stripe.
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import { hitRateLimit } from "~/.server/rate-limit.server";
import { languageFromRequest } from "~/i18n/config";
import { linkOpensOrder, type OrderLink, orderPath, readOrderLink } from "./order-access.server";
import { isStripePaymentError, type StripeErrorCode } from "./stripe-errors";
import {
  getPaymentStatus,
  isCardPaymentAvailable,
  openCheckoutUrl,
  orderLinkSecret,
  type PaymentStatusView,
  startCardPayment,
} from "./stripe.server";

export interface PaymentSuccessData {
  payment: PaymentStatusView;
  token: string;
  orderPath: string;
  /** The open Stripe Checkout page to go on to, after a form post without JavaScript. */
  checkoutUrl: string | null;
}

/** The page's data, or null when the link does not open a payable order (a 404). */
export async function loadPaymentSuccess(
  db: Db,
  env: Env,
  link: OrderLink,
  continueToCheckout: boolean,
): Promise<PaymentSuccessData | null> {
  const { reference, token } = link;
  const payment = linkOpensOrder(orderLinkSecret(env), link) ? await getPaymentStatus(db, reference) : undefined;
  if (!payment) return null;
  const checkoutUrl = continueToCheckout && payment.status !== "completed" ? await openCheckoutUrl(db, env, reference) : null;
  return { payment, token, orderPath: orderPath(orderLinkSecret(env), reference), checkoutUrl };
}

export type CardPaymentError = StripeErrorCode | "rateLimited";

/** Where the browser goes next (to Stripe, or back here), or what went wrong and its HTTP status. */
export type CardPaymentOutcome = { redirectTo: string; status: 302 | 303 } | { error: CardPaymentError; status: number };

/** POST ref + t: starts or retries the order's card payment; the rate limit counts per client address. */
export async function submitCardPayment(
  db: Db,
  env: Env,
  request: Request,
  options: { clientIp: string; cardEnabled: () => Promise<boolean> },
): Promise<CardPaymentOutcome> {
  const form = await request.formData().catch(() => new FormData());
  const link = readOrderLink(form);
  const { reference } = link;
  if (!linkOpensOrder(orderLinkSecret(env), link)) return { error: "orderNotFound", status: 404 };
  const limit = await hitRateLimit(db, { scope: "card-payment", limit: 20, windowMs: 10 * 60_000 }, options.clientIp);
  if (!limit.allowed) return { error: "rateLimited", status: 429 };
  if (!isCardPaymentAvailable(env) || !(await options.cardEnabled())) return { error: "notConfigured", status: 409 };
  try {
    const { url } = await startCardPayment(db, env, { reference, language: languageFromRequest(request) });
    // A document form post may not redirect to another origin (CSP form-action 'self' blocks it), so
    // it goes to this page, which links on to Stripe; a fetch submission is redirected directly.
    if (request.headers.get("Sec-Fetch-Mode") === "navigate") {
      return { redirectTo: `${orderPath(orderLinkSecret(env), reference, "/payment-success")}&checkout=1`, status: 303 };
    }
    return { redirectTo: url, status: 302 };
  } catch (error) {
    if (!isStripePaymentError(error)) throw error;
    const status = { notConfigured: 409, orderNotFound: 404, alreadyPaid: 409, notCardOrder: 409, paymentFailed: 502 }[
      error.code
    ];
    return { error: error.code, status };
  }
}
