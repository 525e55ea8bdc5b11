// `npm run users:set-role -- <email> <admin|editor|pending>`: the argument handling and messages,
// apart from scripts/set-role.ts so they can be tested on both databases without a child process.
import type { Db } from "~/.server/db/client";
import { isRole, type Role, roles } from "./roles";
import { isUserError } from "./user-errors";
import { setRoleByEmail } from "./role-changes.server";

export const SET_ROLE_USAGE = `Usage: npm run users:set-role -- <email> <${roles.join("|")}>`;

/** Exit codes: 0 done, 1 the change could not be made, 2 the command was used wrongly. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export interface CommandResult {
  exitCode: number;
  /** Lines for standard output (exit code 0) or standard error (otherwise). */
  lines: string[];
}

export type SetRoleArgs = { email: string; role: Role };

/** Reads `<email> <role>`; npm passes a leading `--` through on some versions. */
export function parseSetRoleArgs(argv: readonly string[]): SetRoleArgs | CommandResult {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  if (args.length !== 2 || args.some((arg) => arg === "-h" || arg === "--help")) {
    return { exitCode: EXIT.usage, lines: [SET_ROLE_USAGE] };
  }
  const [email = "", role = ""] = args;
  if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
    return { exitCode: EXIT.usage, lines: [`"${email}" is not an e-mail address.`, SET_ROLE_USAGE] };
  }
  const wanted = role.trim().toLowerCase();
  if (!isRole(wanted)) {
    return { exitCode: EXIT.usage, lines: [`"${role}" is not a role: use ${roles.join(", ")}.`, SET_ROLE_USAGE] };
  }
  return { email: email.trim(), role: wanted };
}

export async function runSetRole(db: Db, args: SetRoleArgs): Promise<CommandResult> {
  try {
    const { user, adminCount } = await setRoleByEmail(db, args.email, args.role);
    const lines = [`${user.email} is now ${user.role}.`];
    if (adminCount === 0) {
      lines.push("Warning: no admin is left. Nobody can approve users until you make one admin with this command.");
    }
    return { exitCode: EXIT.ok, lines };
  } catch (error) {
    if (isUserError(error, "user-not-found")) {
      return {
        exitCode: EXIT.failed,
        lines: [`No user has the e-mail ${args.email}. They must sign in once before a role can be set.`],
      };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return { exitCode: EXIT.failed, lines: [`The role could not be set: ${reason}`] };
  }
}
