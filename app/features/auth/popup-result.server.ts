// The tiny page the popup ends on: a nonce-carrying script posts the outcome on the auth channel
// and closes the window. A resource route answers it, so it brings its own CSP (no app bundle).
import { contentSecurityPolicy, createNonce } from "~/.server/security-headers";
import type { Env } from "~/.server/env";
import { getT } from "~/i18n/i18n";
import type { Language } from "~/i18n/config";
import { AUTH_CHANNEL, type AuthMessage, OUTCOME_COOKIE, OUTCOME_COOKIE_PATH, type SignInFailure } from "./auth-channel";
import { escapeHtml } from "~/lib/escape-html";

const errorKeys = {
  cancelled: "cancelled",
  "popup-blocked": "popupBlocked",
  network: "network",
  "rate-limited": "rateLimited",
  failed: "failed",
} as const satisfies Record<SignInFailure, string>;

type Outcome = { ok: true; redirectTo: string } | { ok: false; error: SignInFailure };

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

export function popupResultPage(
  outcome: Outcome,
  {
    env,
    language,
    headers,
    status = 200,
  }: { env: Pick<Env, "isDevelopment" | "secureSite">; language: Language; headers?: Headers; status?: number },
): Response {
  const t = getT(language);
  const nonce = createNonce();
  const message: AuthMessage = outcome.ok
    ? { type: "sign-in", ok: true, redirectTo: outcome.redirectTo }
    : { type: "sign-in", ok: false, error: outcome.error };
  const text = outcome.ok ? t("auth.popupDone") : t(`auth.errors.${errorKeys[outcome.error]}`);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("auth.meta.title"))}</title></head>
<body><main><p role="status">${escapeHtml(text)}</p></main>
<script nonce="${nonce}">
(function () {
  try { var channel = new BroadcastChannel(${scriptJson(AUTH_CHANNEL)}); channel.postMessage(${scriptJson(message)}); channel.close(); } catch (e) {}
  window.close();
})();
</script></body></html>`;
  const response = new Headers(headers);
  response.set("Content-Type", "text/html; charset=utf-8");
  response.set("Cache-Control", "no-store");
  const code = outcome.ok ? "ok" : outcome.error;
  response.append(
    "Set-Cookie",
    `${OUTCOME_COOKIE}=${code}; Path=${OUTCOME_COOKIE_PATH}; Max-Age=300; SameSite=Strict${env.secureSite ? "; Secure" : ""}`,
  );
  response.set("Content-Security-Policy", contentSecurityPolicy({ nonce, analytics: false, development: env.isDevelopment }));
  return new Response(html, { status, headers: response });
}
