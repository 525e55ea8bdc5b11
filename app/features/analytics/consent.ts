// The visitor's consent to analytics (PDPA section 19) through Google Consent Mode v2: everything
// denied until the visitor accepts, the decision kept in a cookie and local storage for six
// months, and the consent commands sent to gtag. Pure and client-safe: browser objects are
// passed in, so tests hand in fakes and the server never touches them.

export type ConsentDecision = "granted" | "denied";

export const CONSENT_COOKIE = "analytics_consent";
export const CONSENT_STORAGE_KEY = "analytics_consent";
/** Six months: after that the visitor is asked again, as consent should not be assumed forever. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** Consent Mode v2 defaults: no analytics or advertising storage, no ad data, until the visitor agrees. */
export const CONSENT_DEFAULTS = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
} as const;

/** Asks the banner to open again (the "Cookie settings" button). */
export const CONSENT_OPEN_EVENT = "analytics-consent:open";
/** Dispatched on window with the new decision as `detail` after the visitor chooses. */
export const CONSENT_CHANGE_EVENT = "analytics-consent:change";

/**
 * The consent part of the inline gtag init script, run before gtag.js loads. A constant: it reads
 * the decision from the cookie itself, so a returning visitor who agreed is counted with cookies
 * from the first hit, and nothing from the request can be injected into it.
 */
export const CONSENT_INIT_SCRIPT =
  `gtag('consent','default',${JSON.stringify(CONSENT_DEFAULTS)});` +
  "gtag('set','ads_data_redaction',true);" +
  `if(/(?:^|;\\s*)${CONSENT_COOKIE}=granted(?:;|$)/.test(document.cookie))` +
  "gtag('consent','update',{analytics_storage:'granted'});";

export function parseConsent(value: unknown): ConsentDecision | null {
  return value === "granted" || value === "denied" ? value : null;
}

/** The decision in a `document.cookie` string (or a Cookie header), if any. */
export function consentFromCookies(cookies: string | null | undefined): ConsentDecision | null {
  for (const part of (cookies ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== CONSENT_COOKIE) continue;
    return parseConsent(part.slice(separator + 1).trim());
  }
  return null;
}

/** The local storage entry: the decision and when it was made, so it expires like the cookie. */
export function consentStorageValue(decision: ConsentDecision, now: number): string {
  return JSON.stringify({ decision, decidedAt: now });
}

export interface StoredConsent {
  decision: ConsentDecision;
  decidedAt: number;
}

/** A local storage entry that is well-formed and younger than six months, else null. */
export function parseStoredConsent(raw: string | null | undefined, now: number): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { decision, decidedAt } = value as { decision?: unknown; decidedAt?: unknown };
  const parsed = parseConsent(decision);
  if (!parsed || typeof decidedAt !== "number" || !Number.isFinite(decidedAt)) return null;
  const age = now - decidedAt;
  // A timestamp from the future is as untrustworthy as an old one.
  if (age < 0 || age >= CONSENT_MAX_AGE_SECONDS * 1000) return null;
  return { decision: parsed, decidedAt };
}

export interface ConsentRead {
  decision: ConsentDecision;
  /** Where it came from: only a decision restored from local storage still needs the cookie and gtag update. */
  source: "cookie" | "storage";
  /** Seconds the restored cookie should live, so restoring never extends the six months. */
  remainingSeconds?: number;
}

/** The stored decision: the cookie wins (the inline script already applied it), local storage is the fallback. */
export function readConsent(sources: { cookies?: string | null; storage?: string | null; now: number }): ConsentRead | null {
  const fromCookie = consentFromCookies(sources.cookies);
  if (fromCookie) return { decision: fromCookie, source: "cookie" };
  const stored = parseStoredConsent(sources.storage, sources.now);
  if (!stored) return null;
  const remainingSeconds = Math.floor(CONSENT_MAX_AGE_SECONDS - (sources.now - stored.decidedAt) / 1000);
  return { decision: stored.decision, source: "storage", remainingSeconds };
}

/** The `document.cookie` assignment that stores a decision. */
export function consentCookie(decision: ConsentDecision, options: { secure: boolean; maxAgeSeconds?: number }): string {
  const maxAge = Math.max(0, Math.floor(options.maxAgeSeconds ?? CONSENT_MAX_AGE_SECONDS));
  return `${CONSENT_COOKIE}=${decision}; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

type Gtag = (...args: unknown[]) => void;

/** The parts of `window` the consent commands touch. */
export interface ConsentWindow {
  gtag?: Gtag;
}

/**
 * Tells gtag about a decision. Only analytics storage is ever granted: the site shows no ads, so
 * the advertising signals stay denied whatever the visitor chooses. Without gtag (no measurement
 * id) there is nobody to tell.
 */
export function sendConsentUpdate(win: ConsentWindow | undefined, decision: ConsentDecision): boolean {
  if (typeof win?.gtag !== "function") return false;
  win.gtag("consent", "update", { analytics_storage: decision });
  return true;
}

/** Google Analytics' own cookies: `_ga` and `_ga_<container>`. */
export function analyticsCookieNames(cookies: string | null | undefined): string[] {
  const names = new Set<string>();
  for (const part of (cookies ?? "").split(";")) {
    const name = part.split("=", 1)[0]?.trim() ?? "";
    if (/^_ga(?:_[A-Za-z0-9]+)?$/.test(name)) names.add(name);
  }
  return [...names];
}

/**
 * The cookie assignments that expire GA's cookies when consent is withdrawn. GA writes them on
 * the widest domain it can (`.example.co.th`), which JavaScript can only delete by naming that same
 * domain, so every parent of the host is tried; browsers ignore the ones that do not apply.
 */
export function analyticsCookieRemovals(cookies: string | null | undefined, hostname: string): string[] {
  const labels = hostname.split(".");
  const isAddress = /^[\d.]+$|:/.test(hostname) || labels.length < 2;
  const domains = isAddress ? [] : labels.slice(0, -1).map((_, index) => `.${labels.slice(index).join(".")}`);
  return analyticsCookieNames(cookies).flatMap((name) => [
    `${name}=; Max-Age=0; Path=/`,
    ...domains.map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`),
  ]);
}

/** The browser as the consent helpers use it; `window` satisfies it. */
export interface ConsentBrowser extends ConsentWindow {
  document: { cookie: string };
  location: { protocol: string; hostname: string };
  localStorage?: Pick<Storage, "getItem" | "setItem">;
}

// Local storage throws when site data is blocked; the cookie alone still works then.
function storage(browser: ConsentBrowser): Pick<Storage, "getItem" | "setItem"> | undefined {
  try {
    return browser.localStorage;
  } catch {
    return undefined;
  }
}

function readStorage(browser: ConsentBrowser): string | null {
  try {
    return storage(browser)?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The visitor's stored decision. A decision found only in local storage (the cookie was cleared)
 * is written back to the cookie for its remaining lifetime and, when granted, sent to gtag, since
 * the inline script could not see it.
 */
export function loadConsent(browser: ConsentBrowser, now = Date.now()): ConsentDecision | null {
  const read = readConsent({ cookies: browser.document.cookie, storage: readStorage(browser), now });
  if (!read) return null;
  if (read.source === "storage") {
    browser.document.cookie = consentCookie(read.decision, {
      secure: browser.location.protocol === "https:",
      maxAgeSeconds: read.remainingSeconds,
    });
    if (read.decision === "granted") sendConsentUpdate(browser, "granted");
  }
  return read.decision;
}

/** Stores a decision, tells gtag, and on a refusal removes any cookies GA had already set. */
export function saveConsent(browser: ConsentBrowser, decision: ConsentDecision, now = Date.now()): void {
  browser.document.cookie = consentCookie(decision, { secure: browser.location.protocol === "https:" });
  try {
    storage(browser)?.setItem(CONSENT_STORAGE_KEY, consentStorageValue(decision, now));
  } catch {
    // Storage full or blocked: the cookie holds the decision.
  }
  sendConsentUpdate(browser, decision);
  if (decision === "denied") {
    for (const removal of analyticsCookieRemovals(browser.document.cookie, browser.location.hostname)) {
      browser.document.cookie = removal;
    }
  }
}

/** What the server records for a decision (consent_records): a refusal after a grant withdraws it. */
export type RecordedChoice = "accepted" | "rejected" | "withdrawn";

export function recordedChoice(previous: ConsentDecision | null, decision: ConsentDecision): RecordedChoice {
  if (decision === "granted") return "accepted";
  return previous === "granted" ? "withdrawn" : "rejected";
}

/**
 * Sends the choice to POST /consent (routes/consent.ts), which records it with the policy version
 * under the random id in the visitor's cookie. A failure changes nothing for the visitor: their
 * choice is kept in the browser either way.
 */
export function sendConsentRecord(fetcher: typeof fetch, choice: RecordedChoice): Promise<void> {
  return fetcher("/consent", {
    method: "POST",
    body: new URLSearchParams({ choice }),
    credentials: "same-origin",
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}
