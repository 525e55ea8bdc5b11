// Backup runs (ADR 105): the scheduled backup of the running server (one instance per scheduled
// time, chosen under an advisory lock), the optional BACKUP_COMMAND, rotation to BACKUP_KEEP files,
// and the backup_runs row every run leaves for the dashboard, `npm run backup` included.
import { execFile } from "node:child_process";
import { access, constants, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { type BackupSchedule, latestBackupSlot } from "~/lib/backup-schedule";
import { BACKUP_FILE_NAME, formatBytes, maskDatabaseUrl } from "./backup-common.server";
import { backupSite } from "./backup.server";
import { type Db, StartupRefused } from "./client";
import { backupRuns, type BackupRunTrigger } from "./schema";

/** Held (per transaction) while an instance claims a scheduled time, so only one runs it. */
const BACKUP_LOCK_ID = 724_130_105;
/** BACKUP_COMMAND is stopped after this long; the run is then 'failed' and the file is kept. */
export const BACKUP_COMMAND_TIMEOUT_MS = 30 * 60_000;
/** A run still 'running' this long after its start was cut short (the instance stopped). */
const INTERRUPTED_AFTER_MS = 6 * 60 * 60_000;
const ERROR_LENGTH = 300;

export interface BackupRunSettings {
  databaseUrl?: string;
  dataDir: string;
  /** BACKUP_DIR */
  dir: string;
  keep: number;
  command?: string;
  schedule: BackupSchedule;
  commandTimeoutMs?: number;
}

export interface BackupRunLog {
  notice(message: string): void;
  warn(message: string): void;
}

export interface BackupRunContext {
  db: Db;
  settings: BackupRunSettings;
  log: BackupRunLog;
  /** PGlite: the server's own open database, dumped in place. */
  running?: PGlite;
  /** hostname:pid unless a test names its instances. */
  instance?: string;
}

export interface BackupRunOutcome {
  id: number;
  status: "succeeded" | "failed";
  file?: string;
  sizeBytes?: number;
  commandExitCode?: number | null;
  error?: string;
  removed: string[];
}

const defaultInstance = () => `${hostname()}:${process.pid}`;

/** One line, bounded, with any DATABASE_URL masked: what backup_runs.error and the log may hold. */
function shortReason(error: unknown, databaseUrl?: string): string {
  let text = error instanceof Error ? error.message : String(error);
  if (databaseUrl) text = text.replaceAll(databaseUrl, maskDatabaseUrl(databaseUrl));
  text = text.replace(/postgres(?:ql)?:\/\/[^\s@/]*@/g, "postgres://****@");
  const line = text.split("\n")[0] ?? "";
  return line.length > ERROR_LENGTH ? `${line.slice(0, ERROR_LENGTH - 1)}…` : line;
}

/**
 * Start-up check (fail closed): with a schedule, or with BACKUP_DIR set, the folder must exist or
 * be creatable and be writable, or the server does not start.
 */
export async function checkBackupDir(settings: { dir: string; dirSet: boolean; schedule: BackupSchedule }): Promise<void> {
  if (settings.schedule.length === 0 && !settings.dirSet) return;
  const probe = path.join(settings.dir, `.write-check-${process.pid}`);
  try {
    await mkdir(settings.dir, { recursive: true, mode: 0o700 });
    await access(settings.dir, constants.W_OK);
    await writeFile(probe, "");
    await rm(probe, { force: true });
  } catch (error) {
    throw new StartupRefused(
      `BACKUP_DIR ${settings.dir} cannot hold backups: ${shortReason(error)}. Create it and make it writable by this user, ` +
        "or set BACKUP_DIR to another folder (BACKUP_SCHEDULE=off and BACKUP_DIR unset turn scheduled backups off).",
    );
  }
}

/**
 * The scheduled backup, called every minute by each instance's background jobs: when the latest
 * scheduled time has no scheduled run yet, claims it (under the advisory lock, so one instance
 * does) and runs it. Undefined when nothing was due or another instance has it.
 */
export async function runScheduledBackup(context: BackupRunContext, now: Date): Promise<BackupRunOutcome | undefined> {
  const slot = latestBackupSlot(context.settings.schedule, now);
  if (!slot) return undefined;
  // The common case, a time already taken, costs one indexed read and no lock.
  if (await scheduledRunSince(context.db, slot)) return undefined;
  const id = await context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_ID})`);
    await tx
      .update(backupRuns)
      .set({ status: "failed", error: "interrupted: the instance stopped during the run", finishedAt: now })
      .where(and(eq(backupRuns.status, "running"), lt(backupRuns.startedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS))));
    if (await scheduledRunSince(tx as unknown as Db, slot)) return undefined;
    const [row] = await tx
      .insert(backupRuns)
      .values({ trigger: "schedule", instance: context.instance ?? defaultInstance(), startedAt: now })
      .returning({ id: backupRuns.id });
    return row?.id;
  });
  if (id === undefined) return undefined;
  return performBackupRun(context, id, now);
}

async function scheduledRunSince(db: Db, slot: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.trigger, "schedule"), gte(backupRuns.startedAt, slot)))
    .limit(1);
  return row !== undefined;
}

/** Writes the file, runs BACKUP_COMMAND, rotates, and finishes the run's row. */
async function performBackupRun(context: BackupRunContext, id: number, now: Date): Promise<BackupRunOutcome> {
  const { db, settings, log } = context;
  const outcome: BackupRunOutcome = { id, status: "failed", removed: [] };
  try {
    const result = await backupSite({
      env: { databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, backupDir: settings.dir },
      now,
      running: context.running,
      log: () => undefined,
    });
    outcome.file = result.file;
    outcome.sizeBytes = result.bytes;
  } catch (error) {
    outcome.error = `backup failed: ${shortReason(error, settings.databaseUrl)}`;
  }
  if (outcome.file) {
    outcome.status = "succeeded";
    if (settings.command) {
      const command = await runOffsiteCommand(settings.command, outcome.file, settings.commandTimeoutMs);
      outcome.commandExitCode = command.exitCode;
      if (command.error) {
        outcome.status = "failed";
        outcome.error = command.error;
      }
    }
    try {
      outcome.removed = await rotateBackups(settings.dir, settings.keep);
    } catch (error) {
      log.warn(`Backup: could not remove old backups in ${settings.dir}: ${shortReason(error)}`);
    }
  }
  await db
    .update(backupRuns)
    .set({
      status: outcome.status,
      fileName: outcome.file ? path.basename(outcome.file) : null,
      sizeBytes: outcome.sizeBytes ?? null,
      commandExitCode: outcome.commandExitCode ?? null,
      error: outcome.error ?? null,
      finishedAt: new Date(),
    })
    .where(eq(backupRuns.id, id));
  if (outcome.status === "succeeded") {
    log.notice(
      `Backup: wrote ${outcome.file} (${formatBytes(outcome.sizeBytes ?? 0)})${outcome.removed.length ? `; removed ${outcome.removed.length} older` : ""}`,
    );
  } else {
    log.warn(`Backup ${outcome.file ? `${outcome.file} ` : ""}failed: ${outcome.error}`);
  }
  return outcome;
}

/**
 * Runs BACKUP_COMMAND with the file's full path as its one argument, without a shell, with a
 * timeout. Its output is read and dropped, never logged: an off-site tool may print credentials.
 */
export function runOffsiteCommand(
  command: string,
  file: string,
  timeoutMs = BACKUP_COMMAND_TIMEOUT_MS,
): Promise<{ exitCode: number | null; error?: string }> {
  return new Promise((resolve) => {
    execFile(command, [file], { timeout: timeoutMs, maxBuffer: 1024 * 1024, windowsHide: true }, (error) => {
      if (!error) return resolve({ exitCode: 0 });
      const failure = error as NodeJS.ErrnoException & { code?: string | number; killed?: boolean; signal?: string };
      if (typeof failure.code === "number") {
        return resolve({ exitCode: failure.code, error: `BACKUP_COMMAND exited with status ${failure.code}` });
      }
      if (failure.killed || failure.signal) {
        const why = failure.killed
          ? `took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`
          : `ended by ${failure.signal}`;
        return resolve({ exitCode: null, error: `BACKUP_COMMAND ${why}` });
      }
      resolve({ exitCode: null, error: `BACKUP_COMMAND could not be started (${failure.code ?? "unknown error"})` });
    });
  });
}

/** Deletes the oldest files named as backups are in `dir`, keeping the newest `keep`; answers the names removed. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  // The names hold the UTC time as YYYYMMDD-HHMMSS, so their order is their age.
  const names = (await readdir(dir)).filter((name) => BACKUP_FILE_NAME.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/** Records a run that already ended (`npm run backup`). */
export async function recordFinishedRun(
  db: Db,
  run: { trigger: BackupRunTrigger; startedAt: Date; file?: string; sizeBytes?: number; error?: unknown; databaseUrl?: string },
): Promise<void> {
  await db.insert(backupRuns).values({
    trigger: run.trigger,
    status: run.error === undefined ? "succeeded" : "failed",
    fileName: run.file ? path.basename(run.file) : null,
    sizeBytes: run.sizeBytes ?? null,
    error: run.error === undefined ? null : shortReason(run.error, run.databaseUrl),
    instance: defaultInstance(),
    startedAt: run.startedAt,
    finishedAt: new Date(),
  });
}
