// /order-confirmation?ref=…&t=…: the order's summary and its method's next step. POST: PromptPay's
// "I have paid", or the bank transfer notice with an optional slip (then /bank-transfer-thank-you).
// The POST goes to the same address (a form without an action keeps the query), so the rate limit
// and the order's link are checked before the slip is read (server/body-limit.ts).
import { data, redirect, useActionData } from "react-router";
import type { FormReply } from "~/lib/forms/form-reply";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, readForm } from "~/.server/forms.server";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { OrderConfirmationPage } from "~/features/checkout/components/order-confirmation-page";
import { OrderNotFound } from "~/features/checkout/components/order-not-found";
import { linkOpensOrder, readOrderLink } from "~/features/checkout/order-access.server";
import { availableMethods, orderSecret } from "~/features/checkout/checkout.server";
import { MAX_SLIP_LABEL } from "~/features/checkout/payment-report-limits";
import { loadOrderConfirmation, submitPaymentReport } from "~/features/checkout/order-confirmation.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { orderFormErrorText, PaymentReportSchema } from "~/features/checkout/order-link-schema";
import { getAgencySettings, getPaymentSettings } from "~/features/settings/settings.server";
import { messagesT } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/order-confirmation";

export const handle = { pageName: "order-confirmation" };

const noStore = noStoreHeaders({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(checkoutMessages, language);
  const query = new URL(request.url).searchParams;
  const link = { ...readOrderLink(query), pay: query.get("pay") };
  const pageData = await loadOrderConfirmation(db, env, link, () => getPaymentSettings(db), {
    catalogue: await getCatalogue(db),
    language,
  });
  if (!pageData) {
    throw data({ title: t("confirmation.title"), message: t("errors.orderNotFound") }, { status: 404, headers: noStore });
  }
  return data({ title: t("confirmation.title"), ...pageData }, { headers: noStore });
}

/** A refused report's Retry-After (the rate limit) reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...noStore, "Retry-After": retryAfter } : noStore;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Order confirmation" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Reports one client address may send in ten minutes (a person sends one or two). */
const PAYMENT_REPORT_RATE_LIMIT = { scope: "payment-report", limit: 20, windowMs: 10 * 60_000 };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const t = messagesT(checkoutMessages, requestLanguage(context));
  const link = readOrderLink(new URL(request.url).searchParams);
  const form = await readForm(request, context, {
    schema: PaymentReportSchema,
    errorText: orderFormErrorText(t as (key: string) => string),
    unreadable: t("errors.slipType"),
    tooLarge: t("errors.slipTooLarge", { size: MAX_SLIP_LABEL }),
    rateLimit: { rule: PAYMENT_REPORT_RATE_LIMIT, message: () => t("errors.tooManyRequests") },
    beforeBody: () => (linkOpensOrder(orderSecret(env), link) ? null : { refuse: t("errors.orderNotFound"), status: 404 }),
  });
  if (!form.ok) return form.response;
  // The link checked above is the one reported on, whatever the form's hidden fields say.
  const report = { ...form.value, ref: link.reference, t: link.token };
  const outcome = await submitPaymentReport(db, env, report, {
    agency: () => getAgencySettings(db),
    methods: async () => availableMethods(await getPaymentSettings(db), env),
    t,
  });
  if (!outcome.ok) return formReply(form.submission, { ...outcome.refusal, headers: noStore });
  throw redirect(outcome.redirectTo, { headers: noStore });
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as FormReply | undefined;
  // No purchase event here: placing an order is not a sale. A card payment's is sent by
  // /payment-success, a PromptPay or bank-transfer one by the server once staff confirm the money
  // (server/purchase-reports.ts).
  return <OrderConfirmationPage data={loaderData} lastResult={reply?.result} />;
}

export function ErrorBoundary() {
  return <OrderNotFound titleKey="confirmation.title" />;
}
