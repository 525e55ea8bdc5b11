// How long the site keeps each kind of data: the one source of the periods the privacy policy
// states and the retention jobs enforce (ADR 046), so the text and the jobs cannot drift apart.
// Pure and client-safe; the server may lengthen or shorten two of them through the environment
// (app/.server/env.ts), and then the policy shows the value the jobs use.

export interface RetentionPeriods {
  /** Contact form messages, counted from when they arrive (CONTACT_RETENTION_MONTHS). */
  readonly contactMessageMonths: number;
  /**
   * An order's personal details (name, e-mail, phone, company, requirements) and its transfer
   * slips: whole years after the end of the accounting period (the calendar year, Thailand time)
   * of the order's last change (ORDER_RETENTION_YEARS). Amounts and status stay, anonymous.
   */
  readonly orderAccountingYears: number;
  /** An order's project requirements, which accounting does not need: years after its last change. */
  readonly orderRequirementsYears: number;
  /** A staff account without access (role pending): days after its access ended, or after it was created. */
  readonly staffAccountDays: number;
  /** Mail the outbox sent: days after sending. */
  readonly sentMailDays: number;
  /** Mail the outbox gave up on: days after it was queued. */
  readonly failedMailDays: number;
  /** Stripe webhook event ids (kept so a replay is processed once): days after receipt. */
  readonly webhookEventDays: number;
  /** An uploaded image no article uses: days after upload, so an article still being written keeps it. */
  readonly unusedImageDays: number;
  /** A slip no payment refers to (its payment report failed after the upload): days after upload. */
  readonly orphanSlipDays: number;
  /**
   * An analytics consent choice recorded on the server (consent_records): months after it was
   * made. The choice lasts six months in the browser; the record is kept long enough after that to
   * prove, if asked, what the visitor chose and under which policy.
   */
  readonly consentRecordMonths: number;
}

export const RETENTION_DEFAULTS = {
  contactMessageMonths: 12,
  orderAccountingYears: 5,
  orderRequirementsYears: 2,
  staffAccountDays: 90,
  sentMailDays: 30,
  failedMailDays: 30,
  // Stripe retries a webhook for up to three days and keeps events for 30: long past both.
  webhookEventDays: 90,
  unusedImageDays: 7,
  orphanSlipDays: 1,
  consentRecordMonths: 24,
} as const satisfies RetentionPeriods;

/** What the environment may set, and within which bounds (the accounting minimum is Thai law's). */
export const RETENTION_ENV_BOUNDS = {
  contactMessageMonths: { min: 1, max: 120 },
  orderAccountingYears: { min: 5, max: 10 },
} as const;

/**
 * How every retention job is called: the clock (a fixed one in tests) and whether to change
 * anything. Each job answers the ids of what it removed or anonymised (or, on a dry run, would):
 * record ids and storage keys, never personal data.
 */
export interface RetentionRun {
  now: Date;
  dryRun?: boolean;
}

const DAY_MS = 24 * 60 * 60_000;
/** Thailand keeps UTC+7 all year (no daylight saving), so its calendar is a fixed offset. */
const THAILAND_OFFSET_MS = 7 * 60 * 60_000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The same wall-clock time `months` calendar months earlier (UTC), the day clamped to the end
 * of a shorter month, as PostgreSQL's `timestamptz - interval 'n months'` does.
 */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  const totalMonths = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  target.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return target;
}

/**
 * Records last changed before this instant are past the accounting period plus `years`: the
 * start (Thailand time) of the calendar year `years` before the current one. An order changed in
 * 2026 is kept through 2031 (the period ends on 31 December 2026, plus five years) and anonymised
 * from 1 January 2032.
 */
export function accountingCutoff(now: Date, years: number): Date {
  const thaiYear = new Date(now.getTime() + THAILAND_OFFSET_MS).getUTCFullYear();
  return new Date(Date.UTC(thaiYear - years, 0, 1) - THAILAND_OFFSET_MS);
}

/** The instant before which each kind of record is past its period, at `now`. */
export function retentionCutoffs(now: Date, periods: RetentionPeriods) {
  return {
    contactMessages: monthsBefore(now, periods.contactMessageMonths),
    orderPersonalDetails: accountingCutoff(now, periods.orderAccountingYears),
    orderRequirements: monthsBefore(now, periods.orderRequirementsYears * 12),
    staffAccounts: daysBefore(now, periods.staffAccountDays),
    sentMail: daysBefore(now, periods.sentMailDays),
    failedMail: daysBefore(now, periods.failedMailDays),
    webhookEvents: daysBefore(now, periods.webhookEventDays),
    unusedImages: daysBefore(now, periods.unusedImageDays),
    orphanSlips: daysBefore(now, periods.orphanSlipDays),
    consentRecords: monthsBefore(now, periods.consentRecordMonths),
  };
}
export type RetentionCutoffs = ReturnType<typeof retentionCutoffs>;

/** A period for the reader, in their language: "90 days", "12 เดือน", "1 year". */
export function formatPeriod(count: number, unit: "day" | "month" | "year", locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(count);
}
