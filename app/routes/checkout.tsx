// /checkout: the payment modal's data (GET, loaded by the modal) and the order action (POST).
// Opened directly, or without JavaScript, it is the same form as a page. Every amount is computed
// on the server; amounts in the request are never read.
import { randomBytes } from "node:crypto";
import { data, redirect, useActionData } from "react-router";
import { attestationConfig } from "~/.server/attestation/attestation.server";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, readForm } from "~/.server/forms.server";
import { analyticsClientIdFromCookies } from "~/features/analytics/ga-client-id";
import type { CheckoutReply } from "~/features/checkout/checkout-form-fields";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { checkoutErrorText, checkoutSchema } from "~/features/checkout/checkout-schema";
import { availableMethods, methodsAwaitingDetails } from "~/features/checkout/checkout.server";
import { CheckoutForm } from "~/features/checkout/components/lazy-checkout-form";
import { orderLanguage, placeOrder } from "~/features/checkout/place-order.server";
import { addsVatOnTop } from "~/features/checkout/order-pricing";
import {
  getAgencySettings,
  getInvoicingSettings,
  getPaymentSettings,
  getSiteSettings,
} from "~/features/settings/settings.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { messagesT, useMessages } from "~/i18n/messages";
import { offeredPackage, publicCatalogue } from "~/lib/pricing";
import type { Route } from "./+types/checkout";
import { noStoreHeaders } from "~/lib/cache-control";

export const handle = { pageName: "checkout" };

const noStore = noStoreHeaders();

/** Orders one address may place in ten minutes: plenty for a person, a wall for a script. */
const ORDER_RATE_LIMIT = { scope: "checkout", limit: 10, windowMs: 10 * 60_000 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const url = new URL(request.url);
  const language = requestLanguage(context);
  const [payments, site, catalogue, invoicing] = await Promise.all([
    getPaymentSettings(db),
    getSiteSettings(db),
    getCatalogue(db),
    getInvoicingSettings(db),
  ]);
  // An unknown or hidden package is not on offer.
  const chosen = offeredPackage(catalogue, url.searchParams.get("package"));
  if (!chosen) throw redirect("/#packages");
  const t = messagesT(checkoutMessages, language);
  return data(
    {
      title: t("dialog.title", { package: chosen.text[language].title }),
      packageId: chosen.id,
      // The visible rows with their prices and names in this language: all the form needs.
      catalogue: publicCatalogue(catalogue, language),
      option: url.searchParams.get("option") === "deposit" ? ("deposit" as const) : ("full" as const),
      // The live breakdown adds the VAT the action will charge (the action reads the setting again).
      vatOnTop: addsVatOnTop(invoicing),
      methods: availableMethods(payments, env),
      awaitingDetails: methodsAwaitingDetails(payments, env),
      sampleDetails: payments.sample === true,
      // For the page without JavaScript; the modal makes its own per opening.
      idempotencyKey: randomBytes(16).toString("base64url"),
      attestation: attestationConfig(env, site.integrations.captchaSiteKey),
    },
    { headers: noStore },
  );
}

export function headers() {
  return noStore;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Checkout" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  // The form is read here, once: its messages are in the language it carries (orderLanguage).
  const formData = await request.formData().catch(() => null);
  const language = orderLanguage(formData, requestLanguage(context));
  const t = messagesT(checkoutMessages, language);
  const errorText = checkoutErrorText(t as (key: string) => string);
  const catalogue = await getCatalogue(db);
  const form = await readForm(request, context, {
    formData,
    schema: checkoutSchema(publicCatalogue(catalogue, language)),
    errorText,
    unreadable: t("errors.expired"),
    rateLimit: { rule: ORDER_RATE_LIMIT, message: () => t("errors.tooManyRequests") },
    attestation: { purpose: "/checkout" },
  });
  if (!form.ok) return form.response;

  const [payments, agency, invoicing] = await Promise.all([
    getPaymentSettings(db),
    getAgencySettings(db),
    getInvoicingSettings(db),
  ]);
  // With analytics consent, the visitor's GA4 id goes with the order: a PromptPay or bank-transfer
  // purchase is reported by the server once the money is confirmed (server/purchase-reports.ts).
  const analyticsClientId = analyticsClientIdFromCookies(request.headers.get("Cookie"));
  const placed = await placeOrder(db, {
    env,
    catalogue,
    vatOnTop: addsVatOnTop(invoicing),
    input: form.value,
    language,
    payments,
    agency,
    errorText,
    analyticsClientId,
  });
  if (!placed.ok) return formReply(form.submission, placed.refusal);
  return redirect(placed.orderPath, { headers: noStore });
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as CheckoutReply | undefined;
  const { t } = useMessages(checkoutMessages);
  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{loaderData.title}</h1>
          <p className="mt-2 mb-6 text-slate-700">{t("dialog.intro")}</p>
          <CheckoutForm data={loaderData} lastResult={reply?.result} headingLevel={2} />
        </div>
      </div>
    </div>
  );
}
