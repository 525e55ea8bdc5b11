// The in-process page cache (ADR 012): public pages rendered once per path, query and language,
// then served from memory with a fresh CSP nonce on every response, until content changes.
import { createNonce as defaultCreateNonce } from "~/.server/security-headers";
import type { Language } from "~/i18n/config";
import { gzipTemplate } from "./gzip-template";
import { applyCachePolicy, pageCacheKey, publicPagePath } from "./policy";
import { acceptsGzip, type CachedPage, pageResponse, recordPage, storableResponse } from "./recorded-page";

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
   * `language` is the request's, as the HTTP layer resolved it: the page is kept per language.
   */
  handle(request: Request, language: Language, render: (request: Request) => Promise<Response>): Promise<Response> | undefined;
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
    handle(request, language, render) {
      if (request.method !== "GET" && request.method !== "HEAD") return undefined;
      if (!publicPagePath(new URL(request.url).pathname)) return undefined;
      const key = enabled ? pageCacheKey(request, language) : undefined;
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
