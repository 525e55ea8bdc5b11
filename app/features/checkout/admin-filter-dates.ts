// The Payments filter's dates as staff type and read them (ADR 101): day/month/year in both
// languages, the Thai screen with the Buddhist-era year (29/11/2569), the English one with the
// Gregorian year (29/11/2026). A text box rather than <input type="date">, whose mm/dd/yyyy comes
// from the browser's locale whatever the page's language. Links from the dashboard keep ISO dates.
import type { Language } from "~/i18n/config";

const BUDDHIST_ERA_OFFSET = 543;
/** A year from here on is Buddhist era: the Gregorian calendar reaches it in four centuries. */
const FIRST_BUDDHIST_YEAR = 2400;
// Anchored, without nested repetition: linear on any input (the schema also caps the length).
const isoPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const dayFirstPattern = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * "2026-11-29" from "2026-11-29", "29/11/2026", "29/11/2569" (also with . or -), or null when the
 * text is no calendar date.
 */
export function parseFilterDate(text: string): string | null {
  const value = text.trim();
  const iso = isoPattern.exec(value);
  const dayFirst = iso ? null : dayFirstPattern.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return null;
  const [written, month, day] = parts.map(Number) as [number, number, number];
  const year = written >= FIRST_BUDDHIST_YEAR ? written - BUDDHIST_ERA_OFFSET : written;
  if (year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** An ISO date as the filter box shows it: "29/11/2569" in Thai, "29/11/2026" in English. */
export function filterDateText(iso: string, language: Language): string {
  const [year = 0, month = 0, day = 0] = iso.split("-").map(Number);
  return `${pad(day)}/${pad(month)}/${language === "th" ? year + BUDDHIST_ERA_OFFSET : year}`;
}
