// The blog pages' loaders and feeds on both databases: what each request answers, including
// drafts, bad input and a database that fails.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import { articles, articleTranslations, categories, categoryTranslations } from "~/.server/db/schema";
import { unreachableDb } from "../../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { isBlogErrorPayload } from "./blog-types";
import { formatArticleDate, loadArticle, loadArticleList } from "./blog.server";
import { buildRobots, buildRssFeed, buildSitemap, escapeXml, feedLanguage } from "./feeds.server";

const siteUrl = "https://www.example.test";

function request(path: string) {
  return new Request(`http://localhost${path}`);
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: { status?: number } | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** Runs a loader: the status and payload of what it throws with data(), or its status and value. */
async function outcome<T>(run: () => Promise<T>) {
  try {
    const value = await run();
    return { status: (isDataWithInit(value) ? value.init?.status : undefined) ?? 200, value, payload: undefined };
  } catch (error) {
    if (isDataWithInit(error)) return { status: error.init?.status ?? 200, value: undefined, payload: error.data };
    throw error;
  }
}

interface Fixture {
  slug: string;
  status?: "draft" | "published";
  category?: string;
  createdAt: string;
  en?: string;
  th?: string;
}

// 12 published (so the list has 2 pages), one draft, one English-only, one Thai-only.
const fixtures: Fixture[] = [
  ...Array.from({ length: 10 }, (_, index) => ({
    slug: `guide-${index + 1}`,
    category: index % 2 === 0 ? "marketing" : "websites",
    createdAt: `2026-01-${String(index + 1).padStart(2, "0")}T03:00:00Z`,
    en: `Guide ${index + 1}`,
    th: `คู่มือ ${index + 1}`,
  })),
  { slug: "english-only", category: "websites", createdAt: "2026-02-01T03:00:00Z", en: "Only in English" },
  { slug: "thai-only", category: "websites", createdAt: "2026-02-02T03:00:00Z", th: "ภาษาไทยเท่านั้น" },
  { slug: "secret-draft", status: "draft", category: "marketing", createdAt: "2026-03-01T03:00:00Z", en: "Draft", th: "ฉบับร่าง" },
];

async function insertFixtures(db: Db) {
  for (const [id, names] of [
    ["marketing", { en: "Marketing", th: "การตลาด" }],
    ["websites", { en: "Websites", th: "เว็บไซต์" }],
    ["empty", { en: "Empty", th: "ว่าง" }],
  ] as const) {
    await db.insert(categories).values({ id });
    for (const [language, name] of Object.entries(names)) {
      await db.insert(categoryTranslations).values({ categoryId: id, language, name });
    }
  }
  for (const fixture of fixtures) {
    const created = new Date(fixture.createdAt);
    const [row] = await db
      .insert(articles)
      .values({
        slug: fixture.slug,
        status: fixture.status ?? "published",
        categoryId: fixture.category,
        authorName: "Somchai & Co <team>",
        createdAt: created,
        updatedAt: created,
        publishedAt: fixture.status === "draft" ? null : created,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error("insert failed");
    for (const language of ["en", "th"] as const) {
      const title = fixture[language];
      if (!title) continue;
      await db.insert(articleTranslations).values({
        articleId: row.id,
        language,
        title,
        excerpt: `${title}: excerpt`,
        content: `<h2>${title}</h2><p>Body of ${title}</p><script>alert(1)</script>`,
      });
    }
  }
}

describe.each(databaseKinds)("blog pages on %s", (kind) => {
  const database = suiteDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = database.db;
    await insertFixtures(db);
  });

  describe("the list", () => {
    it("shows ten published articles a page, newest first, with two pages for twelve", async () => {
      const first = await outcome(() => loadArticleList(db, request("/articles"), "en"));
      expect(first.status).toBe(200);
      const view = (first.value as { data: Awaited<ReturnType<typeof loadArticleList>>["data"] }).data;
      expect(view.items.map((item) => item.slug)).toEqual([
        "thai-only",
        "english-only",
        ...Array.from({ length: 8 }, (_, index) => `guide-${10 - index}`),
      ]);
      expect(view).toMatchObject({ page: 1, totalPages: 2, total: 12, error: null });

      const second = await loadArticleList(db, request("/articles?page=2"), "en");
      expect(second.data.items.map((item) => item.slug)).toEqual(["guide-2", "guide-1"]);
    });

    it("never lists a draft", async () => {
      const { data } = await loadArticleList(db, request("/articles?category=marketing"), "en");
      expect(data.items.map((item) => item.slug)).not.toContain("secret-draft");
    });

    it("gives the text in the reader's language, falling back to English, and dates in the Buddhist era", async () => {
      const { data } = await loadArticleList(db, request("/articles"), "th");
      const guide = data.items.find((item) => item.slug === "guide-10");
      expect(guide).toMatchObject({ title: "คู่มือ 10", language: "th" });
      expect(guide?.published.text).toBe("10 มกราคม 2569");
      expect(data.items.find((item) => item.slug === "english-only")).toMatchObject({
        title: "Only in English",
        language: "en",
      });
      expect(data.meta.title).toBe("บทความ: เคล็ดลับเว็บไซต์สำหรับธุรกิจขนาดเล็ก");
    });

    it("lists an article only in Thai for English readers in Thai, in its category too", async () => {
      for (const address of ["/articles", "/articles?category=websites"]) {
        const { data } = await loadArticleList(db, request(address), "en");
        expect(
          data.items.find((item) => item.slug === "thai-only"),
          address,
        ).toMatchObject({
          title: "ภาษาไทยเท่านั้น",
          excerpt: "ภาษาไทยเท่านั้น: excerpt",
          language: "th",
        });
      }
    });

    it("filters by category and names the categories in the reader's language", async () => {
      const { data } = await loadArticleList(db, request("/articles?category=marketing"), "th");
      expect(data.items.map((item) => item.slug)).toEqual(["guide-9", "guide-7", "guide-5", "guide-3", "guide-1"]);
      expect(data.category).toEqual({ id: "marketing", name: "การตลาด" });
      expect(data.categories.map((category) => category.id).sort()).toEqual(["marketing", "websites"]);
      expect(data.meta.noindex).toBe(false);
    });

    it.each([
      ["an unknown id", "nope"],
      ["SQL", "' or 1=1 --"],
      ["2,000 characters", "x".repeat(2_000)],
      ["Thai", "หมวด"],
      ["a category without published articles", "empty"],
    ])("answers a category that is %s with an empty list, not an error", async (_, category) => {
      const result = await outcome(() =>
        loadArticleList(db, request(`/articles?category=${encodeURIComponent(category)}`), "en"),
      );
      expect(result.status).toBe(200);
      const { data } = result.value as Awaited<ReturnType<typeof loadArticleList>>;
      expect(data).toMatchObject({ items: [], total: 0, error: null, totalPages: 1 });
      expect(data.meta.noindex).toBe(true);
    });

    it.each(["3", "0", "-1", "1.5", "abc", "99999999999999999999", "1e2", "%00"])("answers ?page=%s with 404", async (page) => {
      const result = await outcome(() => loadArticleList(db, request(`/articles?page=${page}`), "th"));
      expect(result.status).toBe(404);
      expect(isBlogErrorPayload(result.payload)).toBe(true);
      expect(result.payload).toMatchObject({ reason: "pageNotFound", title: "ไม่พบหน้านี้" });
    });

    it("answers page 2 of a category with one page with 404", async () => {
      const result = await outcome(() => loadArticleList(db, request("/articles?category=marketing&page=2"), "en"));
      expect(result.status).toBe(404);
    });
  });

  describe("one article", () => {
    it("shows a published article in the reader's language", async () => {
      const { article } = await loadArticle(db, "guide-3", "th");
      expect(article).toMatchObject({
        title: "คู่มือ 3",
        language: "th",
        requestedLanguage: "th",
        translations: ["en", "th"],
        category: { id: "marketing", name: "การตลาด" },
      });
      expect(article.html).toContain("<h2>คู่มือ 3</h2>");
      expect(article.html).not.toContain("<script");
    });

    it("falls back to English, and says so, when there is no Thai text", async () => {
      const { article } = await loadArticle(db, "english-only", "th");
      expect(article).toMatchObject({ title: "Only in English", language: "en", requestedLanguage: "th", translations: ["en"] });
    });

    it("shows an article written only in Thai to an English reader in Thai", async () => {
      const { article } = await loadArticle(db, "thai-only", "en");
      expect(article).toMatchObject({
        title: "ภาษาไทยเท่านั้น",
        language: "th",
        requestedLanguage: "en",
        translations: ["th"],
      });
      expect(article.html).toContain("Body of ภาษาไทยเท่านั้น");
    });

    it.each([
      ["a draft", "secret-draft"],
      ["unknown", "no-such-article"],
      ["in capitals", "Guide-3"],
      ["followed by a space", "guide-3 "],
      ["SQL", "' OR '1'='1"],
      ["SQL after a real slug", "guide-3'; drop table articles; --"],
      ["Thai", "บทความ"],
      ["markup", '"><script>alert(1)</script>'],
      ["2,000 characters long", "x".repeat(2_000)],
      ["empty", ""],
    ])("answers a slug that is %s with 404 Article not found", async (_, slug) => {
      const result = await outcome(() => loadArticle(db, slug, "en"));
      expect(result.status).toBe(404);
      expect(result.payload).toEqual({ reason: "articleNotFound", title: "Article not found" });
    });

    it("translates Article not found", async () => {
      const result = await outcome(() => loadArticle(db, "secret-draft", "th"));
      expect(result).toMatchObject({ status: 404, payload: { title: "ไม่พบบทความ" } });
    });

    it("left every article in place after the hostile requests", async () => {
      expect(await db.$count(articles)).toBe(fixtures.length);
    });
  });

  describe("feeds", () => {
    it("lists every public page and published article in the sitemap, with hreflang alternates", async () => {
      const xml = await buildSitemap(db, siteUrl);
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      for (const path of ["/", "/about", "/articles", "/terms"]) {
        const url = path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
        expect(xml).toContain(`<loc>${url}</loc>`);
        expect(xml).toContain(`<loc>${url}?lang=th</loc>`);
      }
      expect(xml).toContain(`<loc>${siteUrl}/articles/guide-1</loc>`);
      expect(xml).toContain(`<loc>${siteUrl}/articles/guide-1?lang=th</loc>`);
      expect(xml).toContain(`hreflang="x-default" href="${siteUrl}/articles/guide-1"`);
      expect(xml).toContain("<lastmod>2026-01-01T03:00:00.000Z</lastmod>");
      // Only the languages an article is written in.
      expect(xml).not.toContain(`${siteUrl}/articles/english-only?lang=th`);
      expect(xml).toContain(`<loc>${siteUrl}/articles/thai-only?lang=th</loc>`);
      expect(xml).toContain(`hreflang="x-default" href="${siteUrl}/articles/thai-only?lang=th"`);
      expect(xml).not.toContain("secret-draft");
      expect(xml.match(/<url>/g)).toHaveLength(9 * 2 + 10 * 2 + 1 + 1);
    });

    it("points robots at the sitemap and keeps crawlers out of the staff area", () => {
      const robots = buildRobots(siteUrl);
      expect(robots).toContain("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\n");
      expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    });

    it("builds an RSS feed per language, escaped, without drafts", async () => {
      const english = await buildRssFeed(db, { siteUrl, language: "en", agencyName: "Siam & Co" });
      expect(english).toContain("<title>Siam &amp; Co: articles</title>");
      expect(english).toContain(`<atom:link href="${siteUrl}/rss.xml" rel="self" type="application/rss+xml"/>`);
      expect(english).toContain(`<link>${siteUrl}/articles/guide-10</link>`);
      expect(english).toContain("<dc:creator>Somchai &amp; Co &lt;team&gt;</dc:creator>");
      expect(english).toContain("<pubDate>Sat, 10 Jan 2026 03:00:00 GMT</pubDate>");
      expect(english).not.toContain("secret-draft");
      expect(english.match(/<item>/g)).toHaveLength(12);

      const thai = await buildRssFeed(db, { siteUrl, language: "th", agencyName: "Siam & Co" });
      expect(thai).toContain("<language>th-th</language>");
      expect(thai).toContain("<title>คู่มือ 10</title>");
      expect(thai).toContain(`<link>${siteUrl}/articles/guide-10?lang=th</link>`);
    });

    it("says each RSS item's language and links it to the version it is in", async () => {
      const item = (feed: string, slug: string) =>
        feed.split("<item>").find((entry) => entry.includes(`/articles/${slug}`)) ?? "";
      const english = await buildRssFeed(db, { siteUrl, language: "en", agencyName: "Siam" });
      const thaiOnly = item(english, "thai-only");
      expect(thaiOnly).toContain("<title>ภาษาไทยเท่านั้น</title>");
      expect(thaiOnly).toContain(`<link>${siteUrl}/articles/thai-only?lang=th</link>`);
      expect(thaiOnly).toContain("<dc:language>th-th</dc:language>");
      expect(item(english, "guide-10")).toContain("<dc:language>en-us</dc:language>");

      const thai = await buildRssFeed(db, { siteUrl, language: "th", agencyName: "Siam" });
      const englishOnly = item(thai, "english-only");
      expect(englishOnly).toContain(`<link>${siteUrl}/articles/english-only</link>`);
      expect(englishOnly).toContain("<dc:language>en-us</dc:language>");
      expect(item(thai, "thai-only")).toContain("<dc:language>th-th</dc:language>");
    });
  });
});

describe("when the database fails", () => {
  // Every query fails as a dropped connection would.
  const broken = unreachableDb();

  it("the list says so in the reader's language, with 503 and no caching, instead of an error page", async () => {
    const result = await outcome(() => loadArticleList(broken, request("/articles"), "th"));
    expect(result.status).toBe(503);
    const value = result.value as Awaited<ReturnType<typeof loadArticleList>>;
    expect(value.data).toMatchObject({ error: "loadArticlesFailed", items: [], categories: [] });
    expect(new Headers(value.init?.headers).get("Cache-Control")).toBe("no-store");
  });

  it("a category's list says so too (the category query gives an empty list on failure)", async () => {
    const result = await outcome(() => loadArticleList(broken, request("/articles?category=marketing"), "en"));
    expect(result.status).toBe(503);
    expect((result.value as Awaited<ReturnType<typeof loadArticleList>>).data.error).toBe("loadArticlesFailed");
  });

  it("an article answers 503 with the translated message", async () => {
    const result = await outcome(() => loadArticle(broken, "guide-1", "th"));
    expect(result).toMatchObject({
      status: 503,
      payload: { reason: "loadArticleFailed", title: "โหลดบทความไม่สำเร็จ กรุณาลองอีกครั้ง" },
    });
  });
});

describe("feed helpers", () => {
  it("escapes XML's special characters and drops characters XML cannot hold", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0000\u0007`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("takes the feed's language only from ?lang=", () => {
    expect(feedLanguage(new Request("http://x/rss.xml?lang=th"))).toBe("th");
    expect(feedLanguage(new Request("http://x/rss.xml?lang=xx"))).toBe("en");
    expect(feedLanguage(new Request("http://x/rss.xml", { headers: { Cookie: "lang=th" } }))).toBe("en");
  });

  it("formats dates on Thailand's calendar day", () => {
    expect(formatArticleDate("2026-03-01T20:00:00Z", "en")).toBe("March 2, 2026");
    expect(formatArticleDate("2026-03-01T20:00:00Z", "th")).toBe("2 มีนาคม 2569");
  });
});
