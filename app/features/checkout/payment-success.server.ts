// The card path's page behind an order's link (/payment-success): the payment's state as the signed
// webhook left it, and starting or retrying a card (or Stripe PromptPay, ADR 099) payment at Stripe.
import type { FormRefusal } from "~/lib/forms/form-reply";
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import type { Language } from "~/i18n/config";
import type { MessagesT } from "~/i18n/messages";
import { linkOpensOrder, type OrderLink, orderLinkOf, orderPath } from "./order-access.server";
import { isStripePaymentError, type StripeErrorCode } from "./stripe-errors";
import type { stripeMessages } from "./stripe-messages";
import {
  getPaymentStatus,
  isCardPaymentAvailable,
  isStripeMethod,
  isStripePromptPayAvailable,
  openCheckoutUrl,
  orderLinkSecret,
  type PaymentStatusView,
  startCardPayment,
  type StripeMethod,
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

export type CardPaymentError = StripeErrorCode;

/** Where the browser goes next (to Stripe, or back here), or why not, for the whole form. */
export type CardPaymentOutcome = { ok: true; redirectTo: string; status: 302 | 303 } | { ok: false; refusal: FormRefusal };

/** What the customer reads for each refusal (the page's retry box): the catalogue's words. */
function refusalText(code: CardPaymentError, t: MessagesT<typeof stripeMessages>, method: StripeMethod | undefined): string {
  if (code === "notConfigured" || code === "notCardOrder") {
    return method === "promptpay" ? t("success.promptPayUnavailable") : t("success.cardUnavailable");
  }
  if (code === "alreadyPaid") return t("success.alreadyPaid");
  if (code === "orderNotFound") return t("success.notFoundTitle");
  return t("success.failedTitle");
}

/**
 * Starts or retries the order's card payment from its link (ref + t). A document form post
 * (`documentPost`, no JavaScript) may not redirect to another origin (CSP form-action 'self'
 * blocks it), so it comes back to this page, which links on to Stripe; a fetch submission is
 * redirected straight there.
 */
export async function submitCardPayment(
  db: Db,
  env: Env,
  input: { ref?: string; t?: string; method?: string },
  options: {
    language: Language;
    documentPost: boolean;
    /** Whether the settings offer this method now (card, or PromptPay). */
    methodEnabled: (method: StripeMethod) => Promise<boolean>;
    t: MessagesT<typeof stripeMessages>;
  },
): Promise<CardPaymentOutcome> {
  // No method named: the order's own (startCardPayment decides); a name it does not know is card's.
  const method = isStripeMethod(input.method) ? input.method : undefined;
  const refuse = (code: CardPaymentError, status: number): CardPaymentOutcome => ({
    ok: false,
    refusal: { status, formErrors: [refusalText(code, options.t, method)] },
  });
  const link = orderLinkOf(input);
  const { reference } = link;
  if (!linkOpensOrder(orderLinkSecret(env), link)) return refuse("orderNotFound", 404);
  if (!isCardPaymentAvailable(env)) return refuse("notConfigured", 409);
  if (method === "promptpay" && !isStripePromptPayAvailable(env)) return refuse("notConfigured", 409);
  if (!(await options.methodEnabled(method ?? "card"))) return refuse("notConfigured", 409);
  try {
    const { url } = await startCardPayment(db, env, { reference, language: options.language, method });
    if (options.documentPost) {
      return {
        ok: true,
        redirectTo: `${orderPath(orderLinkSecret(env), reference, "/payment-success")}&checkout=1`,
        status: 303,
      };
    }
    return { ok: true, redirectTo: url, status: 302 };
  } catch (error) {
    if (!isStripePaymentError(error)) throw error;
    const status = { notConfigured: 409, orderNotFound: 404, alreadyPaid: 409, notCardOrder: 409, paymentFailed: 502 }[
      error.code
    ];
    return refuse(error.code, status);
  }
}
