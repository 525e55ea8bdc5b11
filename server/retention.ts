// The retention jobs (ADR 046): one per kind of data the privacy policy gives a period, each owned
// by the feature that owns the data. They are composed here, as features do not import each other,
// for the background jobs of every instance (startBackgroundJobs in start.ts) and for
// `npm run retention [-- --dry-run]` (scripts/retention.ts).
import type { Db } from "~/.server/db/client";
import type { PeriodicJob } from "~/.server/jobs.server";
import { deleteOldMail } from "~/.server/mail/outbox-retention.server";
import type { ObjectStorage, StorageBucket } from "~/.server/storage/storage";
import { deleteOldConsentRecords } from "~/features/analytics/consent-records.server";
import { deleteUnusedImages } from "~/features/blog/image-retention.server";
import {
  anonymiseOldOrders,
  clearOldRequirements,
  deleteOldDocuments,
  purgeOldWebhookEvents,
  removeOrphanSlips,
} from "~/features/checkout/checkout-retention.server";
import { deleteOldContactMessages } from "~/features/contact/contact-retention.server";
import { deleteFormerStaffAccounts } from "~/features/users/staff-retention.server";
import type { RetentionPeriods, RetentionRun } from "~/lib/retention";

export interface RetentionTask {
  /** Its name in the log (`Job retention-<kind>`) and in the command's report. */
  kind: string;
  /** What becomes of a record past its period. */
  outcome: "deleted" | "anonymised" | "emptied";
  /** The ids (or storage keys) it removed, or on a dry run would remove: never personal data. */
  run(options: RetentionRun): Promise<string[]>;
}

/** Every retention job, in the order the privacy policy lists the data. */
export function retentionTasks(
  db: Db,
  periods: RetentionPeriods,
  storage: Record<StorageBucket, ObjectStorage>,
): RetentionTask[] {
  const { slips, media } = storage;
  return [
    {
      kind: "contact-messages",
      outcome: "deleted",
      run: (run) => deleteOldContactMessages(db, { ...run, months: periods.contactMessageMonths }),
    },
    {
      kind: "order-personal-details",
      outcome: "anonymised",
      run: (run) => anonymiseOldOrders(db, slips, { ...run, years: periods.orderAccountingYears }),
    },
    {
      kind: "order-documents",
      outcome: "deleted",
      run: (run) => deleteOldDocuments(db, { ...run, years: periods.orderAccountingYears }),
    },
    {
      kind: "order-requirements",
      outcome: "emptied",
      run: (run) => clearOldRequirements(db, { ...run, years: periods.orderRequirementsYears }),
    },
    {
      kind: "orphan-slips",
      outcome: "deleted",
      run: (run) => removeOrphanSlips(db, slips, { ...run, days: periods.orphanSlipDays }),
    },
    {
      kind: "staff-accounts",
      outcome: "deleted",
      run: (run) => deleteFormerStaffAccounts(db, { ...run, days: periods.staffAccountDays }),
    },
    {
      kind: "sent-mail",
      outcome: "deleted",
      run: (run) => deleteOldMail(db, { ...run, status: "sent", days: periods.sentMailDays }),
    },
    {
      kind: "failed-mail",
      outcome: "deleted",
      run: (run) => deleteOldMail(db, { ...run, status: "failed", days: periods.failedMailDays }),
    },
    {
      kind: "stripe-webhook-events",
      outcome: "deleted",
      run: (run) => purgeOldWebhookEvents(db, { ...run, days: periods.webhookEventDays }),
    },
    {
      kind: "unused-images",
      outcome: "deleted",
      run: (run) => deleteUnusedImages(db, media, { ...run, days: periods.unusedImageDays }),
    },
    {
      kind: "consent-records",
      outcome: "deleted",
      run: (run) => deleteOldConsentRecords(db, { ...run, months: periods.consentRecordMonths }),
    },
  ];
}

/**
 * The tasks as background jobs: every 6 hours and shortly after start, so a record goes within
 * hours of its period's end; what each run removed is logged as a count (notice level, so
 * production logs show that retention runs).
 */
export function retentionJobs(tasks: RetentionTask[]): PeriodicJob[] {
  return tasks.map((task) => ({
    name: `retention-${task.kind}`,
    intervalMs: 6 * 60 * 60_000,
    logLevel: "notice",
    run: async (now) => (await task.run({ now })).length,
  }));
}

export interface RetentionReport {
  kind: string;
  outcome: RetentionTask["outcome"];
  ids: string[];
}

/** Runs every task once, one after another (what `npm run retention` does). */
export async function runRetention(tasks: RetentionTask[], run: Required<RetentionRun>): Promise<RetentionReport[]> {
  const reports: RetentionReport[] = [];
  for (const task of tasks) reports.push({ kind: task.kind, outcome: task.outcome, ids: await task.run(run) });
  return reports;
}

/** The command's report: one line per kind, with the count and the ids. */
export function describeRetention(reports: RetentionReport[], { now, dryRun }: Required<RetentionRun>): string[] {
  const heading = dryRun
    ? `Retention dry run at ${now.toISOString()}: nothing was changed; without --dry-run these would go.`
    : `Retention at ${now.toISOString()}:`;
  const lines = reports.map(({ kind, outcome, ids }) => {
    const verb = dryRun ? `would be ${outcome}` : outcome;
    return `  ${kind}: ${ids.length} ${verb}${ids.length > 0 ? ` (${ids.join(", ")})` : ""}`;
  });
  return [heading, ...lines];
}

export const RETENTION_USAGE = "Usage: npm run retention [-- --dry-run]";

/** The command's arguments: nothing, or --dry-run. */
export function parseRetentionArgs(args: readonly string[]): { dryRun: boolean } | { error: string } {
  const unknown = args.filter((arg) => arg !== "--dry-run");
  if (unknown.length > 0) return { error: `Unknown argument ${unknown[0]}. ${RETENTION_USAGE}` };
  return { dryRun: args.includes("--dry-run") };
}
