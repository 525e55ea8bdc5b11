// /checkout: the payment modal's data (GET, loaded by the modal) and the order action (POST).
// Opened directly, or without JavaScript, it is the same form as a page. Every amount is computed
// on the server; amounts in the request are never read.
import { randomBytes } from "node:crypto";
import { data, redirect, useActionData } from "react-router";
import { checkAttestation, attestationConfig } from "~/.server/attestation/attestation.server";
import { appContext, requestInfoContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { hitRateLimit } from "~/.server/rate-limit.server";
import { isCheckoutError } from "~/features/checkout/checkout-errors";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { CheckoutSchema, checkoutFormValues, fieldErrors } from "~/features/checkout/checkout-schema";
import { availableMethods, orderMailContext, orderSecret } from "~/features/checkout/checkout.server";
import CheckoutDialog from "~/features/checkout/components/checkout-dialog";
import { CheckoutForm } from "~/features/checkout/components/checkout-form";
import { orderPath } from "~/features/checkout/order-access.server";
import { PricingError } from "~/features/checkout/order-pricing";
import { createOrder } from "~/features/checkout/orders.server";
import { getAgencySettings, getPaymentSettings, getSiteSettings } from "~/features/settings/settings.server";
import { isLanguage, languageFromRequest } from "~/i18n/config";
import { messagesT, useMessages } from "~/i18n/messages";
import { isPackageId } from "~/lib/pricing";
import type { Route } from "./+types/checkout";
import { noStoreHeaders } from "~/lib/cache-control";

// `CheckoutDialog` rides in the handle, the one non-component export React Router keeps in the
// client module: CheckoutDialogHost loads this route's module on first use, which keeps the modal
// off the initial JavaScript of the pages that show the packages (ADR 033).
export const handle = { pageName: "checkout", CheckoutDialog };

const noStore = noStoreHeaders();

/** Orders one address may place in ten minutes: plenty for a person, a wall for a script. */
const ORDER_RATE_LIMIT = { scope: "checkout", limit: 10, windowMs: 10 * 60_000 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const url = new URL(request.url);
  const packageId = url.searchParams.get("package");
  if (!isPackageId(packageId)) throw redirect("/#packages");
  const [payments, site] = await Promise.all([getPaymentSettings(db), getSiteSettings(db)]);
  const t = messagesT(checkoutMessages, languageFromRequest(request));
  return data(
    {
      title: t("dialog.title", { package: t(`packages.${packageId}`) }),
      packageId,
      option: url.searchParams.get("option") === "deposit" ? ("deposit" as const) : ("full" as const),
      methods: availableMethods(payments, env),
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
  const formData = await request.formData().catch(() => new FormData());
  const formLanguage = formData.get("lang");
  const language = isLanguage(formLanguage) ? formLanguage : languageFromRequest(request);
  const t = messagesT(checkoutMessages, language);
  const refuse = (
    body: { errors?: Record<string, string>; values?: Record<string, string>; formError?: string },
    status: number,
    headers: HeadersInit = {},
  ) => data(body, { status, headers: { ...noStore, ...headers } });

  const attestation = await checkAttestation(request, formData, context, { purpose: "/checkout" });
  if (!attestation.ok) return refuse({ formError: attestation.message }, 403);

  const parsed = CheckoutSchema.safeParse(checkoutFormValues(formData));
  if (!parsed.success) {
    const typed = (name: string) => String(formData.get(name) ?? "").slice(0, 2000);
    const values = Object.fromEntries(
      ["fullName", "email", "phone", "company", "requirements"].map((name) => [name, typed(name)]),
    );
    return refuse({ errors: fieldErrors(parsed.error), values }, 400);
  }

  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(db, ORDER_RATE_LIMIT, clientIp);
  if (!limit.allowed) {
    return refuse({ formError: t("errors.tooManyRequests") }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const [payments, agency] = await Promise.all([getPaymentSettings(db), getAgencySettings(db)]);
  try {
    const { order } = await createOrder(db, {
      input: parsed.data,
      language,
      allowedMethods: availableMethods(payments, env),
      mailContext: orderMailContext(env, agency, payments),
      logger,
    });
    return redirect(orderPath(orderSecret(env), order.reference), { headers: noStore });
  } catch (error) {
    if (isCheckoutError(error, "methodUnavailable")) return refuse({ errors: { method: "errors.methodUnavailable" } }, 400);
    if (error instanceof PricingError) {
      const field = error.code === "unknownPackage" ? "packageId" : error.code === "badOption" ? "option" : "addOns";
      return refuse(
        {
          errors: { [field]: field === "addOns" ? "errors.quantity" : `errors.${field === "packageId" ? "package" : "option"}` },
        },
        400,
      );
    }
    throw error;
  }
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const { t } = useMessages(checkoutMessages);
  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{loaderData.title}</h1>
          <p className="mt-2 mb-6 text-slate-700">{t("dialog.intro")}</p>
          <CheckoutForm data={loaderData} actionData={actionData} />
        </div>
      </div>
    </div>
  );
}
