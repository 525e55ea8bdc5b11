// Amounts and dates as a Thai receipt prints them: "9,405.00", "26 พฤศจิกายน 2569", "26 November 2026".
import { BANGKOK_TIME_ZONE } from "~/lib/bangkok-date";
import { formatMoneyFigure } from "~/lib/pricing";
import { thaiMonths } from "./document-words-messages";

/**
 * Satang as baht with two decimals and thousands separators ("9,405.00"): the figure formatMoney
 * writes, without the currency sign, since the document's column heading names the baht (ADR 101).
 */
export const formatAmount = formatMoneyFigure;

const englishMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

// Numeric parts from Intl (the time zone), names from our own tables, so the printed words do not
// depend on which ICU data the server's Node carries.
const bangkokParts = new Intl.DateTimeFormat("en-US", {
  timeZone: BANGKOK_TIME_ZONE,
  calendar: "gregory",
  numberingSystem: "latn",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

function bangkokDay(iso: string): { day: number; month: number; year: number } {
  const parts = bangkokParts.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part("day"), month: part("month"), year: part("year") };
}

/** The Bangkok date of an ISO timestamp: Thai with the Buddhist-era year, or English. */
export function documentDate(iso: string, language: "th" | "en"): string {
  const { day, month, year } = bangkokDay(iso);
  return language === "th" ? `${day} ${thaiMonths[month - 1]} ${year + 543}` : `${day} ${englishMonths[month - 1]} ${year}`;
}
