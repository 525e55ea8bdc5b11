// The agency works on Thailand's calendar, wherever the server runs and whatever its clock's zone.
export const BANGKOK_TIME_ZONE = "Asia/Bangkok";

const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: BANGKOK_TIME_ZONE, year: "numeric", calendar: "gregory" });

/** The year in Bangkok at `now` (Gregorian): at 17:30 UTC on 31 December it is already next year. */
export function bangkokYear(now: Date = new Date()): number {
  return Number(yearFormat.formatToParts(now).find((part) => part.type === "year")?.value);
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The calendar date in Bangkok at `now`, as YYYY-MM-DD (Thailand keeps UTC+7 all year). */
export function bangkokDate(now: Date = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in Bangkok at the start of a YYYY-MM-DD date, or null when it is no real date. */
export function bangkokMidnight(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== date) return null;
  return new Date(utcMidnight - BANGKOK_OFFSET_MS);
}

/** Whole Bangkok calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function bangkokDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
