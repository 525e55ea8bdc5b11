// The message the callback page posts on BroadcastChannel("auth") to the /login page that opened
// the popup. window.opener cannot carry it: Cross-Origin-Opener-Policy cuts it once the popup has
// visited Google. Client-safe: no server imports.
import { readCookie } from "~/lib/cookies";

export const AUTH_CHANNEL = "auth";

/** What /login shows for each outcome; "failed" covers invalid-state, expired and the rest. */
export type SignInFailure = "cancelled" | "popup-blocked" | "network" | "rate-limited" | "failed";

export type AuthMessage =
  { type: "sign-in"; ok: true; redirectTo: string } | { type: "sign-in"; ok: false; error: SignInFailure };

/** The message for a SignInError code (or a ?error= value from the full-page flow). */
export function failureFor(code: unknown): SignInFailure {
  if (code === "cancelled" || code === "network" || code === "popup-blocked" || code === "rate-limited") return code;
  return "failed";
}

/**
 * The same outcome, also left by the callback's response as a short-lived cookie on /login: the
 * cookie is set before the popup can close, while a message posted just before `window.close()`
 * can be lost on a busy machine. Only an outcome code, never a secret or a target.
 */
export const OUTCOME_COOKIE = "auth-outcome";
export const OUTCOME_COOKIE_PATH = "/login";
export type OutcomeCode = "ok" | SignInFailure;

const outcomeCodes: readonly OutcomeCode[] = ["ok", "cancelled", "popup-blocked", "network", "rate-limited", "failed"];
export function isOutcomeCode(value: unknown): value is OutcomeCode {
  return outcomeCodes.includes(value as OutcomeCode);
}

export function isAuthMessage(value: unknown): value is AuthMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type !== "sign-in") return false;
  return message.ok === true ? typeof message.redirectTo === "string" : message.ok === false;
}

/** Browser only: takes the outcome cookie (reading it clears it), if the callback left one. */
export function takeOutcomeCookie(): OutcomeCode | null {
  const value = readCookie(document.cookie, OUTCOME_COOKIE);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${OUTCOME_COOKIE}=; Path=${OUTCOME_COOKIE_PATH}; Max-Age=0; SameSite=Strict${secure}`;
  return isOutcomeCode(value) ? value : null;
}
