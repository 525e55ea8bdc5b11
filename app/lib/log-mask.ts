// Masks personal data and secrets in anything about to be logged (docs/product.md#log-masking).
// Pure and client-safe: the same rules apply to server logs and to the browser console.

/** Containers nested deeper than this (the logged value itself is depth 0) become a marker. */
export const MAX_DEPTH = 3;

export const MASKED = "[masked]";

// Substring match, as the specification says: `apiKey`, `customer_email`, `cardNumber`,
// `finalAmount` and `ipAddress` are all caught. The price is some over-masking (`monkey`,
// `keyword`), which is the safe direction for logs.
const SENSITIVE_FIELD = /amount|password|token|email|phone|address|card|secret|key|authorization|cookie|credential/i;

// `token=` also covers `access_token=`, `secret=` covers `client_secret=`. The value ends at `&`,
// whitespace or the end, and also at `;`, quotes and angle brackets so that cookies, JSON and HTML
// around the value survive.
const SECRET_PARAMETER = /((?:session_id|access_key|api_key|token|secret|password)=)[^&\s;"'<>]+/gi;

const BEARER = /\b(Bearer\s+)[A-Za-z0-9\-._~+/]+=*/g;

// Addresses that carry their own secret (ADR 103): a share link's token is the path segment after
// /preview/ (app/routes.ts), `.data` suffix and all; a route pattern's `:token` is left as it is.
// An order's link carries its token as the `t` parameter (order-access.server.ts).
const PATH_TOKEN = /(\/preview\/)(?!:)[^/?#&\s;"'<>]+/g;
const ORDER_LINK_TOKEN = /([?&]t=)[^&#\s;"'<>]+/g;

// Stripe object ids and keys. At least 8 id characters, not all lower-case letters, so that words
// such as `in_progress`, `re_authenticated` or `price_adjustments` are left alone; a trailing
// `_secret_...` (client secrets) is swallowed with the id.
const PAYMENT_ID =
  /(?<![A-Za-z0-9_])((?:pi|cs|ch|cus|pm|sk|pk|rk|whsec|seti|in|re|txn|evt|sub|prod|price)_(?:(?:live|test)_)?)((?=[A-Za-z0-9]*[A-Z0-9])[A-Za-z0-9]{8,}(?:_[A-Za-z0-9]+)*)/g;

// The first group (the start of the text or a character that cannot be in an address) makes a
// match start only where a run of address characters starts, which keeps long strings without an
// `@` linear. A group rather than a look-behind: the ReDoS analyser proves this form linear every
// time, while a look-behind leaves it to a random search that sometimes cries wolf.
const EMAIL =
  /(^|[^A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}/g;

// Phone numbers, either international (`+` and 8 to 15 digits in groups) or Thai national numbers
// (a leading 0, then groups 2-3 / 3 / 3-4 digits: 02 123 4567, 053-123-456, 081-234-5678,
// 0812345678). Dates (2026-01-15, 15/01/2026), prices, years, timestamps and order numbers
// (ORD-2026-0001) do not fit either shape: no leading + or 0, a 2-digit middle group, or a
// neighbouring letter, digit, slash or hyphen.
const PHONE_START = String.raw`(?<![\w+\-/.])`;
const PHONE_END = String.raw`(?![\w/\-]|[.,]\d)`;
const SEPARATOR = "[-. ]?";
const INTERNATIONAL_PHONE = String.raw`\+\d{1,3}(?:${SEPARATOR}(?:\(\d{1,4}\)|\d{1,4})){2,5}`;
const THAI_PHONE = String.raw`(?:\(0\d{1,2}\)\s?|0\d{1,2}${SEPARATOR})\d{3}${SEPARATOR}\d{3,4}`;
const PHONE = new RegExp(`${PHONE_START}(?:${INTERNATIONAL_PHONE}|${THAI_PHONE})${PHONE_END}`, "g");

/** `somchai@example.com` -> `so***@***`: enough to tell two customers apart, not to reach one. */
function maskEmail(address: string): string {
  return `${address.slice(0, Math.min(2, address.indexOf("@")))}***@***`;
}

/** Every digit but the last two becomes `*`, keeping the separators: `081-234-5678` -> `***-***-**78`. */
function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").length;
  if (digits < 8 || digits > 15) return phone;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen > digits - 2 ? digit : "*"));
}

/** Masks secrets, payment ids, e-mail addresses and phone numbers inside free text. */
export function maskString(text: string): string {
  return text
    .replace(SECRET_PARAMETER, "$1****")
    .replace(BEARER, "$1****")
    .replace(PATH_TOKEN, "$1****")
    .replace(ORDER_LINK_TOKEN, "$1****")
    .replace(PAYMENT_ID, "$1****")
    .replace(EMAIL, (match: string, before: string) => before + maskEmail(match.slice(before.length)))
    .replace(PHONE, maskPhone);
}

/** Whether free text holds an e-mail address or a phone number (for callers that must drop it). */
export function containsContactDetails(text: string): boolean {
  return new RegExp(EMAIL.source).test(text) || new RegExp(PHONE.source).test(text);
}

export function isSensitiveField(name: string): boolean {
  return SENSITIVE_FIELD.test(name);
}

/**
 * A masked copy of `value`, safe to log. Strings are masked; other primitives pass through; objects,
 * arrays, Maps and Sets are copied with sensitive fields masked down to {@link MAX_DEPTH}; Dates
 * become ISO strings; Errors become `{ name, message, stack }`; cycles become "[Circular]". The
 * input is never mutated.
 */
export function mask(value: unknown): unknown {
  return maskValue(value, 0, new Set());
}

function maskValue(value: unknown, depth: number, ancestors: Set<object>): unknown {
  if (typeof value === "string") return maskString(value);
  if (typeof value === "function") return `[Function${value.name ? `: ${value.name}` : ""}]`;
  if (typeof value !== "object" || value === null) return value;

  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString();
  if (value instanceof URL) return maskString(value.href);
  if (value instanceof RegExp) return String(value);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    // Raw bytes may be keys or tokens; their size is all a log needs.
    return `[${value.constructor.name}(${value.byteLength})]`;
  }

  if (ancestors.has(value)) return "[Circular]";
  if (depth > MAX_DEPTH) return depthMarker(value);

  ancestors.add(value);
  try {
    const child = (item: unknown) => maskValue(item, depth + 1, ancestors);
    if (Array.isArray(value)) return Array.from(value, child);
    if (value instanceof Set) return Array.from(value, child);
    if (value instanceof Map) {
      // Plain objects survive JSON log formats; a Map would print as `{}`.
      const copy: Record<string, unknown> = {};
      for (const [key, item] of value) {
        const name = typeof key === "string" ? key : String(maskValue(key, MAX_DEPTH + 1, ancestors));
        copy[maskString(name)] = isSensitiveField(name) ? MASKED : child(item);
      }
      return copy;
    }
    if (value instanceof Error) {
      const copy: Record<string, unknown> = { name: value.name, message: maskString(value.message) };
      if (value.stack) copy.stack = maskString(value.stack);
      if (value.cause !== undefined) copy.cause = child(value.cause);
      return Object.assign(copy, maskFields(value, child));
    }
    return maskFields(value, child);
  } finally {
    ancestors.delete(value);
  }
}

function maskFields(value: object, child: (item: unknown) => unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    let item: unknown;
    try {
      item = (value as Record<string, unknown>)[key];
    } catch {
      item = "[Unreadable]";
    }
    copy[maskString(key)] = isSensitiveField(key) ? MASKED : child(item);
  }
  return copy;
}

function depthMarker(value: object): string {
  if (Array.isArray(value)) return "[Array]";
  if (value instanceof Map) return "[Map]";
  if (value instanceof Set) return "[Set]";
  if (value instanceof Error) return `[${value.name}]`;
  return "[Object]";
}
