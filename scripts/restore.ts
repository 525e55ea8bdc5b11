// `npm run restore FILE`: restores a file made by `npm run backup` into the configured database,
// which must be empty (exit code 2 otherwise, with nothing changed). See ADR 045.
import { EXIT } from "~/.server/db/backup-common.server";
import { runBackupCommand } from "./lib/backup-command";

const USAGE = "Usage: npm run restore -- FILE   (into DATABASE_URL when set, else into DATA_DIR; the target must be empty)";

const args = process.argv.slice(2);
const [file] = args;
if (args.length !== 1 || !file || file.startsWith("-")) {
  console.error(USAGE);
  process.exit(EXIT.refused);
}

process.exit(
  await runBackupCommand("restore", async (env) => {
    // Loaded after the environment is checked: the database client reads it as it loads.
    const { restoreSite } = await import("~/.server/db/backup.server");
    await restoreSite({ env, file, log: (line) => console.info(line) });
  }),
);
