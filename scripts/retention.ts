// `npm run retention [-- --dry-run]`: runs every retention job once on the configured database
// (ADR 046) and prints, per kind, how many records went and their ids (never personal data).
// With --dry-run it changes nothing and prints what would go. With the embedded database, stop
// the server first (PGlite allows one process); on PostgreSQL it is safe while the server runs.
import { openDatabase } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { storageFor } from "~/.server/storage/storage-for.server";
import { describeRetention, parseRetentionArgs, retentionTasks, runRetention } from "../server/retention";

const parsed = parseRetentionArgs(process.argv.slice(2));
if ("error" in parsed) {
  console.error(parsed.error);
  process.exit(2);
}

let exitCode = 1;
try {
  const env = getEnv();
  const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const storage = { media: storageFor(env, db, "media"), slips: storageFor(env, db, "slips") };
    const run = { now: new Date(), dryRun: parsed.dryRun };
    const reports = await runRetention(retentionTasks(db, env.retention, storage), run);
    for (const line of describeRetention(reports, run)) console.info(line);
    exitCode = 0;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`retention failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(exitCode);
