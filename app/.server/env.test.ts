import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv, publicEnv } from "./env";
import { GOOGLE_ISSUER, isLoopbackHost } from "./env-auth";
import { EnvError } from "./env-error";
import { RETENTION_DEFAULTS } from "~/lib/retention";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "env-test-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = "a-session-secret-of-at-least-32-characters";
const GOOGLE = { GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "GOCSPX-google-secret" };
const DATABASE_URL = "postgres://agency:pw@db:5432/agency";
const parse = (values: Record<string, string | undefined>) => parseEnv({ DATA_DIR: dataDir, ...values });

function errorOf(values: Record<string, string | undefined>): string {
  try {
    parse(values);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("expected an EnvError");
}

describe("LOCAL_IDP", () => {
  it("auto: on for a loopback-only server without a Google client", () => {
    for (const HOST of [undefined, "127.0.0.1", "localhost", "::1", "[::1]"]) {
      const { auth } = parse({ HOST });
      expect(auth.localIdp).toMatchObject({ enabled: true, setting: "auto" });
      expect(auth.localIdp.reason).toMatch(/loopback/);
      expect(auth.provider).toBe("local");
    }
  });

  it("auto: the local provider serves SITE_URL/local-idp, over http only because it is local", () => {
    const { auth } = parse({ SITE_URL: "http://localhost:4000/" });
    expect(auth.client).toMatchObject({
      issuer: "http://localhost:4000/local-idp",
      clientId: "siam-web-studio",
      allowInsecureRequests: true,
    });
    expect(auth.client?.clientSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("auto: off on every interface (0.0.0.0) or another address", () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.10"]) {
      const { auth } = parse({ HOST });
      expect(auth.localIdp.enabled).toBe(false);
      expect(auth.localIdp.reason).toContain(`listens on ${HOST}`);
      expect(auth.provider).toBe("none");
      expect(auth.client).toBeUndefined();
    }
  });

  it("auto: off when SITE_URL is a public origin, even on loopback behind a proxy on the same host", () => {
    for (const SITE_URL of ["https://www.example.co.th", "http://192.168.1.10:3000"]) {
      const { auth } = parse({ SITE_URL, HOST: "127.0.0.1" });
      expect(auth.localIdp.enabled).toBe(false);
      expect(auth.localIdp.reason).toContain(`SITE_URL (${SITE_URL}) is a public origin`);
      expect(auth.provider).toBe("none");
      expect(auth.adminEmails).toEqual([]);
    }
  });

  it("auto: on in development (npm run dev) with a loopback SITE_URL, on any interface", () => {
    expect(parse({ NODE_ENV: "development", SITE_URL: "http://localhost:5173", HOST: "0.0.0.0" }).auth.provider).toBe("local");
  });

  it("auto: off with a public SITE_URL in every NODE_ENV, and the reason says so", () => {
    for (const NODE_ENV of ["development", "test", "production"]) {
      for (const SITE_URL of ["http://0.0.0.0:5173", "http://dev.example.test:5173"]) {
        const { auth } = parse({ NODE_ENV, SITE_URL, HOST: "127.0.0.1" });
        expect(auth.provider).toBe("none");
        expect(auth.localIdp).toMatchObject({ enabled: false, setting: "auto" });
        expect(auth.localIdp.reason).toContain(`SITE_URL (${SITE_URL}) is a public origin`);
        expect(auth.adminEmails).toEqual([]);
      }
    }
  });

  it("on: refused with a public SITE_URL in every NODE_ENV, naming the variable", () => {
    expect(errorOf({ LOCAL_IDP: "on", SITE_URL: "https://www.example.co.th" })).toMatch(
      /LOCAL_IDP: is on while SITE_URL \(https:\/\/www\.example\.co\.th\) is a public origin/,
    );
    for (const NODE_ENV of ["development", "test", "production"]) {
      expect(errorOf({ NODE_ENV, LOCAL_IDP: "on", SITE_URL: "http://0.0.0.0:5173" })).toMatch(
        /LOCAL_IDP: is on while SITE_URL \(http:\/\/0\.0\.0\.0:5173\) is a public origin/,
      );
    }
  });

  it("auto: off with DATABASE_URL, whose default HOST is 0.0.0.0", () => {
    expect(parse({ DATABASE_URL, NODE_ENV: "test" }).auth.localIdp.enabled).toBe(false);
  });

  it("auto: off when a Google client is configured, which becomes the provider", () => {
    const { auth } = parse(GOOGLE);
    expect(auth.localIdp).toMatchObject({ enabled: false, reason: "a Google client is configured" });
    expect(auth.provider).toBe("google");
    expect(auth.client).toMatchObject({ issuer: GOOGLE_ISSUER, clientId: GOOGLE.GOOGLE_CLIENT_ID, allowInsecureRequests: false });
    expect(auth.client?.clientSecret()).toBe(GOOGLE.GOOGLE_CLIENT_SECRET);
  });

  it("on: offered on any interface; off: never", () => {
    expect(parse({ LOCAL_IDP: "on", HOST: "0.0.0.0" }).auth).toMatchObject({
      provider: "local",
      localIdp: { enabled: true, setting: "on" },
    });
    expect(parse({ LOCAL_IDP: "off" }).auth).toMatchObject({ provider: "none", localIdp: { enabled: false } });
  });

  it("on together with a Google client, or a value other than auto/on/off, is an error", () => {
    expect(errorOf({ LOCAL_IDP: "on", ...GOOGLE })).toMatch(/LOCAL_IDP: is on while a Google client is configured/);
    expect(errorOf({ LOCAL_IDP: "yes" })).toMatch(/LOCAL_IDP: must be auto, on or off/);
  });

  it("knows which hosts are loopback", () => {
    expect(["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "[::1]", "sws.localhost"].every(isLoopbackHost)).toBe(
      true,
    );
    expect(
      ["0.0.0.0", "::", "10.0.0.1", "example.com", "127.0.0.1.example.com", "localhost.example.com"].some(isLoopbackHost),
    ).toBe(false);
  });
});

describe("Google and OIDC_ISSUER", () => {
  it("needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, naming the missing one", () => {
    expect(errorOf({ GOOGLE_CLIENT_ID: "id" })).toMatch(
      /GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/,
    );
    expect(errorOf({ GOOGLE_CLIENT_SECRET: "secret" })).toMatch(/GOOGLE_CLIENT_ID: .*go together/);
  });

  it("takes another https issuer for the same client variables", () => {
    const { auth } = parse({ ...GOOGLE, OIDC_ISSUER: "https://login.example.com/" });
    expect(auth.provider).toBe("oidc");
    expect(auth.client?.issuer).toBe("https://login.example.com");
  });

  it("refuses a plain-http issuer, and an issuer without a client", () => {
    expect(errorOf({ ...GOOGLE, OIDC_ISSUER: "http://login.example.com" })).toMatch(/OIDC_ISSUER: must be an https URL/);
    expect(errorOf({ OIDC_ISSUER: "https://login.example.com" })).toMatch(/OIDC_ISSUER: needs a client/);
  });

  it("never shows a secret, in errors or when the Env is printed", () => {
    const message = errorOf({ GOOGLE_CLIENT_ID: "id", SESSION_SECRET: "short-but-secret" });
    expect(message).not.toContain("short-but-secret");
    const env = parse({ ...GOOGLE, SESSION_SECRET: SECRET });
    const printed = JSON.stringify(env);
    expect(printed).not.toContain(GOOGLE.GOOGLE_CLIENT_SECRET);
    expect(printed).not.toContain(SECRET);
    expect(JSON.stringify(publicEnv(env))).not.toMatch(/secret|auth/i);
  });
});

describe("SESSION_SECRET", () => {
  it("must have 32 characters or more", () => {
    expect(errorOf({ SESSION_SECRET: "x".repeat(31) })).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    expect(parse({ SESSION_SECRET: SECRET }).auth.sessionSecret()).toBe(SECRET);
    expect(parse({ SESSION_SECRET: SECRET }).auth.sessionSecretSource).toBe("environment");
  });

  it("is required in production with DATABASE_URL", () => {
    expect(errorOf({ NODE_ENV: "production", DATABASE_URL })).toMatch(/SESSION_SECRET: is required in production/);
    expect(parse({ NODE_ENV: "production", DATABASE_URL, SESSION_SECRET: SECRET }).auth.sessionSecret()).toBe(SECRET);
  });

  it("is generated once under DATA_DIR (0600) in local mode, so a restart keeps sessions", () => {
    const first = parse({ NODE_ENV: "production" });
    const file = path.join(dataDir, "session-secret");
    expect(first.auth).toMatchObject({ sessionSecretSource: "file", sessionSecretFile: file });
    const secret = first.auth.sessionSecret();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart: a new parse reads the same file.
    expect(parse({ NODE_ENV: "production" }).auth.sessionSecret()).toBe(secret);
  });

  it("is not touched on disk until it is first needed", () => {
    parse({ NODE_ENV: "production", DATA_DIR: path.join(dataDir, "never") });
    expect(() => statSync(path.join(dataDir, "never"))).toThrow();
  });

  it("refuses a secret file that is too short, and names the way out", () => {
    writeFileSync(path.join(dataDir, "session-secret"), "short\n", { mode: 0o600 });
    expect(() => parse({}).auth.sessionSecret()).toThrow(/session-secret holds fewer than 32 characters; set SESSION_SECRET/);
  });

  it("derives the local client's secret from it", () => {
    const one = parse({ SESSION_SECRET: SECRET }).auth.client?.clientSecret();
    const two = parse({ SESSION_SECRET: `${SECRET}-other` }).auth.client?.clientSecret();
    expect(one).toBe(parse({ SESSION_SECRET: SECRET }).auth.client?.clientSecret());
    expect(one).not.toBe(two);
    expect(one).not.toContain(SECRET);
  });
});

describe("ADMIN_EMAILS", () => {
  it("defaults to admin@example.com with the local provider (zero set-up), else to nobody", () => {
    expect(parse({}).auth.adminEmails).toEqual(["admin@example.com"]);
    expect(parse(GOOGLE).auth.adminEmails).toEqual([]);
    expect(parse({ HOST: "0.0.0.0" }).auth.adminEmails).toEqual([]);
  });

  it("is a comma list, trimmed and lower-cased", () => {
    expect(parse({ ...GOOGLE, ADMIN_EMAILS: " Owner@Agency.co.th, ,dev@agency.co.th " }).auth.adminEmails).toEqual([
      "owner@agency.co.th",
      "dev@agency.co.th",
    ]);
  });

  it("names an entry that is not an e-mail", () => {
    expect(errorOf({ ADMIN_EMAILS: "owner@agency.co.th, owner" })).toMatch(/ADMIN_EMAILS.*not an e-mail address: owner/);
  });
});

describe("WEB_CONCURRENCY", () => {
  it("is one process unless told otherwise", () => {
    expect(parse({}).webConcurrency).toBe(1);
    expect(parse({ DATABASE_URL, SESSION_SECRET: SECRET, WEB_CONCURRENCY: "4" }).webConcurrency).toBe(4);
  });

  it("refuses several processes on the embedded database, with the built-in provider, or a bad number", () => {
    expect(errorOf({ WEB_CONCURRENCY: "2" })).toContain("WEB_CONCURRENCY: needs DATABASE_URL");
    expect(errorOf({ DATABASE_URL, SESSION_SECRET: SECRET, WEB_CONCURRENCY: "2", LOCAL_IDP: "on" })).toContain(
      "WEB_CONCURRENCY: cannot be more than 1 with LOCAL_IDP=on",
    );
    for (const value of ["0", "1.5", "many", "65"]) {
      expect(errorOf({ DATABASE_URL, SESSION_SECRET: SECRET, WEB_CONCURRENCY: value }), value).toContain("WEB_CONCURRENCY");
    }
  });
});

describe("retention periods", () => {
  it("are the privacy policy's defaults unless told otherwise", () => {
    expect(parse({}).retention).toEqual(RETENTION_DEFAULTS);
  });

  it("take CONTACT_RETENTION_MONTHS and ORDER_RETENTION_YEARS, and nothing else", () => {
    const { retention } = parse({ CONTACT_RETENTION_MONTHS: "6", ORDER_RETENTION_YEARS: "7" });
    expect(retention).toEqual({ ...RETENTION_DEFAULTS, contactMessageMonths: 6, orderAccountingYears: 7 });
  });

  it("refuse accounting records kept for less than the law's five years, and other bad values", () => {
    expect(errorOf({ ORDER_RETENTION_YEARS: "4" })).toContain("ORDER_RETENTION_YEARS: must be from 5 to 10 years");
    expect(errorOf({ ORDER_RETENTION_YEARS: "5.5" })).toContain("ORDER_RETENTION_YEARS: must be a whole number of years");
    expect(errorOf({ CONTACT_RETENTION_MONTHS: "0" })).toContain("CONTACT_RETENTION_MONTHS: must be from 1 to 120 months");
  });
});

describe("GA4_API_SECRET", () => {
  it("is off unless set; Google's collect endpoint unless GA4_MP_URL says otherwise", () => {
    const off = parse({}).analytics;
    expect(off.apiSecret).toBeUndefined();
    expect(off.collectUrl).toBe("https://www.google-analytics.com/mp/collect");
    const on = parse({ GA4_API_SECRET: " mp-secret-value ", GA4_MP_URL: "http://127.0.0.1:9/mp/collect" }).analytics;
    expect(on.apiSecret?.()).toBe("mp-secret-value");
    expect(on.collectUrl).toBe("http://127.0.0.1:9/mp/collect");
  });

  it("is never printed with the Env nor sent to the browser", () => {
    const env = parse({ GA4_API_SECRET: "mp-secret-value" });
    expect(JSON.stringify(env)).not.toContain("mp-secret-value");
    expect(JSON.stringify(publicEnv(env))).not.toContain("mp-secret-value");
  });

  it("refuses a collect URL that is not http(s)", () => {
    expect(errorOf({ GA4_MP_URL: "ftp://example.com/collect" })).toContain("GA4_MP_URL: must be an http(s) URL");
  });
});
