// Structured data (schema.org, as JSON-LD) made safe for an inline <script>, and the absolute
// addresses it names. Client-safe.

/**
 * JSON for an inline <script>: `<` (and `>`, `&`) escaped so article text such as
 * "</script>" cannot end the element early, and the two line separators JavaScript mishandles.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** An address on this site made absolute; absolute addresses are kept. */
export function absoluteUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}
