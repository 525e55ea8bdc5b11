// The job that reports confirmed PromptPay and bank-transfer purchases to GA4 through the
// Measurement Protocol: checkout finds the payments, analytics speaks to Google, the settings hold
// the measurement id. Composed here, as features do not import each other.
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import type { PeriodicJob } from "~/.server/jobs.server";
import { sendPurchaseHit } from "~/features/analytics/measurement-protocol.server";
import { reportConfirmedPurchases } from "~/features/checkout/confirmed-purchases.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import type { Logger } from "~/lib/logger";

export const PURCHASE_REPORT_JOB = "report-confirmed-purchases";

export interface PurchaseReportOptions {
  log?: Pick<Logger, "warn">;
  /** Per request; the claimed row stays locked while one is under way. */
  timeoutMs?: number;
}

/** Whether purchases are reported: a measurement id in the settings and the secret in the environment. */
export function purchaseReportsOn(env: Pick<Env, "analytics">, measurementId: string): boolean {
  return Boolean(env.analytics.apiSecret && measurementId.trim());
}

/** One run: nothing without the secret or a measurement id; answers how many were sent. */
export async function reportPurchases(
  db: Db,
  env: Pick<Env, "analytics">,
  now: Date,
  options: PurchaseReportOptions = {},
): Promise<number> {
  const apiSecret = env.analytics.apiSecret?.();
  if (!apiSecret) return 0;
  const measurementId = (await getSiteSettings(db, now.getTime())).integrations.gaMeasurementId.trim();
  if (!measurementId) return 0;
  const target = { collectUrl: env.analytics.collectUrl, measurementId, apiSecret };
  return reportConfirmedPurchases(db, {
    now,
    log: options.log,
    send: (purchase) =>
      sendPurchaseHit(
        target,
        { clientId: purchase.clientId, payment: purchase.payment, occurredAt: purchase.confirmedAt },
        { timeoutMs: options.timeoutMs },
      ),
  });
}

/** Every minute, so a confirmation reaches the reports well within GA's 72 hours. */
export function purchaseReportJobs(db: Db, env: Env, options: PurchaseReportOptions = {}): PeriodicJob[] {
  return [{ name: PURCHASE_REPORT_JOB, intervalMs: 60_000, run: (now) => reportPurchases(db, env, now, options) }];
}
