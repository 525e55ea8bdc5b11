// /payment-success: where Stripe Checkout returns the customer. It shows "processing" until the
// signed webhook has confirmed the payment (the browser's return proves nothing), polling by
// revalidation, then Completed with the purchase analytics event; a failure shows the catalogue's
// "Payment failed. Please try again." with a retry that keeps the order. POST here (ref + t, and the
// method: card, or PromptPay paid at Stripe per ADR 099) starts or retries a payment for an order and
// sends the browser to Stripe.
import { data, redirect } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, readForm } from "~/.server/forms.server";
import { useAnalytics } from "~/features/analytics/analytics-client";
import { PaymentStatusPage } from "~/features/checkout/components/payment-status-page";
import { useReportBrowserPurchase } from "~/features/checkout/components/use-report-purchase-once";
import { readOrderLink } from "~/features/checkout/order-access.server";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { orderFormErrorText, StripePaymentSchema } from "~/features/checkout/order-link-schema";
import { loadPaymentSuccess, submitCardPayment } from "~/features/checkout/payment-success.server";
import { stripeMessages } from "~/features/checkout/stripe-messages";
import { getPaymentSettings } from "~/features/settings/settings.server";
import { messagesT } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { FormReply } from "~/lib/forms/form-reply";
import type { Route } from "./+types/payment-success";

export const handle = { pageName: "payment-success" };

const noStore = noStoreHeaders();

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const url = new URL(request.url);
  const title = messagesT(stripeMessages, requestLanguage(context))("success.metaTitle");
  const pageData = await loadPaymentSuccess(db, env, readOrderLink(url.searchParams), url.searchParams.get("checkout") === "1");
  if (!pageData) {
    return data({ title, payment: null, token: "", orderPath: null, checkoutUrl: null }, { status: 404, headers: noStore });
  }
  return data({ title, ...pageData }, { headers: noStore });
}

export function headers() {
  return noStore;
}

/** Card payments one client address may start in ten minutes: retries, not a script. */
const CARD_PAYMENT_RATE_LIMIT = { scope: "card-payment", limit: 20, windowMs: 10 * 60_000 };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(stripeMessages, language);
  const form = await readForm(request, context, {
    schema: StripePaymentSchema,
    errorText: orderFormErrorText(messagesT(checkoutMessages, language) as (key: string) => string),
    unreadable: t("success.failedTitle"),
    rateLimit: { rule: CARD_PAYMENT_RATE_LIMIT, message: () => t("success.failedTitle") },
  });
  if (!form.ok) return form.response;
  const outcome = await submitCardPayment(db, env, form.value, {
    language,
    documentPost: request.headers.get("Sec-Fetch-Mode") === "navigate",
    methodEnabled: async (method) => {
      const { methods } = await getPaymentSettings(db);
      return method === "promptpay" ? methods.promptPay : methods.card;
    },
    t,
  });
  if (!outcome.ok) return formReply(form.submission, outcome.refusal);
  throw redirect(outcome.redirectTo, { status: outcome.status, headers: noStore });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Payment status" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PaymentSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as FormReply | undefined;
  const { payment } = loaderData;
  // A completed card payment: the purchase event, once per order in this tab (a reload does not
  // count it twice).
  useReportBrowserPurchase(useAnalytics(), payment);
  return (
    <PaymentStatusPage
      payment={payment}
      token={loaderData.token}
      orderPath={loaderData.orderPath}
      checkoutUrl={loaderData.checkoutUrl}
      lastResult={reply?.result}
    />
  );
}
