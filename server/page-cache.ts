// The in-process page cache (ADR 012): public pages rendered once per path, query and language,
// then served from memory with a fresh CSP nonce on every response, until content changes.
import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";
import { createNonce as defaultCreateNonce } from "~/.server/security-headers";
import { languageFromRequest } from "~/i18n/config";

/** What a CDN may do with a public page: keep it a minute, serve it stale while it refetches. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Everything else the router answers to anonymous visitors: browsers revalidate, CDNs keep nothing. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** Responses that set cookies or that a signed-in person sees: nobody stores them. */
export const NO_STORE_CACHE_CONTROL = "private, no-store";
/** The language of a page comes from the `lang` cookie or Accept-Language (and `?lang=`, in the URL). */
const VARY = ["Cookie", "Accept-Language", "Accept-Encoding"];

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


const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/_=-]+)'/;
const REPLAYED_HEADERS_SKIPPED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "set-cookie",
  "content-security-policy",
  "cache-control",
  "vary",
]);

/**
 * The page a URL path shows, when it is a public page: React Router's single-fetch data URLs
 * (`/about.data`, `/_.data` for `/`) count as the page they load.
 */
export function publicPagePath(pathname: string): string | undefined {
  let page = pathname;
  if (page === "/_.data") page = "/";
  else if (page.endsWith(".data")) page = page.slice(0, -".data".length);
  if (PUBLIC_PAGES.has(page)) return page;
  return PUBLIC_PAGE_PREFIXES.some((prefix) => page.length > prefix.length && page.startsWith(prefix))
    ? page
    : undefined;
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
 * language resolved from `?lang=`, the `lang` cookie and Accept-Language. The analytics consent
 * cookie is not part of it: the banner renders only after hydration.
 */
export function pageCacheKey(request: Request): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  if (!publicPagePath(url.pathname) || isSignedInRequest(request)) return undefined;
  for (const name of url.searchParams.keys()) if (!CACHEABLE_PARAMS.has(name)) return undefined;
  if (url.pathname.length + url.search.length > 1024) return undefined;
  return `${languageFromRequest(request)} ${url.pathname}${url.search}`;
}

function mergeVary(headers: Headers, names: readonly string[]) {
  const current = headers.get("Vary");
  if (current === "*") return;
  const present = new Set((current ?? "").split(",").map((name) => name.trim().toLowerCase()).filter(Boolean));
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

// ---------------------------------------------------------------------------------------------
// Gzip with a hole for the nonce. Each stretch of the body between nonces is deflated on its
// own, ending on a byte boundary, and the nonce goes between them as an uncompressed "stored"
// block, so a response is a few memory copies; the CRC-32 is combined from precomputed parts.
// Each stretch is deflated with what precedes it as a preset dictionary (so the repeated
// `<link rel="modulepreload" ...>` tags still compress), in which the nonces are NUL bytes: a
// page holds no NUL, so no back-reference can point into a nonce, whose bytes change.

const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

const X2N = (() => {
  const table = new Array<number>(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let n = 1; n < 32; n++) table[n] = p = multModP(p, p);
  return table;
})();

/** zlib's crc32_combine_gen: the operator that appends `length` bytes' worth of CRC. */
export function crc32CombineOperator(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multModP(X2N[k & 31] ?? 0, p);
  }
  return p;
}

/** CRC-32 of a||b from crc(a), crc(b) and the operator for b's length. */
export function crc32Combine(crcA: number, crcB: number, operator: number): number {
  return (multModP(operator, crcA) ^ crcB) >>> 0;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const deflateRawAsync = promisify(deflateRaw);

const WINDOW = 32 * 1024;

export interface GzipTemplate {
  /** The nonce length the dictionaries were made with; another length cannot fill the holes. */
  nonceLength: number;
  nonceOperator: number;
  /** Deflated segments; every one but the last ends with a sync flush (byte-aligned, not final). */
  parts: Buffer[];
  crcs: number[];
  operators: number[];
  /** Uncompressed length of the segments (without the nonces). */
  segmentBytes: number;
  bytes: number;
}

export async function gzipTemplate(segments: Buffer[], nonceLength: number): Promise<GzipTemplate> {
  const placeholder = Buffer.alloc(nonceLength, 0);
  const whole = Buffer.concat(segments.flatMap((segment, index) => (index === 0 ? [segment] : [placeholder, segment])));
  // With a NUL in the page itself a match could reach into a hole: fall back to no dictionaries.
  const dictionaries = segments.every((segment) => segment.indexOf(0) === -1);
  let start = 0;
  const parts = await Promise.all(
    segments.map((segment, index) => {
      if (index > 0) start += nonceLength;
      const dictionary = dictionaries && start > 0 ? whole.subarray(Math.max(0, start - WINDOW), start) : undefined;
      start += segment.length;
      return deflateRawAsync(segment, {
        level: 6,
        finishFlush: index === segments.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(dictionary ? { dictionary } : {}),
      });
    }),
  );
  return {
    nonceLength,
    nonceOperator: crc32CombineOperator(nonceLength),
    parts,
    crcs: segments.map((segment) => crc32(segment)),
    operators: segments.map((segment) => crc32CombineOperator(segment.length)),
    segmentBytes: segments.reduce((sum, segment) => sum + segment.length, 0),
    bytes: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

/** A complete gzip member: the template's segments with `nonce` in each hole. */
export function gzipWithNonce(template: GzipTemplate, nonce: Buffer): Buffer {
  if (nonce.length !== template.nonceLength && template.parts.length > 1) {
    throw new Error(`A ${nonce.length}-byte nonce cannot fill ${template.nonceLength}-byte holes`);
  }
  const holes = template.parts.length - 1;
  const stored = 5 + nonce.length;
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + template.bytes + holes * stored + 8);
  let offset = GZIP_HEADER.copy(out, 0);
  const nonceCrc = crc32(nonce);
  const nonceOperator = template.nonceOperator;
  let crc = template.crcs[0] ?? 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      // A stored block: BFINAL 0, BTYPE 00, padded to the byte, then LEN and its complement.
      out[offset] = 0;
      out.writeUInt16LE(nonce.length, offset + 1);
      out.writeUInt16LE(~nonce.length & 0xffff, offset + 3);
      offset += 5;
      offset += nonce.copy(out, offset);
      crc = crc32Combine(crc, nonceCrc, nonceOperator);
      crc = crc32Combine(crc, template.crcs[index] ?? 0, template.operators[index] ?? 0);
    }
    offset += part.copy(out, offset);
  });
  out.writeUInt32LE(crc, offset);
  out.writeUInt32LE((template.segmentBytes + holes * nonce.length) % 2 ** 32, offset + 4);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Recorded pages.

export interface CachedPage {
  status: number;
  /** The router's headers, without those made per response. */
  headers: Array<[string, string]>;
  /** The CSP header cut at its nonce, when it has one. */
  csp: string[] | undefined;
  /** The body cut at every occurrence of the recorded nonce. */
  segments: Buffer[];
  recordedNonce: string | undefined;
  gzip: GzipTemplate | undefined;
  bytes: number;
  expiresAt: number;
}

/** Cuts a rendered page at its nonce, so that each response can put a new one in. */
export function recordPage(status: number, headers: Headers, body: Buffer, expiresAt: number): CachedPage {
  const csp = headers.get("Content-Security-Policy") ?? undefined;
  const recordedNonce = csp ? NONCE_IN_CSP.exec(csp)?.[1] : undefined;
  const segments: Buffer[] = [];
  if (recordedNonce) {
    const needle = Buffer.from(recordedNonce, "latin1");
    let start = 0;
    for (let found = body.indexOf(needle, start); found !== -1; found = body.indexOf(needle, start)) {
      segments.push(body.subarray(start, found));
      start = found + needle.length;
    }
    segments.push(body.subarray(start));
  } else {
    segments.push(body);
  }
  const replayed: Array<[string, string]> = [];
  headers.forEach((value, name) => {
    if (!REPLAYED_HEADERS_SKIPPED.has(name.toLowerCase())) replayed.push([name, value]);
  });
  return {
    status,
    headers: replayed,
    csp: csp === undefined ? undefined : recordedNonce ? csp.split(recordedNonce) : [csp],
    segments,
    recordedNonce,
    gzip: undefined,
    bytes: body.length,
    expiresAt,
  };
}

function joinWithNonce(segments: Buffer[], nonce: Buffer): Buffer {
  if (segments.length === 1) return segments[0] ?? Buffer.alloc(0);
  let length = (segments.length - 1) * nonce.length;
  for (const segment of segments) length += segment.length;
  const out = Buffer.allocUnsafe(length);
  let offset = 0;
  segments.forEach((segment, index) => {
    if (index > 0) offset += nonce.copy(out, offset);
    offset += segment.copy(out, offset);
  });
  return out;
}

function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("Accept-Encoding");
  if (!header) return false;
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.trim().split(";");
    if (coding.trim().toLowerCase() !== "gzip") continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** A response for one visitor: the recorded page with `nonce` in every hole. */
export function pageResponse(page: CachedPage, nonce: string, gzip: boolean, state: "hit" | "miss"): Response {
  const headers = new Headers(page.headers);
  if (page.csp) headers.set("Content-Security-Policy", page.csp.join(nonce));
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Vary", VARY.join(", "));
  headers.set("X-Page-Cache", state);
  const nonceBytes = Buffer.from(nonce, "latin1");
  let body: Buffer;
  if (gzip && page.gzip && (page.segments.length === 1 || page.gzip.nonceLength === nonceBytes.length)) {
    body = gzipWithNonce(page.gzip, nonceBytes);
    headers.set("Content-Encoding", "gzip");
  } else {
    body = joinWithNonce(page.segments, nonceBytes);
  }
  headers.set("Content-Length", String(body.length));
  return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}

function storableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control");
  if (cacheControl && /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return false;
  const type = response.headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}

// ---------------------------------------------------------------------------------------------
// The cache.

export interface PageCacheOptions {
  /** Off: public pages are rendered every time (still with the same headers). */
  enabled?: boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** Pages bigger than this are served but not kept. */
  maxEntryBytes?: number;
  /**
   * How long a page is kept without any change announced. It bounds staleness for what this
   * instance cannot hear about: another instance's edits, the year in the footer.
   */
  ttlMs?: number;
  /** Keep a gzip copy with a hole for the nonce (else hono/compress gzips every hit). */
  precompress?: boolean;
  /** Subscribes to content changes (onContentChange); the cache empties on each. */
  invalidateOn?: (listener: () => void) => () => void;
  now?: () => number;
  createNonce?: () => string;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  /** Entries whose gzip copy is ready. */
  precompressed: number;
  hits: number;
  misses: number;
  invalidations: number;
}

export interface PageCache {
  /**
   * Answers a request for a public page: from the cache, or by rendering it (and keeping it when
   * it may). Undefined when the request is not for a public page; the caller renders it.
   */
  handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response> | undefined;
  clear(): void;
  stats(): PageCacheStats;
  /** Stops listening for content changes. */
  dispose(): void;
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const {
    enabled = true,
    maxEntries = 1000,
    maxBytes = 48 * 1024 * 1024,
    maxEntryBytes = 2 * 1024 * 1024,
    ttlMs = 60_000,
    precompress = true,
    now = Date.now,
    createNonce = defaultCreateNonce,
  } = options;
  // Map order is recency order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, CachedPage>();
  const inflight = new Map<string, Promise<CachedPage | undefined>>();
  let bytes = 0;
  let generation = 0;
  const counters = { hits: 0, misses: 0, invalidations: 0 };

  const sizeOf = (page: CachedPage) => page.bytes + (page.gzip?.bytes ?? 0);

  function remove(key: string) {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
  }

  function evict() {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(key);
    }
  }

  function lookup(key: string): CachedPage | undefined {
    const page = entries.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, page);
    return page;
  }

  function store(key: string, page: CachedPage) {
    if (page.bytes > maxEntryBytes) return;
    remove(key);
    entries.set(key, page);
    bytes += sizeOf(page);
    evict();
    if (!precompress) return;
    const stored = generation;
    gzipTemplate(page.segments, page.recordedNonce?.length ?? 0).then(
      (template) => {
        // Only if the page is still the one kept under this key (not evicted or replaced).
        if (stored !== generation || entries.get(key) !== page) return;
        page.gzip = template;
        bytes += template.bytes;
        evict();
      },
      () => undefined,
    );
  }

  function clear() {
    generation += 1;
    counters.invalidations += 1;
    entries.clear();
    inflight.clear();
    bytes = 0;
  }

  const unsubscribe = options.invalidateOn?.(clear);

  async function renderAndRecord(
    key: string,
    request: Request,
    render: (request: Request) => Promise<Response>,
  ): Promise<Response> {
    const started = generation;
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    const pending = new Promise<CachedPage | undefined>((resolve) => {
      settle = resolve;
    });
    inflight.set(key, pending);
    let page: CachedPage | undefined;
    try {
      const response = await render(request);
      if (!storableResponse(response)) {
        response.headers.set("X-Page-Cache", "miss");
        return applyCachePolicy(request, response, true);
      }
      const body = Buffer.from(await response.arrayBuffer());
      page = recordPage(response.status, response.headers, body, now() + ttlMs);
      // A page rendered while content changed may be stale: serve it, but do not keep it.
      if (started === generation) store(key, page);
      return pageResponse(page, page.recordedNonce ?? "", false, "miss");
    } finally {
      settle(page);
      if (inflight.get(key) === pending) inflight.delete(key);
    }
  }

  async function serve(key: string, request: Request, render: (request: Request) => Promise<Response>) {
    const cached = lookup(key);
    if (cached) {
      counters.hits += 1;
      return pageResponse(cached, createNonce(), acceptsGzip(request), "hit");
    }
    const pending = inflight.get(key);
    if (pending) {
      // Someone is rendering this page right now: share their render instead of repeating it.
      const shared = await pending;
      if (shared) {
        counters.hits += 1;
        return pageResponse(shared, createNonce(), acceptsGzip(request), "hit");
      }
    }
    counters.misses += 1;
    return renderAndRecord(key, request, render);
  }

  return {
    handle(request, render) {
      if (request.method !== "GET" && request.method !== "HEAD") return undefined;
      if (!publicPagePath(new URL(request.url).pathname)) return undefined;
      const key = enabled ? pageCacheKey(request) : undefined;
      if (key === undefined) {
        return render(request).then((response) => {
          response.headers.set("X-Page-Cache", enabled ? "bypass" : "off");
          return applyCachePolicy(request, response, true);
        });
      }
      return serve(key, request, render);
    },
    clear,
    stats: () => ({
      entries: entries.size,
      bytes,
      precompressed: [...entries.values()].filter((page) => page.gzip).length,
      ...counters,
    }),
    dispose: () => unsubscribe?.(),
  };
}
