// The list of orders with their payments. On narrow screens the table scrolls sideways inside a
// focusable region (keyboard users can scroll it too).
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
  status: "pending" | "processing" | "completed" | "failed" | "cancelled";
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
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
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
  );
}
