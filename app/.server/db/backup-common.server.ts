// What the two kinds of backup share: exit codes, the refusal that changes nothing, the default
// file name, masking DATABASE_URL, counting every table, and writing a file that never replaces one.
import { randomBytes } from "node:crypto";
import { chmod, link, mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { namedError } from "~/lib/errors";

export const EXIT = { ok: 0, failed: 1, refused: 2 } as const;

/** A restore (or backup) that stopped before changing anything: the target is not empty, the file is of the other kind. */
export const BackupRefusedError = namedError("BackupRefusedError");
export type BackupRefusedError = InstanceType<typeof BackupRefusedError>;

export type BackupKind = "pglite" | "postgres";

export interface BackupEnv {
  /** Set: the PostgreSQL server. Unset: the embedded database under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** BACKUP_DIR; DATA_DIR/backups when unset. */
  backupDir?: string;
}

/** Where progress lines go (the scripts print them). */
export type Log = (line: string) => void;

/** Runs one SQL statement and answers its rows, on whichever driver is at hand. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export const BACKUP_EXTENSIONS: Record<BackupKind, string> = { pglite: "tar.gz", postgres: "dump" };

/** The names backupSite gives its files: only these are ever rotated away (backup-runs.server.ts). */
export const BACKUP_FILE_NAME = /^siam-web-studio-\d{8}-\d{6}\.(?:tar\.gz|dump)$/;

/** BACKUP_DIR (default DATA_DIR/backups)/siam-web-studio-YYYYMMDD-HHMMSS.<ext>, in UTC. */
export function defaultBackupFile(env: BackupEnv, now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/-|:/g, "")
    .replace("T", "-");
  const kind: BackupKind = env.databaseUrl ? "postgres" : "pglite";
  return path.join(env.backupDir ?? path.join(env.dataDir, "backups"), `siam-web-studio-${stamp}.${BACKUP_EXTENSIONS[kind]}`);
}

/** The URL with its password (in the authority or as ?password=) replaced by ****. */
export function maskDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "****";
    if (url.searchParams.has("password")) url.searchParams.set("password", "****");
    return url.toString().replace(/%2A%2A%2A%2A/g, "****");
  } catch {
    return "(a DATABASE_URL that is not a valid URL)";
  }
}

/** "1 file", "3 files". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export interface TableCount {
  /** schema.table */
  name: string;
  rows: number;
}

/** The schemas a backup holds: the app's tables, and drizzle's record of applied migrations. */
export const BACKUP_SCHEMAS = ["public", "drizzle"] as const;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Every table of the app's schemas, found in the catalogue (so a new table is never missed), with its row count. */
export async function countTables(query: Query): Promise<TableCount[]> {
  const tables = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema in (${BACKUP_SCHEMAS.map((schema) => `'${schema}'`).join(", ")}) and table_type = 'BASE TABLE'
     order by 1, 2`,
  );
  const counts: TableCount[] = [];
  for (const table of tables) {
    const name = `${quote(String(table.schema))}.${quote(String(table.name))}`;
    const [row] = await query(`select count(*)::int as rows from ${name}`);
    counts.push({ name: `${String(table.schema)}.${String(table.name)}`, rows: Number(row?.rows ?? 0) });
  }
  return counts;
}

export function describeTables(counts: TableCount[]): string[] {
  const total = counts.reduce((sum, table) => sum + table.rows, 0);
  const width = Math.max(0, ...counts.map((table) => table.name.length));
  return [
    `  ${counts.length} tables, ${total} rows:`,
    ...counts.map((table) => `    ${table.name.padEnd(width)}  ${table.rows}`),
  ];
}

/**
 * Moves a finished temporary file to its final name, refusing to replace an existing file (a hard
 * link fails when the name is taken), readable by this user only: a backup holds personal data.
 */
export async function publishFile(temporary: string, file: string): Promise<number> {
  await chmod(temporary, 0o600);
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new BackupRefusedError(`${file} already exists; a backup never replaces a file`);
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return (await stat(file)).size;
}

/** A temporary name beside `file`, in a folder created (0700) when missing. */
export async function temporaryBeside(file: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.partial`);
}

export async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
