// The order page below its summary: the next step for the order's method (the PromptPay QR with
// "I have paid", the bank details with the transfer form and its slip, or the card button), the
// balance of a deposit order, and the order's receipts. Loaded after the page is interactive
// (order-confirmation-page.tsx): its forms post without JavaScript, and conform only reads the
// server's reply.
import { useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { terms } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import { BalanceSection } from "./balance-section";
import { DocumentList } from "./document-list";
import type { OrderConfirmationData } from "./order-confirmation-page";
import { PaymentStep } from "./payment-step";
import { usePaymentPolling } from "./use-payment-polling";

/** The report form's fields (order-link-schema.ts): the order's link, what is reported, the slip. */
type ReportValues = { intent: string; ref: string; t: string; slip: File; transferReference: string };

export function OrderPaymentSections({ data, lastResult }: { data: OrderConfirmationData; lastResult?: FormResult | null }) {
  const { t } = useMessages(checkoutMessages);
  // The server checks the report alone: its fields are hidden, and a slip is judged by its bytes.
  const { form, fields, statusRef } = useAppForm<ReportValues>({ lastResult });
  const { order } = data;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reported = Boolean(order.payment?.customerConfirmedAt);
  const completed = order.status === "completed" || order.payment?.status === "succeeded";
  // A cancelled order (by staff, order-decisions.server.ts) offers no payment and no failure note.
  const cancelled = order.status === "cancelled";
  const failed = order.payment?.status === "failed" && !cancelled;
  // A Stripe PromptPay payment waiting for the bank (ADR 099): the page asks again until it is paid.
  const awaitingBank = data.awaitingBank || Boolean(data.balance?.awaitingBank);
  usePaymentPolling(awaitingBank ? "processing" : undefined);

  return (
    <>
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

        {cancelled ? (
          <Alert tone="info" live="polite" className="mt-4 font-medium" data-testid="order-cancelled">
            {t("confirmation.cancelledNote")}
          </Alert>
        ) : completed ? (
          <Alert tone="success" live="polite" className="mt-4 font-medium">
            {t("confirmation.completedNote")}
          </Alert>
        ) : data.awaitingBank ? (
          <Alert tone="info" live="polite" className="mt-4 font-medium">
            {t("promptpay.awaitingBank")}
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
            promptPayAction={data.promptPayAction}
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
    </>
  );
}
