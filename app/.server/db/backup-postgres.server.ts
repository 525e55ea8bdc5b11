// Backup and restore on a PostgreSQL server: pg_dump's custom format (-Fc) after the app's own start
// steps (migrations, and files left under DATA_DIR copied into stored_objects), so the one file
// holds every table and every upload; pg_restore into an empty database in one transaction.
import { execFile } from "node:child_process";
import { chmod, rm } from "node:fs/promises";
import { promisify } from "node:util";
import pg from "pg";
import { describeImport, importDataDirFiles } from "../storage/import-files.server";
import {
  BackupRefusedError,
  countTables,
  describeTables,
  formatBytes,
  type Log,
  maskDatabaseUrl,
  publishFile,
  type Query,
  temporaryBeside,
} from "./backup-common.server";
import { type Db, openDatabase } from "./client";

const run = promisify(execFile);

/** The URL without its password, and the password for PGPASSWORD, so it never shows in `ps`. */
export function toolConnection(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : (url.searchParams.get("password") ?? undefined);
  url.password = "";
  url.searchParams.delete("password");
  return { url: url.toString(), password };
}

/** Runs pg_dump or pg_restore; an error carries the tool's own message, never the password. */
async function runTool(tool: "pg_dump" | "pg_restore", args: string[], password: string | undefined): Promise<string> {
  try {
    // The tool inherits this process's environment (PGSSLMODE and the like), plus the password.
    const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
    const { stdout } = await run(tool, args, { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools (e.g. apt-get install postgresql-client-15), of the server's major version or newer`,
      );
    }
    const detail = (failure.stderr ?? failure.message).trim();
    throw new Error(`${tool} failed: ${password ? detail.replaceAll(password, "****") : detail}`);
  }
}

const dbQuery =
  (db: Db): Query =>
  async (text) =>
    // Both drivers answer { rows }; the shared PgDatabase type does not say so.
    ((await db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;

const clientQuery =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

async function describeObjects(query: Query): Promise<string> {
  const rows = await query(
    "select bucket, count(*)::int as files, coalesce(sum(size), 0)::bigint as bytes from stored_objects group by bucket",
  );
  const of = (bucket: string) => rows.find((row) => row.bucket === bucket);
  const part = (bucket: string, label: string) =>
    `${Number(of(bucket)?.files ?? 0)} ${label} (${formatBytes(Number(of(bucket)?.bytes ?? 0))})`;
  return `  stored objects: ${part("media", "images")}, ${part("slips", "transfer slips")}`;
}

/** Writes a pg_dump custom-format backup of DATABASE_URL to `file`; answers its size. */
export async function backupPostgres(options: { databaseUrl: string; dataDir: string; file: string; log: Log }): Promise<number> {
  const { databaseUrl, dataDir, file, log } = options;
  log(`Backing up PostgreSQL ${maskDatabaseUrl(databaseUrl)}`);
  // As the server does at start: migrate, then copy in any images and slips still kept as files.
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    const counts = await importDataDirFiles(database.db, dataDir);
    log(`  ${describeImport(counts, dataDir) ?? `no files under ${dataDir} are waiting to be copied into the database`}`);
    for (const line of describeTables(await countTables(dbQuery(database.db)))) log(line);
    log(await describeObjects(dbQuery(database.db)));
  } finally {
    await database.close();
  }
  const temporary = await temporaryBeside(file);
  try {
    const { url, password } = toolConnection(databaseUrl);
    log("  pg_dump --format=custom (one consistent snapshot; the site may keep running)");
    await runTool("pg_dump", ["--format=custom", `--file=${temporary}`, `--dbname=${url}`], password);
    await chmod(temporary, 0o600);
    // Reading the archive's table of contents back proves it is whole.
    const contents = await runTool("pg_restore", ["--list", temporary], undefined);
    const data = contents.split("\n").filter((line) => / TABLE DATA /.test(line)).length;
    log(`  archive checked: ${data} tables' data listed by pg_restore --list`);
    return await publishFile(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** What the target database already holds (tables, sequences, views, schemas); empty when a restore may go ahead. */
export async function postgresTargetContents(query: Query): Promise<string[]> {
  const relations = await query(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_%' order by 1`,
  );
  const schemas = await query(
    `select nspname as name from pg_namespace
     where nspname not in ('public', 'pg_catalog', 'information_schema') and nspname not like 'pg\\_%' order by 1`,
  );
  return [...schemas.map((row) => `schema ${String(row.name)}`), ...relations.map((row) => String(row.name))];
}

/** Restores a pg_dump custom-format backup into the empty database of DATABASE_URL. */
export async function restorePostgres(options: { databaseUrl: string; file: string; log: Log }): Promise<void> {
  const { databaseUrl, file, log } = options;
  const masked = maskDatabaseUrl(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const held = await postgresTargetContents(clientQuery(client));
    if (held.length > 0) {
      const shown = held.slice(0, 5).join(", ") + (held.length > 5 ? `, and ${held.length - 5} more` : "");
      throw new BackupRefusedError(
        `Refusing to restore into ${masked}: it is not empty (${shown}). A restore only fills an empty database and never replaces data: create a new one (createdb) and point DATABASE_URL at it.`,
      );
    }
    log(`Restoring ${file} into PostgreSQL ${masked}`);
    const { url, password } = toolConnection(databaseUrl);
    // One transaction, stopping at the first error: the database ends up restored whole or still empty.
    log("  pg_restore --single-transaction --exit-on-error --no-owner --no-privileges");
    await runTool(
      "pg_restore",
      ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", `--dbname=${url}`, file],
      password,
    );
    for (const line of describeTables(await countTables(clientQuery(client)))) log(line);
    log(await describeObjects(clientQuery(client)));
  } finally {
    await client.end();
  }
}
