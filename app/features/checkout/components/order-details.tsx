// Pieces of the order pages: the reference, the facts list (with the tax-invoice details asked for)
// and the bank details, shared by the
// confirmation page, the bank-transfer thank-you page and its test version.
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { formatMoney, terms } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import type { BankDetails, OrderView } from "../checkout-types";
import { orderStatusWord } from "../order-status-word";
import { TaxInvoiceBuyerDetails } from "./tax-invoice-buyer";

export function ReferenceBox({ reference }: { reference: string }) {
  const { t } = useMessages(checkoutMessages);
  return (
    <div className="rounded-xl border-2 border-dashed border-brand-300 bg-brand-50 p-4 text-center">
      <p className="text-sm font-semibold text-brand-900">{t("confirmation.reference")}</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-slate-900" data-testid="order-reference">
        {reference}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t("confirmation.referenceHint")}</p>
    </div>
  );
}

export function OrderFacts({ order }: { order: OrderView }) {
  const { t, language } = useMessages(checkoutMessages);
  const locale = localeFor(language);
  // The admin list's word for the same order: "Awaiting payment" until the customer reports paying.
  const statusKey = orderStatusWord(order);
  const facts: [string, string, string?][] = [
    [
      t("confirmation.placedOn"),
      new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Bangkok" }).format(
        new Date(order.createdAt),
      ),
    ],
    [t("confirmation.customer"), order.customerName],
    [
      t("confirmation.option"),
      order.option === "full" ? t("options.full") : t("options.deposit", { percent: `${terms.depositPercent}%` }),
    ],
    [t("confirmation.method"), t(`method.${order.method}`)],
    [t("confirmation.status"), t(`status.${statusKey}`), "payment-status"],
  ];
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value, testId]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <TaxInvoiceBuyerDetails buyer={order.taxInvoiceBuyer} className="mt-6" />
    </>
  );
}

export function BankDetailsList({
  bank,
  reference,
  amountSatang,
}: {
  bank: BankDetails;
  reference: string;
  amountSatang: number;
}) {
  const { t, language } = useMessages(checkoutMessages);
  const rows: [string, string, boolean?][] = [
    [t("bank.bank"), bank.bankName],
    [t("bank.accountName"), bank.accountName],
    [t("bank.accountNumber"), bank.accountNumber, true],
    [t("bank.branch"), bank.branch],
    [t("bank.reference"), reference, true],
    [t("bank.amount"), formatMoney(amountSatang, "THB", localeFor(language)), true],
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" data-testid="bank-details">
      {rows.map(([label, value, mono]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className={`font-semibold text-slate-900 ${mono ? "font-mono tracking-wide" : ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
