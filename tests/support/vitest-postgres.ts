// Vitest global set-up of the integration project, done once per run:
// - one throwaway PostgreSQL cluster, with a migrated template database that each test suite
//   copies (CREATE DATABASE ... TEMPLATE) instead of migrating its own;
// - the data folder of a migrated PGlite, dumped to a file that each PGlite suite loads.
// See tests/support/test-database.ts.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/.server/db/client";
import { createDatabase, dropDatabase, startPostgres } from "./postgres";
import { dumpMigratedPglite } from "./pglite-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the run's PostgreSQL server. */
    postgresUrl: string;
    /** A migrated database on that server, to be copied with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: string;
    /** A migrated PGlite data folder (PGlite's dumpDataDir), to be opened with loadDataDir. */
    pgliteTemplateFile: string;
  }
}

export default async function setup(project: TestProject) {
  // An existing server can stand in for the throwaway one (a machine without PostgreSQL 15).
  const existing = process.env.TEST_POSTGRES_URL;
  const postgres = existing ? undefined : await startPostgres();
  const postgresUrl = existing ?? (postgres as NonNullable<typeof postgres>).url;

  const template = `template_${process.pid}_${Date.now().toString(36)}`;
  const templateUrl = await createDatabase(postgresUrl, template);
  const migrated = await openDatabase({ databaseUrl: templateUrl });
  await migrated.migrate();
  await migrated.close();

  const workDir = await mkdtemp(path.join(tmpdir(), "vitest-pglite-"));
  const pgliteTemplateFile = path.join(workDir, "migrated.tar");
  await writeFile(pgliteTemplateFile, await dumpMigratedPglite());

  project.provide("postgresUrl", postgresUrl);
  project.provide("postgresTemplate", template);
  project.provide("pgliteTemplateFile", pgliteTemplateFile);
  return async () => {
    await rm(workDir, { recursive: true, force: true });
    if (postgres) await postgres.stop();
    else await dropDatabase(templateUrl);
  };
}
