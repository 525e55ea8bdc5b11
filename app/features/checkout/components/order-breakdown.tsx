// The order's figures as a definition list: the same numbers the server charges, in baht.
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { type CatalogueNames, formatMoney, formatPrice, terms } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import { type OrderPricing, VAT_RATE_PERCENT } from "../order-pricing";

type Breakdown = Pick<
  OrderPricing,
  | "packageId"
  | "packageSatang"
  | "addOns"
  | "subtotalSatang"
  | "discountSatang"
  | "vatSatang"
  | "totalSatang"
  | "dueNowSatang"
  | "balanceSatang"
>;

export function OrderBreakdown({
  pricing,
  names,
  maintenancePlan,
  usdCents,
  headingLevel = 3,
  id,
}: {
  pricing: Breakdown;
  /** The catalogue's names for the order's package, add-ons and plan (hidden rows too). */
  names: CatalogueNames;
  maintenancePlan?: string | null;
  /** The package's USD reference price, shown as a note (the payment form only). */
  usdCents?: number;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const { t, language } = useMessages(checkoutMessages);
  const locale = localeFor(language);
  const thb = (satang: number) => formatMoney(satang, "THB", locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? "font-semibold text-slate-900" : "text-slate-700"}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
  const packageName = names.packages[pricing.packageId] ?? pricing.packageId;
  return (
    <section aria-labelledby={id ? `${id}-heading` : undefined} className="rounded-xl bg-slate-50 p-4 sm:p-5" id={id}>
      <Heading id={id ? `${id}-heading` : undefined} className="mb-2 text-base font-bold text-slate-900">
        {t("summary.heading")}
      </Heading>
      <dl className="divide-y divide-slate-200 text-sm">
        {row(t("summary.package", { package: packageName }), thb(pricing.packageSatang))}
        {pricing.addOns.map((line) => (
          <div key={line.id}>
            {row(
              t("summary.addOnLine", { name: names.addOns[line.id] ?? line.id, quantity: line.quantity }),
              thb(line.lineSatang),
            )}
          </div>
        ))}
        {row(t("summary.subtotal"), thb(pricing.subtotalSatang))}
        {pricing.discountSatang > 0
          ? row(t("summary.discount", { percent: `${terms.fullPaymentDiscountPercent}%` }), `−${thb(pricing.discountSatang)}`)
          : null}
        {/* Only when VAT was added on top (ADR 097); prices that include VAT show no VAT line. */}
        {pricing.vatSatang > 0
          ? row(t("summary.vat", { rate: String(VAT_RATE_PERCENT) }), thb(pricing.vatSatang), false, "order-vat")
          : null}
        {row(t("summary.total"), thb(pricing.totalSatang), true, "order-total")}
        {row(t("summary.dueNow"), thb(pricing.dueNowSatang), true, "order-due-now")}
        {pricing.balanceSatang > 0 ? row(t("summary.balance"), thb(pricing.balanceSatang), false, "order-balance") : null}
      </dl>
      {maintenancePlan ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("summary.maintenance", { plan: names.plans[maintenancePlan] ?? maintenancePlan })}
        </p>
      ) : null}
      {usdCents ? (
        <p className="mt-3 text-xs text-slate-600">{t("summary.usdNote", { usd: formatPrice(usdCents, "USD", locale) })}</p>
      ) : null}
    </section>
  );
}
