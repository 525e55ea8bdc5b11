// Web analytics (docs/product.md#analytics-and-consent): Google Analytics 4 fed through gtag's
// `window.dataLayer`. Pure and client-safe; without a measurement id, or without a window (the
// server), every call is a no-op.
import { containsContactDetails } from "~/lib/log-mask";
import { CONSENT_DEFAULTS } from "./consent";

type Gtag = (...args: unknown[]) => void;

/** The parts of `window` this module touches, so tests can hand in a fake. */
export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  location?: { origin: string; search: string };
}

export interface AnalyticsLogger {
  debug(message: string, ...data: unknown[]): void;
}

export interface AnalyticsOptions {
  /** A GA4 measurement id (`G-XXXXXXX`); empty or missing turns analytics off. */
  measurementId?: string | null;
  development: boolean;
  logger?: AnalyticsLogger;
  /** Defaults to the global `window`, looked up on each call (there is none on the server). */
  window?: AnalyticsWindow;
}

type ParamPrimitive = string | number | boolean | null | undefined;
export type EventParams = Record<string, ParamPrimitive | readonly Record<string, ParamPrimitive>[]>;

export interface PageView {
  path: string;
  name?: string;
}

/**
 * A payment as the payment feature holds it (docs/product.md#orders-and-payments). Amounts are integer minor units (satang
 * for THB), as everywhere in this app; customer fields may be present and are never read.
 */
export interface PurchasePayment {
  transactionId?: string | null;
  reference_number?: string | null;
  amount?: number | null;
  currency?: string | null;
  payment_method?: string | null;
  order?: { final_amount?: number | null; package_name?: string | null } | null;
}

export interface Analytics {
  /** True when events actually go to Google Analytics. */
  readonly enabled: boolean;
  pageView(view: PageView): void;
  event(name: string, params?: EventParams): void;
  purchase(payment: PurchasePayment): void;
}

export const DEFAULT_CURRENCY = "THB";
export const DEFAULT_ITEM_NAME = "Website package";
export const ITEM_CATEGORY = "web_services";

// GA4's own rule for event names.
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

// Parameter names that would carry personal data, which Google's terms forbid sending.
const PERSONAL_PARAM =
  /e-?mail|phone|mobile|address|password|token|secret|(?:first|last|full|customer|user|display|contact)_?name/i;

// Only these query parameters are reported; anything else (a checkout `session_id`, an order's
// access token, an admin search for a customer) has no business in analytics.
// Campaign attribution reaches page_location from the landing URL.
const CAMPAIGN_PARAM = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid)$/;
// These choose what a public page shows (a page of the article list, a category, a language, a
// package), so `/articles?page=2` is a page of its own in the reports (docs/decisions/056).
const PAGE_PARAM = /^(?:page|category|lang|package)$/;

/** Measurement ids whose `config` command is already in a window's dataLayer. */
const configured = new WeakMap<object, Set<string>>();

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { development, logger } = options;
  const measurementId = options.measurementId?.trim() || "";
  const debug = (message: string, ...data: unknown[]) => {
    if (development) logger?.debug(message, ...data);
  };

  const currentWindow = (): AnalyticsWindow | undefined => options.window ?? (globalThis as { window?: AnalyticsWindow }).window;

  /** The page's gtag, set up once per window and id; undefined when nothing may be sent. */
  const gtag = (): Gtag | undefined => {
    const win = currentWindow();
    if (!measurementId || !win) return undefined;
    const command = ensureGtag(win);
    const ids = configured.get(win) ?? new Set<string>();
    configured.set(win, ids);
    if (!ids.has(measurementId)) {
      ids.add(measurementId);
      // Page views are sent by hand on every client-side navigation, so the automatic one is off.
      command("config", measurementId, { send_page_view: false });
    }
    return command;
  };

  const send = (name: string, params: EventParams) => {
    if (!EVENT_NAME.test(name)) {
      debug(`Analytics: "${name}" is not a valid GA4 event name; not sent`);
      return;
    }
    const safe = withoutPersonalData(params, (key) => debug(`Analytics: dropped personal parameter "${key}" from ${name}`));
    const target = gtag();
    if (!target) {
      debug(`Analytics${measurementId ? "" : " (no measurement id)"}: ${name}`, safe);
      return;
    }
    debug(`Analytics: ${name}`, safe);
    target("event", name, safe);
  };

  gtag();

  return {
    enabled: Boolean(measurementId),
    pageView({ path, name }) {
      const pagePath = reportedPath(path);
      const location = currentWindow()?.location;
      const campaign = keptQuery(location?.search ?? "", CAMPAIGN_PARAM);
      const query = [pagePath.split("?")[1], campaign].filter(Boolean).join("&");
      const pageLocation = location ? `${location.origin}${pathOnly(path)}${query ? `?${query}` : ""}` : undefined;
      // gtag's own hits on this page (engagement, scrolls) would otherwise read the address bar,
      // which may hold a secret (route-pattern.ts): they carry the reported location too.
      if (pageLocation) gtag()?.("set", { page_location: pageLocation });
      send("page_view", {
        page_path: pagePath,
        // Left out when unknown, so GA falls back to the document's own title.
        page_title: name || undefined,
        page_location: pageLocation,
      });
    },
    event(name, params = {}) {
      send(name, params);
    },
    purchase(payment) {
      send("purchase", purchaseEventParams(payment));
    },
  };
}

/** The GA4 `purchase` parameters for a payment, amounts in baht (docs/product.md#analytics-and-consent). */
export function purchaseEventParams(payment: PurchasePayment): EventParams {
  const currency = (payment.currency?.trim() || DEFAULT_CURRENCY).toUpperCase();
  const value = toMajorUnits(payment.amount ?? payment.order?.final_amount ?? 0, currency);
  const params: EventParams = {
    transaction_id: payment.transactionId || payment.reference_number || undefined,
    value,
    currency,
    payment_type: payment.payment_method || undefined,
    items: [
      {
        item_name: payment.order?.package_name?.trim() || DEFAULT_ITEM_NAME,
        item_category: ITEM_CATEGORY,
        quantity: 1,
        price: value,
      },
    ],
  };
  return dropUndefined(params);
}

/** Minor units to the currency's major unit: 159000 satang -> 1590 baht; JPY has no minor unit. */
export function toMajorUnits(minor: number, currency: string): number {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown currency code: assume hundredths, like almost every currency.
  }
  return Number((Math.round(minor) / 10 ** digits).toFixed(digits));
}

/** The gtag function, defined the documented way when the inline init script has not run. */
function ensureGtag(win: AnalyticsWindow): Gtag {
  if (typeof win.gtag === "function") return win.gtag;
  win.dataLayer ??= [];
  // gtag.js reads Arguments objects from the dataLayer; pushing plain arrays does not work.
  win.gtag = function gtag() {
    (win.dataLayer ??= []).push(arguments);
  };
  // As in the inline script: nothing is stored until the visitor agrees (consent.ts).
  win.gtag("consent", "default", { ...CONSENT_DEFAULTS });
  win.gtag("js", new Date());
  return win.gtag;
}

/**
 * A path as page views report it: the pathname with only the query parameters that choose what the
 * page shows. "/articles?page=2&session_id=x#top" -> "/articles?page=2". Two navigations with the
 * same reported path are the same page view.
 */
export function reportedPath(path: string): string {
  const beforeHash = path.split("#", 1)[0] ?? "";
  const at = beforeHash.indexOf("?");
  const query = at < 0 ? "" : keptQuery(beforeHash.slice(at + 1), PAGE_PARAM);
  return query ? `${pathOnly(path)}?${query}` : pathOnly(path);
}

function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] || "/";
}

function keptQuery(search: string, wanted: RegExp): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (wanted.test(key)) kept.append(key, value);
  }
  return kept.toString();
}

function isPersonal(key: string, value: unknown): boolean {
  return PERSONAL_PARAM.test(key) || (typeof value === "string" && containsContactDetails(value));
}

function withoutPersonalData(params: EventParams, onDrop: (key: string) => void): EventParams {
  const safe: EventParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (isPersonal(key, value)) {
      onDrop(key);
      continue;
    }
    safe[key] = Array.isArray(value)
      ? value.map((item: Record<string, ParamPrimitive>) =>
          Object.fromEntries(
            Object.entries(item).filter(([itemKey, itemValue]) => {
              const personal = isPersonal(itemKey, itemValue);
              if (personal) onDrop(`${key}.${itemKey}`);
              return !personal && itemValue !== undefined;
            }),
          ),
        )
      : value;
  }
  return safe;
}

function dropUndefined(params: EventParams): EventParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}
