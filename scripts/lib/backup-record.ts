// `npm run backup` leaves a backup_runs row (trigger 'manual') for the dashboard (ADR 105).
import { access } from "node:fs/promises";
import path from "node:path";
import { recordFinishedRun } from "~/.server/db/backup-runs.server";
import { openDatabase, pgliteFolder } from "~/.server/db/client";
import type { Env } from "~/.server/env";

/** Records the run; answers a line for the operator when it could not (the backup itself stands). */
export async function recordManualBackup(
  env: Env,
  run: { startedAt: Date; file?: string; sizeBytes?: number; error?: unknown },
): Promise<string | undefined> {
  if (!env.databaseUrl) {
    const folder = pgliteFolder(env.dataDir);
    // PGlite has no lock: its folder may be opened only while no server has it open, which
    // postmaster.pid (present while open) tells.
    const open = await access(path.join(folder, "postmaster.pid")).then(
      () => true,
      () => false,
    );
    const exists = await access(path.join(folder, "PG_VERSION")).then(
      () => true,
      () => false,
    );
    if (!exists) return undefined;
    if (open)
      return "This run is not shown on the dashboard: the server has the embedded database open (its scheduled runs are).";
  }
  try {
    const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
    try {
      await recordFinishedRun(database.db, { trigger: "manual", databaseUrl: env.databaseUrl, ...run });
    } finally {
      await database.close();
    }
    return undefined;
  } catch (error) {
    return `This run is not shown on the dashboard: it could not be recorded (${error instanceof Error ? error.message.split("\n")[0] : String(error)}).`;
  }
}
