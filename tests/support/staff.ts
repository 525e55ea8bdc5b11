// Signs a browser context in as staff for e2e tests, through the real sign-in flow against the
// built-in provider (the site's /auth/start, the provider's form, the site's /auth/callback), so
// the session cookie is exactly what a person gets. It talks HTTP through the context's own
// request client, which shares the cookie jar with the pages: after `await signInAs(page, "editor")`
// every `page.goto("/admin/...")` is signed in.
//
//   admin   admin@example.com   the e2e servers' default ADMIN_EMAILS (the built-in provider's)
//   editor  editor@example.com  made an editor in the database before each e2e server starts
//                               (tests/support/staff-seed.ts, called by e2e-server.ts)
//   pending pending@example.com any e-mail nobody approved
//
// Never change the role of these three accounts in a test (tests run in parallel and share them):
// a test that changes roles signs in its own people with `signIn(page, uniqueStaffEmail(), name)`.
//
// `signInAs` signs in once per worker, site and role, and hands later tests the same session cookie
// (as Playwright's storageState does). So a test must not end that session: one that signs out signs
// in with `signIn(page, STAFF_ACCOUNTS.editor.email, ...)`, a session of its own. `signIn` drops the
// context's session cookie first, because the callback ends the session the request carries.
//
// The sign-in endpoints are rate limited per client address. The e2e servers trust X-Forwarded-For
// (TRUST_PROXY, as behind a load balancer), and every sign-in here comes from its own private
// address, so a suite of many sign-ins does not trip the limit that its own test checks.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, type BrowserContext, type Cookie, type Page, request } from "@playwright/test";

export type StaffRole = "admin" | "editor" | "pending";

export const STAFF_ACCOUNTS = {
  admin: { email: "admin@example.com", name: "Somchai Admin" },
  editor: { email: "editor@example.com", name: "Malee Editor" },
  pending: { email: "pending@example.com", name: "Nid Pending" },
} as const satisfies Record<StaffRole, { email: string; name: string }>;

/** An e-mail no other test uses: a new person, pending until someone approves them. */
export function uniqueStaffEmail(prefix = "staff"): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@example.com`;
}

/** A private (RFC 1918) address of its own, for X-Forwarded-For. */
export function uniqueClientIp(): string {
  const [a = 0, b = 0, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

export interface SignInOptions {
  /** The site to sign in to; default the context's baseURL (the PGlite site). */
  baseURL?: string;
}

export interface SignedIn {
  email: string;
  name: string;
  /** Where the site sent the person: /admin/dashboard for admins and editors, /login for pending. */
  landedOn: string;
}

/** A page, a whole browser context, or a bare request context (`playwright.request.newContext()`). */
export type SignInTarget = Page | BrowserContext | APIRequestContext;

function requestOf(target: SignInTarget): APIRequestContext {
  return "request" in target ? target.request : target;
}

function browserContextOf(target: SignInTarget): BrowserContext | undefined {
  if ("mainFrame" in target) return target.context(); // a page
  if ("newPage" in target) return target; // a browser context
  return undefined; // a bare request context
}

/** The session cookie's name: `__Host-session` on https sites (see staff-session.server.ts). */
const SESSION_COOKIES = ["session", "__Host-session"];

/** Per worker process: the session cookie of each site and role, made by the first signInAs. */
const sessions = new Map<string, { cookies: Cookie[]; signedIn: SignedIn }>();

/**
 * Signs `target` (a page, or a whole browser context) in as the person with this e-mail and
 * display name. A new e-mail becomes a pending user. Throws with what went wrong otherwise.
 */
export async function signIn(target: SignInTarget, email: string, name: string, options: SignInOptions = {}): Promise<SignedIn> {
  const request = requestOf(target);
  const base = options.baseURL?.replace(/\/+$/, "") ?? "";
  // The callback ends the session the request carries: never someone else's shared session.
  for (const cookie of SESSION_COOKIES) await browserContextOf(target)?.clearCookies({ name: cookie });
  const headers = { "X-Forwarded-For": uniqueClientIp() };
  // /auth/start -> the provider's authorization endpoint -> its sign-in form.
  const form = await request.get(`${base}/auth/start`, { headers });
  if (form.status() !== 200 || !/\/local-idp\/interaction\/[\w-]+/.test(form.url())) {
    throw new Error(`signIn(${email}): expected the provider's sign-in form, got ${form.status()} at ${form.url()}`);
  }
  // The form -> the provider's redirect back -> /auth/callback (sets the session cookie) -> the site.
  const done = await request.post(form.url(), { form: { email, name, action: "sign-in" }, headers });
  const landedOn = new URL(done.url()).pathname;
  if (done.status() !== 200 || !["/admin/dashboard", "/login"].includes(landedOn)) {
    throw new Error(`signIn(${email}): the sign-in ended with ${done.status()} at ${done.url()}`);
  }
  if (new URL(done.url()).searchParams.has("error")) {
    throw new Error(`signIn(${email}): the site refused the sign-in (${done.url()})`);
  }
  return { email, name, landedOn };
}

/**
 * Signs `target` in as one of the e2e servers' staff accounts (see the table above). A page or a
 * browser context gets this worker's session for the site and role, made by a real sign-in the
 * first time; a bare request context signs in for itself.
 */
export async function signInAs(target: SignInTarget, role: StaffRole, options: SignInOptions = {}): Promise<SignedIn> {
  const context = browserContextOf(target);
  if (!context) return signInFresh(target, role, options);
  // The site this context talks to: the test's baseURL, which may differ from the project's.
  const probe = await requestOf(target).get(`${options.baseURL?.replace(/\/+$/, "") ?? ""}/healthz`);
  const base = new URL(probe.url()).origin;
  const key = `${base} ${role}`;
  let session = sessions.get(key);
  if (!session) {
    const own = await request.newContext({ baseURL: base });
    try {
      const signedIn = await signInFresh(own, role, options);
      const { cookies } = await own.storageState();
      session = { cookies: cookies.filter((cookie) => SESSION_COOKIES.includes(cookie.name)), signedIn };
      sessions.set(key, session);
    } finally {
      await own.dispose();
    }
  }
  await context.addCookies(session.cookies);
  return session.signedIn;
}

async function signInFresh(target: SignInTarget, role: StaffRole, options: SignInOptions): Promise<SignedIn> {
  const account = STAFF_ACCOUNTS[role];
  const signedIn = await signIn(target, account.email, account.name, options);
  const expected = role === "pending" ? "/login" : "/admin/dashboard";
  if (signedIn.landedOn !== expected) {
    throw new Error(
      `signInAs(${role}): landed on ${signedIn.landedOn}, not ${expected}; did a test change ${account.email}'s role?`,
    );
  }
  return signedIn;
}
