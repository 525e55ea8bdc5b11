// `npm run users:set-role -- <email> <admin|editor|pending>`: migrates the configured database
// and sets one user's role. The operator's tool: no actor check, no last-admin rule.
import { openDatabase } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { EXIT, parseSetRoleArgs, runSetRole } from "~/features/users/set-role-command.server";

const parsed = parseSetRoleArgs(process.argv.slice(2));
if ("exitCode" in parsed) {
  for (const line of parsed.lines) console.error(line);
  process.exit(parsed.exitCode);
}

let exitCode: number = EXIT.failed;
try {
  const env = getEnv();
  const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
  try {
    await database.migrate();
    const result = await runSetRole(database.db, parsed);
    for (const line of result.lines) (result.exitCode === EXIT.ok ? console.info : console.error)(line);
    exitCode = result.exitCode;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`users:set-role failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(exitCode);
