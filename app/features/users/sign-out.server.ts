// Sign-out as one use-case: its form (nothing but the post itself) and the end of the session.
// A failure leaves the cookie, so what the person sees matches what the server holds.
import { z } from "zod";
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { deleteSession } from "~/.server/sessions.server";
import { clearSessionCookie, readSessionToken } from "./staff-session.server";

/** The sign-out form sends no fields; anything else it carries is ignored. */
export const SignOutSchema = z.object({});

export type SignOutOutcome = { ok: true; setCookie: string } | { ok: false; status: number };

export async function signOut(db: Db, env: Pick<Env, "secureSite">, request: Request): Promise<SignOutOutcome> {
  // React Router hands PUT, PATCH and DELETE to an action too; sign-out is a POST.
  if (request.method !== "POST") return { ok: false, status: 405 };
  try {
    await deleteSession(db, readSessionToken(request, env));
  } catch (error) {
    logger.error("Sign-out failed", error instanceof Error ? error.message : String(error));
    return { ok: false, status: 500 };
  }
  return { ok: true, setCookie: clearSessionCookie(env) };
}
