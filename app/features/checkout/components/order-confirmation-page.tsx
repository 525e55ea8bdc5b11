// /order-confirmation: the order's summary and the next step for its method: the PromptPay QR
// with "I have paid", the bank details with the transfer form, or the card payment button; later
// the balance of a deposit order by any enabled method, and the order's receipts.
import { useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { terms } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import type { BalanceView, BankDetails, OrderDocumentLink, OrderView } from "../checkout-types";
import { BalanceSection } from "./balance-section";
import { DocumentList } from "./document-list";
import { OrderBreakdown } from "./order-breakdown";
import { OrderFacts, ReferenceBox } from "./order-details";
import { PaymentStep } from "./payment-step";

export interface OrderConfirmationData {
  order: OrderView;
  token: string;
  bank: BankDetails | null;
  promptPay: { svg: string; id: string } | null;
  /** Where the card payment starts (the card path's route), or null when card is off. */
  cardAction: string | null;
  /** A deposit order's balance, once the deposit is paid. */
  balance: BalanceView | null;
  documents: OrderDocumentLink[];
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
  const { t } = useMessages(checkoutMessages);
  // The server checks the report alone: its fields are hidden, and a slip is judged by its bytes.
  const { form, fields, statusRef } = useAppForm<ReportValues>({ lastResult });
  const { order } = data;
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
          ) : (
            <PaymentStep
              method={order.method}
              amountSatang={order.dueNowSatang}
              reference={order.reference}
              token={data.token}
              promptPay={data.promptPay}
              bank={data.bank}
              cardAction={data.cardAction}
              form={form}
              slip={fields.slip}
              transferReference={fields.transferReference}
              busy={busy}
            />
          )}
          <p className="mt-6 text-sm text-slate-600">{t("confirmation.workStarts", { hours: terms.workStartsWithinHours })}</p>
        </section>

        {data.balance && data.balance.state !== "owed" ? (
          <BalanceSection
            balance={data.balance}
            reference={order.reference}
            token={data.token}
            form={form}
            slip={fields.slip}
            transferReference={fields.transferReference}
            busy={busy}
          />
        ) : null}
        <DocumentList documents={data.documents} />
      </div>
    </div>
  );
}
