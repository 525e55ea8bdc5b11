// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both speak the same SQL, run the same migrations and use one schema.
import { mkdir } from "node:fs/promises";
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
import { logger } from "../logger";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations from db/migrations. Safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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
          await migrateNodePg(db, { migrationsFolder });
        } finally {
          await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
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
