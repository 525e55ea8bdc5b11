// The buyer's tax-invoice details (name, address, tax id, head office or branch), as the order page
// and the admin order view show them; nothing when the customer did not ask for a tax invoice.
import { useMessages } from "~/i18n/messages";
import { formatTaxId, headOfficeBranch } from "~/lib/thai-tax-id";
import type { TaxInvoiceBuyer } from "../checkout-types";
import { taxInvoiceMessages } from "../tax-invoice-messages";

export function TaxInvoiceBuyerDetails({
  buyer,
  headingLevel = 2,
  className = "",
}: {
  buyer: TaxInvoiceBuyer | null;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t } = useMessages(taxInvoiceMessages);
  if (!buyer) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const rows: [string, React.ReactNode][] = [
    [t("name"), buyer.name],
    [t("address"), <span className="whitespace-pre-line">{buyer.address}</span>],
    [t("taxId"), <span className="font-mono tracking-wide">{formatTaxId(buyer.taxId)}</span>],
    [t("branch"), buyer.branch === headOfficeBranch ? t("headOffice") : t("branchNumber", { number: buyer.branch })],
  ];
  return (
    <section aria-labelledby="tax-invoice-buyer-heading" className={className} data-testid="tax-invoice-buyer">
      <Heading id="tax-invoice-buyer-heading" className="text-lg font-semibold text-slate-900">
        {t("heading")}
      </Heading>
      <dl className="mt-2 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
