// /payment-success: the card payment's state ("processing" until the webhook confirms, then
// Completed, or Failed with a retry that keeps the order), the order's figures, and the way on to
// Stripe after a form post without JavaScript.
import { useEffect } from "react";
import { Link } from "react-router";
import { deferredForm } from "~/components/forms/deferred-form";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { formatMoney } from "~/lib/pricing";
import { stripeMessages } from "../stripe-messages";
import type { PaymentStatusView } from "../stripe.server";
import { usePaymentPolling } from "./use-payment-polling";

// The retry form carries conform: loaded only when a payment failed or the server refused a post
// (ADR 083), and asked for while a card payment is still open, so a failure shows it at once.
const CardRetry = deferredForm(async () => (await import("./card-retry")).CardRetry);

export interface PaymentStatusPageProps {
  /** Null when the link opens no payable order. */
  payment: PaymentStatusView | null;
  token: string;
  orderPath: string | null;
  checkoutUrl: string | null;
  /**
   * The card payment's last reply (the one form reply's `result`): from the retry here, or from the
   * order page's card button, which posts here without JavaScript.
   */
  lastResult: FormResult | null | undefined;
}

export function PaymentStatusPage({ payment, token, orderPath, checkoutUrl, lastResult }: PaymentStatusPageProps) {
  const { t, language } = useMessages(stripeMessages);
  const { gaveUp } = usePaymentPolling(payment?.status);
  // Paid at Stripe: card, or PromptPay there (ADR 099); else the order's own method.
  const stripeMethod = payment?.stripeMethod ?? (payment?.paymentMethod === "card" ? "card" : null);
  const openCardPayment = stripeMethod !== null && payment?.status !== "completed";

  useEffect(() => {
    if (checkoutUrl) window.location.assign(checkoutUrl);
  }, [checkoutUrl]);

  useEffect(() => {
    if (openCardPayment) void CardRetry.preload().catch(() => undefined);
  }, [openCardPayment]);

  if (!payment) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-start gap-5 px-4 py-24 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t("success.notFoundTitle")}</h1>
        <p className="text-lg text-slate-700">{t("success.notFoundBody")}</p>
        <ButtonLink to="/contact" size="lg">
          {t("success.contact")}
        </ButtonLink>
      </section>
    );
  }

  const locale = localeFor(language);
  const money = (satang: number) => formatMoney(satang, "THB", locale);
  const name = payment.packageNames[language];
  const packageName = name ? t("packages.named", { package: name }) : t("packages.default");

  const statusText = {
    processing: {
      title: t("success.processingTitle"),
      body:
        stripeMethod === "promptpay"
          ? t("success.processingPromptPayBody")
          : stripeMethod === "card"
            ? t("success.processingBody")
            : t("success.processingOfflineBody"),
    },
    completed: { title: t("success.completedTitle"), body: t("success.completedBody") },
    failed: {
      title: t("success.failedTitle"),
      body: stripeMethod === "promptpay" ? t("success.failedPromptPayBody") : t("success.failedBody"),
    },
  }[payment.status];
  const tone = {
    processing: "border-amber-300 bg-amber-50 text-amber-900",
    completed: "border-emerald-300 bg-emerald-50 text-emerald-900",
    failed: "border-red-300 bg-red-50 text-red-900",
  }[payment.status];
  const badge = { processing: "processing", completed: "succeeded", failed: "failed" } as const;
  const retry = payment.status === "failed" && stripeMethod !== null;

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6" aria-labelledby="payment-heading">
      <h1 id="payment-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {t("success.heading")}
      </h1>

      {checkoutUrl ? (
        <div className="mt-8 rounded-lg border border-brand-200 bg-brand-50 p-5 text-slate-900">
          <h2 className="text-xl font-semibold">{t("success.continueTitle")}</h2>
          <p className="mt-2">{t("success.continueBody")}</p>
          <a href={checkoutUrl} className={buttonClass({ size: "lg" }, "mt-4")}>
            {stripeMethod === "promptpay" ? t("success.continuePromptPay") : t("success.continue")}
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

      {retry || lastResult ? (
        <CardRetry
          reference={payment.reference}
          token={token}
          method={stripeMethod ?? "card"}
          orderPath={orderPath}
          retry={retry}
          lastResult={lastResult}
        />
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
