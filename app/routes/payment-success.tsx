// /payment-success: where Stripe Checkout returns the customer. It shows "processing" until the
// signed webhook has confirmed the payment (the browser's return proves nothing), polling by
// revalidation, then Completed with the purchase analytics event; a failure shows the catalogue's
// "Payment failed. Please try again." with a retry that keeps the order. POST here (ref + t) starts
// or retries a card payment for an order and sends the browser to Stripe.
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { appContext, requestInfoContext } from "~/.server/context";
import { hitRateLimit } from "~/.server/rate-limit.server";
import { useAnalytics } from "~/features/analytics/analytics-client";
import { isValidOrderAccessToken, orderPath } from "~/features/checkout/order-access.server";
import { orderPurchasePayment } from "~/features/checkout/purchase-event";
import type { StripeErrorCode } from "~/features/checkout/stripe-errors";
import { isStripePaymentError } from "~/features/checkout/stripe-errors";
import { stripeMessages } from "~/features/checkout/stripe-messages";
import {
  getPaymentStatus,
  isCardPaymentAvailable,
  openCheckoutUrl,
  orderLinkSecret,
  startCardPayment,
} from "~/features/checkout/stripe.server";
import { getPaymentSettings } from "~/features/settings/settings.server";
import { languageFromRequest, localeFor } from "~/i18n/config";
import { messagesT, useMessages } from "~/i18n/messages";
import { formatMoney } from "~/lib/pricing";
import type { Route } from "./+types/payment-success";

export const handle = { pageName: "payment-success" };

/** How often the page asks again while the webhook has not arrived, and for how long. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 3 * 60_000;

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const url = new URL(request.url);
  const reference = (url.searchParams.get("ref") ?? "").trim().toUpperCase();
  const token = url.searchParams.get("t") ?? "";
  const t = messagesT(stripeMessages, languageFromRequest(request));
  const title = t("success.metaTitle");
  const valid = reference !== "" && isValidOrderAccessToken(orderLinkSecret(env), reference, token);
  const payment = valid ? await getPaymentStatus(db, reference) : undefined;
  if (!payment) {
    return data({ title, payment: null, token: "", orderPath: null, checkoutUrl: null }, { status: 404, headers: noStore });
  }
  // After a form post without JavaScript (see the action): the way on to Stripe.
  const checkoutUrl =
    url.searchParams.get("checkout") === "1" && payment.status !== "completed"
      ? await openCheckoutUrl(db, env, reference)
      : null;
  return data(
    { title, payment, token, orderPath: orderPath(orderLinkSecret(env), reference), checkoutUrl },
    { headers: noStore },
  );
}

export function headers() {
  return noStore;
}

type ActionResult = { ok: false; error: StripeErrorCode | "rateLimited" };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const fail = (error: ActionResult["error"], status: number) =>
    data<ActionResult>({ ok: false, error }, { status, headers: noStore });
  const form = await request.formData().catch(() => new FormData());
  const reference = String(form.get("ref") ?? "").trim().toUpperCase();
  const token = String(form.get("t") ?? "");
  if (!reference || !isValidOrderAccessToken(orderLinkSecret(env), reference, token)) return fail("orderNotFound", 404);
  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(db, { scope: "card-payment", limit: 20, windowMs: 10 * 60_000 }, clientIp);
  if (!limit.allowed) return fail("rateLimited", 429);
  if (!isCardPaymentAvailable(env) || !(await getPaymentSettings(db)).methods.card) return fail("notConfigured", 409);
  try {
    const { url } = await startCardPayment(db, env, { reference, language: languageFromRequest(request) });
    // A document form post may not redirect to another origin (CSP form-action 'self' blocks it), so
    // it goes to this page, which links on to Stripe; a fetch submission is redirected directly.
    if (request.headers.get("Sec-Fetch-Mode") === "navigate") {
      throw redirect(`${orderPath(orderLinkSecret(env), reference, "/payment-success")}&checkout=1`, { status: 303, headers: noStore });
    }
    throw redirect(url, { headers: noStore });
  } catch (error) {
    if (!isStripePaymentError(error)) throw error;
    const status = { notConfigured: 409, orderNotFound: 404, alreadyPaid: 409, notCardOrder: 409, paymentFailed: 502 }[error.code];
    return fail(error.code, status);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Payment status" },
  { name: "robots", content: "noindex, nofollow" },
];

const packageIds = new Set(["starter", "ecommerce", "premium"]);
export default function PaymentSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useMessages(stripeMessages);
  const { payment, token } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const analytics = useAnalytics();
  const [pollingSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const reported = useRef(false);
  const status = payment?.status;
  const { checkoutUrl } = loaderData;

  useEffect(() => {
    if (checkoutUrl) window.location.assign(checkoutUrl);
  }, [checkoutUrl]);

  // Processing: ask the server again until the webhook has spoken (or for a few minutes).
  useEffect(() => {
    if (status !== "processing") return;
    const timer = setInterval(() => {
      if (Date.now() - pollingSince > POLL_FOR_MS) {
        setGaveUp(true);
        clearInterval(timer);
        return;
      }
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [status, pollingSince, revalidator]);

  // Completed: the purchase event, once per order in this tab (a reload does not count it twice).
  useEffect(() => {
    if (status !== "completed" || !payment || reported.current) return;
    reported.current = true;
    const key = `purchase-reported:${payment.reference}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage off: report anyway; the ref above still stops repeats on this page.
    }
    analytics.purchase(
      orderPurchasePayment({
        reference: payment.reference,
        dueNowSatang: payment.paidSatang || payment.amountDueNowSatang,
        totalSatang: payment.totalSatang,
        currency: "THB",
        method: payment.paymentMethod,
        packageId: payment.packageId as "starter" | "ecommerce" | "premium",
      }),
    );
  }, [status, payment, analytics]);

  if (!payment) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-start gap-5 px-4 py-24 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t("success.notFoundTitle")}</h1>
        <p className="text-lg text-slate-700">{t("success.notFoundBody")}</p>
        <Link to="/contact" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {t("success.contact")}
        </Link>
      </section>
    );
  }

  const locale = localeFor(language);
  const money = (satang: number) => formatMoney(satang, "THB", locale);
  const packageName = packageIds.has(payment.packageId)
    ? t(`packages.${payment.packageId as "starter" | "ecommerce" | "premium"}`)
    : t("packages.default");
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/payment-success");
  const actionError = actionData && !actionData.ok ? actionData.error : null;

  const statusText = {
    processing: {
      title: t("success.processingTitle"),
      body: payment.paymentMethod === "card" ? t("success.processingBody") : t("success.processingOfflineBody"),
    },
    completed: { title: t("success.completedTitle"), body: t("success.completedBody") },
    failed: { title: t("success.failedTitle"), body: t("success.failedBody") },
  }[payment.status];
  const tone = {
    processing: "border-amber-300 bg-amber-50 text-amber-900",
    completed: "border-emerald-300 bg-emerald-50 text-emerald-900",
    failed: "border-red-300 bg-red-50 text-red-900",
  }[payment.status];
  const badge = { processing: "processing", completed: "succeeded", failed: "failed" } as const;

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6" aria-labelledby="payment-heading">
      <h1 id="payment-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {t("success.heading")}
      </h1>

      {checkoutUrl ? (
        <div className="mt-8 rounded-lg border border-brand-200 bg-brand-50 p-5 text-slate-900">
          <h2 className="text-xl font-semibold">{t("success.continueTitle")}</h2>
          <p className="mt-2">{t("success.continueBody")}</p>
          <a
            href={checkoutUrl}
            className="mt-4 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t("success.continue")}
          </a>
        </div>
      ) : null}

      <div role="status" aria-live="polite" aria-atomic="true" className={`mt-8 rounded-lg border p-5 ${tone}`}>
        <h2 className="text-xl font-semibold" data-testid="payment-status-title">
          {statusText.title}
        </h2>
        <p className="mt-2">{statusText.body}</p>
        {payment.status === "processing" && !gaveUp ? (
          <p className="mt-3 flex items-center gap-2 text-sm">
            <span aria-hidden="true" className="inline-block size-3 animate-pulse rounded-full bg-amber-600" />
            {t("success.checking")}
          </p>
        ) : null}
      </div>

      <dl className="mt-8 grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t("success.reference")}</dt>
          <dd className="font-mono text-lg font-semibold text-slate-900" data-testid="payment-reference">
            {payment.reference}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("success.statusLabel")}</dt>
          <dd className="font-semibold text-slate-900" data-testid="payment-status">
            {t(`status.${badge[payment.status]}`)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("success.package")}</dt>
          <dd className="text-slate-900">{packageName}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("success.option")}</dt>
          <dd className="text-slate-900">{t(`options.${payment.paymentOption}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">
            {payment.status === "completed" ? t("success.amountPaid") : t("success.amount")}
          </dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="payment-amount">
            {money(payment.status === "completed" ? payment.paidSatang : payment.amountDueNowSatang)}
          </dd>
        </div>
        {payment.balanceDueSatang > 0 ? (
          <div>
            <dt className="text-sm text-slate-600">{t("success.balance")}</dt>
            <dd className="text-slate-900">{money(payment.balanceDueSatang)}</dd>
          </div>
        ) : null}
      </dl>

      {payment.status === "failed" && payment.paymentMethod === "card" ? (
        <Form method="post" action="/payment-success" className="mt-8 flex flex-wrap items-center gap-4">
          <input type="hidden" name="ref" value={payment.reference} />
          <input type="hidden" name="t" value={token} />
          <button
            type="submit"
            disabled={submitting}
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {submitting ? t("success.retrying") : t("success.retry")}
          </button>
          {loaderData.orderPath ? (
            <Link to={loaderData.orderPath} className="font-semibold text-brand-700 underline">
              {t("success.backToOrder")}
            </Link>
          ) : null}
        </Form>
      ) : null}

      {actionError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {actionError === "notConfigured" || actionError === "notCardOrder"
            ? t("success.cardUnavailable")
            : actionError === "alreadyPaid"
              ? t("success.alreadyPaid")
              : actionError === "orderNotFound"
                ? t("success.notFoundTitle")
                : t("success.failedTitle")}
        </p>
      ) : null}

      <div className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-slate-700">
        <Link to="/" className="font-semibold text-brand-700 underline">
          {t("success.home")}
        </Link>
        <Link to="/contact" className="text-brand-700 underline">
          {t("success.contact")}
        </Link>
      </div>
    </section>
  );
}
