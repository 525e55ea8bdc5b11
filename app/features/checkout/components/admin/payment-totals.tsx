import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";
import { adminFormat } from "./admin-format";

export interface PaymentTotalsData {
  orders: number;
  orderedSatang: number;
  receivedSatang: number;
  awaitingSatang: number;
}

export function PaymentTotals({ totals, from, to }: { totals: PaymentTotalsData; from?: string; to?: string }) {
  const { t, language } = useMessages(adminPaymentMessages);
  const { money, date } = adminFormat(language);
  const day = (value: string) => date(`${value}T12:00:00+07:00`);
  const period =
    from && to
      ? t("totals.range", { from: day(from), to: day(to) })
      : from
        ? t("totals.since", { from: day(from) })
        : to
          ? t("totals.until", { to: day(to) })
          : t("totals.allTime");
  const items = [
    { label: t("totals.orders"), value: String(totals.orders), id: "orders" },
    { label: t("totals.ordered"), value: money(totals.orderedSatang), id: "ordered" },
    { label: t("totals.received"), value: money(totals.receivedSatang), id: "received" },
    { label: t("totals.awaiting"), value: money(totals.awaitingSatang), id: "awaiting" },
  ];
  return (
    <section aria-labelledby="payment-totals-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="payment-totals-heading" className="text-base font-semibold text-slate-900">
        {t("totals.heading")} <span className="font-normal text-slate-600">({period})</span>
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.id}>
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid={`total-${item.id}`}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
