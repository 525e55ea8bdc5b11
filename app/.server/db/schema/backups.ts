import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per backup run (scheduled or `npm run backup`), so the dashboard can show the last
 * backup's time, size and outcome and warn when none succeeded lately. `commandExitCode` is the
 * exit status of BACKUP_COMMAND (the off-site copy) when one is configured.
 */
export const backupRunStatuses = ["running", "succeeded", "failed"] as const;
export type BackupRunStatus = (typeof backupRunStatuses)[number];
export const backupRunTriggers = ["schedule", "manual"] as const;
export type BackupRunTrigger = (typeof backupRunTriggers)[number];

export const backupRuns = pgTable(
  "backup_runs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    trigger: text("trigger", { enum: backupRunTriggers }).notNull(),
    status: text("status", { enum: backupRunStatuses }).notNull().default("running"),
    /** The file's name inside BACKUP_DIR (never a full path from elsewhere). */
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    commandExitCode: integer("command_exit_code"),
    /** A short, secret-free reason when the run or its command failed. */
    error: text("error"),
    /** Which instance ran it (hostname:pid). */
    instance: text("instance").notNull().default(""),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("backup_runs_started_at_idx").on(table.startedAt.desc()),
    check("backup_runs_status_check", sql`${table.status} in ('running', 'succeeded', 'failed')`),
    check("backup_runs_trigger_check", sql`${table.trigger} in ('schedule', 'manual')`),
  ],
);
