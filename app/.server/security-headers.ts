import { randomBytes } from "node:crypto";

/**
 * Powerful features no page here uses, refused to every page and anything it embeds. Only features
 * browsers still know are named: an unknown one (the withdrawn FLoC trial's interest-cohort) is
 * reported as an error in Chrome's console and protects nothing.
 */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=()";

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
 * Content-Security-Policy for an HTML response: nothing by default, each kind of resource named
 * (ADR 108); scripts only with this response's nonce, styles only from the site's stylesheets (no
 * inline <style> or style attribute: the components use classes, the editor's base styles are in
 * app.css), no framing, and third-party origins only for integrations that are configured.
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  analytics: boolean;
  development: boolean;
  /** The captcha script's origin when captcha is on (ADR 027): its api.js and its iframe. */
  captchaOrigin?: string | null;
  /**
   * The admin area's documents: style attributes allowed (never <style> elements), because the
   * article editor reads a paste from Google Docs or Word by its style attributes (bold is
   * `font-weight:700` on a span), and every parse of pasted HTML in the page applies this policy.
   */
  styleAttributes?: boolean;
}) {
  const analytics = options.analytics ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  const captcha = options.captchaOrigin ? [options.captchaOrigin] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'", ...analytics.script, ...captcha],
    // Vite's development server injects each stylesheet as a <style> element (hot reload).
    "style-src": ["'self'", ...(options.development ? ["'unsafe-inline'"] : [])],
    ...(options.styleAttributes ? { "style-src-attr": ["'unsafe-inline'"] } : {}),
    // Google profile photos, shown as staff avatars in the admin area.
    "img-src": ["'self'", "data:", "https://*.googleusercontent.com", ...analytics.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...analytics.connect, ...(options.development ? ["ws:"] : [])],
    // No page has frames of its own (default-src 'none' refuses them); the captcha's is the vendor's.
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
