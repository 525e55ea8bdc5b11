// The form's time stamp: when the page was rendered, signed so that a bot cannot claim it
// waited. A person needs more than a few seconds to write a message; a script posting at once
// does not.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Less than this between rendering the form and sending it is not a person typing. */
export const MIN_FILL_MS = 3_000;
/** A form older than this is refused (and handed a fresh stamp), so a stamp cannot be farmed. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60_000;

function signature(secret: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`contact-form:${issuedAt}`).digest("base64url");
}

export function issueFormToken(secret: string, now: number = Date.now()): string {
  return `${now}.${signature(secret, now)}`;
}

export type FormTokenCheck = { ok: true } | { ok: false; reason: "invalid" | "tooFast" | "expired" };

export function checkFormToken(secret: string, token: unknown, now: number = Date.now()): FormTokenCheck {
  if (typeof token !== "string" || token.length > 100) return { ok: false, reason: "invalid" };
  const [stamp, given] = token.split(".");
  if (!stamp || !given || !/^\d{1,15}$/.test(stamp)) return { ok: false, reason: "invalid" };
  const issuedAt = Number(stamp);
  const expected = Buffer.from(signature(secret, issuedAt));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: "invalid" };
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return { ok: false, reason: "tooFast" };
  if (age > MAX_FORM_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true };
}
