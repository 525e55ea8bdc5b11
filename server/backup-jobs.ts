// The scheduled backup as a background job of every instance (ADR 105): each looks every minute
// whether a scheduled time (BACKUP_SCHEDULE, Bangkok) has passed without a scheduled run, and one
// of them, chosen under an advisory lock, runs it (app/.server/db/backup-runs.server.ts).
import { type BackupRunLog, runScheduledBackup } from "~/.server/db/backup-runs.server";
import type { Database } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import type { PeriodicJob } from "~/.server/jobs.server";
import { describeBackupSchedule } from "~/lib/backup-schedule";

export function backupJobs(env: Env, database: Database, log: BackupRunLog): PeriodicJob[] {
  if (env.backup.schedule.length === 0) {
    log.notice(
      `Backups: not scheduled${env.databaseUrl ? " (BACKUP_SCHEDULE=off)" : " (embedded database: set BACKUP_SCHEDULE to turn them on)"}`,
    );
    return [];
  }
  log.notice(
    `Backups: daily at ${describeBackupSchedule(env.backup.schedule)} Bangkok time into ${env.backup.dir}, keeping ${env.backup.keep}${env.backup.command ? ", then BACKUP_COMMAND" : ""}`,
  );
  const context = {
    db: database.db,
    running: database.pglite,
    log,
    settings: { ...env.backup, databaseUrl: env.databaseUrl, dataDir: env.dataDir },
  };
  return [
    {
      name: "scheduled-backup",
      intervalMs: 60_000,
      // The run logs its own outcome; the count is the number of backups written.
      run: async (now) => ((await runScheduledBackup(context, now))?.status === "succeeded" ? 1 : 0),
    },
  ];
}
