// `npm run backup` and `npm run restore`: one file holding the whole site, made and restored the
// way the configured database needs (ADR 045). The kind of a file is read from its first bytes.
import { open } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import {
  BackupRefusedError,
  type BackupEnv,
  type BackupKind,
  defaultBackupFile,
  fileExists,
  formatBytes,
  type Log,
} from "./backup-common.server";
import { backupPglite, restorePglite } from "./backup-pglite.server";
import { backupPostgres, restorePostgres } from "./backup-postgres.server";

export { BackupRefusedError, EXIT, maskDatabaseUrl } from "./backup-common.server";

const KIND_NAMES: Record<BackupKind, string> = { pglite: "the embedded database (PGlite)", postgres: "PostgreSQL" };

export interface BackupResult {
  file: string;
  kind: BackupKind;
  bytes: number;
}

export async function backupSite(options: {
  env: BackupEnv;
  file?: string;
  log: Log;
  now?: Date;
  /** PGlite: the server's own open database (a scheduled backup from the running server). */
  running?: PGlite;
}): Promise<BackupResult> {
  const { env, log, now = new Date() } = options;
  const file = path.resolve(options.file ?? defaultBackupFile(env, now));
  if (await fileExists(file)) throw new BackupRefusedError(`${file} already exists; a backup never replaces a file`);
  const kind: BackupKind = env.databaseUrl ? "postgres" : "pglite";
  const bytes = env.databaseUrl
    ? await backupPostgres({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, file, log })
    : await backupPglite({ dataDir: env.dataDir, file, log, now, running: options.running });
  log(`Wrote ${file} (${formatBytes(bytes)})`);
  return { file, kind, bytes };
}

/** Which kind of backup a file is, from its first bytes: pg_dump's "PGDMP", or gzip. */
export async function detectBackupKind(file: string): Promise<BackupKind> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    throw new BackupRefusedError(error.code === "ENOENT" ? `${file} does not exist` : `${file} cannot be read: ${error.message}`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString("latin1") === "PGDMP") return "postgres";
    if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  } finally {
    await handle.close();
  }
  throw new BackupRefusedError(
    `${file} is not a backup made by npm run backup (neither a pg_dump custom-format archive nor a .tar.gz)`,
  );
}

export async function restoreSite(options: { env: BackupEnv; file: string; log: Log }): Promise<{ kind: BackupKind }> {
  const { env, log } = options;
  const file = path.resolve(options.file);
  const kind = await detectBackupKind(file);
  const target: BackupKind = env.databaseUrl ? "postgres" : "pglite";
  if (kind !== target) {
    throw new BackupRefusedError(
      `${file} is a backup of ${KIND_NAMES[kind]}, and the configured database is ${KIND_NAMES[target]}; ` +
        `restoring across kinds is not supported: ${kind === "pglite" ? "unset DATABASE_URL and set DATA_DIR to an empty folder" : "set DATABASE_URL to an empty PostgreSQL database"}.`,
    );
  }
  if (env.databaseUrl) {
    await restorePostgres({ databaseUrl: env.databaseUrl, file, log });
  } else {
    await restorePglite({ dataDir: env.dataDir, file, log });
  }
  log(`Restored ${file} into ${KIND_NAMES[target]}; start the server to serve it (pending migrations run then)`);
  return { kind };
}
