import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { contentChanged, onContentChange } from "~/.server/content-changes";
import { createPageCache, type PageCacheOptions } from "./cache";
import type { Language } from "~/i18n/config";
import { NO_STORE_CACHE_CONTROL } from "~/lib/cache-control";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./policy";
import { recordPage } from "./recorded-page";

const ORIGIN = "http://localhost";
const NONCE_PATTERN = /nonce="([^"]+)"/g;

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`${ORIGIN}${path}`, { headers, method });
}

/** What entry.server.tsx makes: the nonce in the CSP header and on every script. */
function htmlPage(nonce: string, text = "Hello", extra: Record<string, string> = {}) {
  const body =
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"/></head>` +
    `<body><p>${text}</p><script nonce="${nonce}">window.x=1</script>` +
    `<script type="module" nonce="${nonce}">import "/a.js"</script></body></html>`;
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      ...extra,
    },
  });
}

let counter = 0;
function fakeNonce() {
  counter += 1;
  return Buffer.from(`nonce-${counter}`.padEnd(16, "#")).toString("base64");
}

/** A renderer that counts its calls and answers with a fresh nonce each time, as the app does. */
function renderer(
  make: (request: Request, call: number) => Response = (_request, call) => htmlPage(fakeNonce(), `call ${call}`),
) {
  let calls = 0;
  const render = vi.fn(async (request: Request) => make(request, ++calls));
  return { render, calls: () => calls };
}

/** `language` stands for the one the HTTP layer resolved for the request. */
async function serve(
  cache: ReturnType<typeof createPageCache>,
  request: Request,
  render: (r: Request) => Promise<Response>,
  language: Language = "en",
) {
  const pending = cache.handle(request, language, render);
  if (!pending) throw new Error(`not a public page: ${request.url}`);
  const response = await pending;
  return { response, text: await response.text() };
}

function noncesOf(html: string) {
  return [...html.matchAll(NONCE_PATTERN)].map((match) => match[1]);
}

function cspNonce(response: Response) {
  return /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
}

function cache(options: PageCacheOptions = {}) {
  return createPageCache({ precompress: false, ...options });
}

describe("recordPage", () => {
  it("cuts the body and the CSP header at every occurrence of the nonce", async () => {
    const response = htmlPage("REC0RDED+nonce/value==");
    const body = Buffer.from(await response.arrayBuffer());
    const page = recordPage(200, response.headers, body, 0);
    expect(page.recordedNonce).toBe("REC0RDED+nonce/value==");
    expect(page.segments).toHaveLength(4);
    expect(page.csp?.join("NEW")).toBe("default-src 'self'; script-src 'self' 'nonce-NEW' 'strict-dynamic'");
    expect(page.headers.map(([name]) => name)).toEqual(["content-type"]);
  });
});

describe("createPageCache", () => {
  it("renders a page once, then serves it with a fresh nonce in the body and the CSP header every time", async () => {
    const pages = cache();
    const { render } = renderer();
    const first = await serve(pages, get("/articles/a"), render);
    expect(first.response.headers.get("X-Page-Cache")).toBe("miss");
    const seen = new Set<string>();
    for (const { response, text } of [
      first,
      ...(await Promise.all(Array.from({ length: 50 }, () => serve(pages, get("/articles/a"), render)))),
    ]) {
      const nonces = noncesOf(text);
      expect(nonces).toHaveLength(3);
      expect(new Set(nonces).size).toBe(1);
      const nonce = nonces[0] ?? "";
      expect(cspNonce(response)).toBe(nonce);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seen.has(nonce), "a nonce was served twice").toBe(false);
      seen.add(nonce);
      expect(text).toContain("<p>call 1</p>");
      expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(text)));
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect(pages.stats()).toMatchObject({ entries: 1, hits: 50, misses: 1 });
  });

  it("keeps one page per language and per data URL", async () => {
    const pages = cache();
    const { render } = renderer();
    await serve(pages, get("/articles/a"), render);
    await serve(pages, get("/articles/a", { Cookie: "lang=th" }), render, "th");
    await serve(pages, get("/articles/a?lang=th"), render, "th");
    const data = await serve(pages, get("/articles/a.data"), render);
    expect(render).toHaveBeenCalledTimes(4);
    const th = await serve(pages, get("/articles/a", { "Accept-Language": "th" }), render, "th");
    expect(th.text).toContain("call 2");
    expect(data.text).toContain("call 4");
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("shares one render among requests that arrive while it runs", async () => {
    const pages = cache();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render = vi.fn(async () => {
      await gate;
      return htmlPage(fakeNonce());
    });
    const all = Promise.all(Array.from({ length: 5 }, () => serve(pages, get("/articles/a"), render)));
    release();
    const results = await all;
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(results.map(({ text }) => noncesOf(text)[0])).size).toBe(5);
  });

  it("empties on every content change", async () => {
    const pages = cache({ invalidateOn: onContentChange });
    try {
      const { render } = renderer();
      await serve(pages, get("/articles/a"), render);
      await serve(pages, get("/articles"), render);
      expect(pages.stats().entries).toBe(2);
      contentChanged();
      expect(pages.stats()).toMatchObject({ entries: 0, bytes: 0, invalidations: 1 });
      const after = await serve(pages, get("/articles/a"), render);
      expect(after.text).toContain("call 3");
    } finally {
      pages.dispose();
    }
  });

  it("does not keep a page whose render overlapped a content change", async () => {
    const pages = cache();
    let calls = 0;
    const render = vi.fn(async () => {
      calls += 1;
      if (calls === 1) pages.clear();
      return htmlPage(fakeNonce(), `call ${calls}`);
    });
    expect((await serve(pages, get("/articles/a"), render)).text).toContain("call 1");
    expect((await serve(pages, get("/articles/a"), render)).text).toContain("call 2");
    expect((await serve(pages, get("/articles/a"), render)).text).toContain("call 2");
  });

  it("is bounded by entries, least recently used first", async () => {
    const pages = cache({ maxEntries: 2 });
    const { render } = renderer();
    await serve(pages, get("/articles/a"), render);
    await serve(pages, get("/articles/b"), render);
    await serve(pages, get("/articles/a"), render); // a is now the most recent
    await serve(pages, get("/articles/c"), render); // evicts b
    expect(pages.stats().entries).toBe(2);
    expect(render).toHaveBeenCalledTimes(3);
    await serve(pages, get("/articles/a"), render);
    expect(render).toHaveBeenCalledTimes(3);
    await serve(pages, get("/articles/b"), render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("is bounded by bytes, and does not keep a page bigger than an entry may be", async () => {
    const size = Buffer.byteLength(await htmlPage("x".repeat(24), "call 1").text());
    const pages = cache({ maxBytes: size * 2 + 10, maxEntryBytes: size + 100 });
    const { render } = renderer();
    for (const slug of ["a", "b", "c"]) await serve(pages, get(`/articles/${slug}`), render);
    expect(pages.stats().entries).toBe(2);
    expect(pages.stats().bytes).toBeLessThanOrEqual(size * 2 + 10);

    const big = renderer(() => htmlPage(fakeNonce(), "x".repeat(500)));
    await serve(pages, get("/articles/big"), big.render);
    await serve(pages, get("/articles/big"), big.render);
    expect(big.render).toHaveBeenCalledTimes(2);
  });

  it("forgets a page after its time to live", async () => {
    let now = 1_000;
    const pages = cache({ ttlMs: 60_000, now: () => now });
    const { render } = renderer();
    await serve(pages, get("/articles/a"), render);
    now += 59_999;
    await serve(pages, get("/articles/a"), render);
    expect(render).toHaveBeenCalledTimes(1);
    now += 1;
    await serve(pages, get("/articles/a"), render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders every time for signed-in visitors, privately", async () => {
    const pages = cache();
    const { render } = renderer();
    for (let i = 0; i < 2; i++) {
      const { response } = await serve(pages, get("/articles/a", { Cookie: "__Host-session=abc" }), render);
      expect(response.headers.get("Cache-Control")).toBe(NO_STORE_CACHE_CONTROL);
      expect(response.headers.get("X-Page-Cache")).toBe("bypass");
    }
    expect(render).toHaveBeenCalledTimes(2);
    expect(pages.stats().entries).toBe(0);
  });

  it("keeps only 200 responses without cookies", async () => {
    const pages = cache();
    const notFound = renderer(
      () => new Response("<p>Article not found</p>", { status: 404, headers: { "Content-Type": "text/html" } }),
    );
    const setsCookie = renderer(() => htmlPage(fakeNonce(), "x", { "Set-Cookie": "lang=th; Path=/" }));
    for (let i = 0; i < 2; i++) {
      const missing = await serve(pages, get("/articles/missing"), notFound.render);
      expect(missing.response.status).toBe(404);
      expect(missing.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
      const cookie = await serve(pages, get("/articles/cookie"), setsCookie.render);
      expect(cookie.response.headers.get("Cache-Control")).toBe(NO_STORE_CACHE_CONTROL);
    }
    expect(notFound.render).toHaveBeenCalledTimes(2);
    expect(setsCookie.render).toHaveBeenCalledTimes(2);
  });

  it("renders HEAD and unknown query parameters without keeping them", async () => {
    const pages = cache();
    const { render } = renderer();
    await serve(pages, get("/articles/a", {}, "HEAD"), render);
    await serve(pages, get("/articles/a?utm_source=x"), render);
    await serve(pages, get("/articles/a?utm_source=x"), render);
    expect(render).toHaveBeenCalledTimes(3);
    expect(pages.stats().entries).toBe(0);
  });

  it("leaves other requests to the caller", () => {
    const pages = cache();
    const { render } = renderer();
    expect(pages.handle(get("/contact"), "en", render)).toBeUndefined();
    expect(pages.handle(get("/articles", {}, "POST"), "en", render)).toBeUndefined();
    expect(render).not.toHaveBeenCalled();
  });

  it("when off, renders every time with the same public headers", async () => {
    const pages = cache({ enabled: false });
    const { render } = renderer();
    for (let i = 0; i < 2; i++) {
      const { response } = await serve(pages, get("/articles/a"), render);
      expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(response.headers.get("X-Page-Cache")).toBe("off");
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("serves gzip from a precompressed copy, with the new nonce inside", async () => {
    const pages = createPageCache({ precompress: true });
    const { render } = renderer(() => htmlPage(fakeNonce(), "ภาษาไทย ".repeat(2000)));
    await serve(pages, get("/articles/a"), render);
    await vi.waitFor(() => expect(pages.stats().precompressed).toBe(1));
    const pending = pages.handle(get("/articles/a", { "Accept-Encoding": "gzip, deflate, br" }), "en", render);
    const response = await pending;
    expect(response?.headers.get("Content-Encoding")).toBe("gzip");
    const compressed = Buffer.from((await response?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(response?.headers.get("Content-Length")).toBe(String(compressed.length));
    expect(compressed.length).toBeLessThan(5_000);
    const html = gunzipSync(compressed).toString();
    const nonces = noncesOf(html);
    expect(nonces).toHaveLength(3);
    expect(response && cspNonce(response)).toBe(nonces[0]);

    const identity = await serve(pages, get("/articles/a", { "Accept-Encoding": "gzip;q=0" }), render);
    expect(identity.response.headers.get("Content-Encoding")).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });
});
