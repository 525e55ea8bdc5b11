// `npm run db:seed`: migrates the configured database and inserts the sample content (idempotent).
import { openDatabase } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { seedSampleContent } from "../db/seed";

const env = getEnv();
const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
try {
  await database.migrate();
  const result = await seedSampleContent(database.db);
  console.info(`Seeded ${result.articles} new sample article(s) into ${database.kind}.`);
} finally {
  await database.close();
}
