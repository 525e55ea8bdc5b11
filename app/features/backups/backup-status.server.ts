// The dashboard's backup line (admins only, ADR 105): the last recorded run (scheduled or
// `npm run backup`) with its time in Bangkok, size and outcome, and a warning when backups are
// scheduled and none succeeded in the last 48 hours (or ever).
import { desc, eq } from "drizzle-orm";
import { formatBytes } from "~/.server/db/backup-common.server";
import type { Db } from "~/.server/db/client";
import { backupRuns, type BackupRunStatus, type BackupRunTrigger } from "~/.server/db/schema";
import { type Language, localeFor } from "~/i18n/config";

export const BACKUP_WARNING_AFTER_MS = 48 * 60 * 60_000;

export interface BackupStatus {
  scheduled: boolean;
  last: {
    /** Formatted on the server, in Bangkok time, so the page reads the same wherever it renders. */
    when: string;
    size: string | null;
    outcome: BackupRunStatus;
    trigger: BackupRunTrigger;
    reason: string | null;
  } | null;
  warning: "stale" | "never" | null;
}

export async function getBackupStatus(
  db: Db,
  { scheduled, now = new Date(), language }: { scheduled: boolean; now?: Date; language: Language },
): Promise<BackupStatus> {
  const [[last], [succeeded]] = await Promise.all([
    db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1),
    db
      .select({ at: backupRuns.startedAt })
      .from(backupRuns)
      .where(eq(backupRuns.status, "succeeded"))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1),
  ]);
  const format = new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  });
  let warning: BackupStatus["warning"] = null;
  if (scheduled && !succeeded) warning = "never";
  else if (scheduled && succeeded && now.getTime() - succeeded.at.getTime() > BACKUP_WARNING_AFTER_MS) warning = "stale";
  return {
    scheduled,
    last: last
      ? {
          when: format.format(last.startedAt),
          size: last.sizeBytes === null ? null : formatBytes(last.sizeBytes),
          outcome: last.status,
          trigger: last.trigger,
          reason: last.status === "failed" ? last.error : null,
        }
      : null,
    warning,
  };
}
