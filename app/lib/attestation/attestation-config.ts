// What the browser needs to know about bot protection, and the names both sides agree on.
// Client-safe: no secret ever goes in here (the server builds it with attestationConfig()).
import { trimEnd } from "../trim";

/** The bot check's public settings; null everywhere means "captcha off". */
export interface AttestationConfig {
  provider: "turnstile";
  /** The public site key (settings: integrations.captchaSiteKey). */
  siteKey: string;
  /** The provider's api.js (CAPTCHA_SCRIPT_URL), loaded only when captcha is on. */
  scriptUrl: string;
  /** Where the browser trades a captcha token for an attestation token. */
  tokenEndpoint: string;
}

export const ATTESTATION_TOKEN_ENDPOINT = "/attestation/token";
/** The form field a protected form carries its attestation token in. */
export const ATTESTATION_FIELD = "attestationToken";
/** The header a protected fetch carries its attestation token in. */
export const ATTESTATION_HEADER = "X-Attestation-Token";

/**
 * What a token is good for. By default the path it protects (the contact form posts to /contact),
 * so that a token solved for one form cannot be spent on another.
 */
export function normalisePurpose(pathOrPurpose: string): string {
  const path = pathOrPurpose.split(/[?#]/, 1)[0] ?? "";
  // Single-fetch submissions go to /contact.data; the root route's is /_root.data.
  const withoutData = path.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
  const trimmed = withoutData.length > 1 ? trimEnd(withoutData, "/") : withoutData;
  return trimmed || "/";
}

const PURPOSE = /^\/[A-Za-z0-9/_-]{0,63}$/;

export function isValidPurpose(purpose: string): boolean {
  return PURPOSE.test(purpose);
}

/**
 * The captcha provider's "action" for a purpose: Turnstile allows up to 32 characters of
 * [A-Za-z0-9_-], and siteverify hands it back, so the server can check the challenge was solved
 * for the form being protected.
 */
export function captchaActionFor(purpose: string): string {
  const action = purpose
    .replace(/^\/+/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "_")
    .slice(0, 32);
  return action || "home";
}
