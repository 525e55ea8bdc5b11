// The visitor's GA4 client id as the server reads it from the Cookie header at checkout, so a
// PromptPay or bank-transfer purchase confirmed days later is reported against the same visitor
// (docs/product.md#analytics-and-consent). Only with analytics consent granted: without it GA
// keeps no cookie of ours to name the visitor by.
import { consentFromCookies } from "./consent";

/** A _ga cookie is about 30 characters; anything far longer is not one. */
const MAX_COOKIE_VALUE = 100;
const DIGITS = /^\d{1,20}$/;

/** `GA1.1.1234567890.1700000000` -> `1234567890.1700000000`; null for anything else. */
export function clientIdOfGaCookie(value: string): string | null {
  if (value.length > MAX_COOKIE_VALUE) return null;
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [version, depth, random, time] = parts as [string, string, string, string];
  if (!/^GA\d{1,2}$/.test(version) || !DIGITS.test(depth) || !DIGITS.test(random) || !DIGITS.test(time)) return null;
  return `${random}.${time}`;
}

/** The client id from a Cookie header, or null without consent granted or without a valid `_ga`. */
export function analyticsClientIdFromCookies(cookies: string | null | undefined): string | null {
  if (consentFromCookies(cookies) !== "granted") return null;
  for (const part of (cookies ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== "_ga") continue;
    return clientIdOfGaCookie(part.slice(separator + 1).trim());
  }
  return null;
}
