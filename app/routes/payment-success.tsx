// /payment-success: where Stripe Checkout returns the customer. It shows "processing" until the
// signed webhook has confirmed the payment (the browser's return proves nothing), polling by
// revalidation, then Completed with the purchase analytics event; a failure shows the catalogue's
// "Payment failed. Please try again." with a retry that keeps the order. POST here (ref + t) starts
// or retries a card payment for an order and sends the browser to Stripe.
import { useMemo } from "react";
import { data, redirect } from "react-router";
import { appContext, requestInfoContext } from "~/.server/context";
import { useAnalytics } from "~/features/analytics/analytics-client";
import { PaymentStatusPage } from "~/features/checkout/components/payment-status-page";
import { useReportPurchaseOnce } from "~/features/checkout/components/use-report-purchase-once";
import { readOrderLink } from "~/features/checkout/order-access.server";
import { type CardPaymentError, loadPaymentSuccess, submitCardPayment } from "~/features/checkout/payment-success.server";
import { paymentStatusPurchase } from "~/features/checkout/purchase-event";
import { stripeMessages } from "~/features/checkout/stripe-messages";
import { getPaymentSettings } from "~/features/settings/settings.server";
import { languageFromRequest } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/payment-success";

export const handle = { pageName: "payment-success" };

const noStore = noStoreHeaders();

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const url = new URL(request.url);
  const title = messagesT(stripeMessages, languageFromRequest(request))("success.metaTitle");
  const pageData = await loadPaymentSuccess(db, env, readOrderLink(url.searchParams), url.searchParams.get("checkout") === "1");
  if (!pageData) {
    return data({ title, payment: null, token: "", orderPath: null, checkoutUrl: null }, { status: 404, headers: noStore });
  }
  return data({ title, ...pageData }, { headers: noStore });
}

export function headers() {
  return noStore;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const { clientIp } = context.get(requestInfoContext);
  const cardEnabled = async () => (await getPaymentSettings(db)).methods.card;
  const outcome = await submitCardPayment(db, env, request, { clientIp, cardEnabled });
  if ("redirectTo" in outcome) throw redirect(outcome.redirectTo, { status: outcome.status, headers: noStore });
  return data<{ ok: false; error: CardPaymentError }>(
    { ok: false, error: outcome.error },
    { status: outcome.status, headers: noStore },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Payment status" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PaymentSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const { payment } = loaderData;
  // Completed: the purchase event, once per order in this tab (a reload does not count it twice).
  const purchase = useMemo(() => (payment?.status === "completed" ? paymentStatusPurchase(payment) : null), [payment]);
  useReportPurchaseOnce(useAnalytics(), purchase, "purchase-reported");
  return (
    <PaymentStatusPage
      payment={payment}
      token={loaderData.token}
      orderPath={loaderData.orderPath}
      checkoutUrl={loaderData.checkoutUrl}
      actionError={actionData && !actionData.ok ? actionData.error : null}
    />
  );
}
