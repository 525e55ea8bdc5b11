// `npm run restore FILE`: restores a file made by `npm run backup` into the configured database,
// which must be empty (exit code 2 otherwise, with nothing changed). See ADR 045.
import { getEnv } from "~/.server/env";
import { BackupRefusedError, EXIT } from "~/.server/db/backup-common.server";

const USAGE = "Usage: npm run restore -- FILE   (into DATABASE_URL when set, else into DATA_DIR; the target must be empty)";

const args = process.argv.slice(2);
const [file] = args;
if (args.length !== 1 || !file || file.startsWith("-")) {
  console.error(USAGE);
  process.exit(EXIT.refused);
}

let exitCode: number = EXIT.failed;
try {
  const env = getEnv();
  // Loaded after the environment is checked: the database client reads it as it loads.
  const { restoreSite } = await import("~/.server/db/backup.server");
  await restoreSite({ env, file, log: (line) => console.info(line) });
  exitCode = EXIT.ok;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof BackupRefusedError) {
    console.error(`restore refused: ${message}`);
    exitCode = EXIT.refused;
  } else {
    console.error(`restore failed: ${message}`);
  }
}
process.exit(exitCode);
