// Bot protection end to end on the server: the exchange endpoint calls the (fake) provider's
// siteverify over real HTTP, issues signed tokens, and requireAttestation accepts or refuses them;
// on PGlite and on PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimits, settings } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import type { Language } from "~/i18n/config";
import {
  FAKE_CAPTCHA_SECRET,
  FAKE_CAPTCHA_SITE_KEY,
  type FakeCaptcha,
  startFakeCaptcha,
} from "../../../tests/support/fake-captcha";
import { freePort } from "../../../tests/support/ports";
import { routeContext, TEST_SESSION_SECRET, testEnv } from "../../../tests/support/route-context";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { attestationMessages } from "~/lib/attestation/attestation-messages";
import {
  attestationConfig,
  captchaNotices,
  checkAttestation,
  EXCHANGE_RATE_LIMIT,
  exchangeAttestationToken,
  requireAttestation,
} from "./attestation.server";
import { ATTESTATION_TOKEN_TTL_MS, attestationKey, issueAttestationToken } from "./attestation-token.server";

const SITE = "http://127.0.0.1:3999";
const SESSION_SECRET = TEST_SESSION_SECRET;
const CLIENT_IP = "203.0.113.7";
const en = attestationMessages.en;
const th = attestationMessages.th;

function makeEnv(captcha: FakeCaptcha | undefined, overrides: Record<string, string> = {}): Env {
  return testEnv("attestation-", {
    SITE_URL: SITE,
    ...(captcha
      ? { CAPTCHA_SECRET_KEY: FAKE_CAPTCHA_SECRET, CAPTCHA_VERIFY_URL: captcha.verifyUrl, CAPTCHA_SCRIPT_URL: captcha.scriptUrl }
      : {}),
    ...overrides,
  });
}

/** What a thrown data() carries. */
interface Thrown {
  data: { error: string; code: string };
  init: { status: number; headers?: Record<string, string> };
}

describe.each(databaseKinds)("attestation on %s", (kind) => {
  let database: TestDatabase;
  let captcha: FakeCaptcha;
  let env: Env;
  const logged: string[] = [];

  const setSiteKey = (siteKey: string) =>
    database.db
      .update(settings)
      .set({ value: sql`${settings.value} || ${JSON.stringify({ captchaSiteKey: siteKey })}::jsonb` })
      .where(eq(settings.key, "integrations"));

  const context = (useEnv: Env = env, language: Language = "en") =>
    routeContext(useEnv, database.db, { clientIp: CLIENT_IP, language });

  const exchange = (body: unknown, options: { env?: Env; language?: Language; method?: string; fetchImpl?: typeof fetch } = {}) =>
    exchangeAttestationToken({
      request: new Request(`${SITE}/attestation/token`, {
        method: options.method ?? "POST",
        headers: { "Content-Type": "application/json" },
        body: options.method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
      env: options.env ?? env,
      db: database.db,
      clientIp: CLIENT_IP,
      language: options.language ?? "en",
    });

  const solved = (action = "contact", extra: { bot?: boolean; hostname?: string; siteKey?: string } = {}) =>
    captcha.issueToken({ hostname: extra.hostname ?? "127.0.0.1", action, bot: extra.bot, siteKey: extra.siteKey });

  const post = (pathname: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return { request: new Request(`${SITE}${pathname}`, { method: "POST", headers, body: form }), form };
  };

  async function refusal(promise: Promise<unknown>): Promise<Thrown> {
    const thrown = await promise.then(
      () => undefined,
      (error: unknown) => error,
    );
    if (!thrown || typeof thrown !== "object" || !("init" in thrown))
      throw new Error(`expected a thrown data(), got ${String(thrown)}`);
    return thrown as Thrown;
  }

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    captcha = await startFakeCaptcha();
    env = makeEnv(captcha);
    await setSiteKey(FAKE_CAPTCHA_SITE_KEY);
    for (const level of ["debug", "info", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(JSON.stringify(args));
      });
    }
  });
  afterEach(async () => {
    await database.db.delete(rateLimits);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await captcha.close();
    await database.dispose();
  });

  describe("captcha off", () => {
    it("without CAPTCHA_SECRET_KEY: protected requests pass with no token, the exchange answers 404", async () => {
      const off = makeEnv(undefined);
      const { request, form } = post("/contact");
      await expect(requireAttestation(request, form, context(off))).resolves.toBeUndefined();
      expect(attestationConfig(off, FAKE_CAPTCHA_SITE_KEY)).toBeNull();
      const response = await exchange({ captchaToken: solved(), purpose: "/contact" }, { env: off });
      expect(response.status).toBe(404);
      expect(captchaNotices(off)[0]?.message).toMatch(/^Captcha: off/);
    });

    it("with the secret but no site key in the settings: off as well", async () => {
      await setSiteKey("");
      try {
        const { request, form } = post("/contact");
        await expect(requireAttestation(request, form, context())).resolves.toBeUndefined();
        expect((await exchange({ captchaToken: solved(), purpose: "/contact" })).status).toBe(404);
        expect(attestationConfig(env, "")).toBeNull();
      } finally {
        await setSiteKey(FAKE_CAPTCHA_SITE_KEY);
      }
    });
  });

  describe("captcha on", () => {
    it("gives the browser the site key, script and endpoint, never the secret", () => {
      const config = attestationConfig(env, FAKE_CAPTCHA_SITE_KEY);
      expect(config).toEqual({
        provider: "turnstile",
        siteKey: FAKE_CAPTCHA_SITE_KEY,
        scriptUrl: captcha.scriptUrl,
        tokenEndpoint: "/attestation/token",
      });
      expect(JSON.stringify(config)).not.toContain(FAKE_CAPTCHA_SECRET);
      expect(JSON.stringify(captchaNotices(env))).not.toContain(FAKE_CAPTCHA_SECRET);
    });

    it("exchanges a solved captcha for a token that opens the protected path (field or header)", async () => {
      const before = captcha.calls.length;
      const captchaToken = solved();
      const response = await exchange({ captchaToken, purpose: "/contact" });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const body = (await response.json()) as { token: string; expiresAt: number; purpose: string };
      expect(body.purpose).toBe("/contact");
      expect(body.expiresAt).toBeGreaterThan(Date.now() + ATTESTATION_TOKEN_TTL_MS - 60_000);
      expect(JSON.stringify(body)).not.toContain(FAKE_CAPTCHA_SECRET);

      // siteverify was called as documented: form-encoded secret, response and remoteip.
      expect(captcha.calls.slice(before)).toEqual([
        {
          secret: FAKE_CAPTCHA_SECRET,
          response: captchaToken,
          remoteip: CLIENT_IP,
          contentType: "application/x-www-form-urlencoded",
        },
      ]);

      const viaField = post("/contact", { attestationToken: body.token });
      await expect(requireAttestation(viaField.request, viaField.form, context())).resolves.toBeUndefined();
      const viaHeader = post("/contact", {}, { "X-Attestation-Token": body.token });
      await expect(requireAttestation(viaHeader.request, null, context())).resolves.toBeUndefined();
      // A single-fetch submission arrives as /contact.data.
      const viaData = post("/contact.data", { attestationToken: body.token });
      await expect(checkAttestation(viaData.request, viaData.form, context())).resolves.toEqual({ ok: true });
    });

    it("refuses with 403 when the provider says no (a bot), and issues nothing", async () => {
      const response = await exchange({ captchaToken: solved("contact", { bot: true }), purpose: "/contact" });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "captcha-refused", message: en.required });
    });

    it("refuses a captcha token spent once already, solved on another site, for another form or site key", async () => {
      const once = solved();
      expect((await exchange({ captchaToken: once, purpose: "/contact" })).status).toBe(200);
      expect((await exchange({ captchaToken: once, purpose: "/contact" })).status).toBe(403);
      expect(
        (await exchange({ captchaToken: solved("contact", { hostname: "evil.example" }), purpose: "/contact" })).status,
      ).toBe(403);
      expect((await exchange({ captchaToken: solved("checkout"), purpose: "/contact" })).status).toBe(403);
      expect((await exchange({ captchaToken: solved("contact", { siteKey: "other" }), purpose: "/contact" })).status).toBe(403);
    });

    it("answers 503 (a retryable status) when the provider is down or unreachable", async () => {
      captcha.setDown(true);
      try {
        const response = await exchange({ captchaToken: solved(), purpose: "/contact" });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: "verifier-unavailable", message: en.failed });
      } finally {
        captcha.setDown(false);
      }
      const nowhere = makeEnv(captcha, { CAPTCHA_VERIFY_URL: `http://127.0.0.1:${await freePort()}/siteverify` });
      expect((await exchange({ captchaToken: solved(), purpose: "/contact" }, { env: nowhere })).status).toBe(503);
    });

    it("answers 503 and logs an error when the provider refuses our secret", async () => {
      const wrong = makeEnv(captcha, { CAPTCHA_SECRET_KEY: "not-the-secret" });
      const before = logged.length;
      expect((await exchange({ captchaToken: solved(), purpose: "/contact" }, { env: wrong })).status).toBe(503);
      expect(logged.slice(before).join("\n")).toContain("invalid-input-secret");
    });

    it("answers 400 to a malformed body and 405 to a GET, before asking the provider", async () => {
      const before = captcha.calls.length;
      for (const body of [
        "not json",
        {},
        { captchaToken: "", purpose: "/contact" },
        { captchaToken: "x", purpose: "contact" },
        { captchaToken: "x".repeat(3000), purpose: "/contact" },
        { captchaToken: "x", purpose: "/<script>" },
      ]) {
        expect((await exchange(body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      expect((await exchange(null, { method: "GET" })).status).toBe(405);
      expect(captcha.calls.length).toBe(before);
    });

    it("rate limits the exchange per address with 429, Retry-After and a translated message", async () => {
      for (let i = 0; i < EXCHANGE_RATE_LIMIT.limit; i++) {
        expect((await exchange({ captchaToken: "", purpose: "/contact" })).status).toBe(400);
      }
      const response = await exchange({ captchaToken: solved(), purpose: "/contact" }, { language: "th" });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ error: "rate-limited", message: th.rateLimited });
    });

    it("refuses a request without a token: 403 with the translated message, in English and Thai", async () => {
      const { request, form } = post("/contact");
      const thrown = await refusal(requireAttestation(request, form, context()));
      expect(thrown.init.status).toBe(403);
      expect(thrown.data).toEqual({ error: en.required, code: "attestation-required" });

      const thai = post("/contact");
      expect((await refusal(requireAttestation(thai.request, thai.form, context(env, "th")))).data.error).toBe(th.required);
    });

    it("refuses an expired token with its own message", async () => {
      const key = attestationKey(SESSION_SECRET);
      const old = issueAttestationToken(key, "/contact", Date.now() - ATTESTATION_TOKEN_TTL_MS - 1);
      const { request, form } = post("/contact", { attestationToken: old.token });
      const thrown = await refusal(requireAttestation(request, form, context(env, "th")));
      expect(thrown.init.status).toBe(403);
      expect(thrown.data).toEqual({ error: th.expired, code: "attestation-expired" });
    });

    it("refuses a forged signature, a token signed with another secret, and garbage", async () => {
      const good = issueAttestationToken(attestationKey(SESSION_SECRET), "/contact");
      const [version, payload] = good.token.split(".");
      const forgedPayload = Buffer.from(
        JSON.stringify({ p: "/contact", iat: Date.now(), exp: Date.now() + 10 * ATTESTATION_TOKEN_TTL_MS, jti: "x" }),
      ).toString("base64url");
      const candidates = [
        `${version}.${forgedPayload}.${good.token.split(".")[2]}`,
        `${version}.${payload}.${"A".repeat(43)}`,
        issueAttestationToken(attestationKey("another secret that is long enough......"), "/contact").token,
        "not-a-token",
        "v1..",
        "x".repeat(5000),
      ];
      for (const token of candidates) {
        const { request, form } = post("/contact", { attestationToken: token });
        const thrown = await refusal(requireAttestation(request, form, context()));
        expect(thrown.init.status).toBe(403);
        expect(thrown.data.code).toBe("attestation-invalid");
      }
    });

    it("refuses a token issued for another purpose, unless the action names that purpose", async () => {
      const checkout = issueAttestationToken(attestationKey(SESSION_SECRET), "/checkout");
      const { request, form } = post("/contact", { attestationToken: checkout.token });
      expect((await refusal(requireAttestation(request, form, context()))).data.code).toBe("attestation-invalid");
      const elsewhere = post("/checkout/pay", { attestationToken: checkout.token });
      await expect(
        requireAttestation(elsewhere.request, elsewhere.form, context(), { purpose: "/checkout" }),
      ).resolves.toBeUndefined();
    });

    it("never writes the secret, captcha tokens or attestation tokens to the log", async () => {
      const captchaToken = solved();
      const response = await exchange({ captchaToken, purpose: "/contact" });
      const { token } = (await response.json()) as { token: string };
      await exchange({ captchaToken: solved("contact", { bot: true }), purpose: "/contact" });
      const text = logged.join("\n");
      expect(text).not.toContain(FAKE_CAPTCHA_SECRET);
      expect(text).not.toContain(captchaToken);
      expect(text).not.toContain(token);
    });
  });
});
