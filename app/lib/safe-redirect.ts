// The one way a path that came from a request (a form field, a query parameter, a cookie) becomes
// a redirect target: it must stay on this site, whatever spelling a visitor tries.

const BASE = "http://same-site.invalid";
const MAX_LENGTH = 2048;

/** True for characters that browsers strip from, or treat as slashes in, a URL. */
function hasUnsafeCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || code === 0x5c /* \ */) return true;
  }
  return false;
}

/**
 * `value` as a path on this site (path, query and hash, normalised), or `fallback` when it is
 * missing or could lead anywhere else: `//host`, `/\host`, `/.//host` (which normalises to
 * `//host`), a scheme, or characters the browser would drop before reading it.
 */
export function safeLocalPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > MAX_LENGTH) return fallback;
  if (hasUnsafeCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}
