// BACKUP_DIR, BACKUP_SCHEDULE, BACKUP_KEEP and BACKUP_COMMAND: the scheduled backups (ADR 105).
import path from "node:path";
import { z } from "zod";
import { type BackupSchedule, DEFAULT_BACKUP_TIMES, parseBackupSchedule } from "~/lib/backup-schedule";

export const backupEnvFields = {
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const schedule = parseBackupSchedule(value);
      if (schedule === undefined) {
        context.addIssue({
          code: "custom",
          message:
            'must be "off" or daily times in Bangkok time as HH:MM, several separated by commas (e.g. 03:00 or 03:00,15:00)',
        });
        return z.NEVER;
      }
      return schedule;
    }),
  BACKUP_KEEP: z.coerce
    .number({ error: "must be a whole number of files" })
    .int("must be a whole number of files")
    .min(1, "must be from 1 to 1000 files")
    .max(1000, "must be from 1 to 1000 files")
    .default(14),
  BACKUP_COMMAND: z.string().trim().min(1).optional(),
};

export interface BackupSettings {
  /** Where scheduled (and by default `npm run backup`) files go. */
  dir: string;
  /** True when BACKUP_DIR was set: the start checks it even with the schedule off. */
  dirSet: boolean;
  /** Daily times in Bangkok; none = off. */
  schedule: BackupSchedule;
  keep: number;
  /** An executable run with the file's path as its one argument (no shell). */
  command?: string;
}

export function resolveBackup(
  env: { BACKUP_DIR?: string; BACKUP_SCHEDULE?: BackupSchedule; BACKUP_KEEP: number; BACKUP_COMMAND?: string },
  { dataDir, local }: { dataDir: string; local: boolean },
): BackupSettings {
  return {
    dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, "backups")),
    dirSet: env.BACKUP_DIR !== undefined,
    // On PGlite the site is usually a laptop or a try-out: off unless asked (ADR 105).
    schedule: env.BACKUP_SCHEDULE ?? (local ? [] : DEFAULT_BACKUP_TIMES),
    keep: env.BACKUP_KEEP,
    command: env.BACKUP_COMMAND,
  };
}
