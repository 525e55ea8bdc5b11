// Which responses may be shared, and with whom: the public pages, the cache key of a request,
// and the Cache-Control and Vary every response the router makes goes out with (ADR 012).
import { NO_STORE_CACHE_CONTROL } from "~/lib/cache-control";
import type { Language } from "~/i18n/config";

/** What a CDN may do with a public page: keep it a minute, serve it stale while it refetches. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Everything else the router answers to anonymous visitors: browsers revalidate, CDNs keep nothing. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** The language of a page comes from the `lang` cookie or Accept-Language (and `?lang=`, in the URL). */
export const VARY = ["Cookie", "Accept-Language", "Accept-Encoding"];

/**
 * Pages whose HTML is the same for every anonymous visitor reading them in one language. A page
 * joins this list only if that holds: no per-visitor token (CSRF, captcha), nothing from cookies
 * other than the language. /contact stays out because its form will carry such tokens.
 */
const PUBLIC_PAGES = new Set([
  "/",
  "/solutions",
  "/services",
  "/about",
  "/privacy-policy",
  "/cookie-policy",
  "/terms",
  "/articles",
]);
const PUBLIC_PAGE_PREFIXES = ["/articles/"];

/**
 * Query parameters the public pages read. Any other (utm_source, cache busters) still gets the
 * page, rendered afresh, so that random query strings cannot flush the cache.
 */
const CACHEABLE_PARAMS = new Set(["lang", "page", "category", "_routes"]);

/**
 * The page a URL path shows, when it is a public page: React Router's single-fetch data URLs
 * (`/about.data`, `/_.data` for `/`) count as the page they load.
 */
export function publicPagePath(pathname: string): string | undefined {
  // A share link is looked up on every request, so revoking it ends it at once: never stored,
  // whatever the lists above come to hold.
  if (pathname.startsWith("/preview/")) return undefined;
  let page = pathname;
  if (page === "/_.data") page = "/";
  else if (page.endsWith(".data")) page = page.slice(0, -".data".length);
  if (PUBLIC_PAGES.has(page)) return page;
  return PUBLIC_PAGE_PREFIXES.some((prefix) => page.length > prefix.length && page.startsWith(prefix)) ? page : undefined;
}

/**
 * A signed-in visitor (or anything that looks like one: a cookie whose name mentions "session")
 * never shares a page with anyone. The names are read by splitting, not by a regular expression:
 * the header is the visitor's to write, and a backtracking pattern on it once let a 7.5 KB
 * Cookie header hold the event loop for seconds.
 */
export function isSignedInRequest(request: Request): boolean {
  if (request.headers.has("Authorization")) return true;
  const header = request.headers.get("Cookie");
  if (!header) return false;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals !== -1 && pair.slice(0, equals).toLowerCase().includes("session")) return true;
  }
  return false;
}

/**
 * The cache key of a request, or undefined when its response must not be stored. The key holds
 * everything the HTML depends on: the path (a `.data` URL is its own key), the query and the
 * request's language, as the HTTP layer resolved it from `?lang=`, the `lang` cookie and
 * Accept-Language (server/app.ts). The analytics consent cookie is not part of it: the banner
 * renders only after hydration.
 */
export function pageCacheKey(request: Request, language: Language): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  if (!publicPagePath(url.pathname) || isSignedInRequest(request)) return undefined;
  for (const name of url.searchParams.keys()) if (!CACHEABLE_PARAMS.has(name)) return undefined;
  if (url.pathname.length + url.search.length > 1024) return undefined;
  return `${language} ${url.pathname}${url.search}`;
}

function mergeVary(headers: Headers, names: readonly string[]) {
  const current = headers.get("Vary");
  if (current === "*") return;
  const present = new Set(
    (current ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const added = names.filter((name) => !present.has(name.toLowerCase()));
  if (added.length > 0) headers.set("Vary", [current, ...added].filter(Boolean).join(", "));
}

/**
 * Cache-Control and Vary for whatever the router answers. `public` only for a public page that
 * answered 200 to an anonymous visitor without setting a cookie; never `public` when the
 * response sets a cookie or the visitor is signed in, whatever the route asked for.
 */
export function applyCachePolicy(request: Request, response: Response, publicPage: boolean): Response {
  const headers = response.headers;
  mergeVary(headers, VARY);
  const private_ = isSignedInRequest(request) || headers.has("Set-Cookie");
  const routeChoice = headers.get("Cache-Control");
  if (private_) {
    if (!routeChoice || !/\bno-store\b/i.test(routeChoice)) headers.set("Cache-Control", NO_STORE_CACHE_CONTROL);
  } else if (!routeChoice) {
    headers.set("Cache-Control", publicPage && response.status === 200 ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  }
  return response;
}
