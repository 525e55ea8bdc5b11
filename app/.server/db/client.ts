// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both speak the same SQL, run the same migrations and use one schema.
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";
import { namedError } from "~/lib/errors";
import { logger } from "../logger";

/** The server must not start, for the reason in its message (printed alone by server/main.mjs). */
export const StartupRefused = namedError("StartupRefused");

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database itself (PGlite only): a backup made by the running server reads it (backup-runs.server.ts). */
  pglite?: PGlite;
  /** Applies pending migrations from db/migrations. Safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool now (PostgreSQL; PGlite is one connection in-process): for the metrics. */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  /** Connections open, idle among them, and callers waiting for one; `max` is the pool's bound. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export const migrationsFolder = path.resolve("db/migrations");
const MIGRATION_LOCK_ID = 724_130_001;

/** The embedded database's own folder under DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

export type DatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  | { memory: true }
  /** A PGlite already open, e.g. a copy of a migrated one (PGlite's loadDataDir); closed with the Database. */
  | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const maxConnections = 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: maxConnections });
    // An idle connection the server ends (a restart, a failover, an administrator) is an 'error'
    // event on the pool; unheard, it would crash the process. The pool drops that connection and
    // opens a new one when needed, so a line in the log is all it takes.
    pool.on("error", (error) => logger.warn("An idle database connection was closed", { error }));
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      // An advisory lock, so instances starting together apply the migrations once.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await refuseNewerDatabase(db);
          await migrateNodePg(db, { migrationsFolder });
        } finally {
          await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: maxConnections }),
    };
  }
  let client: PGlite;
  if ("pglite" in options) {
    client = options.pglite;
  } else if ("dataDir" in options) {
    const dir = pgliteFolder(options.dataDir);
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: async () => {
      await refuseNewerDatabase(db);
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/**
 * Refuses to start on a database that a newer build has migrated (a rollback to an older build):
 * drizzle would skip the unknown migrations silently, and this build's queries would then run on
 * a schema it does not know. Migrations are forward-only; docs/deploy.md says how to go back.
 */
async function refuseNewerDatabase(db: Db): Promise<void> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const known = Math.max(...journal.entries.map((entry) => entry.when));
  const table = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as unknown as {
    rows: { present: boolean }[];
  };
  if (!table.rows[0]?.present) return;
  const applied = (await db.execute(
    sql`select count(*)::int as newer from drizzle.__drizzle_migrations where created_at > ${known}`,
  )) as unknown as { rows: { newer: number }[] };
  const newer = Number(applied.rows[0]?.newer ?? 0);
  if (newer > 0) {
    const last = journal.entries.at(-1)?.tag ?? "none";
    throw new StartupRefused(
      `The database has ${newer} migration(s) newer than this build, whose last is ${last}: a newer version of the site ran on it. Start that version again, or restore the backup taken before the upgrade (docs/deploy.md, "Upgrading").`,
    );
  }
}

/** True when the database answers and every migration in the journal has been applied. */
export async function isDatabaseReady(db: Db, expectedMigrations: number): Promise<boolean> {
  try {
    // Both drivers return { rows }; the shared PgDatabase type does not say so.
    const result = (await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { count: number }[];
    };
    return Number(result.rows[0]?.count ?? 0) >= expectedMigrations;
  } catch {
    return false;
  }
}
