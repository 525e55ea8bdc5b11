// Scaffolding for integration tests that call a route's own loader or action on a real database
// (tests/support/test-database.ts): a test Env, signed-in staff, the router context the HTTP layer
// would hand in, and a way to read what a loader or action answered, returned or thrown.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { appContext, requestInfoContext, requestLanguageContext } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { type Env, parseEnv } from "~/.server/env";
import { createSession, SESSION_DEFAULTS } from "~/.server/sessions.server";
import type { Language } from "~/i18n/config";

/** The session secret every test Env signs with (the minimum length the Env accepts is 32). */
export const TEST_SESSION_SECRET = "s".repeat(40);

/**
 * A test Env: NODE_ENV "test", a fresh temporary DATA_DIR named after `prefix` (tests never touch
 * ./data) and TEST_SESSION_SECRET; `extra` gives SITE_URL and anything else the test needs.
 */
export function testEnv(prefix: string, extra: { SITE_URL: string } & Record<string, string | undefined>): Env {
  return parseEnv({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), prefix)),
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...extra,
  });
}

type StaffRole = NonNullable<(typeof users.$inferInsert)["role"]>;

/** A staff member as a users row: the profile id, e-mail and role. */
export interface StaffPerson {
  uid: string;
  email: string;
  role: StaffRole;
}

/** The usual person for a role: uid `test:<role>`, e-mail `<role>@example.com`. */
export function staffPerson(role: StaffRole): StaffPerson {
  return { uid: `test:${role}`, email: `${role}@example.com`, role };
}

/**
 * Inserts each person (or the usual person for each role) and opens a session for them; answers
 * the Cookie header value (`session=<token>`) for each key (or role).
 */
export async function staffCookies<Role extends StaffRole>(db: Db, roles: readonly Role[]): Promise<Record<Role, string>>;
export async function staffCookies<Key extends string>(db: Db, people: Record<Key, StaffPerson>): Promise<Record<Key, string>>;
export async function staffCookies(
  db: Db,
  who: readonly StaffRole[] | Record<string, StaffPerson>,
): Promise<Record<string, string>> {
  const people: [string, StaffPerson][] = Array.isArray(who)
    ? who.map((role: StaffRole) => [role, staffPerson(role)])
    : Object.entries(who as Record<string, StaffPerson>);
  const cookies: Record<string, string> = {};
  for (const [key, person] of people) {
    await db.insert(users).values(person);
    cookies[key] = await sessionCookie(db, person.uid);
  }
  return cookies;
}

/** A new session for `uid` as a Cookie header value; `now` in the past makes an expired one. */
export async function sessionCookie(db: Db, uid: string, now?: Date): Promise<string> {
  const { token } = await createSession(db, uid, { ...SESSION_DEFAULTS, now });
  return `session=${token}`;
}

/** A well-formed session cookie that no session in the database matches. */
export const UNKNOWN_SESSION_COOKIE = `session=${"A".repeat(43)}`;

/** A database that fails on every use, as one that refuses connections would. */
export function unreachableDb(): Db {
  return new Proxy({} as Db, {
    get() {
      throw new Error("connection refused");
    },
  });
}

/**
 * The router context the HTTP layer hands a loader or action: the Env and database, the request's
 * language (English unless given: the HTTP layer works it out from the request, server/app.ts),
 * and the client's address when the route looks at it (rate limits, audit entries).
 */
export function routeContext(
  env: Env,
  db: Db,
  { clientIp, language = "en" }: { clientIp?: string; language?: Language } = {},
): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, { env, db });
  provider.set(requestLanguageContext, language);
  if (clientIp !== undefined) provider.set(requestInfoContext, { clientIp });
  return provider;
}

/** What a thrown or returned data() looks like to a test. */
export interface DataAnswer {
  type: "DataWithResponseInit";
  data: Record<string, unknown>;
  init: { status?: number } | null;
}

/** What a loader or action answered, whether it returned it or threw it (redirects, data()). */
export async function settle(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

/** Where a redirect answer sends the browser, or null for anything else. */
export function redirectTarget(answer: unknown): string | null {
  return answer instanceof Response && answer.status >= 300 && answer.status < 400 ? answer.headers.get("Location") : null;
}

/** The HTTP status of a Response or a data() answer (undefined for plain data). */
export function statusOf(answer: unknown): number | undefined {
  if (answer instanceof Response) return answer.status;
  return (answer as DataAnswer | undefined)?.init?.status ?? undefined;
}
