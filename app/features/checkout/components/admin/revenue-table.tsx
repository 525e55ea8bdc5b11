// The revenue chart's figures as a table: one row per month, a column per payment method, a total
// column and a total row. On a narrow screen it scrolls sideways in its own labelled region, the
// months staying in view, and a shadow at the right edge shows that there are more columns.
import { type RefObject, useEffect, useRef, useState } from "react";
import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";
import { revenueMessages } from "../../revenue-messages";
import type { RevenueMonth } from "../../revenue-types";
import { adminFormat } from "./admin-format";
import { monthFormat, REVENUE_METHODS } from "./revenue-format";
import { RevenueSwatch } from "./revenue-patterns";

const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
// The months' column stays put while the figures scroll under it, so it needs a background.
const monthColumn = "sticky left-0 px-3 py-2 text-left whitespace-nowrap";

/**
 * Whether the region hides columns to its right. A 390 px phone shows the first two or three
 * columns, and the edge can fall between two of them, so the table looks complete without a hint.
 * Measured in the browser only; the server's HTML has no shadow.
 */
function useMoreToTheRight(region: RefObject<HTMLDivElement | null>) {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const update = () => setMore(Math.ceil(element.scrollLeft + element.clientWidth) < element.scrollWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener("scroll", update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", update);
    };
  }, [region]);
  return more;
}

export function RevenueTable({ months, prefix, captionId }: { months: RevenueMonth[]; prefix: string; captionId: string }) {
  const { t, language } = useMessages(revenueMessages);
  const methods = useMessages(adminPaymentMessages).t;
  const { money } = adminFormat(language);
  const names = monthFormat(language);
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  const monthTotal = (month: RevenueMonth) => sum(REVENUE_METHODS.map((method) => month.bySatang[method]));
  const region = useRef<HTMLDivElement>(null);
  const more = useMoreToTheRight(region);
  return (
    <div className="relative">
      <div
        ref={region}
        role="region"
        aria-label={t("table.region")}
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full border-collapse text-sm" data-testid="revenue-table">
          <caption id={captionId} className="px-3 py-2 text-left font-semibold text-slate-900">
            {t("table.caption")}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={`${monthColumn} bg-slate-50 font-semibold`}>
                {t("table.month")}
              </th>
              {REVENUE_METHODS.map((method) => (
                <th key={method} scope="col" className="px-3 py-2 text-right font-semibold">
                  <span className="inline-flex items-center gap-1.5">
                    <RevenueSwatch prefix={prefix} method={method} />
                    {methods(`methods.${method}`)}
                  </span>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t("table.total")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className={`${monthColumn} bg-white font-normal text-slate-800`}>
                  {names.long(month.month)}
                </th>
                {REVENUE_METHODS.map((method) => (
                  <td key={method} className={`${cell} text-slate-700`}>
                    {money(month.bySatang[method])}
                  </td>
                ))}
                <td className={`${cell} font-semibold text-slate-900`}>{money(monthTotal(month))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 bg-slate-50">
            <tr>
              <th scope="row" className={`${monthColumn} bg-slate-50 font-semibold text-slate-900`}>
                {t("table.totalRow")}
              </th>
              {REVENUE_METHODS.map((method) => (
                <td key={method} className={`${cell} font-semibold text-slate-900`}>
                  {money(sum(months.map((month) => month.bySatang[method])))}
                </td>
              ))}
              <td className={`${cell} font-bold text-slate-900`}>{money(sum(months.map(monthTotal)))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {more ? (
        <div
          aria-hidden="true"
          data-testid="revenue-table-more"
          className="pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-lg bg-gradient-to-l from-slate-900/20 to-transparent"
        />
      ) : null}
    </div>
  );
}
