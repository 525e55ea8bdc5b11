// Vitest global set-up of the integration project: one throwaway PostgreSQL cluster for the run;
// each test file makes its own database on it (see tests/support/test-database.ts).
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the run's PostgreSQL server. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // An existing server can stand in for the throwaway one (a machine without PostgreSQL 15).
  const existing = process.env.TEST_POSTGRES_URL;
  if (existing) {
    project.provide("postgresUrl", existing);
    return;
  }
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
