// The features' own periodic work (not retention): composed here, as features do not import each
// other, and run by every instance's background jobs (start.ts). Each job is safe on several
// instances at once: it claims its rows with SKIP LOCKED and moves them with guarded updates.
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import type { PeriodicJob } from "~/.server/jobs.server";
import { publishScheduledArticles } from "~/features/blog/article-schedule.server";
import { sendBalanceReminders } from "~/features/checkout/balance.server";
import { balanceMailContext } from "~/features/checkout/checkout.server";
import { getAgencyContact } from "~/features/settings/agency-contact.server";
import { getBalanceReminderDays } from "~/features/settings/settings.server";

const MINUTE = 60_000;

export function featureJobs(env: Env, db: Db): PeriodicJob[] {
  return [
    {
      // Reminders are due on whole days; every 15 minutes is on time without being busy.
      name: "balance-reminders",
      intervalMs: 15 * MINUTE,
      logLevel: "notice",
      run: async (now) =>
        sendBalanceReminders(db, {
          days: await getBalanceReminderDays(db),
          mail: balanceMailContext(env, await getAgencyContact(db)),
          now,
        }),
    },
    {
      // Staff schedule to the minute: every 30 seconds (ARTICLE_SCHEDULE_INTERVAL_MS) publishes
      // within half a minute of the chosen time, and a run that finds nothing due is one indexed
      // query. Every instance runs it; SKIP LOCKED makes exactly one publish each article.
      name: "publish-scheduled-articles",
      intervalMs: env.articleScheduleIntervalMs,
      logLevel: "notice",
      run: (now) => publishScheduledArticles(db, now, { kept: env.articleRevisionsKept }),
    },
  ];
}
