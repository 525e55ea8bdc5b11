// The revenue section's months and scale: "YYYY-MM" months named in the reader's language and
// calendar (th-TH counts years in the Buddhist era, as the admin's other dates do), and round
// baht steps for the chart's axis.
import { type Language, localeFor } from "~/i18n/config";
import type { OrderMethod } from "../../checkout-types";

/** The chart's stacking order, bottom up; the table's column order. */
export const REVENUE_METHODS = ["card", "promptpay", "bank_transfer"] as const satisfies readonly OrderMethod[];

const firstDay = (month: string) => new Date(`${month}-01T00:00:00Z`);

export function monthFormat(language: Language) {
  const locale = localeFor(language);
  const short = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  return {
    /** "Nov" / "พ.ย." */
    short: (month: string) => short.format(firstDay(month)),
    /** "2026" / "2569": the year alone, in the reader's calendar. */
    year: (month: string) => long.formatToParts(firstDay(month)).find((part) => part.type === "year")?.value ?? month.slice(0, 4),
    /** "November 2026" / "พฤศจิกายน 2569" */
    long: (month: string) => long.format(firstDay(month)),
  };
}

/**
 * The axis ticks in satang, from 0 up to the first round step at or above `maxSatang`: about
 * `count` steps of 1, 2, 2.5 or 5 times a power of ten baht (1,000 THB apart when nothing came in).
 */
export function revenueTicks(maxSatang: number, count = 4): number[] {
  const maxBaht = Math.max(0, maxSatang) / 100;
  let step = 1000;
  if (maxBaht > 0) {
    const raw = maxBaht / count;
    const magnitude = 10 ** Math.floor(Math.log10(raw));
    step = Math.max(1, ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude);
  }
  const steps = Math.max(1, Math.ceil(maxBaht / step));
  return Array.from({ length: steps + 1 }, (_, index) => Math.round(index * step * 100));
}
