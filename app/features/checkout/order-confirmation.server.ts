// The order page behind an order's link (/order-confirmation): what it shows, and the customer's
// "I have paid" (PromptPay) or transfer notice with an optional slip (bank transfer).
import type { FormRefusal } from "~/lib/forms/form-reply";
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { storageFor } from "~/.server/storage/storage-for.server";
import type { Language } from "~/i18n/config";
import type { MessageKey } from "~/i18n/messages";
import { type Catalogue, catalogueNames, type CatalogueNames } from "~/lib/pricing";
import { type CheckoutErrorCode, isCheckoutError } from "./checkout-errors";
import type { checkoutMessages } from "./checkout-messages";
import type { orders, payments } from "~/.server/db/schema";
import { latestBalancePayment } from "./balance-payments.server";
import type { BalanceView, OrderMethod } from "./checkout-types";
import { availableMethods, bankDetails, type CheckoutPaymentSettings, orderSecret } from "./checkout.server";
import { documentsOf } from "./documents/issue-document.server";
import type { OrderConfirmationData } from "./components/order-confirmation-page";
import { linkOpensOrder, type OrderLink, orderLinkOf, orderPath } from "./order-access.server";
import type { PaymentReportInput } from "./order-link-schema";
import { findOrder, reportPayment, toOrderView } from "./orders.server";
import { promptPayQrSvg } from "./promptpay.server";
import { MAX_SLIP_LABEL } from "./payment-report-limits";
import { checkSlip } from "./slips.server";
import { isStripePromptPayAvailable } from "./stripe.server";

type OrderRow = typeof orders.$inferSelect;

/** Whom the QR pays: the id, and the account name the customer's banking app shows after the scan. */
function promptPayPayee(settings: CheckoutPaymentSettings): { id: string; accountName: string } {
  return { id: settings.promptPayId, accountName: settings.accountName.trim() };
}

type PaymentRow = typeof payments.$inferSelect;

/** Where the order page posts to pay by PromptPay at Stripe (ADR 099), else null (the own QR). */
function stripePromptPayAction(env: Env): string | null {
  return isStripePromptPayAvailable(env) ? "/payment-success" : null;
}

/**
 * The customer finished a Stripe PromptPay payment and the bank has yet to confirm it: Stripe's
 * checkout.session.completed came unpaid (the webhook kept its PaymentIntent), no success or failure yet.
 */
export function awaitsBank(payment: PaymentRow | null | undefined): boolean {
  return Boolean(
    payment?.method === "promptpay" &&
    payment.status === "processing" &&
    payment.stripeCheckoutSessionId &&
    payment.stripePaymentIntentId &&
    !payment.customerConfirmedAt,
  );
}

/** The page's data, or null when the link does not open an order (a 404 either way). */
export async function loadOrderConfirmation(
  db: Db,
  env: Env,
  link: OrderLink & { pay?: string | null },
  paymentSettings: () => Promise<CheckoutPaymentSettings>,
  view: { catalogue: Catalogue; language: Language },
): Promise<OrderConfirmationData | null> {
  const found = linkOpensOrder(orderSecret(env), link) ? await findOrder(db, link.reference) : null;
  if (!found) return null;
  const order = toOrderView(found.order, found.payment);
  const settings = await paymentSettings();
  const payable = order.status === "pending" || order.status === "processing" || order.status === "failed";
  const promptPayAction = order.method === "promptpay" ? stripePromptPayAction(env) : null;
  const promptPay =
    order.method === "promptpay" && payable && !promptPayAction && settings.promptPayId.trim()
      ? {
          ...promptPayPayee(settings),
          svg: (await promptPayQrSvg(settings.promptPayId, order.dueNowSatang)).svg,
          imageHref: orderPath(orderSecret(env), order.reference, "/order-confirmation/promptpay.png"),
        }
      : null;
  return {
    order,
    names: orderNames(view.catalogue, view.language, order),
    token: link.token,
    bank: order.method === "bank_transfer" ? bankDetails(settings) : null,
    promptPay,
    promptPayAction,
    awaitingBank: found.payment?.purpose === "due_now" && payable && awaitsBank(found.payment),
    cardAction: order.method === "card" && env.stripe.enabled ? "/payment-success" : null,
    balance: await balanceView(db, env, { order: found.order, link, settings }),
    documents: (await documentsOf(db, found.order.id)).map((document) => ({
      type: document.type,
      number: document.number,
      issuedAt: document.issuedAt.toISOString(),
      href: `${orderPath(orderSecret(env), link.reference, `/order-confirmation/documents/${document.id}`)}`,
      corrects: document.corrects,
    })),
  };
}

/** The names of what one order bought (a package or add-on hidden since keeps its name). */
export function orderNames(
  catalogue: Catalogue,
  language: Language,
  order: { packageId: string; addOns: readonly { id: string }[]; maintenancePlan: string | null },
): CatalogueNames {
  return catalogueNames(catalogue, language, {
    packages: [order.packageId],
    addOns: order.addOns.map((line) => line.id),
    plans: order.maintenancePlan ? [order.maintenancePlan] : [],
  });
}

/** The balance part of the page: its state, the enabled methods and the chosen one's details. */
async function balanceView(
  db: Db,
  env: Env,
  input: { order: OrderRow; link: OrderLink & { pay?: string | null }; settings: CheckoutPaymentSettings },
): Promise<BalanceView | null> {
  const { order, link, settings } = input;
  if (order.balanceStatus === "none" || order.status !== "completed") return null;
  const state = order.balanceStatus;
  const methods = availableMethods(settings, env);
  const method = methods.find((each) => each === link.pay) ?? methods[0] ?? null;
  const amountSatang = order.balanceDueSatang;
  const latest = state === "requested" ? await latestBalancePayment(db, order.id) : undefined;
  const promptPayAction = method === "promptpay" ? stripePromptPayAction(env) : null;
  return {
    state,
    amountSatang,
    methods: methods.map((each) => ({
      method: each,
      href: `${orderPath(orderSecret(env), order.reference)}&pay=${each}#balance-heading`,
    })),
    method,
    promptPay:
      state === "requested" && method === "promptpay" && !promptPayAction
        ? {
            ...promptPayPayee(settings),
            svg: (await promptPayQrSvg(settings.promptPayId, amountSatang)).svg,
            imageHref: `${orderPath(orderSecret(env), order.reference, "/order-confirmation/promptpay.png")}&balance`,
          }
        : null,
    bank: method === "bank_transfer" ? bankDetails(settings) : null,
    cardAction: method === "card" ? "/payment-success" : null,
    promptPayAction,
    awaitingBank: state === "requested" && awaitsBank(latest),
    reported: latest?.status === "processing" && Boolean(latest.customerConfirmedAt),
    failed: latest?.status === "failed",
  };
}

/** Where the browser goes next, or why the report was refused (a slip's fault next to the slip). */
export type PaymentReportOutcome = { ok: true; redirectTo: string } | { ok: false; refusal: FormRefusal };

const slipErrors = new Set(["slipType", "slipTooLarge"]);
const statusOf: Partial<Record<string, number>> = { orderNotFound: 404, slipType: 400, slipTooLarge: 413, alreadyConfirmed: 409 };

/**
 * The customer's report from the order page's form: "I have paid" (PromptPay) or the transfer
 * notice with an optional slip (bank transfer). The body's size is bounded by the HTTP layer
 * (server/body-limit.ts gives this page room for one slip), the rate limit by readForm.
 */
export async function submitPaymentReport(
  db: Db,
  env: Env,
  input: PaymentReportInput,
  options: {
    agency: () => Promise<{ notificationEmail: string }>;
    /** The methods on offer now (a balance may be paid by any of them, and only by them). */
    methods: () => Promise<readonly OrderMethod[]>;
    t: (key: MessageKey<typeof checkoutMessages>, values?: Record<string, string>) => string;
  },
): Promise<PaymentReportOutcome> {
  const { t } = options;
  const refuse = (code: CheckoutErrorCode, status = statusOf[code] ?? 400): PaymentReportOutcome => {
    const text = code === "slipTooLarge" ? t("errors.slipTooLarge", { size: MAX_SLIP_LABEL }) : t(`errors.${code}`);
    const refusal = slipErrors.has(code) ? { status, fieldErrors: { slip: [text] } } : { status, formErrors: [text] };
    return { ok: false, refusal };
  };
  const link = orderLinkOf(input);
  const { intent } = input;
  if (!linkOpensOrder(orderSecret(env), link)) return refuse("orderNotFound");
  if (intent !== "promptpay-paid" && intent !== "bank-transfer") return refuse("orderNotFound", 400);

  const { reference } = link;
  try {
    const slip = intent === "bank-transfer" ? await checkSlip((input.slip as FormDataEntryValue | undefined) ?? null) : null;
    const agency = await options.agency();
    await reportPayment(db, {
      reference,
      method: intent === "promptpay-paid" ? "promptpay" : "bank_transfer",
      slip,
      transferReference: intent === "bank-transfer" ? input.transferReference : null,
      slips: storageFor(env, db, "slips"),
      mailContext: { notificationEmail: agency.notificationEmail, adminUrl: `${env.siteUrl}/admin/payments` },
      logger,
      allowedMethods: await options.methods(),
    });
  } catch (error) {
    if (isCheckoutError(error, "alreadyConfirmed") && intent === "bank-transfer") {
      return { ok: true, redirectTo: orderPath(orderSecret(env), reference, "/bank-transfer-thank-you") };
    }
    if (isCheckoutError(error)) return refuse(error.code);
    throw error;
  }
  const next = intent === "bank-transfer" ? "/bank-transfer-thank-you" : "/order-confirmation";
  return { ok: true, redirectTo: orderPath(orderSecret(env), reference, next) };
}
