// The dashboard's money section (admins only): the chart of the last twelve months beside the
// table of its figures, then the outstanding balances. The dashboard route is its only importer,
// so the chart's code ships in that route's chunk alone.
import { useId } from "react";
import { useMessages } from "~/i18n/messages";
import { revenueMessages } from "../../revenue-messages";
import type { Revenue } from "../../revenue-types";
import { OutstandingBalances } from "./outstanding-balances";
import { RevenueChart } from "./revenue-chart";
import { RevenueTable } from "./revenue-table";

export function RevenueSection({ revenue }: { revenue: Revenue }) {
  const { t } = useMessages(revenueMessages);
  // Pattern and caption ids, unique on the page and the same in the server's HTML and the browser's.
  const prefix = `revenue${useId().replace(/[^\w-]/g, "")}`;
  return (
    <section aria-labelledby="revenue-title" className="mt-8">
      <h2 id="revenue-title" className="text-lg font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      {/* Side by side only where the table fits at its natural width beside a legible chart. */}
      <div className="mt-4 grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_auto]">
        <div className="max-w-xl rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <RevenueChart months={revenue.months} prefix={prefix} tableCaption={t("table.caption")} />
        </div>
        <div className="min-w-0">
          <RevenueTable months={revenue.months} prefix={prefix} captionId={`${prefix}-caption`} />
        </div>
      </div>
      <OutstandingBalances outstanding={revenue.outstanding} />
    </section>
  );
}
