import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { GTAG_INIT } from "./analytics-client";
import {
  analyticsCookieNames,
  analyticsCookieRemovals,
  CONSENT_DEFAULTS,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_STORAGE_KEY,
  type ConsentBrowser,
  consentCookie,
  consentFromCookies,
  consentStorageValue,
  loadConsent,
  parseConsent,
  parseStoredConsent,
  readConsent,
  saveConsent,
  sendConsentUpdate,
} from "./consent";

const NOW = Date.parse("2026-03-01T09:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const SIX_MONTHS = 15_724_800;

/** A document.cookie that behaves like a browser's for name=value pairs (attributes aside). */
function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    values,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const [pair = "", ...attributes] = assignment.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.some((attribute) => attribute.trim() === "Max-Age=0")) values.delete(name.trim());
      else values.set(name.trim(), value.trim());
    },
  };
}

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A browser whose gtag pushes Arguments objects to dataLayer, as the inline script's does. */
function fakeBrowser(options: { cookies?: Record<string, string>; storage?: Record<string, string>; protocol?: string } = {}) {
  const dataLayer: unknown[] = [];
  const document = cookieJar(options.cookies);
  const localStorage = fakeStorage(options.storage);
  const browser: ConsentBrowser & { dataLayer: unknown[] } = {
    dataLayer,
    document,
    localStorage,
    location: { protocol: options.protocol ?? "https:", hostname: "www.siamwebstudio.co.th" },
    gtag() {
      // gtag.js only reads Arguments objects.
      dataLayer.push(arguments);
    },
  };
  return { browser, document, localStorage, dataLayer };
}

function commands(dataLayer: unknown[]) {
  return dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
}

/** Runs the real inline init script in a fresh global scope, as a page would. */
function runInitScript(cookie: string) {
  const page: { window?: unknown; document: { cookie: string }; Date: DateConstructor; dataLayer?: unknown[] } = {
    document: { cookie },
    Date,
  };
  page.window = page;
  runInNewContext(GTAG_INIT, page);
  return { win: page, commands: commands(page.dataLayer ?? []) };
}

describe("parsing a stored decision", () => {
  it.each([
    ["granted", "granted"],
    ["denied", "denied"],
    ["Granted", null],
    ["yes", null],
    ["", null],
    [undefined, null],
    [1, null],
  ])("parseConsent(%j) is %j", (value, expected) => {
    expect(parseConsent(value)).toBe(expected);
  });

  it.each([
    ["analytics_consent=granted", "granted"],
    ["lang=th; analytics_consent=denied; _ga=GA1.1.123", "denied"],
    ["lang=th;analytics_consent=granted", "granted"],
    ["x_analytics_consent=granted", null],
    ["analytics_consent=maybe", null],
    ["analytics_consent_old=granted", null],
    ["", null],
    [null, null],
  ])("the cookies %j hold %j", (cookies, expected) => {
    expect(consentFromCookies(cookies)).toBe(expected);
  });

  it("reads a local storage entry younger than six months", () => {
    const raw = consentStorageValue("granted", NOW - 10 * DAY);
    expect(parseStoredConsent(raw, NOW)).toEqual({ decision: "granted", decidedAt: NOW - 10 * DAY });
  });

  it.each([
    ["older than six months", consentStorageValue("granted", NOW - 183 * DAY)],
    ["from the future", consentStorageValue("granted", NOW + DAY)],
    ["without a date", JSON.stringify({ decision: "granted" })],
    ["with an unknown decision", JSON.stringify({ decision: "maybe", decidedAt: NOW })],
    ["a bare word", "granted"],
    ["not JSON", "{granted"],
    ["JSON null", "null"],
    ["empty", ""],
  ])("ignores a local storage entry %s", (_, raw) => {
    expect(parseStoredConsent(raw, NOW)).toBeNull();
  });

  it("prefers the cookie, falls back to local storage for the rest of its six months", () => {
    const storage = consentStorageValue("granted", NOW - 2 * DAY);
    expect(readConsent({ cookies: "analytics_consent=denied", storage, now: NOW })).toEqual({
      decision: "denied",
      source: "cookie",
    });
    expect(readConsent({ cookies: "lang=en", storage, now: NOW })).toEqual({
      decision: "granted",
      source: "storage",
      remainingSeconds: SIX_MONTHS - 2 * 24 * 60 * 60,
    });
    expect(readConsent({ cookies: "", storage: null, now: NOW })).toBeNull();
  });
});

describe("the consent cookie", () => {
  it("lasts six months, for the whole site, SameSite=Lax, Secure on HTTPS", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(SIX_MONTHS);
    expect(consentCookie("granted", { secure: true })).toBe(
      `analytics_consent=granted; Max-Age=${SIX_MONTHS}; Path=/; SameSite=Lax; Secure`,
    );
    expect(consentCookie("denied", { secure: false, maxAgeSeconds: 60.7 })).toBe(
      "analytics_consent=denied; Max-Age=60; Path=/; SameSite=Lax",
    );
  });
});

describe("Consent Mode defaults in the inline script", () => {
  it("denies everything before gtag.js loads and before the js command", () => {
    const { commands: sent } = runInitScript("lang=th");
    expect(sent).toEqual([
      ["consent", "default", CONSENT_DEFAULTS],
      ["set", "ads_data_redaction", true],
      ["js", expect.any(Date)],
    ]);
    expect(CONSENT_DEFAULTS).toEqual({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("grants analytics storage at once for a visitor whose cookie says so", () => {
    const { commands: sent } = runInitScript("lang=en; analytics_consent=granted; _ga=GA1.1.1");
    expect(sent.slice(0, 3)).toEqual([
      ["consent", "default", CONSENT_DEFAULTS],
      ["set", "ads_data_redaction", true],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
  });

  it.each(["analytics_consent=denied", "x_analytics_consent=granted", "analytics_consent=granted_not"])(
    "keeps everything denied for %j",
    (cookie) => {
      expect(runInitScript(cookie).commands.filter(([, action]) => action === "update")).toEqual([]);
    },
  );

  it("pushes Arguments objects, the only kind gtag.js reads", () => {
    const { win } = runInitScript("");
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe("[object Arguments]");
  });
});

describe("sendConsentUpdate", () => {
  it("grants or denies analytics storage only, never advertising", () => {
    const { browser, dataLayer } = fakeBrowser();
    expect(sendConsentUpdate(browser, "granted")).toBe(true);
    expect(sendConsentUpdate(browser, "denied")).toBe(true);
    expect(commands(dataLayer)).toEqual([
      ["consent", "update", { analytics_storage: "granted" }],
      ["consent", "update", { analytics_storage: "denied" }],
    ]);
  });

  it("does nothing without gtag (no measurement id)", () => {
    expect(sendConsentUpdate({}, "granted")).toBe(false);
    expect(sendConsentUpdate(undefined, "granted")).toBe(false);
  });
});

describe("loadConsent", () => {
  it("is null when the visitor has not chosen", () => {
    const { browser, dataLayer, document } = fakeBrowser({ cookies: { lang: "th" } });
    expect(loadConsent(browser, NOW)).toBeNull();
    expect(dataLayer).toEqual([]);
    expect(document.writes).toEqual([]);
  });

  it("leaves a decision in the cookie alone: the inline script already applied it", () => {
    const { browser, dataLayer, document } = fakeBrowser({ cookies: { analytics_consent: "granted" } });
    expect(loadConsent(browser, NOW)).toBe("granted");
    expect(dataLayer).toEqual([]);
    expect(document.writes).toEqual([]);
  });

  it("restores the cookie from local storage, for what is left of six months, and grants", () => {
    const { browser, dataLayer, document } = fakeBrowser({
      storage: { [CONSENT_STORAGE_KEY]: consentStorageValue("granted", NOW - DAY) },
    });
    expect(loadConsent(browser, NOW)).toBe("granted");
    expect(document.writes).toEqual([
      `analytics_consent=granted; Max-Age=${SIX_MONTHS - 24 * 60 * 60}; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(commands(dataLayer)).toEqual([["consent", "update", { analytics_storage: "granted" }]]);
  });

  it("restores a refusal without telling gtag anything new", () => {
    const { browser, dataLayer } = fakeBrowser({
      storage: { [CONSENT_STORAGE_KEY]: consentStorageValue("denied", NOW - DAY) },
    });
    expect(loadConsent(browser, NOW)).toBe("denied");
    expect(dataLayer).toEqual([]);
  });

  it("asks again once the local storage entry is six months old", () => {
    const { browser } = fakeBrowser({
      storage: { [CONSENT_STORAGE_KEY]: consentStorageValue("granted", NOW - 200 * DAY) },
    });
    expect(loadConsent(browser, NOW)).toBeNull();
  });

  it("works with the cookie alone when local storage is blocked", () => {
    const { browser } = fakeBrowser({ cookies: { analytics_consent: "denied" } });
    Object.defineProperty(browser, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    expect(loadConsent(browser, NOW)).toBe("denied");
    expect(() => saveConsent(browser, "granted", NOW)).not.toThrow();
    expect(consentFromCookies(browser.document.cookie)).toBe("granted");
  });
});

describe("saveConsent", () => {
  it("stores an acceptance in the cookie and local storage and grants analytics storage", () => {
    const { browser, dataLayer, document, localStorage } = fakeBrowser();
    saveConsent(browser, "granted", NOW);
    expect(document.values.get("analytics_consent")).toBe("granted");
    expect(document.writes[0]).toBe(`analytics_consent=granted; Max-Age=${SIX_MONTHS}; Path=/; SameSite=Lax; Secure`);
    expect(JSON.parse(localStorage.items.get(CONSENT_STORAGE_KEY) ?? "")).toEqual({ decision: "granted", decidedAt: NOW });
    expect(commands(dataLayer)).toEqual([["consent", "update", { analytics_storage: "granted" }]]);
  });

  it("leaves out Secure on plain HTTP (a local run), where the browser would drop the cookie", () => {
    const { browser, document } = fakeBrowser({ protocol: "http:" });
    saveConsent(browser, "denied", NOW);
    expect(document.writes[0]).toBe(`analytics_consent=denied; Max-Age=${SIX_MONTHS}; Path=/; SameSite=Lax`);
  });

  it("keeps analytics denied on a refusal and removes cookies GA had set", () => {
    const { browser, dataLayer, document } = fakeBrowser({
      cookies: { lang: "th", analytics_consent: "granted", _ga: "GA1.1.123", _ga_TEST123: "GS1.1.1", _gat: "1" },
    });
    saveConsent(browser, "denied", NOW);
    expect(commands(dataLayer)).toEqual([["consent", "update", { analytics_storage: "denied" }]]);
    expect([...document.values.keys()].sort()).toEqual(["_gat", "analytics_consent", "lang"]);
    expect(document.values.get("analytics_consent")).toBe("denied");
  });
});

describe("removing Google Analytics' cookies", () => {
  it("finds _ga and _ga_<container> only", () => {
    expect(analyticsCookieNames("lang=th; _ga=GA1.1.1; _ga_ABC123=GS1; _gat=1; my_ga=1; _ga_=x")).toEqual(["_ga", "_ga_ABC123"]);
  });

  it("expires them on the host and on every parent domain, where GA writes them", () => {
    expect(analyticsCookieRemovals("_ga=GA1.1.1", "www.siamwebstudio.co.th")).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Path=/; Domain=.www.siamwebstudio.co.th",
      "_ga=; Max-Age=0; Path=/; Domain=.siamwebstudio.co.th",
      "_ga=; Max-Age=0; Path=/; Domain=.co.th",
    ]);
  });

  it.each(["localhost", "127.0.0.1", "[::1]"])("names no domain for %s", (hostname) => {
    expect(analyticsCookieRemovals("_ga=GA1.1.1", hostname)).toEqual(["_ga=; Max-Age=0; Path=/"]);
  });
});
