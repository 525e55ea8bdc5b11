import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import { articles, articleTranslations, categories, categoryTranslations } from "~/.server/db/schema";
import { sanitizeArticleHtml } from "~/features/blog/article-html.server";
import { getArticleById, getPublishedArticleBySlug, listPublishedArticles } from "~/features/blog/article-queries.server";
import { deleteArticle, updateArticle } from "~/features/blog/articles.server";
import { languages, localeFor } from "~/i18n/config";
import { formatMoney } from "~/lib/pricing";
import { currentCatalogue } from "../../tests/support/current-catalogue";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { seedSampleContent } from "./index";
import { sampleArticles, sampleCategories } from "./sample-articles";

/** Opening a second PGlite inside a test takes as long as a hook may (WebAssembly start-up). */
const OPENS_A_DATABASE = 30_000;

/** Every row the seed can touch, and the article id sequence, in a stable order. */
async function contentSnapshot(db: Db) {
  const sequence = (await db.execute(
    sql`select pg_sequence_last_value(pg_get_serial_sequence('articles', 'id'))::text as value`,
  )) as unknown as { rows: { value: string | null }[] };
  return {
    articles: await db.select().from(articles).orderBy(asc(articles.id)),
    articleTranslations: await db
      .select()
      .from(articleTranslations)
      .orderBy(asc(articleTranslations.articleId), asc(articleTranslations.language)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    categoryTranslations: await db
      .select()
      .from(categoryTranslations)
      .orderBy(asc(categoryTranslations.categoryId), asc(categoryTranslations.language)),
    sequence: sequence.rows[0]?.value ?? null,
  };
}

describe("the sample articles", () => {
  const texts = sampleArticles.flatMap((article) =>
    languages.map((language) => ({ article, language, text: article.translations[language] })),
  );

  it("are the specification's articles 1 to 3, each in its own category", () => {
    expect(sampleArticles.map((article) => article.id)).toEqual([1, 2, 3]);
    const categoryIds = sampleCategories.map((category) => category.id);
    for (const article of sampleArticles) expect(categoryIds).toContain(article.categoryId);
    expect(new Set(sampleArticles.map((article) => article.categoryId)).size).toBe(3);
  });

  it("have lower-case ASCII slugs, distinct, and dates in 2026 before November 22", () => {
    for (const article of sampleArticles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const created = new Date(article.createdAt);
      expect(created.getTime()).toBeGreaterThanOrEqual(Date.parse("2026-01-01T00:00:00+07:00"));
      expect(created.getTime()).toBeLessThan(Date.parse("2026-11-22T00:00:00+07:00"));
      expect(article.coverImageUrl).toBeNull();
      expect(article.authorName).not.toBe("");
    }
    expect(new Set(sampleArticles.map((article) => article.slug)).size).toBe(sampleArticles.length);
  });

  it.each(texts.map((entry) => [entry.article.id, entry.language, entry]))(
    "article %i in %s has every field, and HTML the sanitiser keeps as it is",
    (_id, _language, { text }) => {
      for (const field of ["title", "excerpt", "content", "seoTitle", "seoDescription", "coverImageAlt"] as const) {
        expect(text[field].trim(), field).not.toBe("");
      }
      expect(text.seoTitle.length).toBeLessThanOrEqual(60);
      expect(text.seoDescription.length).toBeLessThanOrEqual(160);
      expect(sanitizeArticleHtml(text.content)).toBe(text.content);
      // The page's own <h1> is the title; the article starts its headings at h2.
      expect(text.content).toMatch(/<h2>/);
      expect(text.content).not.toMatch(/<h1|<img|<script/);
      expect(text.content).toMatch(/<blockquote>/);
      expect(text.content).toMatch(/<(ul|ol)>/);
      // Links stay on the site: no external hosts, only pages that exist.
      const hrefs = [...text.content.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
      expect(hrefs).toEqual(expect.arrayContaining(["/services", "/contact"]));
      const slugs = sampleArticles.map((article) => `/articles/${article.slug}`);
      for (const href of hrefs) expect(["/services", "/contact", ...slugs]).toContain(href);
    },
  );

  it.each(sampleArticles.map((article) => [article.id, article]))("article %i is 500 to 900 words in English", (_id, article) => {
    const words = article.translations.en.content
      .replace(/<[^>]+>/g, " ")
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(900);
  });

  it(
    "quote the packages' prices the migration puts in the catalogue, formatted for each language",
    async () => {
      const [costs] = sampleArticles;
      const database = await openMigratedTestDatabase("pglite");
      try {
        const { packages } = await currentCatalogue(database.db);
        expect(packages.map((pkg) => pkg.id)).toEqual(["starter", "ecommerce", "premium"]);
        for (const language of languages) {
          for (const pkg of packages) {
            expect(costs?.translations[language].content).toContain(formatMoney(pkg.priceSatang, "THB", localeFor(language)));
          }
        }
      } finally {
        await database.dispose();
      }
    },
    OPENS_A_DATABASE,
  );
});

describe.each(databaseKinds)("the sample content seed on %s", (kind) => {
  let database: TestDatabase;
  let firstRun: { articles: number };

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    firstRun = await seedSampleContent(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("inserts articles 1 to 3, published, with their English and Thai text and categories", async () => {
    expect(firstRun).toEqual({ articles: 3 });
    const { db } = database;
    const rows = await db.select().from(articles).orderBy(asc(articles.id));
    expect(rows).toHaveLength(3);
    for (const [index, sample] of sampleArticles.entries()) {
      const row = rows[index];
      const created = new Date(sample.createdAt);
      expect(row).toMatchObject({
        id: sample.id,
        slug: sample.slug,
        status: "published",
        categoryId: sample.categoryId,
        authorName: sample.authorName,
        coverImageUrl: null,
        createdAt: created,
        publishedAt: created,
      });
      const texts = await db
        .select()
        .from(articleTranslations)
        .where(eq(articleTranslations.articleId, sample.id))
        .orderBy(asc(articleTranslations.language));
      expect(texts.map((text) => text.language)).toEqual(["en", "th"]);
      for (const text of texts) {
        const { articleId, language, ...fields } = text;
        expect(fields).toEqual(sample.translations[language as "en" | "th"]);
      }
    }
    const names = await db.select().from(categoryTranslations);
    for (const category of sampleCategories) {
      for (const language of languages) {
        expect(names).toContainEqual({ categoryId: category.id, language, name: category.names[language] });
      }
    }
  });

  it("makes the samples readable by visitors, newest first, in both languages", async () => {
    for (const language of languages) {
      const page = await listPublishedArticles(database.db, { language });
      expect(page.total).toBe(3);
      expect(page.items.map((item) => item.id)).toEqual([3, 2, 1]);
      for (const item of page.items) {
        const sample = sampleArticles.find((article) => article.id === item.id);
        expect(item).toMatchObject({ language, title: sample?.translations[language].title });
        expect(item.category?.name).toBe(sampleCategories.find((c) => c.id === sample?.categoryId)?.names[language]);
      }
      for (const sample of sampleArticles) {
        const detail = await getPublishedArticleBySlug(database.db, sample.slug, language);
        expect(detail).toMatchObject({ id: sample.id, language, translations: ["en", "th"] });
        expect(detail.content).toBe(sample.translations[language].content);
      }
    }
  });

  it("changes nothing when run again, so an article edited after seeding keeps its edit", async () => {
    await updateArticle(database.db, 1, { translations: { en: { title: "Our prices, explained" } } });
    const before = await contentSnapshot(database.db);

    expect(await seedSampleContent(database.db)).toEqual({ articles: 0 });
    expect(await seedSampleContent(database.db)).toEqual({ articles: 0 });

    expect(await contentSnapshot(database.db)).toEqual(before);
    expect((await getArticleById(database.db, 1, "en")).title).toBe("Our prices, explained");
  });

  it("does not bring back a sample article that was deleted", async () => {
    await deleteArticle(database.db, 2);
    expect(await seedSampleContent(database.db)).toEqual({ articles: 0 });
    await expect(getArticleById(database.db, 2, "en")).rejects.toMatchObject({ code: "notFound" });
  });

  it("gives articles created without an id the ids after the samples", async () => {
    const created = await database.db
      .insert(articles)
      .values([{ slug: "first-own-article" }, { slug: "second-own-article" }])
      .returning({ id: articles.id });
    expect(created.map((row) => row.id)).toEqual([4, 5]);
  });

  it(
    "leaves a database that already has articles of its own alone",
    async () => {
      const other = await openMigratedTestDatabase(kind);
      try {
        await other.db.insert(articles).values({ slug: "our-first-news", status: "published" });
        const before = await contentSnapshot(other.db);
        expect(await seedSampleContent(other.db)).toEqual({ articles: 0 });
        expect(await contentSnapshot(other.db)).toEqual(before);
      } finally {
        await other.dispose();
      }
    },
    OPENS_A_DATABASE,
  );
});
