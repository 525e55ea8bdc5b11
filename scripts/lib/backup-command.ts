// How `npm run backup` and `npm run restore` end: exit 0 when done, 2 when refused with nothing
// changed, 1 when failed, with one line on stderr saying which and why.
import { BackupRefusedError, EXIT } from "~/.server/db/backup-common.server";
import { type Env, getEnv } from "~/.server/env";

/** Runs `run` with the checked environment; the exit code the command should end with. */
export async function runBackupCommand(verb: "backup" | "restore", run: (env: Env) => Promise<void>): Promise<number> {
  try {
    await run(getEnv());
    return EXIT.ok;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof BackupRefusedError) {
      console.error(`${verb} refused: ${message}`);
      return EXIT.refused;
    }
    console.error(`${verb} failed: ${message}`);
    return EXIT.failed;
  }
}
