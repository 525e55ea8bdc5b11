// The staff session cookie and the guards every admin loader and action calls. The cookie holds
// only the random token from createSession; the role is read from the database on each request
// (getSignedInUser), so an approval or a demotion takes effect at once.
import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/.server/context";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { SESSION_DEFAULTS } from "~/.server/sessions.server";
import type { AdminOnlyRefusal, ProfileLoadFailure } from "./access-errors";
import { canEnterAdmin, isAdmin } from "./roles";
import { readCookie } from "~/lib/cookies";
import { getSignedInUser, type SignedInUser } from "./users.server";

type CookieEnv = Pick<Env, "secureSite">;
type ContextLike = Readonly<RouterContextProvider>;

/** `__Host-` on https: the browser then refuses it without Secure, with a Domain, or off Path=/. */
export function sessionCookieName(env: CookieEnv): string {
  return env.secureSite ? "__Host-session" : "session";
}

function attributes(env: CookieEnv): string {
  return `Path=/; HttpOnly; SameSite=Lax${env.secureSite ? "; Secure" : ""}`;
}

/** Set-Cookie for a new session; it ends with the session's absolute expiry. */
export function sessionCookie(env: CookieEnv, token: string, expiresAt: Date): string {
  return `${sessionCookieName(env)}=${token}; Expires=${expiresAt.toUTCString()}; ${attributes(env)}`;
}

export function clearSessionCookie(env: CookieEnv): string {
  return `${sessionCookieName(env)}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; ${attributes(env)}`;
}

/** The session token the request carries, if any (not yet checked against the database). */
export function readSessionToken(request: Request, env: CookieEnv): string | undefined {
  return readCookie(request.headers.get("Cookie"), sessionCookieName(env));
}

/**
 * Marks a sign-in started in the popup, apart from the sealed flow cookie, so that the callback
 * knows to answer the popup even when the flow itself is rejected (cancelled, expired, tampered).
 * It grants nothing: it only chooses between a page for the popup and a redirect.
 */
const POPUP_COOKIE = "auth-popup";
export function popupModeCookie(env: CookieEnv, on: boolean): string {
  return `${POPUP_COOKIE}=${on ? "1; Max-Age=900" : "; Max-Age=0"}; Path=/auth; HttpOnly; SameSite=Lax${env.secureSite ? "; Secure" : ""}`;
}
export function isPopupFlow(request: Request): boolean {
  return readCookie(request.headers.get("Cookie"), POPUP_COOKIE) === "1";
}

/** The signed-in user with the role as it is now, or null (no, unknown or expired cookie). */
// The admin layout and its page both check the session; on a read-only request they share one lookup.
// Never across an action, which may change the very role being checked.
const lookups = new WeakMap<Request, Promise<SignedInUser | null>>();

export function getOptionalUser(request: Request, context: ContextLike): Promise<SignedInUser | null> {
  const readOnly = request.method === "GET" || request.method === "HEAD";
  const cached = readOnly ? lookups.get(request) : undefined;
  if (cached) return cached;
  const { db, env } = context.get(appContext);
  const token = readSessionToken(request, env);
  const lookup = token ? getSignedInUser(db, token, { idleMs: SESSION_DEFAULTS.idleMs }) : Promise.resolve(null);
  if (readOnly) lookups.set(request, lookup);
  return lookup;
}

/**
 * For every admin loader and action: anyone without admin or editor access goes to /login. When
 * the session or profile cannot be read (the database is unreachable), a 503 that the admin
 * screens show as "Failed to load user profile" instead of a 500 or a wrong redirect.
 */
export async function requireStaff(request: Request, context: ContextLike): Promise<SignedInUser> {
  let signedIn: SignedInUser | null;
  try {
    signedIn = await getOptionalUser(request, context);
  } catch (error) {
    logger.error("The signed-in profile could not be read", error instanceof Error ? error.message : String(error));
    throw data({ authError: "profileLoadFailed" } satisfies ProfileLoadFailure, {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
  if (!signedIn || !canEnterAdmin(signedIn.user.role)) throw redirect("/login");
  return signedIn;
}

/**
 * For admin-only screens (Users): visitors and pending users go to /login as everywhere; an
 * editor gets a 403 that the screen explains (docs/product.md#roles-and-permissions: the Users entry is for admins).
 */
export async function requireAdmin(request: Request, context: ContextLike): Promise<SignedInUser> {
  const signedIn = await requireStaff(request, context);
  if (!isAdmin(signedIn.user.role)) {
    throw data({ forbidden: "admin-only" } satisfies AdminOnlyRefusal, {
      status: 403,
      headers: { "Cache-Control": "no-store" },
    });
  }
  return signedIn;
}
