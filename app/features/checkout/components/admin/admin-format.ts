// Money and dates as the admin screens show them: baht in the reader's locale, times in the
// agency's time zone (the same on the server and in the browser, so hydration matches).
import { type Language, localeFor } from "~/i18n/config";
import { formatMoney } from "~/lib/pricing";

export const AGENCY_TIME_ZONE = "Asia/Bangkok";

export function adminFormat(language: Language) {
  const locale = localeFor(language);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: AGENCY_TIME_ZONE });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: AGENCY_TIME_ZONE });
  return {
    money: (satang: number) => formatMoney(satang, "THB", locale),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
  };
}
