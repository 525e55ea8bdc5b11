// The message the callback page posts on BroadcastChannel("auth") to the /login page that opened
// the popup. window.opener cannot carry it: Cross-Origin-Opener-Policy cuts it once the popup has
// visited Google. Client-safe: no server imports.
export const AUTH_CHANNEL = "auth";

/** What /login shows for each outcome; "failed" covers invalid-state, expired and the rest. */
export type SignInFailure = "cancelled" | "popup-blocked" | "network" | "rate-limited" | "failed";

export type AuthMessage =
  | { type: "sign-in"; ok: true; redirectTo: string }
  | { type: "sign-in"; ok: false; error: SignInFailure };

/** The message for a SignInError code (or a ?error= value from the full-page flow). */
export function failureFor(code: unknown): SignInFailure {
  if (code === "cancelled" || code === "network" || code === "popup-blocked" || code === "rate-limited") return code;
  return "failed";
}

export function isAuthMessage(value: unknown): value is AuthMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type !== "sign-in") return false;
  return message.ok === true ? typeof message.redirectTo === "string" : message.ok === false;
}
