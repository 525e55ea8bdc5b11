// When the studio answers the phone. Days are ISO weekdays (1 = Monday); times are local
// Bangkok time. Names of days and the time format come from Intl, per language.
export interface OpeningPeriod {
  fromDay: number;
  toDay: number;
  opens: { hour: number; minute: number };
  closes: { hour: number; minute: number };
}

export const businessHours: readonly OpeningPeriod[] = [
  { fromDay: 1, toDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } },
  { fromDay: 6, toDay: 6, opens: { hour: 10, minute: 0 }, closes: { hour: 16, minute: 0 } },
];
