// /order-confirmation?ref=…&t=…: the order's summary and its method's next step. POST: PromptPay's
// "I have paid", or the bank transfer notice with an optional slip (then /bank-transfer-thank-you).
import { useMemo } from "react";
import { data, redirect, useActionData } from "react-router";
import { appContext, requestInfoContext } from "~/.server/context";
import { useAnalytics } from "~/features/analytics/analytics-client";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { OrderConfirmationPage } from "~/features/checkout/components/order-confirmation-page";
import { OrderNotFound } from "~/features/checkout/components/order-not-found";
import { useReportPurchaseOnce } from "~/features/checkout/components/use-report-purchase-once";
import { readOrderLink } from "~/features/checkout/order-access.server";
import { loadOrderConfirmation, submitPaymentReport } from "~/features/checkout/order-confirmation.server";
import { orderPurchasePayment } from "~/features/checkout/purchase-event";
import { getAgencySettings, getPaymentSettings } from "~/features/settings/settings.server";
import { languageFromRequest } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/order-confirmation";

export const handle = { pageName: "order-confirmation" };

const noStore = noStoreHeaders({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const t = messagesT(checkoutMessages, languageFromRequest(request));
  const link = readOrderLink(new URL(request.url).searchParams);
  const pageData = await loadOrderConfirmation(db, env, link, () => getPaymentSettings(db));
  if (!pageData) {
    throw data({ title: t("confirmation.title"), message: t("errors.orderNotFound") }, { status: 404, headers: noStore });
  }
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
  const { clientIp } = context.get(requestInfoContext);
  const outcome = await submitPaymentReport(db, env, request, { clientIp, agency: () => getAgencySettings(db) });
  if ("redirectTo" in outcome) throw redirect(outcome.redirectTo, { headers: noStore });
  return data({ error: outcome.error }, { status: outcome.status, headers: noStore });
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const { order } = loaderData;
  // The card path's page (/payment-success) sends its own purchase event.
  const purchase = useMemo(() => (order.method === "card" ? null : orderPurchasePayment(order)), [order]);
  useReportPurchaseOnce(useAnalytics(), purchase, "purchase-sent");
  return <OrderConfirmationPage data={loaderData} error={actionData?.error} />;
}

export function ErrorBoundary() {
  return <OrderNotFound titleKey="confirmation.title" />;
}
