// The order page behind an order's link (/order-confirmation): what it shows, and the customer's
// "I have paid" (PromptPay) or transfer notice with an optional slip (bank transfer).
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { hitRateLimit } from "~/.server/rate-limit.server";
import { storageFor } from "~/.server/storage/storage-for.server";
import { isCheckoutError } from "./checkout-errors";
import { bankDetails, type CheckoutPaymentSettings, orderSecret } from "./checkout.server";
import type { OrderConfirmationData } from "./components/order-confirmation-page";
import { linkOpensOrder, type OrderLink, orderPath, readOrderLink } from "./order-access.server";
import { findOrder, reportPayment, toOrderView } from "./orders.server";
import { promptPayQrSvg } from "./promptpay.server";
import { MAX_SLIP_BYTES } from "./slip-limits";
import { checkSlip } from "./slips.server";

/** The page's data, or null when the link does not open an order (a 404 either way). */
export async function loadOrderConfirmation(
  db: Db,
  env: Env,
  link: OrderLink,
  paymentSettings: () => Promise<CheckoutPaymentSettings>,
): Promise<OrderConfirmationData | null> {
  const found = linkOpensOrder(orderSecret(env), link) ? await findOrder(db, link.reference) : null;
  if (!found) return null;
  const order = toOrderView(found.order, found.payment);
  const settings = await paymentSettings();
  const payable = order.status !== "completed" && order.status !== "cancelled";
  const promptPay =
    order.method === "promptpay" && payable && settings.promptPayId.trim()
      ? { id: settings.promptPayId, svg: (await promptPayQrSvg(settings.promptPayId, order.dueNowSatang)).svg }
      : null;
  return {
    order,
    token: link.token,
    bank: order.method === "bank_transfer" ? bankDetails(settings) : null,
    promptPay,
    cardAction: order.method === "card" && env.stripe.enabled ? "/payment-success" : null,
  };
}

/** Where the browser goes next, or the catalogue key of what went wrong and its HTTP status. */
export type PaymentReportOutcome = { redirectTo: string } | { error: string; status: number };

/** The customer's report from the order page's form; the rate limit counts per client address. */
export async function submitPaymentReport(
  db: Db,
  env: Env,
  request: Request,
  options: { clientIp: string; agency: () => Promise<{ notificationEmail: string }> },
): Promise<PaymentReportOutcome> {
  // Refuse an oversized upload before reading it.
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_SLIP_BYTES + 64 * 1024) return { error: "errors.slipTooLarge", status: 413 };
  const form = await request.formData().catch(() => null);
  if (!form) return { error: "errors.slipType", status: 400 };
  const link = readOrderLink(form);
  const intent = form.get("intent");
  if (!linkOpensOrder(orderSecret(env), link)) return { error: "errors.orderNotFound", status: 404 };
  const limit = await hitRateLimit(db, { scope: "payment-report", limit: 20, windowMs: 10 * 60_000 }, options.clientIp);
  if (!limit.allowed) return { error: "errors.tooManyRequests", status: 429 };
  if (intent !== "promptpay-paid" && intent !== "bank-transfer") return { error: "errors.orderNotFound", status: 400 };

  const { reference } = link;
  try {
    const slip = intent === "bank-transfer" ? await checkSlip(form.get("slip")) : null;
    const agency = await options.agency();
    await reportPayment(db, {
      reference,
      method: intent === "promptpay-paid" ? "promptpay" : "bank_transfer",
      slip,
      slips: storageFor(env, db, "slips"),
      mailContext: { notificationEmail: agency.notificationEmail, adminUrl: `${env.siteUrl}/admin/payments` },
      logger,
    });
  } catch (error) {
    if (isCheckoutError(error, "alreadyConfirmed") && intent === "bank-transfer") {
      return { redirectTo: orderPath(orderSecret(env), reference, "/bank-transfer-thank-you") };
    }
    if (isCheckoutError(error)) {
      const status = { orderNotFound: 404, slipType: 400, slipTooLarge: 413, alreadyConfirmed: 409 }[error.code as string] ?? 400;
      return { error: `errors.${error.code}`, status };
    }
    throw error;
  }
  const next = intent === "bank-transfer" ? "/bank-transfer-thank-you" : "/order-confirmation";
  return { redirectTo: orderPath(orderSecret(env), reference, next) };
}
