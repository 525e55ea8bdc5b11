// When the studio answers the phone. Days are ISO weekdays (1 = Monday); times are local
// Bangkok time. Names of days and the time format come from Intl, per language.
// The hours themselves are a setting (agency.businessHours, edited on /admin/settings): the contact
// route reads them and passes them to contactPage().
export interface OpeningPeriod {
  fromDay: number;
  toDay: number;
  opens: { hour: number; minute: number };
  closes: { hour: number; minute: number };
}

/** The default of migration 0008 (Mon–Fri 9–18, Sat 10–16): for tests and previews, not for pages. */
export const defaultBusinessHours: readonly OpeningPeriod[] = [
  { fromDay: 1, toDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } },
  { fromDay: 6, toDay: 6, opens: { hour: 10, minute: 0 }, closes: { hour: 16, minute: 0 } },
];
