// /order-confirmation?ref=…&t=…: the order's summary and its method's next step. POST: PromptPay's
// "I have paid", or the bank transfer notice with an optional slip (then /bank-transfer-thank-you).
import { useEffect } from "react";
import { data, redirect, useActionData } from "react-router";
import { storageFor } from "~/.server/storage/storage-for.server";
import { appContext, requestInfoContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { hitRateLimit } from "~/.server/rate-limit.server";
import { useAnalytics } from "~/features/analytics/analytics-client";
import { isCheckoutError } from "~/features/checkout/checkout-errors";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { bankDetails, orderSecret } from "~/features/checkout/checkout.server";
import { type OrderConfirmationData, OrderConfirmationPage } from "~/features/checkout/components/order-confirmation-page";
import { isValidOrderAccessToken, orderPath } from "~/features/checkout/order-access.server";
import { isOrderReference } from "~/features/checkout/order-reference";
import { findOrder, reportPayment, toOrderView } from "~/features/checkout/orders.server";
import { promptPayQrSvg } from "~/features/checkout/promptpay.server";
import { orderPurchasePayment } from "~/features/checkout/purchase-event";
import { MAX_SLIP_BYTES } from "~/features/checkout/slip-limits";
import { checkSlip } from "~/features/checkout/slips.server";
import { getAgencySettings, getPaymentSettings } from "~/features/settings/settings.server";
import { languageFromRequest } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import type { Route } from "./+types/order-confirmation";
import { OrderNotFound } from "~/features/checkout/components/order-not-found";

export const handle = { pageName: "order-confirmation" };

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** The order named by ?ref= if ?t= is its access token; null otherwise (a 404 either way). */
async function orderFromLink(db: Parameters<typeof findOrder>[0], secret: string, reference: string, token: string) {
  if (!isOrderReference(reference) || !isValidOrderAccessToken(secret, reference, token)) return null;
  return findOrder(db, reference);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const url = new URL(request.url);
  const reference = (url.searchParams.get("ref") ?? "").trim().toUpperCase();
  const token = url.searchParams.get("t") ?? "";
  const t = messagesT(checkoutMessages, languageFromRequest(request));
  const found = await orderFromLink(db, orderSecret(env), reference, token);
  if (!found) {
    throw data({ title: t("confirmation.title"), message: t("errors.orderNotFound") }, { status: 404, headers: noStore });
  }
  const order = toOrderView(found.order, found.payment);
  const settings = await getPaymentSettings(db);
  const payable = order.status !== "completed" && order.status !== "cancelled";
  const promptPay =
    order.method === "promptpay" && payable && settings.promptPayId.trim()
      ? { id: settings.promptPayId, svg: (await promptPayQrSvg(settings.promptPayId, order.dueNowSatang)).svg }
      : null;
  const pageData: OrderConfirmationData = {
    order,
    token,
    bank: order.method === "bank_transfer" ? bankDetails(settings) : null,
    promptPay,
    cardAction: order.method === "card" && env.stripe.enabled ? "/payment-success" : null,
  };
  return data({ title: t("confirmation.title"), ...pageData }, { headers: noStore });
}

export function headers() {
  return noStore;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Order confirmation" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const fail = (error: string, status: number) => data({ error }, { status, headers: noStore });
  // Refuse an oversized upload before reading it.
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_SLIP_BYTES + 64 * 1024) return fail("errors.slipTooLarge", 413);
  const form = await request.formData().catch(() => null);
  if (!form) return fail("errors.slipType", 400);
  const reference = String(form.get("ref") ?? "").trim().toUpperCase();
  const token = String(form.get("t") ?? "");
  const intent = form.get("intent");
  if (!isOrderReference(reference) || !isValidOrderAccessToken(orderSecret(env), reference, token)) {
    return fail("errors.orderNotFound", 404);
  }
  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(db, { scope: "payment-report", limit: 20, windowMs: 10 * 60_000 }, clientIp);
  if (!limit.allowed) return fail("errors.tooManyRequests", 429);
  if (intent !== "promptpay-paid" && intent !== "bank-transfer") return fail("errors.orderNotFound", 400);

  try {
    const slip = intent === "bank-transfer" ? await checkSlip(form.get("slip")) : null;
    const agency = await getAgencySettings(db);
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
      throw redirect(orderPath(orderSecret(env), reference, "/bank-transfer-thank-you"), { headers: noStore });
    }
    if (isCheckoutError(error)) {
      const status = { orderNotFound: 404, slipType: 400, slipTooLarge: 413, alreadyConfirmed: 409 }[error.code as string] ?? 400;
      return fail(`errors.${error.code}`, status);
    }
    throw error;
  }
  const next = intent === "bank-transfer" ? "/bank-transfer-thank-you" : "/order-confirmation";
  throw redirect(orderPath(orderSecret(env), reference, next), { headers: noStore });
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const analytics = useAnalytics();
  const { order } = loaderData;
  // The purchase event once per order and browser; the card path's page sends its own.
  useEffect(() => {
    if (order.method === "card") return;
    const key = `purchase-sent:${order.reference}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage off: sending twice on a reload is the lesser harm than never.
    }
    analytics.purchase(orderPurchasePayment(order));
  }, [analytics, order]);
  return <OrderConfirmationPage data={loaderData} error={actionData?.error} />;
}

export function ErrorBoundary() {
  return <OrderNotFound titleKey="confirmation.title" />;
}
