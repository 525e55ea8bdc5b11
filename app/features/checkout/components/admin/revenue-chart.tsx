// Money received per month as stacked bars by payment method, drawn as plain SVG (no chart
// library: twelve bars do not need one). It is an image to assistive technology; its name points
// to the table beside it, which holds the same figures.
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { formatPrice } from "~/lib/pricing";
import { adminPaymentMessages } from "../../admin-messages";
import { revenueMessages } from "../../revenue-messages";
import type { RevenueMonth } from "../../revenue-types";
import { monthFormat, REVENUE_METHODS, revenueTicks } from "./revenue-format";
import { patternId, RevenuePatterns, RevenueSwatch } from "./revenue-patterns";

// In the viewBox's units; the SVG scales to its column, so these hold from 390 px up.
const WIDTH = 320;
const HEIGHT = 220;
const TOP = 8;
const BOTTOM = 34;
const LEFT = 76;
const RIGHT = 4;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
// Thai month abbreviations (เม.ย., มิ.ย.) are wider than English ones: a smaller size keeps twelve apart.
const monthFontSize = { en: 10, th: 9 } as const;

export function RevenueChart({ months, prefix, tableCaption }: { months: RevenueMonth[]; prefix: string; tableCaption: string }) {
  const { t, language } = useMessages(revenueMessages);
  const methods = useMessages(adminPaymentMessages).t;
  const names = monthFormat(language);
  const totals = months.map((month) => REVENUE_METHODS.reduce((sum, method) => sum + month.bySatang[method], 0));
  const ticks = revenueTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) || 1;
  const y = (satang: number) => TOP + PLOT_HEIGHT - (satang / top) * PLOT_HEIGHT;
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(1, months.length);
  const barWidth = slot * 0.62;
  return (
    <div>
      <svg
        role="img"
        aria-label={t("chart.name", { table: tableCaption })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full font-sans"
        data-testid="revenue-chart"
      >
        <RevenuePatterns prefix={prefix} />
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? "stroke-slate-500" : "stroke-slate-200"}
            />
            <text x={LEFT - 6} y={y(tick)} dy="0.35em" textAnchor="end" fontSize="10" className="fill-slate-600">
              {/* Round steps of a scale, not amounts: whole baht keeps them short (ADR 101). */}
              {formatPrice(tick, "THB", localeFor(language))}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          let base = 0;
          // The year under each January, and under the first bar unless January is the next one.
          const showYear = month.month.endsWith("-01") || (index === 0 && !month.month.endsWith("-12"));
          return (
            <g key={month.month}>
              {REVENUE_METHODS.map((method) => {
                const amount = month.bySatang[method];
                if (amount <= 0) return null;
                const from = base;
                base += amount;
                return (
                  <rect
                    key={method}
                    x={x}
                    width={barWidth}
                    y={y(base)}
                    height={Math.max(1, y(from) - y(base))}
                    fill={`url(#${patternId(prefix, method)})`}
                    className="stroke-white"
                    strokeWidth="0.75"
                  />
                );
              })}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 20}
                textAnchor="middle"
                fontSize={monthFontSize[language]}
                className="fill-slate-700"
              >
                {names.short(month.month)}
              </text>
              {showYear ? (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="9" className="fill-slate-500">
                  {names.year(month.month)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {REVENUE_METHODS.map((method) => (
          <li key={method} className="flex items-center gap-2">
            <RevenueSwatch prefix={prefix} method={method} />
            {methods(`methods.${method}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
