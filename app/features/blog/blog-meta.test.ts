import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { articleListMeta, articleMeta, blogErrorMeta } from "./blog-meta";
import type { ArticleListView, ArticleView } from "./blog-types";

// As on a page whose address names its language (`?lang=`).
const root = (language: "en" | "th") => ({
  language,
  languageInUrl: true,
  settings: { agency: { name: "Siam Web Studio" } },
  env: { siteUrl: "https://www.example.test" },
});

const list: ArticleListView = {
  language: "en",
  items: [],
  categories: [{ id: "pricing", name: "Pricing" }],
  category: null,
  page: 1,
  totalPages: 3,
  total: 25,
  error: null,
  meta: { title: "Articles", description: "Advice", noindex: false },
};

const article: ArticleView = {
  slug: "cost",
  title: "Cost",
  excerpt: "Excerpt",
  html: "",
  language: "en",
  requestedLanguage: "th",
  translations: ["en"],
  category: null,
  authorName: "",
  draft: false,
  cover: { url: null, alt: "" },
  published: { iso: "2026-08-18T02:00:00.000Z", text: "" },
  modified: { iso: "2026-08-19T02:00:00.000Z", text: "" },
  seo: { title: "Cost of a website", description: "What it costs" },
};

type Entry = Record<string, unknown>;
const find = (meta: MetaDescriptor[], match: Entry) =>
  (meta as Entry[]).filter((entry) => Object.entries(match).every(([key, value]) => entry[key] === value));

describe("blog meta", () => {
  it("gives each page of the list its own canonical address, keeping the language last", () => {
    const meta = articleListMeta({ ...list, page: 2, category: { id: "pricing", name: "Pricing" } }, root("th"));
    expect(find(meta, { rel: "canonical" })[0]?.href).toBe("https://www.example.test/articles?category=pricing&page=2&lang=th");
    expect(find(meta, { property: "og:url" })[0]?.content).toBe(
      "https://www.example.test/articles?category=pricing&page=2&lang=th",
    );
    expect(find(meta, { hrefLang: "en", rel: "alternate" }).map((entry) => entry.href)).toContain(
      "https://www.example.test/articles?category=pricing&page=2",
    );
  });

  it("advertises the RSS feed in both languages, titled in the page's language", () => {
    const feeds = find(articleListMeta(list, root("th")), { type: "application/rss+xml" });
    expect(feeds).toEqual([
      expect.objectContaining({
        hrefLang: "en",
        href: "https://www.example.test/rss.xml",
        title: "Siam Web Studio: บทความภาษาอังกฤษ",
      }),
      expect.objectContaining({
        hrefLang: "th",
        href: "https://www.example.test/rss.xml?lang=th",
        title: "Siam Web Studio: บทความภาษาไทย",
      }),
    ]);
  });

  it("keeps an unknown category's empty list out of search results", () => {
    const meta = articleListMeta(
      { ...list, category: { id: "x", name: null }, meta: { ...list.meta, noindex: true } },
      root("en"),
    );
    expect(find(meta, { name: "robots" })[0]?.content).toBe("noindex");
  });

  it("points a Thai reader's English fallback at the English article, and offers only English", () => {
    const meta = articleMeta(article, root("th"));
    expect(find(meta, { rel: "canonical" })[0]?.href).toBe("https://www.example.test/articles/cost");
    expect(find(meta, { property: "og:type" })[0]?.content).toBe("article");
    expect(find(meta, { property: "og:locale" })[0]?.content).toBe("en_US");
    expect(find(meta, { property: "article:published_time" })[0]?.content).toBe("2026-08-18T02:00:00.000Z");
    const alternates = (meta as Entry[]).filter((entry) => entry.rel === "alternate" && !entry.type);
    expect(alternates.map((entry) => entry.hrefLang)).toEqual(["en", "x-default"]);
    expect(find(meta, { title: "Cost of a website | Siam Web Studio" })).toHaveLength(1);
  });

  it("puts an article only in Thai at its Thai address, and offers only Thai, to an English reader too", () => {
    const thaiOnly: ArticleView = { ...article, language: "th", requestedLanguage: "en", translations: ["th"] };
    // An English reader at the plain address (no `?lang=`): the text, and so the canonical, is Thai.
    const meta = articleMeta(thaiOnly, { ...root("en"), languageInUrl: false });
    expect(find(meta, { rel: "canonical" })[0]?.href).toBe("https://www.example.test/articles/cost?lang=th");
    expect(find(meta, { property: "og:locale" })[0]?.content).toBe("th_TH");
    const alternates = (meta as Entry[]).filter((entry) => entry.rel === "alternate" && !entry.type);
    expect(alternates.map((entry) => [entry.hrefLang, entry.href])).toEqual([
      ["th", "https://www.example.test/articles/cost?lang=th"],
      ["x-default", "https://www.example.test/articles/cost?lang=th"],
    ]);
    const thaiReader = articleMeta({ ...thaiOnly, requestedLanguage: "th" }, { ...root("th"), languageInUrl: false });
    expect(find(thaiReader, { rel: "canonical" })[0]?.href).toBe("https://www.example.test/articles/cost?lang=th");
  });

  it("titles an error page from what the loader threw, and keeps it out of search results", () => {
    const error = { status: 404, data: { reason: "articleNotFound", title: "ไม่พบบทความ" } };
    expect(blogErrorMeta(error, root("th"))).toEqual([
      { title: "ไม่พบบทความ | Siam Web Studio" },
      { name: "robots", content: "noindex" },
    ]);
    expect(blogErrorMeta(new Error("boom"), root("en"))[0]).toEqual({ title: "Something went wrong | Siam Web Studio" });
  });
});
