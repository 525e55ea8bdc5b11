// Deposit orders whose balance is still to collect: how many, how much, and how many of them the
// customer has already been asked to pay.
import { useMessages } from "~/i18n/messages";
import { localeFor } from "~/i18n/config";
import { revenueMessages } from "../../revenue-messages";
import type { OutstandingBalances as Outstanding } from "../../revenue-types";
import { adminFormat } from "./admin-format";

export function OutstandingBalances({ outstanding }: { outstanding: Outstanding }) {
  const { t, language } = useMessages(revenueMessages);
  const { money } = adminFormat(language);
  const count = new Intl.NumberFormat(localeFor(language));
  const items = [
    { id: "count", label: t("outstanding.count"), value: count.format(outstanding.count) },
    { id: "total", label: t("outstanding.total"), value: money(outstanding.totalSatang) },
    { id: "requested", label: t("outstanding.requested"), value: count.format(outstanding.requested) },
  ];
  return (
    <section aria-labelledby="outstanding-title" className="mt-6">
      <h3 id="outstanding-title" className="text-base font-semibold text-slate-900">
        {t("outstanding.heading")}
      </h3>
      <p className="text-sm text-slate-600">{t("outstanding.note")}</p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-700">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={`outstanding-${item.id}`}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
