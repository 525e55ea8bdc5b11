// A migrated PGlite, made once per test run and copied by every PGlite test suite: PGlite's own
// dumpDataDir / loadDataDir, so a suite skips the migrations (see tests/support/vitest-postgres.ts).
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "~/.server/db/client";

/** The data folder of a fresh in-memory PGlite with every migration applied, as a tar archive. */
export async function dumpMigratedPglite(): Promise<Buffer> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/** An in-memory PGlite that starts as a copy of the migrated template in `file`. */
export async function openPgliteCopy(file: string): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
}
