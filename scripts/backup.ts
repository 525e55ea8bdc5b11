// `npm run backup [FILE]`: one file holding the whole site (every table, every image and slip), by
// default BACKUP_DIR (DATA_DIR/backups)/siam-web-studio-YYYYMMDD-HHMMSS.<tar.gz|dump>. See ADR 045;
// the run is recorded for the dashboard (ADR 105).
import { EXIT } from "~/.server/db/backup-common.server";
import { runBackupCommand } from "./lib/backup-command";

const USAGE =
  "Usage: npm run backup [-- FILE]   (default: $BACKUP_DIR, else $DATA_DIR/backups; named siam-web-studio-<UTC time>.<tar.gz|dump>)";

const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
  console.error(USAGE);
  process.exit(EXIT.refused);
}

process.exit(
  await runBackupCommand("backup", async (env) => {
    // Loaded after the environment is checked: the database client reads it as it loads.
    const { backupSite } = await import("~/.server/db/backup.server");
    const { recordManualBackup } = await import("./lib/backup-record");
    const startedAt = new Date();
    const backupEnv = { ...env, backupDir: env.backup.dir };
    try {
      const result = await backupSite({ env: backupEnv, file: args[0], log: (line) => console.info(line), now: startedAt });
      const note = await recordManualBackup(env, { startedAt, file: result.file, sizeBytes: result.bytes });
      if (note) console.info(note);
    } catch (error) {
      await recordManualBackup(env, { startedAt, error });
      throw error;
    }
  }),
);
