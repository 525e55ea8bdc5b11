import { randomBytes } from "node:crypto";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
  img: ["https://www.google-analytics.com", "https://www.googletagmanager.com"],
};

/**
 * Content-Security-Policy for an HTML response: scripts only with this response's nonce (no
 * unsafe-inline), no framing, and third-party origins only for integrations that are configured.
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  analytics: boolean;
  development: boolean;
  /** The captcha script's origin when captcha is on (ADR 027): its api.js and its iframe. */
  captchaOrigin?: string | null;
}) {
  const analytics = options.analytics ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  const captcha = options.captchaOrigin ? [options.captchaOrigin] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'", ...analytics.script, ...captcha],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Google profile photos, shown as staff avatars in the admin area.
    "img-src": ["'self'", "data:", "https://*.googleusercontent.com", ...analytics.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...analytics.connect, ...(options.development ? ["ws:"] : [])],
    ...(captcha.length ? { "frame-src": ["'self'", ...captcha] } : {}),
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
