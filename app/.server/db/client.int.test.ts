import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/ports";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import journal from "../../../db/migrations/meta/_journal.json";
import { type Db, isDatabaseReady, openDatabase } from "./client";

const migrationCount = journal.entries.length;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer { rows }; the shared PgDatabase type does not say so.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const appliedMigrations = async (db: Db) =>
  Number((await rows<{ count: number }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`))[0]?.count);

describe.each(databaseKinds)("the database client on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  // The steps share one fresh database and run in order: empty, migrated, migrated again.
  it("reports the database as not ready before the migrations run", async () => {
    expect(database.kind).toBe(kind);
    expect(await isDatabaseReady(database.db, migrationCount)).toBe(false);
  });

  it("applies every migration in the journal and then reports ready", async () => {
    await database.migrate();
    expect(await appliedMigrations(database.db)).toBe(migrationCount);
    expect(await isDatabaseReady(database.db, migrationCount)).toBe(true);
    const tables = await rows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((table) => table.name)).toContain("settings");
  });

  it("can run the migrations again without changing anything", async () => {
    const settingsBefore = await rows<{ key: string }>(database.db, sql`select key from settings order by key`);
    await database.migrate();
    await database.migrate();
    expect(await appliedMigrations(database.db)).toBe(migrationCount);
    expect(await rows(database.db, sql`select key from settings order by key`)).toEqual(settingsBefore);
    expect(await isDatabaseReady(database.db, migrationCount)).toBe(true);
  });

  it("reports not ready while a migration in the journal is still missing", async () => {
    expect(await isDatabaseReady(database.db, migrationCount + 1)).toBe(false);
  });

  it("refuses to start on a database a newer build migrated, and starts again once it matches", async () => {
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${newest + 60_000})`,
    );
    await expect(database.migrate()).rejects.toMatchObject({
      name: "StartupRefused",
      message: expect.stringContaining("1 migration(s) newer than this build"),
    });
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-build'`);
    await database.migrate();
    expect(await appliedMigrations(database.db)).toBe(migrationCount);
  });
});

describe("a PostgreSQL server that ends an idle connection", () => {
  it("costs the pool that connection only: the process lives on and the next query is answered", async () => {
    const database = await openTestDatabase("postgres");
    try {
      const pid = (await rows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]?.pid;
      // Another session ends it, as a restart or an administrator would, while it idles in the pool.
      const other = await openTestDatabase("postgres");
      try {
        await other.db.execute(sql`select pg_terminate_backend(${pid})`);
      } finally {
        await other.dispose();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await rows<{ one: number }>(database.db, sql`select 1 as one`))[0]?.one).toBe(1);
    } finally {
      await database.dispose();
    }
  });
});

describe("readiness when the database cannot answer", () => {
  it("is false for a PostgreSQL server that is not there", async () => {
    const database = await openDatabase({ databaseUrl: `postgresql://postgres@127.0.0.1:${await freePort()}/none` });
    try {
      expect(await isDatabaseReady(database.db, migrationCount)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it("is false for a PGlite database that has been closed", async () => {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    await database.close();
    expect(await isDatabaseReady(database.db, migrationCount)).toBe(false);
    // A fresh in-memory PGlite runs every migration first: seconds alone, more beside a full run.
  }, 60_000);
});
