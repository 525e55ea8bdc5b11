// The request's language through the real HTTP app, in-process (ADR 081): `?lang=`, the `lang`
// cookie and Accept-Language each give the Thai page, a loader's and the 404's alike, the page
// cache keeps each language apart, and the HTTP layer reads what the request says once.
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPgliteCopy } from "../tests/support/pglite-template";
import type * as DbClient from "~/.server/db/client";
import type * as Env from "~/.server/env";
import type * as Marketing from "~/features/marketing/content.server";
import type * as Resources from "~/i18n/resources";
import type * as App from "./app";
import type * as PageCacheModule from "./page-cache/cache";
import type * as RefusalMessages from "./refusal-messages";

let vite: ViteDevServer;
let app: ReturnType<typeof App.createHttpApp>;
let database: DbClient.Database;
let pageCache: PageCacheModule.PageCache;
let thai: { about: string; notFound: string; refused: string };
let english: { about: string; notFound: string };

const thaiRequests = {
  "?lang=th": { query: "?lang=th", headers: { "Accept-Language": "en" } },
  "the lang cookie": { query: "", headers: { Cookie: "lang=th", "Accept-Language": "en" } },
  "Accept-Language: th": { query: "", headers: { "Accept-Language": "th-TH,th;q=0.9,en;q=0.8" } },
};

async function get(path: string, headers: Record<string, string>) {
  const response = await app.request(path, { headers: { Accept: "text/html", ...headers } });
  return { response, html: await response.text() };
}

beforeAll(async () => {
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
  const [appModule, client, env, cacheModule, marketing, resources, refusals] = await Promise.all([
    load<typeof App>("/server/app.ts"),
    load<typeof DbClient>("/app/.server/db/client.ts"),
    load<typeof Env>("/app/.server/env.ts"),
    load<typeof PageCacheModule>("/server/page-cache/cache.ts"),
    load<typeof Marketing>("/app/features/marketing/content.server.ts"),
    load<typeof Resources>("/app/i18n/resources.ts"),
    load<typeof RefusalMessages>("/server/refusal-messages.ts"),
  ]);
  thai = {
    // The about page's title names no catalogue figure: an empty catalogue serves.
    about: marketing.aboutPage("th", { packages: [], addOns: [], plans: [] }).meta.title,
    notFound: resources.commonMessages.th.notFound.title,
    refused: refusals.crossSiteMessages.th.title,
  };
  english = {
    about: marketing.aboutPage("en", { packages: [], addOns: [], plans: [] }).meta.title,
    notFound: resources.commonMessages.en.notFound.title,
  };
  database = await client.openDatabase({ pglite: await openPgliteCopy(inject("pgliteTemplateFile")) });
  pageCache = cacheModule.createPageCache();
  app = appModule.createHttpApp({
    env: env.parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost", DATA_DIR: "/nonexistent" }),
    database,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
    pageCache,
  });
  // Compile the routes once, so that no test waits for it.
  await app.request("/about?warm-up=1");
  await app.request("/no-such-page");
}, 60_000);

afterAll(async () => {
  pageCache?.dispose();
  await database?.close();
  await vite?.close();
});

describe.each(Object.entries(thaiRequests))("a request in Thai by %s", (_how, { query, headers }) => {
  it("gets the page its loader wrote in Thai", async () => {
    const { response, html } = await get(`/about${query}`, headers);
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="th"');
    expect(html).toContain(thai.about);
    expect(html).not.toContain(english.about);
  });

  it("gets the 404 page in Thai", async () => {
    const { response, html } = await get(`/no-such-page${query}`, headers);
    expect(response.status).toBe(404);
    expect(html).toContain('<html lang="th"');
    expect(html).toContain(thai.notFound);
    expect(html).not.toContain(english.notFound);
  });

  it("gets the HTTP layer's own refusal in Thai", async () => {
    const response = await app.request(`/contact${query}`, {
      method: "POST",
      headers: { ...headers, Accept: "text/html", Origin: "https://elsewhere.example" },
      body: new URLSearchParams({ name: "x" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Language")).toBe("th");
    expect(await response.text()).toContain(thai.refused);
  });
});

describe("the language worked out once", () => {
  it("keeps the English and the Thai page apart in the page cache", async () => {
    pageCache.clear();
    const en = await get("/about", { "Accept-Language": "en" });
    const th = await get("/about", { Cookie: "lang=th" });
    const enAgain = await get("/about", { "Accept-Language": "en-GB" });
    expect([en, th, enAgain].map(({ response }) => response.headers.get("X-Page-Cache"))).toEqual(["miss", "miss", "hit"]);
    expect(th.html).toContain(thai.about);
    expect(enAgain.html).toContain(english.about);
  });

  it("reads what the request says about its language once, for the cache key, the loaders and the document", async () => {
    for (const path of ["/about", "/no-such-page"]) {
      pageCache.clear();
      const request = new Request(`http://localhost${path}`, { headers: { "Accept-Language": "th" } });
      const read = request.headers.get.bind(request.headers);
      let reads = 0;
      request.headers.get = (name: string) => {
        if (name.toLowerCase() === "accept-language") reads += 1;
        return read(name);
      };
      const response = await app.request(request);
      expect(await response.text()).toContain('<html lang="th"');
      expect(reads, path).toBe(1);
    }
  });
});
