// `npm run storage:import`: copies the images and transfer slips kept as files under DATA_DIR into
// the PostgreSQL database of DATABASE_URL (the server also does this at every start). Re-runnable.
import { openDatabase } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { describeImport, importDataDirFiles } from "~/.server/storage/import-files.server";

let exitCode = 1;
try {
  const env = getEnv();
  if (!env.databaseUrl) {
    console.error("storage:import needs DATABASE_URL: on the embedded database uploads stay files under DATA_DIR.");
  } else {
    const database = await openDatabase({ databaseUrl: env.databaseUrl });
    try {
      await database.migrate();
      const counts = await importDataDirFiles(database.db, env.dataDir);
      console.info(
        describeImport(counts, env.dataDir) ??
          `Storage: nothing to copy; the database already holds every file under ${env.dataDir}`,
      );
      exitCode = 0;
    } finally {
      await database.close();
    }
  }
} catch (error) {
  console.error(`storage:import failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(exitCode);
