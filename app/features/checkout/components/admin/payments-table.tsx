// The list of orders with their payments: below the md breakpoint one card per order (reference,
// customer, amount, status, date: what a phone has room for, no sideways scrolling), from md up the
// table. Only one of the two is displayed, so assistive technology meets each order once. Between
// md and the table's full width the table scrolls sideways inside a focusable region.
import { Link } from "react-router";
import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";
import { adminFormat } from "./admin-format";
import { OrderStatusBadge } from "./status-badge";
import type { CatalogueNames } from "~/lib/pricing";

export interface PaymentsTableRow {
  id: number;
  reference: string;
  customerName: string;
  customerEmail: string;
  packageId: string;
  paymentOption: "full" | "deposit";
  paymentMethod: "card" | "promptpay" | "bank_transfer";
  amountDueNowSatang: number;
  paidSatang: number;
  status: "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded";
  customerReported: boolean;
  hasSlip: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `packageNames`: the catalogue's, in the screen's language; a package that is gone shows its id. */
export function PaymentsTable({ rows, packageNames }: { rows: PaymentsTableRow[]; packageNames: CatalogueNames["packages"] }) {
  const { t, language } = useMessages(adminPaymentMessages);
  const { money, dateTime } = adminFormat(language);
  if (rows.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{t("table.empty")}</p>;
  }
  const th = "px-3 py-2 text-left text-sm font-semibold text-slate-800 whitespace-nowrap";
  const td = "px-3 py-2 align-top text-sm text-slate-800";
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={t("table.caption")}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="payment-card">
            <div className="flex items-start justify-between gap-3">
              <Link
                to={`/admin/payments/${row.id}`}
                className="font-mono font-semibold break-all text-brand-700 underline"
                aria-label={t("table.open", { reference: row.reference })}
              >
                {row.reference}
              </Link>
              <OrderStatusBadge status={row.status} />
            </div>
            <p className="mt-2 font-medium break-words text-slate-900">{row.customerName}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("table.due")}</dt>
              <dd className="text-right font-semibold text-slate-900 tabular-nums">{money(row.amountDueNowSatang)}</dd>
              <dt className="text-slate-600">{t("table.method")}</dt>
              <dd className="text-right text-slate-900">
                {t(`methods.${row.paymentMethod}`)}
                {row.hasSlip ? <span className="ml-1 text-xs text-slate-600">({t("table.slip")})</span> : null}
              </dd>
              <dt className="text-slate-600">{t("table.created")}</dt>
              <dd className="text-right text-slate-900">{dateTime(row.createdAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div
        className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block"
        role="region"
        aria-labelledby="payments-caption"
        // A scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className="min-w-full divide-y divide-slate-200">
          <caption id="payments-caption" className="sr-only">
            {t("table.caption")}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t("table.reference")}
              </th>
              <th scope="col" className={th}>
                {t("table.customer")}
              </th>
              <th scope="col" className={th}>
                {t("table.package")}
              </th>
              <th scope="col" className={th}>
                {t("table.option")}
              </th>
              <th scope="col" className={th}>
                {t("table.method")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("table.due")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("table.paid")}
              </th>
              <th scope="col" className={th}>
                {t("table.status")}
              </th>
              <th scope="col" className={th}>
                {t("table.created")}
              </th>
              <th scope="col" className={th}>
                {t("table.updated")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} data-testid="payment-row">
                <th scope="row" className={`${td} font-mono font-semibold whitespace-nowrap`}>
                  <Link
                    to={`/admin/payments/${row.id}`}
                    className="text-brand-700 underline"
                    aria-label={t("table.open", { reference: row.reference })}
                  >
                    {row.reference}
                  </Link>
                </th>
                <td className={td}>
                  <div className="font-medium">{row.customerName}</div>
                  <div className="text-slate-600">{row.customerEmail}</div>
                </td>
                <td className={td}>{packageNames[row.packageId] ?? row.packageId}</td>
                <td className={`${td} whitespace-nowrap`}>{t(`options.${row.paymentOption}`)}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {t(`methods.${row.paymentMethod}`)}
                  {row.hasSlip ? <span className="ml-1 text-xs text-slate-600">({t("table.slip")})</span> : null}
                </td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{money(row.amountDueNowSatang)}</td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{money(row.paidSatang)}</td>
                <td className={td}>
                  <OrderStatusBadge status={row.status} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{dateTime(row.createdAt)}</td>
                <td className={`${td} whitespace-nowrap`}>{dateTime(row.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
