// /payment-success: the card payment's state ("processing" until the webhook confirms, then
// Completed, or Failed with a retry that keeps the order), the order's figures, and the way on to
// Stripe after a form post without JavaScript.
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { formatMoney } from "~/lib/pricing";
import { stripeMessages } from "../stripe-messages";
import type { PaymentStatusView } from "../stripe.server";
import { usePaymentPolling } from "./use-payment-polling";
import { isPackageId } from "~/lib/package-ids";

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
  const navigation = useNavigation();
  // Its fields are the order's link, hidden: the server checks alone.
  const { form, statusRef } = useAppForm<{ ref: string; t: string }>({ lastResult });
  const { gaveUp } = usePaymentPolling(payment?.status);

  useEffect(() => {
    if (checkoutUrl) window.location.assign(checkoutUrl);
  }, [checkoutUrl]);

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
  const packageName = isPackageId(payment.packageId) ? t(`packages.${payment.packageId}`) : t("packages.default");
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/payment-success");

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
          <a href={checkoutUrl} className={buttonClass({ size: "lg" }, "mt-4")}>
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
        <Form
          id={form.id}
          method="post"
          action="/payment-success"
          onSubmit={form.onSubmit}
          className="mt-8 flex flex-wrap items-center gap-4"
        >
          <input type="hidden" name="ref" value={payment.reference} />
          <input type="hidden" name="t" value={token} />
          <Button type="submit" size="lg" pending={submitting} pendingLabel={t("success.retrying")}>
            {t("success.retry")}
          </Button>
          {orderPath ? (
            <Link to={orderPath} className="font-semibold text-brand-700 underline">
              {t("success.backToOrder")}
            </Link>
          ) : null}
        </Form>
      ) : null}

      <FormStatus statusRef={statusRef} className="mt-4" formErrors={form.errors} fields={[]} summaryTitle={null} />

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
