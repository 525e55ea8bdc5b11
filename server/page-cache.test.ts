import { crc32, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { contentChanged, onContentChange } from "~/.server/content-changes";
import {
  applyCachePolicy,
  crc32Combine,
  crc32CombineOperator,
  createPageCache,
  gzipTemplate,
  gzipWithNonce,
  NO_STORE_CACHE_CONTROL,
  type PageCacheOptions,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  pageCacheKey,
  publicPagePath,
  recordPage,
} from "./page-cache";

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
function renderer(make: (request: Request, call: number) => Response = (_request, call) => htmlPage(fakeNonce(), `call ${call}`)) {
  let calls = 0;
  const render = vi.fn(async (request: Request) => make(request, ++calls));
  return { render, calls: () => calls };
}

async function serve(cache: ReturnType<typeof createPageCache>, request: Request, render: (r: Request) => Promise<Response>) {
  const pending = cache.handle(request, render);
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

describe("publicPagePath", () => {
  it("knows the public pages and their single-fetch data URLs", () => {
    expect(publicPagePath("/articles")).toBe("/articles");
    expect(publicPagePath("/articles/my-first-website")).toBe("/articles/my-first-website");
    expect(publicPagePath("/articles.data")).toBe("/articles");
    expect(publicPagePath("/articles/my-first-website.data")).toBe("/articles/my-first-website");
    expect(publicPagePath("/_.data")).toBe("/");
    expect(publicPagePath("/")).toBe("/");
    expect(publicPagePath("/about")).toBe("/about");
  });

  it("leaves out pages that may differ per visitor, and anything else", () => {
    for (const path of ["/contact", "/contact.data", "/set-language", "/healthz", "/articles/", "/admin", "/assets/x.js"]) {
      expect(publicPagePath(path), path).toBeUndefined();
    }
  });
});

describe("pageCacheKey", () => {
  it("is the path, query and resolved language", () => {
    expect(pageCacheKey(get("/articles"))).toBe("en /articles");
    expect(pageCacheKey(get("/articles?page=2&category=seo"))).toBe("en /articles?page=2&category=seo");
    expect(pageCacheKey(get("/articles.data?_routes=routes%2Farticles"))).toBe("en /articles.data?_routes=routes%2Farticles");
  });

  it("follows the language: ?lang=, then the lang cookie, then Accept-Language", () => {
    expect(pageCacheKey(get("/articles?lang=th"))).toBe("th /articles?lang=th");
    expect(pageCacheKey(get("/articles", { Cookie: "lang=th" }))).toBe("th /articles");
    expect(pageCacheKey(get("/articles", { "Accept-Language": "th-TH,th;q=0.9" }))).toBe("th /articles");
    expect(pageCacheKey(get("/articles", { Cookie: "lang=en", "Accept-Language": "th" }))).toBe("en /articles");
  });

  it("ignores the analytics consent and other cookies that do not change the HTML", () => {
    expect(pageCacheKey(get("/articles", { Cookie: "analytics_consent=granted; _ga=GA1.1.1" }))).toBe("en /articles");
  });

  it("gives no key to signed-in visitors, other methods, unknown parameters or other paths", () => {
    expect(pageCacheKey(get("/articles", { Cookie: "__Host-session=abc" }))).toBeUndefined();
    expect(pageCacheKey(get("/articles", { Cookie: "lang=th; session=abc" }))).toBeUndefined();
    expect(pageCacheKey(get("/articles", { Cookie: "better-auth.session_token=abc" }))).toBeUndefined();
    expect(pageCacheKey(get("/articles", { Authorization: "Bearer x" }))).toBeUndefined();
    expect(pageCacheKey(get("/articles", {}, "POST"))).toBeUndefined();
    expect(pageCacheKey(get("/articles", {}, "HEAD"))).toBeUndefined();
    expect(pageCacheKey(get("/articles?utm_source=newsletter"))).toBeUndefined();
    expect(pageCacheKey(get(`/articles/${"a".repeat(2000)}`))).toBeUndefined();
    expect(pageCacheKey(get("/contact"))).toBeUndefined();
  });

  it("treats a cookie as a session only by its name, not by its value", () => {
    expect(pageCacheKey(get("/articles", { Cookie: "lang=en; note=my-session=1" }))).toBe("en /articles");
    expect(pageCacheKey(get("/articles", { Cookie: " SESSION=1" }))).toBeUndefined();
  });

  it("reads a hostile Cookie header in linear time", () => {
    // This header held the event loop for 4.7 s under the regular expression it replaced.
    const hostile = `a;${" ".repeat(4000)}${"session".repeat(500)}`;
    const huge = `a;${" ".repeat(8000)}${"session".repeat(1200)}`;
    const before = process.cpuUsage();
    expect(pageCacheKey(get("/articles", { Cookie: hostile }))).toBe("en /articles");
    expect(pageCacheKey(get("/articles", { Cookie: huge }))).toBe("en /articles");
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeLessThan(100);
  });
});

describe("applyCachePolicy", () => {
  const ok = () => new Response("x", { status: 200, headers: { Vary: "Accept-Encoding" } });

  it("lets CDNs keep a public page for a minute, varying on language inputs", () => {
    const response = applyCachePolicy(get("/articles"), ok(), true);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("Vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
  });

  it("keeps everything else private", () => {
    expect(applyCachePolicy(get("/articles/x"), new Response("", { status: 404 }), true).headers.get("Cache-Control")).toBe(
      PRIVATE_CACHE_CONTROL,
    );
    expect(applyCachePolicy(get("/contact"), ok(), false).headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("never says public when the response sets a cookie or the visitor is signed in", () => {
    const setsCookie = new Response("x", { headers: { "Set-Cookie": "lang=th", "Cache-Control": "public, max-age=60" } });
    expect(applyCachePolicy(get("/articles"), setsCookie, true).headers.get("Cache-Control")).toBe(NO_STORE_CACHE_CONTROL);
    const signedIn = get("/articles", { Cookie: "__Host-session=1" });
    expect(applyCachePolicy(signedIn, ok(), true).headers.get("Cache-Control")).toBe(NO_STORE_CACHE_CONTROL);
  });

  it("keeps a route's own choice for anonymous visitors", () => {
    const own = new Response("x", { headers: { "Cache-Control": "public, max-age=3600" } });
    expect(applyCachePolicy(get("/articles"), own, true).headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});

describe("gzip with a hole for the nonce", () => {
  it("combines CRC-32s as zlib does", () => {
    const a = Buffer.from("The first part of a page, ");
    const b = Buffer.from("and the rest of it.".repeat(100));
    expect(crc32Combine(crc32(a), crc32(b), crc32CombineOperator(b.length))).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), crc32CombineOperator(0))).toBe(crc32(a));
  });

  it.each([
    ["nonces inside", ["<html>", "<script nonce=\"", "\">x</script>", "</html>"]],
    ["nonces at both ends and side by side", ["", "", "middle", ""]],
    ["no nonce", ["<p>only text</p>"]],
    ["a large page", ["<p>" + "Thai text ภาษาไทย and English. ".repeat(5000), "</p>" + "x".repeat(70_000)]],
    ["a NUL byte in the page", ["<p>\u0000", "\u0000\u0000\u0000</p>"]],
    ["text that repeats the nonce around it", ["AAAAAAAAAAAAAAAAAAAAAAAA nonce=\"", "\" AAAAAAAAAAAAAAAAAAAAAAAA nonce=\"", "\""]],
  ])("decompresses to the page with the new nonce (%s)", async (_name, parts) => {
    const segments = parts.map((part) => Buffer.from(part));
    const template = await gzipTemplate(segments, 24);
    for (const nonce of ["A".repeat(24), "abcDEF0123456789+/abcd==", "\u0000".repeat(24)]) {
      const nonceBytes = Buffer.from(nonce);
      const expected = Buffer.concat(segments.flatMap((segment, index) => (index === 0 ? [segment] : [nonceBytes, segment])));
      // gunzip checks the CRC-32 and length in the trailer too.
      expect(gunzipSync(gzipWithNonce(template, nonceBytes)).equals(expected)).toBe(true);
    }
  });
});

it("compresses about as well as gzip of the whole page, but for the nonces", async () => {
  const nonce = "abcDEF0123456789+/abcd==";
  const link = (n: number) => `<link rel="modulepreload" href="/assets/chunk-${n}-DfX3k9a.js" nonce="`;
  const parts = ["<!DOCTYPE html><html><head>", ...Array.from({ length: 20 }, (_, n) => `"/>${link(n)}`), "\"/></head></html>"];
  const segments = parts.map((part) => Buffer.from(part));
  const whole = Buffer.concat(segments.flatMap((segment, index) => (index === 0 ? [segment] : [Buffer.from(nonce), segment])));
  const spliced = gzipWithNonce(await gzipTemplate(segments, nonce.length), Buffer.from(nonce));
  // Each hole costs the nonce itself, a stored block's 5 bytes and a flush.
  expect(spliced.length).toBeLessThan(gzipSync(whole).length + 20 * (nonce.length + 5 + 12));
});

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
    for (const { response, text } of [first, ...(await Promise.all(Array.from({ length: 50 }, () => serve(pages, get("/articles/a"), render))))]) {
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
    await serve(pages, get("/articles/a", { Cookie: "lang=th" }), render);
    await serve(pages, get("/articles/a?lang=th"), render);
    const data = await serve(pages, get("/articles/a.data"), render);
    expect(render).toHaveBeenCalledTimes(4);
    const th = await serve(pages, get("/articles/a", { "Accept-Language": "th" }), render);
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
    const notFound = renderer(() => new Response("<p>Article not found</p>", { status: 404, headers: { "Content-Type": "text/html" } }));
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
    expect(pages.handle(get("/contact"), render)).toBeUndefined();
    expect(pages.handle(get("/articles", {}, "POST"), render)).toBeUndefined();
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
    const pending = pages.handle(get("/articles/a", { "Accept-Encoding": "gzip, deflate, br" }), render);
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
