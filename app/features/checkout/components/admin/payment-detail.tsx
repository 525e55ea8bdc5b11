// An order's detail view on /admin/payments/:orderId: the order, the customer, every payment
// attempt (with the slip image and who decided it, when), and for admins the decision forms.
import { Link, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { cardClass } from "~/components/ui/card";
import { useMessages } from "~/i18n/messages";
import type { FormReply } from "~/lib/forms/form-reply";
import type { CatalogueNames } from "~/lib/pricing";
import { adminPaymentMessages } from "../../admin-messages";
import { slipQrMessages } from "../../slip-qr-messages";
import { checkPaymentDecision, paymentDecisionErrorText } from "../../admin-payments-schema";
import type { AdminOrderDetail } from "../../admin-payments.server";
import { VAT_RATE_PERCENT } from "../../order-pricing";
import { DocumentList } from "../document-list";
import { adminFormat } from "./admin-format";
import { BalancePanel } from "./balance-panel";
import { DocumentCorrectionForm } from "./document-correction-form";
import { DuplicateWarning } from "./duplicate-warning";
import { SlipQrSummary } from "./slip-qr-summary";
import { type DecisionValues, PaymentDecisionForms } from "./payment-decision-forms";
import { DecisionDialog } from "./decision-dialog";
import { OrderHistory } from "./order-history";
import { RefundDialog } from "./refund-dialog";
import { type RefundFormState, RefundPanel } from "./refund-panel";
import type { RefundOutcome, RefundPreview } from "../../refunds.server";
import type { PaymentRefunds } from "../../refund-views.server";
import { refundMessages } from "../../refund-messages";
import type { DocumentType } from "~/.server/db/schema";
import type { OrderEventView } from "../../order-events.server";
import { orderDecisionMessages } from "../../order-decision-messages";
import type { DecisionAsk } from "../../order-decision-rules";
import { OrderStatusBadge, PaymentStatusBadge } from "./status-badge";
import { TaxInvoiceBuyerDetails } from "../tax-invoice-buyer";

/** The order as the loader hands it over (getAdminOrder). */
export type PaymentDetailOrder = AdminOrderDetail;

export function PaymentDetail({
  order,
  names,
  done,
  ask,
  confirmation,
  events,
  reply,
  reminderDays,
  refunds,
  refundAsk,
  refundForm,
}: {
  order: PaymentDetailOrder;
  /** The catalogue's names in the screen's language, hidden rows too; a row that is gone shows its id. */
  names: CatalogueNames;
  done: "confirmed" | "failed" | "requested" | "corrected" | "cancelled" | "withdrawn" | RefundOutcome | null;
  /** The decision asked about (?ask=), shown as a question before it is posted. */
  ask: DecisionAsk | null;
  /** What confirming would do now: the amount and the document issued (payment-decisions.server.ts). */
  confirmation: { amountSatang: number; documentType: DocumentType } | null;
  /** The order's history of decisions, oldest first. */
  events: OrderEventView[];
  /** Days after a balance request on which reminders go (settings). */
  reminderDays: readonly number[];
  /** The action's answer to a refused decision (a decision made redirects with ?done=). */
  reply: FormReply | undefined;
  /** Each succeeded payment's refunds (refunds.server.ts), by payment id. */
  refunds: Record<number, PaymentRefunds>;
  /** A refund the loader checked (?ask=refund…), asked about before it is posted. */
  refundAsk: RefundPreview | null;
  /** A refund the loader refused: the form's values and errors. */
  refundForm: RefundFormState | null;
}) {
  const { t, language } = useMessages(adminPaymentMessages);
  const { t: tq } = useMessages(slipQrMessages);
  const { t: td } = useMessages(orderDecisionMessages);
  const { money, dateTime } = adminFormat(language);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { t: tr } = useMessages(refundMessages);
  const errorText = paymentDecisionErrorText(t as (key: string) => string, tr as (key: string) => string);
  // A refused correction answers its own form; every other refusal, the decision forms'.
  const correcting = (reply?.result.initialValue as { intent?: unknown } | undefined)?.intent === "correct-documents";
  const { form, fields, statusRef } = useAppForm<DecisionValues>({
    id: "payment-decision",
    lastResult: correcting ? undefined : reply?.result,
    validate: (formData) => checkPaymentDecision(formData, errorText),
  });

  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const packageName = names.packages[order.packageId] ?? order.packageId;
  const card = cardClass;

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <p>
        <Link to="/admin/payments" className="font-semibold text-brand-700 underline">
          ← {t("detail.back")}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-mono text-2xl font-bold text-slate-900">{t("detail.title", { reference: order.reference })}</h2>
        <OrderStatusBadge status={order.status} />
      </div>

      {/* A refusal of either form (a forged intent included), or what the decision did. The wrapper
          keeps the page's spacing while the region is empty. */}
      <div>
        <FormStatus
          statusRef={statusRef}
          formErrors={form.errors ?? fields.intent.errors}
          fields={[]}
          summaryTitle={null}
          success={
            done ? (
              <Alert tone={done === "refundFailed" ? "warning" : "success"} data-testid="decision-done">
                {t(`done.${done}`)}
              </Alert>
            ) : null
          }
        />
      </div>

      <DuplicateWarning duplicates={order.duplicates} />

      <section aria-labelledby="order-heading" className={card}>
        <h3 id="order-heading" className="text-lg font-semibold text-slate-900">
          {t("detail.order")}
        </h3>
        <dl className="mt-2 divide-y divide-slate-100">
          {row(t("detail.package"), packageName)}
          {row(
            t("detail.addOns"),
            order.addOns.length
              ? order.addOns
                  .map(
                    (line) =>
                      `${t("detail.addOnLine", {
                        name: names.addOns[line.id] ?? line.id,
                        quantity: line.quantity,
                      })} (${money(line.lineSatang)})`,
                  )
                  .join(", ")
              : t("detail.noAddOns"),
          )}
          {row(
            t("detail.maintenance"),
            order.maintenancePlan ? (names.plans[order.maintenancePlan] ?? order.maintenancePlan) : t("detail.noMaintenance"),
          )}
          {row(t("detail.option"), t(`options.${order.paymentOption}`))}
          {row(t("detail.method"), t(`methods.${order.paymentMethod}`))}
          {row(t("detail.subtotal"), money(order.subtotalSatang))}
          {order.discountSatang > 0 ? row(t("detail.discount"), `−${money(order.discountSatang)}`) : null}
          {order.vatSatang > 0 ? row(t("detail.vat", { rate: String(VAT_RATE_PERCENT) }), money(order.vatSatang)) : null}
          {row(t("detail.total"), money(order.totalSatang))}
          {row(t("detail.dueNow"), money(order.amountDueNowSatang), "detail-due")}
          {order.balanceDueSatang > 0 ? row(t("detail.balance"), money(order.balanceDueSatang)) : null}
          {row(t("detail.paid"), money(order.paidSatang), "detail-paid")}
          {row(t("detail.created"), dateTime(order.createdAt))}
        </dl>
      </section>

      <section aria-labelledby="customer-heading" className={card}>
        <h3 id="customer-heading" className="text-lg font-semibold text-slate-900">
          {t("detail.customer")}
        </h3>
        <dl className="mt-2 divide-y divide-slate-100">
          {row(t("detail.name"), order.customerName)}
          {row(
            t("detail.email"),
            <a className="text-brand-700 underline" href={`mailto:${order.customerEmail}`}>
              {order.customerEmail}
            </a>,
          )}
          {row(
            t("detail.phone"),
            <a className="text-brand-700 underline" href={`tel:${order.customerPhone.replace(/[^\d+]/g, "")}`}>
              {order.customerPhone}
            </a>,
          )}
          {order.customerCompany ? row(t("detail.company"), order.customerCompany) : null}
          {row(t("detail.language"), t(`detail.languages.${order.language}`))}
          {order.requirements
            ? row(t("detail.requirements"), <span className="whitespace-pre-line">{order.requirements}</span>)
            : null}
        </dl>
      </section>

      <TaxInvoiceBuyerDetails buyer={order.taxInvoiceBuyer} headingLevel={3} className={card} />

      <section aria-labelledby="payments-heading" className={card}>
        <h3 id="payments-heading" className="text-lg font-semibold text-slate-900">
          {t("detail.payments")}
        </h3>
        {order.payments.length === 0 ? <p className="mt-2 text-slate-700">{t("detail.noPayments")}</p> : null}
        <ul className="mt-2 flex flex-col gap-4">
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded-md border border-slate-200 p-4" data-testid="payment-attempt">
              <div className="flex flex-wrap items-center gap-3">
                <h4 className="font-semibold text-slate-900">{t("detail.paymentHeading", { id: payment.id })}</h4>
                <PaymentStatusBadge status={payment.status} />
              </div>
              <dl className="mt-2 divide-y divide-slate-100">
                {row(t("detail.method"), t(`methods.${payment.method}`))}
                {row(t("detail.amount"), money(payment.amountSatang))}
                {row(t("detail.started"), dateTime(payment.createdAt))}
                {payment.method !== "card"
                  ? row(
                      t("detail.customerConfirmed"),
                      payment.customerConfirmedAt ? dateTime(payment.customerConfirmedAt) : t("detail.notReported"),
                    )
                  : null}
                {payment.decidedBy
                  ? row(
                      t("detail.confirmedBy"),
                      payment.decidedBy.kind === "stripe"
                        ? t("detail.stripe")
                        : payment.decidedBy.kind === "staff"
                          ? payment.decidedBy.name
                          : t("detail.unknownStaff"),
                      `decided-by-${payment.id}`,
                    )
                  : null}
                {payment.transferReference ? row(t("detail.transferReference"), payment.transferReference) : null}
                {payment.decidedAt ? row(t("detail.confirmedAt"), dateTime(payment.decidedAt)) : null}
                {payment.failureReason ? row(t("detail.failureReason"), payment.failureReason) : null}
                {payment.method === "bank_transfer" || payment.hasSlip
                  ? row(
                      t("detail.slip"),
                      payment.hasSlip ? (
                        <a href={`/admin/payments/slips/${payment.id}`} target="_blank" rel="noopener" className="inline-block">
                          <img
                            src={`/admin/payments/slips/${payment.id}`}
                            alt={t("detail.slipAlt", { id: payment.id })}
                            className="max-h-96 max-w-full rounded border border-slate-200"
                            loading="lazy"
                          />
                          <span className="mt-1 block text-sm text-brand-700 underline">{t("detail.openSlip")}</span>
                        </a>
                      ) : (
                        t("detail.noSlip")
                      ),
                    )
                  : null}
                {payment.hasSlip ? row(tq("label"), <SlipQrSummary slipQr={payment.slipQr} />, `slip-qr-${payment.id}`) : null}
              </dl>
              {refunds[payment.id] ? (
                <RefundPanel
                  paymentId={payment.id}
                  refunds={refunds[payment.id]!}
                  open={order.status === "completed"}
                  state={refundForm?.paymentId === payment.id ? refundForm : null}
                  busy={busy}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {/* The decision region: busy as a whole while a decision is saved, every button in it off. */}
      <div className="flex flex-col gap-6" aria-busy={busy} data-testid="decision-region">
        <BalancePanel order={order} reminderDays={reminderDays} busy={busy} />
        <DocumentList documents={order.documents} headingLevel={3} className={card} />
        <DocumentCorrectionForm order={order} lastResult={correcting ? reply?.result : undefined} busy={busy} />
        <PaymentDecisionForms order={order} form={form} reason={fields.reason} busy={busy} />
        {ask === "confirm" && confirmation ? (
          <DecisionDialog
            ask="confirm"
            orderId={order.id}
            title={td("confirm.title")}
            body={[
              td("confirm.body", {
                amount: money(confirmation.amountSatang),
                document: td(`issues.${confirmation.documentType}`),
              }),
              td("confirm.final"),
            ]}
          />
        ) : ask === "cancel" ? (
          <DecisionDialog
            ask="cancel"
            orderId={order.id}
            title={td("cancel.title", { reference: order.reference })}
            body={[td("cancel.body", { amount: money(order.totalSatang) })]}
            withReason
          />
        ) : refundAsk ? (
          <RefundDialog orderId={order.id} preview={refundAsk} />
        ) : ask === "withdraw" ? (
          <DecisionDialog
            ask="withdraw"
            orderId={order.id}
            title={td("withdraw.title")}
            body={[td("withdraw.body", { amount: money(order.balanceDueSatang) })]}
          />
        ) : null}
      </div>
      <OrderHistory events={events} />
    </div>
  );
}
