// /order-confirmation: the order's summary and the next step for its method: the PromptPay QR
// with "I have paid", the bank details with the transfer form, or the card payment button.
import { Form, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { formatMoney, terms } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import type { BankDetails, OrderView } from "../checkout-types";
import { MAX_SLIP_LABEL } from "../slip-limits";
import { OrderBreakdown } from "./order-breakdown";
import { BankDetailsList, OrderFacts, ReferenceBox } from "./order-details";
import { TransferReferenceField } from "./transfer-reference-field";

export interface OrderConfirmationData {
  order: OrderView;
  token: string;
  bank: BankDetails | null;
  promptPay: { svg: string; id: string } | null;
  /** Where the card payment starts (the card path's route), or null when card is off. */
  cardAction: string | null;
}

/** The report form's fields (order-link-schema.ts): the order's link, what is reported, the slip. */
type ReportValues = { intent: string; ref: string; t: string; slip: File; transferReference: string };

export function OrderConfirmationPage({
  data,
  lastResult,
}: {
  data: OrderConfirmationData;
  /** The payment report's last reply (the one form reply's `result`). */
  lastResult?: FormResult | null;
}) {
  const { t, language } = useMessages(checkoutMessages);
  // The server checks the report alone: its fields are hidden, and a slip is judged by its bytes.
  const { form, fields, statusRef } = useAppForm<ReportValues>({ lastResult });
  const { order } = data;
  const amount = formatMoney(order.dueNowSatang, "THB", localeFor(language));
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reported = Boolean(order.payment?.customerConfirmedAt);
  const completed = order.status === "completed" || order.payment?.status === "succeeded";
  const failed = order.payment?.status === "failed";

  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl space-y-6 px-4 sm:px-6">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("confirmation.heading")}</h1>
          <p className="mt-2 text-slate-700">{t("confirmation.emailSent", { email: order.customerEmail })}</p>
          <div className="mt-6">
            <ReferenceBox reference={order.reference} />
          </div>
          <div className="mt-6">
            <OrderFacts order={order} />
          </div>
          <div className="mt-6">
            <OrderBreakdown pricing={order} maintenancePlan={order.maintenancePlan} headingLevel={2} id="order-summary" />
          </div>
        </div>

        <section aria-labelledby="next-step" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 id="next-step" className="text-xl font-bold text-slate-900">
            {t("confirmation.nextStep")}
          </h2>
          <FormStatus
            statusRef={statusRef}
            className="mt-4"
            formErrors={form.errors}
            fields={[
              { id: fields.slip.id, label: t("bank.slip"), errors: fields.slip.errors },
              { id: fields.transferReference.id, label: t("bank.transferReference"), errors: fields.transferReference.errors },
            ]}
            summaryTitle={t("errors.summaryOne")}
          />
          {failed ? (
            <Alert tone="error" live="assertive" className="mt-4 font-medium">
              {t("errors.paymentFailed")}
            </Alert>
          ) : null}

          {completed ? (
            <Alert tone="success" live="polite" className="mt-4 font-medium">
              {t("confirmation.completedNote")}
            </Alert>
          ) : reported && !failed ? (
            <Alert tone="info" live="polite" className="mt-4 font-medium">
              {t("confirmation.processingNote")}
            </Alert>
          ) : order.method === "promptpay" ? (
            <div className="mt-4">
              <h3 className="text-lg font-semibold text-slate-900">{t("promptpay.heading")}</h3>
              {data.promptPay ? (
                <>
                  <p className="mt-2 text-slate-700">{t("promptpay.steps")}</p>
                  <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
                    <div
                      role="img"
                      aria-label={t("promptpay.qrAlt", { amount, reference: order.reference })}
                      data-testid="promptpay-qr"
                      className="w-64 max-w-full shrink-0 rounded-xl bg-white p-2 ring-1 ring-slate-200 [&_svg]:h-auto [&_svg]:w-full"
                      // The SVG is drawn on the server by the qrcode library from our own payload.
                      dangerouslySetInnerHTML={{ __html: data.promptPay.svg }}
                    />
                    <dl className="w-full space-y-3">
                      <div>
                        <dt className="text-sm text-slate-600">{t("promptpay.amount")}</dt>
                        <dd className="text-2xl font-bold text-slate-900" data-testid="promptpay-amount">
                          {amount}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-sm text-slate-600">{t("bank.reference")}</dt>
                        <dd className="font-mono font-semibold text-slate-900">{order.reference}</dd>
                      </div>
                      <div>
                        <dt className="text-sm text-slate-600">{t("promptpay.payee")}</dt>
                        <dd className="font-mono font-semibold text-slate-900">{data.promptPay.id}</dd>
                      </div>
                    </dl>
                  </div>
                  <Form id={form.id} method="post" onSubmit={form.onSubmit} className="mt-6">
                    <input type="hidden" name="intent" value="promptpay-paid" />
                    <input type="hidden" name="ref" value={order.reference} />
                    <input type="hidden" name="t" value={data.token} />
                    <p id="paid-hint" className="mb-2 text-sm text-slate-600">
                      {t("promptpay.paidHint")}
                    </p>
                    <Button type="submit" size="lg" block disabled={busy} aria-describedby="paid-hint">
                      {t("promptpay.paid")}
                    </Button>
                  </Form>
                </>
              ) : (
                <p className="mt-2 text-slate-700">{t("promptpay.unavailable")}</p>
              )}
            </div>
          ) : order.method === "bank_transfer" && data.bank ? (
            <div className="mt-4">
              <h3 className="text-lg font-semibold text-slate-900">{t("bank.heading")}</h3>
              <p className="mt-2 mb-4 text-slate-700">{t("bank.steps")}</p>
              <BankDetailsList bank={data.bank} reference={order.reference} amountSatang={order.dueNowSatang} />
              <Form id={form.id} method="post" encType="multipart/form-data" onSubmit={form.onSubmit} className="mt-6 space-y-4">
                <input type="hidden" name="intent" value="bank-transfer" />
                <input type="hidden" name="ref" value={order.reference} />
                <input type="hidden" name="t" value={data.token} />
                <Field
                  id={fields.slip.id}
                  label={t("bank.slip")}
                  hint={t("bank.slipHint", { size: MAX_SLIP_LABEL })}
                  error={fields.slip.errors?.[0]}
                >
                  {({ className: _textBoxLook, ...control }) => (
                    <input
                      {...control}
                      name={fields.slip.name}
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                      // A file input keeps the browser's own button, styled; the text-box look is not for it.
                      className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
                    />
                  )}
                </Field>
                <TransferReferenceField field={fields.transferReference} />
                <Button type="submit" size="lg" block disabled={busy}>
                  {t("bank.confirm")}
                </Button>
              </Form>
            </div>
          ) : order.method === "card" && data.cardAction ? (
            <div className="mt-4">
              <h3 className="text-lg font-semibold text-slate-900">{t("card.heading")}</h3>
              <p className="mt-2 text-slate-700">{t("card.text", { amount })}</p>
              <Form method="post" action={data.cardAction} reloadDocument className="mt-4">
                <input type="hidden" name="ref" value={order.reference} />
                <input type="hidden" name="t" value={data.token} />
                <Button type="submit" size="lg" block>
                  {t("card.pay", { amount })}
                </Button>
              </Form>
            </div>
          ) : (
            <p className="mt-4 text-slate-700">{t("method.none")}</p>
          )}
          <p className="mt-6 text-sm text-slate-600">{t("confirmation.workStarts", { hours: terms.workStartsWithinHours })}</p>
        </section>
      </div>
    </div>
  );
}
