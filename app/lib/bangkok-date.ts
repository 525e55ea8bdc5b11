// The agency works on Thailand's calendar, wherever the server runs and whatever its clock's zone.
export const BANGKOK_TIME_ZONE = "Asia/Bangkok";

const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: BANGKOK_TIME_ZONE, year: "numeric", calendar: "gregory" });

/** The year in Bangkok at `now` (Gregorian): at 17:30 UTC on 31 December it is already next year. */
export function bangkokYear(now: Date = new Date()): number {
  return Number(yearFormat.formatToParts(now).find((part) => part.type === "year")?.value);
}
