// Opens a fresh database for one test file, on PGlite (in memory) or on the run's PostgreSQL
// server, so integration tests can run the same cases on both with describe.each.
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, openDatabase } from "~/.server/db/client";
import { openPgliteCopy } from "./pglite-template";
import { createDatabase, dropDatabase } from "./postgres";

export const databaseKinds = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

let counter = 0;

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") return disposable(await openDatabase({ memory: true }));
  return openPostgresTestDatabase();
}

/**
 * A fresh database of `kind` with every migration applied, copied from the run's migrated template
 * (tests/support/vitest-postgres.ts) rather than migrated again: on PostgreSQL a CREATE DATABASE
 * ... TEMPLATE, on PGlite a load of the template's dumped data folder.
 */
export async function openMigratedTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") return disposable(await openDatabase({ pglite: await openPgliteCopy(inject("pgliteTemplateFile")) }));
  return openPostgresTestDatabase(inject("postgresTemplate"));
}

function disposable(database: Database): TestDatabase {
  return { ...database, dispose: () => database.close() };
}

/** A new database on the run's PostgreSQL server, empty or a copy of `template`; dropped on dispose. */
async function openPostgresTestDatabase(template?: string): Promise<TestDatabase> {
  const name = `test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const databaseUrl = await createDatabase(inject("postgresUrl"), name, { template });
  const database = await openDatabase({ databaseUrl });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await dropDatabase(databaseUrl);
    },
  };
}

/**
 * A fresh, migrated database of `kind` for the enclosing describe block: opened in a beforeAll
 * registered here (so before the block's own), disposed of in an afterAll that runs after the
 * block's own (vitest runs after-hooks in reverse order). Use it inside hooks and tests only.
 */
export function suiteDatabase(kind: DatabaseKind): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await openMigratedTestDatabase(kind));
  });
  afterAll(async () => {
    await database.dispose?.();
  });
  return database;
}
