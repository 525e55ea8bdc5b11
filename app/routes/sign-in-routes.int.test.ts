// /auth/start, /auth/callback and /login on the server, on PGlite and on PostgreSQL: the sign-in
// rate limit (HTTP 429, Retry-After, the message in the reader's language, per client address),
// forged and replayed callbacks (a redirect to /login, no profile, no session, never a 500), and
// /login still working when the sign-in state cannot be read.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/.server/db/client";
import { rateLimits, sessions, users } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { SIGN_IN_RATE_LIMITS } from "~/features/auth/sign-in-rate-limit.server";
import type { Language } from "~/i18n/config";
import { common as en } from "~/i18n/en/common";
import { common as th } from "~/i18n/th/common";
import { routeContext, settle, testEnv, UNKNOWN_SESSION_COOKIE, unreachableDb } from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { loader as callbackLoader } from "./auth-callback";
import { loader as startLoader } from "./auth-start";
import { loader as loginLoader } from "./login";

// Nothing listens here: discovery of the built-in provider fails fast, which is all /auth/start
// needs to answer (the limit is counted before).
const SITE = "http://127.0.0.1:9";

describe.each(databaseKinds)("sign-in routes on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;

  beforeAll(() => {
    env = testEnv("sign-in-routes-", { SITE_URL: SITE });
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  const context = (clientIp: string, db: Db = database.db, language: Language = "en") =>
    routeContext(env, db, { clientIp, language });
  const call = (
    loader: typeof startLoader | typeof callbackLoader | typeof loginLoader,
    url: string,
    {
      ip = "203.0.113.10",
      headers = {},
      db,
      language,
    }: { ip?: string; headers?: Record<string, string>; db?: Db; language?: Language } = {},
  ) =>
    settle(
      (loader as (args: unknown) => Promise<unknown>)({
        request: new Request(`${SITE}${url}`, { headers }),
        context: context(ip, db, language),
        params: {},
      }),
    ) as Promise<Response>;

  describe("rate limit", () => {
    it("answers /auth/start with 429, Retry-After and the message once an address used up its 20 tries", async () => {
      const { limit } = SIGN_IN_RATE_LIMITS.start;
      for (let i = 0; i < limit; i++) {
        const response = await call(startLoader, "/auth/start");
        expect(response.status, `try ${i + 1}`).not.toBe(429);
      }
      const refused = await call(startLoader, "/auth/start");
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
      expect(await refused.text()).toContain(en.auth.errors.rateLimited);

      // In Thai for a Thai reader; the popup gets its page that tells /login.
      const thai = await call(startLoader, "/auth/start?popup=1", { language: "th" });
      expect(thai.status).toBe(429);
      const html = await thai.text();
      expect(html).toContain(th.auth.errors.rateLimited);
      expect(html).toContain('"error":"rate-limited"');
      // The same outcome as a cookie for /login, in case the popup closes before its message is out.
      expect(thai.headers.get("Set-Cookie")).toMatch(/^auth-outcome=rate-limited; Path=\/login; Max-Age=300; SameSite=Strict$/);

      // Another address is not affected.
      expect((await call(startLoader, "/auth/start", { ip: "203.0.113.11" })).status).not.toBe(429);
    });

    it("limits /auth/callback on its own count, before the callback is looked at", async () => {
      for (let i = 0; i < SIGN_IN_RATE_LIMITS.callback.limit; i++) {
        const response = await call(callbackLoader, "/auth/callback?code=x&state=y");
        expect(response.status).toBe(302);
      }
      const refused = await call(callbackLoader, "/auth/callback?code=x&state=y");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
      // The flow cookie is still cleared.
      expect(refused.headers.get("Set-Cookie")).toMatch(/oidc-flow=;/);
    });

    it("refuses rather than fails when the counter cannot be written", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const broken = unreachableDb();
      const response = await call(startLoader, "/auth/start", { db: broken });
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toBe("30");
      expect(logged).toHaveBeenCalledWith("The sign-in rate limit could not be counted", "connection refused");
    });
  });

  describe("forged and replayed callbacks", () => {
    it("send the browser to /login with the general failure, and create no profile and no session", async () => {
      const attempts = [
        "/auth/callback?code=forged&state=forged",
        "/auth/callback?state=only",
        "/auth/callback?error=access_denied&state=x",
        "/auth/callback",
        `/auth/callback?code=${"x".repeat(5000)}&state=${"%00".repeat(10)}`,
      ];
      for (const url of attempts) {
        const response = await call(callbackLoader, url, {
          ip: "198.51.100.7",
          // A flow cookie that was never issued (or was tampered with / replayed from elsewhere).
          headers: { Cookie: "oidc-flow=AAAA.BBBB.CCCC; session=not-a-session" },
        });
        expect(response.status, url).toBe(302);
        expect(response.headers.get("Location"), url).toBe("/login?error=failed");
      }
      expect(await database.db.select().from(users)).toEqual([]);
      expect(await database.db.select().from(sessions)).toEqual([]);
    });

    it("answer the popup with a page that reports the failure (no 500)", async () => {
      const response = await call(callbackLoader, "/auth/callback?code=x&state=y", {
        ip: "198.51.100.8",
        headers: { Cookie: "auth-popup=1" },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('"error":"failed"');
      expect(response.headers.getSetCookie()).toContain("auth-outcome=failed; Path=/login; Max-Age=300; SameSite=Strict");
    });
  });

  describe("/login", () => {
    it("still offers sign-in with the authentication error when the sign-in state cannot be read", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const broken = unreachableDb();
      const answer = (await call(loginLoader, "/login", {
        headers: { Cookie: UNKNOWN_SESSION_COOKIE },
        db: broken,
      })) as unknown as {
        authFailed: boolean;
        user: unknown;
      };
      expect(answer.authFailed).toBe(true);
      expect(answer.user).toBeNull();
      expect(logged).toHaveBeenCalledWith("The sign-in state could not be read on /login", "connection refused");
    });

    it("treats an unknown session cookie as signed out", async () => {
      const answer = (await call(loginLoader, "/login", { headers: { Cookie: UNKNOWN_SESSION_COOKIE } })) as unknown as {
        authFailed: boolean;
        user: unknown;
      };
      expect(answer).toMatchObject({ authFailed: false, user: null, profile: null, signInAvailable: true });
    });

    it("says sign-in is off on a public site without a Google client, and /auth/start sends back to it", async () => {
      const publicSite = testEnv("sign-in-public-", { SITE_URL: "https://www.example.co.th" });
      const request = (path: string) => new Request(`https://www.example.co.th${path}`);
      const args = (path: string) => ({
        request: request(path),
        context: routeContext(publicSite, database.db, { clientIp: "203.0.113.11" }),
        params: {},
      });
      const login = (await (loginLoader as (args: unknown) => Promise<unknown>)(args("/login"))) as { signInAvailable: boolean };
      expect(login.signInAvailable).toBe(false);
      const start = (await settle((startLoader as (args: unknown) => Promise<unknown>)(args("/auth/start")))) as Response;
      expect(start.headers.get("Location")).toBe("/login");
      expect(en.auth.unavailable).toMatch(/not switched on/);
      expect(th.auth.unavailable).toMatch(/ยังไม่ได้เปิดใช้/);
    });
  });
});
