// The sign-in endpoints' rate limit: per client address, in the database (so it holds across
// instances). Each endpoint counts on its own: /auth/start and /auth/callback, 20 each per 10
// minutes, far above what a small team signing in needs and low enough that a script cannot
// hammer the provider or the callback through this site.
import type { RouterContextProvider } from "react-router";
import { appContext, requestInfoContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { hitRateLimit, type RateLimitRule } from "~/.server/rate-limit.server";
import { contentSecurityPolicy, createNonce } from "~/.server/security-headers";
import { getT } from "~/i18n/i18n";
import type { Language } from "~/i18n/config";
import { popupResultPage } from "./popup-result.server";
import { escapeHtml } from "~/lib/escape-html";

export const SIGN_IN_RATE_LIMITS = {
  start: { scope: "sign-in-start", limit: 20, windowMs: 10 * 60_000 },
  callback: { scope: "sign-in-callback", limit: 20, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts this request against the endpoint's limit. Returns null while it is allowed, otherwise
 * the answer: HTTP 429 with Retry-After and the translated message (in the popup, the page that
 * also tells the /login page; on a full page, a small page with a way back to /login).
 */
export async function limitSignIn(
  endpoint: keyof typeof SIGN_IN_RATE_LIMITS,
  {
    context,
    language,
    popup,
    headers,
  }: { context: Readonly<RouterContextProvider>; language: Language; popup: boolean; headers?: Headers },
): Promise<Response | null> {
  const { db, env } = context.get(appContext);
  const { clientIp } = context.get(requestInfoContext);
  let retryAfterSeconds: number;
  try {
    const result = await hitRateLimit(db, SIGN_IN_RATE_LIMITS[endpoint], clientIp);
    if (result.allowed) return null;
    retryAfterSeconds = result.retryAfterSeconds;
  } catch (error) {
    // No counter, no sign-in: the database it needs is not answering either.
    logger.error("The sign-in rate limit could not be counted", error instanceof Error ? error.message : String(error));
    retryAfterSeconds = 30;
  }
  logger.warn("Sign-in rate limit reached", { endpoint });
  const responseHeaders = new Headers(headers);
  responseHeaders.set("Retry-After", String(retryAfterSeconds));
  if (popup) {
    return popupResultPage({ ok: false, error: "rate-limited" }, { env, language, headers: responseHeaders, status: 429 });
  }
  const t = getT(language);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("auth.meta.title"))}</title></head>
<body><main><h1>${escapeHtml(t("auth.heading"))}</h1><p role="alert">${escapeHtml(t("auth.errors.rateLimited"))}</p>
<p><a href="/login">${escapeHtml(t("auth.heading"))}</a></p></main></body></html>`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", "no-store");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce: createNonce(), analytics: false, development: env.isDevelopment }),
  );
  return new Response(html, { status: 429, headers: responseHeaders });
}
