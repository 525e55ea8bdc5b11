// Sign-out: POST only, from this site only (Origin check), ends the session in the database and
// clears the cookie. A failure answers the catalogue's sign-out error, and the cookie stays, so
// what the person sees matches what the server holds.
import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { deleteSession } from "~/.server/sessions.server";
import { clearSessionCookie, readSessionToken } from "~/features/users/staff-session.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  if (request.method !== "POST") return data({ ok: false as const, error: "signOutFailed" as const }, { status: 405 });
  try {
    await deleteSession(db, readSessionToken(request, env));
  } catch (error) {
    logger.error("Sign-out failed", error instanceof Error ? error.message : String(error));
    return data({ ok: false as const, error: "signOutFailed" as const }, { status: 500 });
  }
  throw redirect("/login", { headers: { "Set-Cookie": clearSessionCookie(env), "Cache-Control": "no-store" } });
}

export function loader() {
  throw redirect("/login");
}
