import { describe, expect, it } from "vitest";
import { NO_STORE_CACHE_CONTROL } from "~/lib/cache-control";
import { applyCachePolicy, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, pageCacheKey, publicPagePath } from "./policy";

const ORIGIN = "http://localhost";

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`${ORIGIN}${path}`, { headers, method });
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

describe("previews", () => {
  // A share link opens a draft for whoever holds it; a stored copy would outlive the link's expiry.
  it("never stores a preview: shared drafts, staff previews, their data URLs", () => {
    for (const path of [
      "/preview/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ",
      "/preview/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.data",
      "/preview/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ?lang=th",
      "/preview/12.1893456000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ",
      "/preview/12.1893456000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.data",
      "/preview/12.1893456000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ?lang=th",
      "/admin/articles/12/preview?lang=th",
      "/admin/articles/preview",
    ]) {
      expect(publicPagePath(new URL(path, ORIGIN).pathname), path).toBeUndefined();
      expect(pageCacheKey(get(path), "en"), path).toBeUndefined();
    }
  });

  it("keeps a preview's own no-store for anonymous readers", () => {
    const response = new Response("x", { headers: { "Cache-Control": NO_STORE_CACHE_CONTROL } });
    expect(applyCachePolicy(get("/preview/12.1.x"), response, false).headers.get("Cache-Control")).toBe(NO_STORE_CACHE_CONTROL);
  });
});

describe("pageCacheKey", () => {
  it("is the path, query and resolved language", () => {
    expect(pageCacheKey(get("/articles"), "en")).toBe("en /articles");
    expect(pageCacheKey(get("/articles?page=2&category=seo"), "en")).toBe("en /articles?page=2&category=seo");
    expect(pageCacheKey(get("/articles.data?_routes=routes%2Farticles"), "en")).toBe(
      "en /articles.data?_routes=routes%2Farticles",
    );
  });

  // Which language a request asks for is request-language.ts's to say (its own test).
  it("keeps each language apart, as the HTTP layer resolved it", () => {
    expect(pageCacheKey(get("/articles?lang=th"), "th")).toBe("th /articles?lang=th");
    expect(pageCacheKey(get("/articles", { Cookie: "lang=th" }), "th")).toBe("th /articles");
  });

  it("ignores the analytics consent and other cookies that do not change the HTML", () => {
    expect(pageCacheKey(get("/articles", { Cookie: "analytics_consent=granted; _ga=GA1.1.1" }), "en")).toBe("en /articles");
  });

  it("gives no key to signed-in visitors, other methods, unknown parameters or other paths", () => {
    expect(pageCacheKey(get("/articles", { Cookie: "__Host-session=abc" }), "en")).toBeUndefined();
    expect(pageCacheKey(get("/articles", { Cookie: "lang=th; session=abc" }), "en")).toBeUndefined();
    expect(pageCacheKey(get("/articles", { Cookie: "better-auth.session_token=abc" }), "en")).toBeUndefined();
    expect(pageCacheKey(get("/articles", { Authorization: "Bearer x" }), "en")).toBeUndefined();
    expect(pageCacheKey(get("/articles", {}, "POST"), "en")).toBeUndefined();
    expect(pageCacheKey(get("/articles", {}, "HEAD"), "en")).toBeUndefined();
    expect(pageCacheKey(get("/articles?utm_source=newsletter"), "en")).toBeUndefined();
    expect(pageCacheKey(get(`/articles/${"a".repeat(2000)}`), "en")).toBeUndefined();
    expect(pageCacheKey(get("/contact"), "en")).toBeUndefined();
  });

  it("treats a cookie as a session only by its name, not by its value", () => {
    expect(pageCacheKey(get("/articles", { Cookie: "lang=en; note=my-session=1" }), "en")).toBe("en /articles");
    expect(pageCacheKey(get("/articles", { Cookie: " SESSION=1" }), "en")).toBeUndefined();
  });

  it("reads a hostile Cookie header in linear time", () => {
    // This header held the event loop for 4.7 s under the regular expression it replaced.
    const hostile = `a;${" ".repeat(4000)}${"session".repeat(500)}`;
    const huge = `a;${" ".repeat(8000)}${"session".repeat(1200)}`;
    const before = process.cpuUsage();
    expect(pageCacheKey(get("/articles", { Cookie: hostile }), "en")).toBe("en /articles");
    expect(pageCacheKey(get("/articles", { Cookie: huge }), "en")).toBe("en /articles");
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
