// The page cache inside the real HTTP app, in-process: the app, its routes and the articles
// service are loaded through one Vite SSR module graph (as server/dev.mjs does), so the router
// context and the content-change listeners are the ones the app itself uses.
import { gunzipSync } from "node:zlib";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPgliteCopy } from "../tests/support/pglite-template";
import type * as ContentChanges from "~/.server/content-changes";
import type * as DbClient from "~/.server/db/client";
import type * as Env from "~/.server/env";
import type * as Articles from "~/features/blog/articles.server";
import type * as Seed from "../db/seed";
import type * as SampleArticles from "../db/seed/sample-articles";
import type * as App from "./app";
import type * as PageCacheModule from "./page-cache/cache";

let vite: ViteDevServer;
let app: ReturnType<typeof App.createHttpApp>;
let database: DbClient.Database;
let pageCache: PageCacheModule.PageCache;
let articles: typeof Articles;
let changes: typeof ContentChanges;
let sample: SampleArticles.SampleArticle;

const nonceOf = (html: string) => /<script[^>]*nonce="([^"]+)"/.exec(html)?.[1];
const cspNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers: { "Accept-Language": "en", ...headers } });
  return { response, text: await response.text() };
}

beforeAll(async () => {
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
  const [appModule, client, env, seed, samples, cacheModule] = await Promise.all([
    load<typeof App>("/server/app.ts"),
    load<typeof DbClient>("/app/.server/db/client.ts"),
    load<typeof Env>("/app/.server/env.ts"),
    load<typeof Seed>("/db/seed/index.ts"),
    load<typeof SampleArticles>("/db/seed/sample-articles.ts"),
    load<typeof PageCacheModule>("/server/page-cache/cache.ts"),
  ]);
  articles = await load<typeof Articles>("/app/features/blog/articles.server.ts");
  changes = await load<typeof ContentChanges>("/app/.server/content-changes.ts");
  database = await client.openDatabase({ pglite: await openPgliteCopy(inject("pgliteTemplateFile")) });
  await seed.seedSampleContent(database.db);
  const first = samples.sampleArticles[0];
  if (!first) throw new Error("no sample article");
  sample = first;
  pageCache = cacheModule.createPageCache({ invalidateOn: changes.onContentChange });
  app = appModule.createHttpApp({
    env: env.parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000", DATA_DIR: "/nonexistent" }),
    database,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
    pageCache,
  });
  // Vite compiles each route on its first request: do that here, with requests the cache does not
  // keep (a 404, an unknown query parameter), so the tests' own timings and first misses are clean.
  await app.request("/articles/warming-up-not-an-article");
  await app.request("/articles?utm_source=warm-up");
}, 60_000);

afterAll(async () => {
  pageCache?.dispose();
  await database?.close();
  await vite?.close();
});

describe("public pages through the page cache", () => {
  it("serves an article from memory after the first render, with a new nonce each time", async () => {
    const path = `/articles/${sample.slug}`;
    const first = await get(path);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("X-Page-Cache")).toBe("miss");
    expect(first.text).toContain(sample.translations.en.title);

    const second = await get(path);
    const third = await get(path);
    for (const { response, text } of [first, second, third]) {
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
      expect(response.headers.get("Vary")).toMatch(/Cookie, Accept-Language/);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
      expect(cspNonce(response)).toBe(nonceOf(text));
    }
    expect(second.response.headers.get("X-Page-Cache")).toBe("hit");
    const nonces = [first, second, third].map(({ text }) => nonceOf(text));
    expect(new Set(nonces).size).toBe(3);
    const strip = (html: string) => html.replaceAll(/nonce="[^"]+"/g, "");
    expect(strip(second.text)).toBe(strip(first.text));
    expect(strip(third.text)).toBe(strip(first.text));
  });

  it("keeps each language apart", async () => {
    const path = `/articles/${sample.slug}`;
    await get(path, { Cookie: "lang=th" });
    const thai = await get(path, { Cookie: "lang=th" });
    expect(thai.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(thai.text).toContain('lang="th"');
    expect(thai.text).toContain(sample.translations.th.title);
    const english = await get(path);
    expect(english.text).toContain('lang="en"');
  });

  it("caches the client-navigation data request too", async () => {
    await get(`/articles/${sample.slug}.data`);
    const data = await get(`/articles/${sample.slug}.data`);
    expect(data.response.status).toBe(200);
    expect(data.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(data.text).toContain(sample.translations.en.title);
  });

  it("shows an updated article at once, and drops a deleted one", async () => {
    const path = `/articles/${sample.slug}`;
    await get(path);
    expect((await get(path)).response.headers.get("X-Page-Cache")).toBe("hit");
    await articles.updateArticle(database.db, sample.id, { translations: { en: { title: "A title changed just now" } } });
    const updated = await get(path);
    expect(updated.response.headers.get("X-Page-Cache")).toBe("miss");
    expect(updated.text).toContain("A title changed just now");
    const list = await get("/articles");
    expect(list.text).toContain("A title changed just now");

    await get("/articles");
    expect((await get("/articles")).response.headers.get("X-Page-Cache")).toBe("hit");
    await articles.deleteArticle(database.db, sample.id);
    expect((await get(path)).response.status).toBe(404);
    expect((await get("/articles")).text).not.toContain("A title changed just now");
  });

  it("renders privately for signed-in visitors and does not keep 404s", async () => {
    const path = "/articles";
    const signedIn = await get(path, { Cookie: "__Host-session=abc" });
    expect(signedIn.response.headers.get("X-Page-Cache")).toBe("bypass");
    expect(signedIn.response.headers.get("Cache-Control")).toBe("private, no-store");

    for (let i = 0; i < 2; i++) {
      const missing = await get("/articles/no-such-article");
      expect(missing.response.status).toBe(404);
      expect(missing.response.headers.get("X-Page-Cache")).toBe("miss");
      expect(missing.response.headers.get("Cache-Control")).toBe("private, no-cache");
    }
  });

  it("answers gzip from the precompressed copy", async () => {
    const path = "/about";
    await get(path);
    await expect.poll(() => pageCache.stats().precompressed, { timeout: 5_000 }).toBeGreaterThan(0);
    const response = await app.request(path, { headers: { "Accept-Language": "en", "Accept-Encoding": "gzip" } });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain("</html>");
    expect(cspNonce(response)).toBe(nonceOf(html));
  });

  it("does not let the Host header into a cached page", async () => {
    const response = await app.request("http://evil.example/about", { headers: { "Accept-Language": "en" } });
    expect(await response.text()).not.toContain("evil.example");
  });

  it("refuses camera, microphone and geolocation to every page, naming no feature browsers dropped", async () => {
    for (const path of ["/", "/contact", "/login"]) {
      const policy = (await app.request(path, { redirect: "manual" })).headers.get("Permissions-Policy");
      expect(policy, path).toBe("camera=(), microphone=(), geolocation=()");
    }
  });

  it("keeps /healthz out of every cache", async () => {
    const response = await app.request("/healthz");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("gives the sign-in popup's pages the opener policy of /login, and every other page same-origin", async () => {
    // Pages with different opener policies land in different browsing context groups: /login
    // would then see its popup as closed while the person is still signing in.
    const policy = async (path: string) =>
      (await app.request(path, { redirect: "manual" })).headers.get("Cross-Origin-Opener-Policy");
    const login = await policy("/login");
    expect(login).toBe("same-origin-allow-popups");
    expect(await policy("/auth/start?popup=1")).toBe(login);
    expect(await policy("/auth/callback?code=x&state=y")).toBe(login);
    for (const path of ["/", "/contact", "/admin/dashboard", "/loginx", "/authors"])
      expect(await policy(path)).toBe("same-origin");
  });
});
