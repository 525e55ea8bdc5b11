// Bot protection on the server (ADR 027, 028): whether captcha is on, the configuration pages
// hand the browser, the token exchange, and the guard protected actions call.
// Captcha is on when the environment has CAPTCHA_SECRET_KEY and the settings have a site key.
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { appContext, requestInfoContext, requestLanguage } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { settings } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { hitRateLimit, type RateLimitRule } from "~/.server/rate-limit.server";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import {
  ATTESTATION_FIELD,
  ATTESTATION_HEADER,
  ATTESTATION_TOKEN_ENDPOINT,
  type AttestationConfig,
  captchaActionFor,
  isValidPurpose,
  normalisePurpose,
} from "~/lib/attestation/attestation-config";
import { attestationMessages } from "~/lib/attestation/attestation-messages";
import { attestationKey, issueAttestationToken, verifyAttestationToken } from "./attestation-token.server";
import { siteverify } from "./siteverify.server";

type ContextLike = Readonly<RouterContextProvider>;

/**
 * Per client address: a visitor needs one token per protected page and one refresh per 25 minutes;
 * the headroom is for offices and mobile networks where many people share one address.
 */
export const EXCHANGE_RATE_LIMIT: RateLimitRule = { scope: "attestation", limit: 60, windowMs: 10 * 60 * 1000 };
const MAX_EXCHANGE_BODY = 4096;
const MAX_CAPTCHA_TOKEN = 2048;

/** What the browser needs, or null when captcha is off. Call it in the loader of a protected page. */
export function attestationConfig(env: Pick<Env, "captcha">, siteKey: string | null | undefined): AttestationConfig | null {
  const key = siteKey?.trim();
  if (!env.captcha.secretKey || !key) return null;
  return { provider: "turnstile", siteKey: key, scriptUrl: env.captcha.scriptUrl, tokenEndpoint: ATTESTATION_TOKEN_ENDPOINT };
}

/**
 * The site key as stored by the settings screen. Read here, not through the settings feature,
 * because shared plumbing does not import features; a protected POST is rare enough for one query.
 */
export async function readCaptchaSiteKey(db: Db): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "integrations"));
  const value = (row?.value as { captchaSiteKey?: unknown } | undefined)?.captchaSiteKey;
  return typeof value === "string" ? value.trim() : "";
}

/** Whether protected requests must carry an attestation token right now. */
export async function isCaptchaOn(env: Pick<Env, "captcha">, db: Db): Promise<boolean> {
  if (!env.captcha.secretKey) return false;
  return (await readCaptchaSiteKey(db)) !== "";
}

/** Start-up lines for the log, next to the sign-in notices. Never the secret. */
export function captchaNotices(env: Pick<Env, "captcha">): { level: "notice"; message: string }[] {
  if (!env.captcha.secretKey) {
    return [
      {
        level: "notice",
        message:
          "Captcha: off (CAPTCHA_SECRET_KEY is not set); forms are protected by their honeypot, timing and rate limits only",
      },
    ];
  }
  return [
    {
      level: "notice",
      message: `Captcha: Cloudflare Turnstile, verified at ${env.captcha.verifyUrl}; on while the settings have a site key (integrations.captchaSiteKey)`,
    },
  ];
}

function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export interface ExchangeInput {
  request: Request;
  env: Pick<Env, "captcha" | "auth" | "siteUrl">;
  db: Db;
  clientIp: string;
  language: Language;
  now?: Date;
  fetchImpl?: typeof fetch;
}

/**
 * POST /attestation/token: {captchaToken, purpose} -> {token, expiresAt}. The statuses drive the
 * browser's back-off: 404 (captcha off here) and 403 (the check said no) stop it for 24 hours;
 * 400, 429 and 503 let it retry with exponential back-off.
 */
export async function exchangeAttestationToken({
  request,
  env,
  db,
  clientIp,
  language,
  now = new Date(),
  fetchImpl,
}: ExchangeInput) {
  const t = messagesT(attestationMessages, language);
  if (request.method !== "POST") return json({ error: "method-not-allowed" }, 405, { Allow: "POST" });
  const secret = env.captcha.secretKey;
  const siteKey = secret ? await readCaptchaSiteKey(db) : "";
  if (!secret || !siteKey) return json({ error: "attestation-off" }, 404);

  const limit = await hitRateLimit(db, EXCHANGE_RATE_LIMIT, clientIp, now);
  if (!limit.allowed) {
    return json({ error: "rate-limited", message: t("rateLimited") }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const input = await readExchangeBody(request);
  if (!input) return json({ error: "bad-request", message: t("failed") }, 400);

  const result = await siteverify({
    verifyUrl: env.captcha.verifyUrl,
    secret: secret(),
    captchaToken: input.captchaToken,
    remoteIp: clientIp,
    expectedHostname: new URL(env.siteUrl).hostname,
    expectedAction: captchaActionFor(input.purpose),
    fetchImpl,
  });
  if (!result.ok) {
    if ("detail" in result) {
      logger[result.reason === "misconfigured" ? "error" : "warn"]("Captcha verification failed", {
        reason: result.reason,
        detail: result.detail,
      });
      return json({ error: "verifier-unavailable", message: t("failed") }, 503);
    }
    logger.info("Captcha token refused", { reason: result.reason, codes: result.errorCodes, purpose: input.purpose });
    return json({ error: "captcha-refused", message: t("required") }, 403);
  }

  const issued = issueAttestationToken(attestationKey(env.auth.sessionSecret()), input.purpose, now.getTime());
  return json({ token: issued.token, expiresAt: issued.expiresAt, purpose: input.purpose }, 200);
}

async function readExchangeBody(request: Request): Promise<{ captchaToken: string; purpose: string } | null> {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_EXCHANGE_BODY) return null;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return null;
  }
  if (text.length > MAX_EXCHANGE_BODY) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  const { captchaToken, purpose } = body as Record<string, unknown>;
  if (typeof captchaToken !== "string" || !captchaToken || captchaToken.length > MAX_CAPTCHA_TOKEN) return null;
  if (typeof purpose !== "string") return null;
  const normalised = normalisePurpose(purpose);
  if (!isValidPurpose(normalised)) return null;
  return { captchaToken, purpose: normalised };
}

export type AttestationCheck =
  { ok: true } | { ok: false; code: "attestation-required" | "attestation-invalid" | "attestation-expired"; message: string };

export interface AttestationOptions {
  /** The path the token must have been issued for; by default the request's own path. */
  purpose?: string;
  now?: Date;
}

/**
 * The non-throwing form of requireAttestation, for actions that show the message next to the form.
 * `formData` may be null (a JSON or GET request): the header is read then.
 */
export async function checkAttestation(
  request: Request,
  formData: FormData | null,
  context: ContextLike,
  options: AttestationOptions = {},
): Promise<AttestationCheck> {
  const { env, db } = context.get(appContext);
  if (!(await isCaptchaOn(env, db))) return { ok: true };
  const t = messagesT(attestationMessages, requestLanguage(context));
  const field = formData?.get(ATTESTATION_FIELD);
  const token = (typeof field === "string" && field) || request.headers.get(ATTESTATION_HEADER) || "";
  if (!token) return { ok: false, code: "attestation-required", message: t("required") };
  const purpose = normalisePurpose(options.purpose ?? new URL(request.url).pathname);
  const check = verifyAttestationToken(
    attestationKey(env.auth.sessionSecret()),
    token,
    purpose,
    (options.now ?? new Date()).getTime(),
  );
  if (check.ok) return { ok: true };
  const { clientIp } = context.get(requestInfoContext);
  logger.info("Attestation token refused", { reason: check.reason, purpose, clientIp });
  if (check.reason === "expired") return { ok: false, code: "attestation-expired", message: t("expired") };
  return { ok: false, code: "attestation-invalid", message: t("required") };
}

/**
 * Returns when captcha is off or the request carries a valid attestation token (form field
 * `attestationToken` or header `X-Attestation-Token`) issued for this path; otherwise throws a
 * 403 data() response `{ error: <translated message>, code }`.
 */
export async function requireAttestation(
  request: Request,
  formData: FormData | null,
  context: ContextLike,
  options: AttestationOptions = {},
): Promise<void> {
  const result = await checkAttestation(request, formData, context, options);
  if (result.ok) return;
  throw data({ error: result.message, code: result.code }, { status: 403, headers: { "Cache-Control": "no-store" } });
}
