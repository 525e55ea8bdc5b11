// The third parties the site talks to, resolved from the environment (env.ts parses it): SMTP,
// the captcha (Cloudflare Turnstile), Stripe and GA4's Measurement Protocol. Secrets stay behind functions.

export interface MailConfig {
  /** The SMTP server; a function so that printing the Env never prints its password. */
  smtpUrl?: () => string;
  /** Where the SMTP server is, without credentials, for the log. */
  smtpServer?: string;
  /** The From header of every mail. */
  from: string;
}

export function resolveMail(env: { SMTP_URL?: string; MAIL_FROM?: string }, siteUrl: string): MailConfig {
  const smtpUrl = env.SMTP_URL;
  const server = smtpUrl ? new URL(smtpUrl) : undefined;
  return {
    smtpUrl: smtpUrl ? () => smtpUrl : undefined,
    smtpServer: server ? `${server.protocol}//${server.host}` : undefined,
    from: env.MAIL_FROM ?? `Siam Web Studio <no-reply@${new URL(siteUrl).hostname}>`,
  };
}

export interface StripeConfig {
  /** Card payments are offered only with both keys: without the webhook secret nothing could confirm them. */
  enabled: boolean;
  /** PromptPay is paid at Stripe Checkout too (STRIPE_PROMPTPAY, ADR 099), not by the agency's own QR. */
  promptPay: boolean;
  /** Functions, so that printing the Env can never print a secret. */
  secretKey: () => string;
  webhookSecret: () => string;
  /** Where the API lives; a local fake server in tests. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

export function resolveStripe(env: {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL?: string;
  STRIPE_PROMPTPAY?: boolean;
}): StripeConfig {
  const { STRIPE_SECRET_KEY: secretKey = "", STRIPE_WEBHOOK_SECRET: webhookSecret = "" } = env;
  const url = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = url?.protocol === "http:" ? "http" : "https";
  return {
    enabled: Boolean(secretKey && webhookSecret),
    promptPay: Boolean(secretKey && webhookSecret && env.STRIPE_PROMPTPAY),
    secretKey: () => secretKey,
    webhookSecret: () => webhookSecret,
    api: url ? { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol } : undefined,
  };
}

/** Cloudflare Turnstile's documented endpoints (ADR 027); tests point both at a local fake. */
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";

export interface CaptchaConfig {
  /** A function, so that printing the Env can never print the secret; undefined: captcha off. */
  secretKey?: () => string;
  verifyUrl: string;
  scriptUrl: string;
}

export function resolveCaptcha(env: {
  CAPTCHA_SECRET_KEY?: string;
  CAPTCHA_VERIFY_URL?: string;
  CAPTCHA_SCRIPT_URL?: string;
}): CaptchaConfig {
  const secret = env.CAPTCHA_SECRET_KEY;
  return {
    secretKey: secret ? () => secret : undefined,
    verifyUrl: env.CAPTCHA_VERIFY_URL ?? TURNSTILE_VERIFY_URL,
    scriptUrl: env.CAPTCHA_SCRIPT_URL ?? TURNSTILE_SCRIPT_URL,
  };
}

/** GA4's Measurement Protocol endpoint; the measurement id and the secret go in its query. */
export const GA4_COLLECT_URL = "https://www.google-analytics.com/mp/collect";

export interface AnalyticsServerConfig {
  /** A function, so that printing the Env can never print the secret; undefined: no server-side reports. */
  apiSecret?: () => string;
  collectUrl: string;
}

export function resolveAnalytics(env: { GA4_API_SECRET?: string; GA4_MP_URL?: string }): AnalyticsServerConfig {
  const secret = env.GA4_API_SECRET;
  return { apiSecret: secret ? () => secret : undefined, collectUrl: env.GA4_MP_URL ?? GA4_COLLECT_URL };
}
