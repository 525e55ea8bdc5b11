import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onContentChange } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import { type ArticleStatus, articles, articleTranslations, categories, categoryTranslations } from "~/.server/db/schema";
import type { Language } from "~/i18n/config";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { type ArticleErrorCode, articleErrorMessages } from "./article-errors";
import {
  getArticleById,
  getPublishedArticleBySlug,
  listArticlesByCategory,
  listPublishedArticles,
} from "./article-queries.server";
import { deleteArticle, updateArticle } from "./articles.server";

interface Fixture {
  slug: string;
  status?: ArticleStatus;
  categoryId?: string | null;
  createdAt: Date;
  languages?: Language[];
}

interface Inserted extends Required<Fixture> {
  id: number;
}

const title = (slug: string, language: Language) => (language === "th" ? `บทความ ${slug}` : `Article ${slug}`);

async function insertArticle(db: Db, fixture: Fixture): Promise<Inserted> {
  const full: Required<Fixture> = { status: "published", categoryId: null, languages: ["en", "th"], ...fixture };
  const [row] = await db
    .insert(articles)
    .values({
      slug: full.slug,
      status: full.status,
      categoryId: full.categoryId,
      authorName: "Test author",
      createdAt: full.createdAt,
      updatedAt: full.createdAt,
      publishedAt: full.status === "published" ? full.createdAt : null,
    })
    .returning({ id: articles.id });
  if (!row) throw new Error(`Could not insert ${full.slug}`);
  await db.insert(articleTranslations).values(
    full.languages.map((language) => ({
      articleId: row.id,
      language,
      title: title(full.slug, language),
      excerpt: `${title(full.slug, language)}: excerpt`,
      content: `<p>${title(full.slug, language)}: content</p>`,
    })),
  );
  return { ...full, id: row.id };
}

async function insertCategories(db: Db) {
  await db.insert(categories).values([{ id: "tips" }, { id: "news" }]);
  await db.insert(categoryTranslations).values([
    { categoryId: "tips", language: "en", name: "Tips" },
    { categoryId: "tips", language: "th", name: "เคล็ดลับ" },
    { categoryId: "news", language: "en", name: "News" },
    { categoryId: "news", language: "th", name: "ข่าวสาร" },
  ]);
}

/** Rows of the two article tables, to show that an operation changed nothing. */
async function articleTables(db: Db) {
  return {
    articles: await db.select().from(articles).orderBy(asc(articles.id)),
    translations: await db
      .select()
      .from(articleTranslations)
      .orderBy(asc(articleTranslations.articleId), asc(articleTranslations.language)),
  };
}

/** Opening a second PGlite inside a test takes as long as a hook may (WebAssembly start-up). */
const OPENS_A_DATABASE = 30_000;

const day = (n: number, hour = 3) => new Date(Date.UTC(2026, 0, n, hour));

/** Newest first, ties broken by the higher id: the order the specification's list asks for. */
const newestFirst = (list: Inserted[]) => [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);

async function expectArticleError(promise: Promise<unknown>, code: ArticleErrorCode) {
  await expect(promise).rejects.toMatchObject({ name: "ArticleError", code, message: articleErrorMessages[code] });
}

/** Text of a query that both drivers answer with { rows }. */
async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The database's clock, to the microsecond (as text, since a JS Date keeps only milliseconds). */
async function databaseNow(db: Db): Promise<string> {
  const [row] = await queryRows<{ now: string }>(db, sql`select now()::text as now`);
  if (!row) throw new Error("no clock");
  return row.now;
}

describe.each(databaseKinds)("articles service on %s", (kind) => {
  describe("reading", () => {
    let database: TestDatabase;
    let db: Db;
    const all: Inserted[] = [];
    const bySlug = (slug: string) => {
      const found = all.find((article) => article.slug === slug);
      if (!found) throw new Error(`no fixture ${slug}`);
      return found;
    };
    const published = () => all.filter((article) => article.status === "published");

    beforeAll(async () => {
      database = await openMigratedTestDatabase(kind);
      db = database.db;
      await insertCategories(db);
      const fixtures: Fixture[] = [
        ...Array.from({ length: 12 }, (_, i) => ({ slug: `tip-${i + 1}`, categoryId: "tips", createdAt: day(2 * i + 2) })),
        ...Array.from({ length: 5 }, (_, i) => ({ slug: `news-${i + 1}`, categoryId: "news", createdAt: day(2 * i + 3) })),
        // Two articles created at the same moment: the id decides, so pages never overlap.
        { slug: "same-time-a", categoryId: "news", createdAt: day(20, 12) },
        { slug: "same-time-b", categoryId: "news", createdAt: day(20, 12) },
        { slug: "no-category", createdAt: day(30) },
        { slug: "english-only", categoryId: "tips", createdAt: day(31), languages: ["en"] },
        // Drafts are the newest of all: a list that forgot the status would show them first.
        { slug: "draft-tip", status: "draft", categoryId: "tips", createdAt: day(40) },
        { slug: "draft-news", status: "draft", categoryId: "news", createdAt: day(41) },
      ];
      for (const fixture of fixtures) all.push(await insertArticle(db, fixture));
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("lists only published articles, newest first, ten by default, with the total", async () => {
      const page = await listPublishedArticles(db, { language: "en" });
      expect(page).toMatchObject({ total: published().length, limit: 10, offset: 0 });
      expect(page.items.map((item) => item.slug)).toEqual(
        newestFirst(published())
          .slice(0, 10)
          .map((a) => a.slug),
      );
      expect(page.items.every((item) => item.status === "published")).toBe(true);
    });

    it("pages by offset through every published article exactly once", async () => {
      const seen: string[] = [];
      for (let offset = 0; offset < published().length + 10; offset += 10) {
        const page = await listPublishedArticles(db, { language: "en", offset });
        expect(page.offset).toBe(offset);
        seen.push(...page.items.map((item) => item.slug));
      }
      expect(seen).toEqual(newestFirst(published()).map((a) => a.slug));
    });

    it("orders articles created at the same moment by id, so one-article pages neither repeat nor skip", async () => {
      const seen: string[] = [];
      for (let offset = 0; offset < published().length; offset += 1) {
        const page = await listPublishedArticles(db, { language: "en", limit: 1, offset });
        seen.push(...page.items.map((item) => item.slug));
      }
      expect(seen).toEqual(newestFirst(published()).map((a) => a.slug));
      expect(seen.indexOf("same-time-b")).toBe(seen.indexOf("same-time-a") - 1);
    });

    it("treats page options that are negative, huge or not numbers as the nearest valid page", async () => {
      const first = await listPublishedArticles(db, { language: "en" });
      for (const options of [{ offset: -10 }, { offset: Number.NaN }, { limit: Number.NaN }, { limit: 0, offset: -1 }]) {
        const page = await listPublishedArticles(db, { language: "en", ...options });
        expect(
          page.items.map((item) => item.id),
          JSON.stringify(options),
        ).toEqual(first.items.slice(0, page.limit).map((item) => item.id));
        expect(Number.isInteger(page.limit) && Number.isInteger(page.offset)).toBe(true);
      }
      for (const offset of [1e20, Number.POSITIVE_INFINITY, 2 ** 53]) {
        const page = await listPublishedArticles(db, { language: "en", offset });
        expect(page.items).toEqual([]);
        expect(page.total).toBe(published().length);
      }
      expect((await listPublishedArticles(db, { language: "en", limit: 10_000 })).items).toHaveLength(
        Math.min(50, published().length),
      );
    });

    it("gives title, excerpt and category in the requested language", async () => {
      const page = await listPublishedArticles(db, { language: "th", limit: 50 });
      const tip = page.items.find((item) => item.slug === "tip-1");
      expect(tip).toMatchObject({
        language: "th",
        title: "บทความ tip-1",
        excerpt: "บทความ tip-1: excerpt",
        category: { id: "tips", name: "เคล็ดลับ" },
        authorName: "Test author",
      });
      expect(page.items.find((item) => item.slug === "no-category")?.category).toBeNull();
      const english = await listPublishedArticles(db, { language: "en", limit: 50 });
      expect(english.items.find((item) => item.slug === "tip-1")).toMatchObject({
        language: "en",
        title: "Article tip-1",
        category: { id: "tips", name: "Tips" },
      });
    });

    it("falls back to English, marked as English, when the Thai text is missing", async () => {
      const page = await listPublishedArticles(db, { language: "th" });
      expect(page.items.find((item) => item.slug === "english-only")).toMatchObject({
        language: "en",
        title: "Article english-only",
        excerpt: "Article english-only: excerpt",
      });
      const detail = await getPublishedArticleBySlug(db, "english-only", "th");
      expect(detail).toMatchObject({
        language: "en",
        title: "Article english-only",
        content: "<p>Article english-only: content</p>",
        translations: ["en"],
      });
    });

    it("shows an article that has only Thai text in Thai, marked as Thai, to an English reader", async () => {
      const thaiOnly = await insertArticle(db, { slug: "thai-only", createdAt: day(40), languages: ["th"] });
      try {
        const page = await listPublishedArticles(db, { language: "en", limit: 50 });
        expect(page.items.find((item) => item.slug === "thai-only")).toMatchObject({
          language: "th",
          title: "บทความ thai-only",
        });
        expect(await getPublishedArticleBySlug(db, "thai-only", "en")).toMatchObject({
          language: "th",
          content: "<p>บทความ thai-only: content</p>",
          translations: ["th"],
        });
      } finally {
        await db.delete(articles).where(eq(articles.id, thaiOnly.id));
      }
    });

    it("gets an article by id whatever its status", async () => {
      const draft = bySlug("draft-tip");
      expect(await getArticleById(db, draft.id, "th")).toMatchObject({
        id: draft.id,
        slug: "draft-tip",
        status: "draft",
        title: "บทความ draft-tip",
        content: "<p>บทความ draft-tip: content</p>",
        publishedAt: null,
        translations: ["en", "th"],
      });
      expect(await getArticleById(db, bySlug("tip-3").id, "en")).toMatchObject({ status: "published" });
    });

    it("answers an unknown id with “Article not found”", async () => {
      const maxId = Math.max(...all.map((article) => article.id));
      for (const id of [maxId + 1, 999_999, 0, -1, 1.5, Number.NaN, 2 ** 31, Number.MAX_SAFE_INTEGER + 2]) {
        await expectArticleError(getArticleById(db, id, "en"), "notFound");
      }
    });

    it("gets a published article by its slug, with sanitised content, in the requested language", async () => {
      const tip = bySlug("tip-2");
      expect(await getPublishedArticleBySlug(db, "tip-2", "th")).toMatchObject({
        id: tip.id,
        slug: "tip-2",
        language: "th",
        title: "บทความ tip-2",
        content: "<p>บทความ tip-2: content</p>",
        seoTitle: "บทความ tip-2",
        seoDescription: "บทความ tip-2: excerpt",
        category: { id: "tips", name: "เคล็ดลับ" },
      });
    });

    it("answers a draft's slug with “Article not found”", async () => {
      await expectArticleError(getPublishedArticleBySlug(db, "draft-tip", "en"), "notFound");
      await expectArticleError(getPublishedArticleBySlug(db, "draft-news", "th"), "notFound");
    });

    it("answers hostile slugs with “Article not found” and leaves the tables as they were", async () => {
      const before = await articleTables(db);
      const hostile = [
        "",
        "บทความ-ภาษาไทย",
        "café-crème",
        "emoji-🚀",
        "tip 1",
        " tip-1",
        "tip-1 ",
        "TIP-1",
        "tip-1'",
        '"tip-1"',
        "'; drop table articles; --",
        "tip-1' or '1'='1",
        "%",
        "tip-%",
        "_ip-1",
        "tip-1\u0000",
        "\ud800",
        "../tip-1",
        "x".repeat(2_000),
      ];
      for (const slug of hostile) {
        await expectArticleError(getPublishedArticleBySlug(db, slug, "en"), "notFound");
      }
      expect(await articleTables(db)).toEqual(before);
    });

    it("lists one category's published articles, newest first, ten by default", async () => {
      const tips = published().filter((article) => article.categoryId === "tips");
      expect(tips.length).toBeGreaterThan(10);
      const first = await listArticlesByCategory(db, "tips", { language: "en" });
      expect(first).toMatchObject({ failed: false, total: tips.length, limit: 10, offset: 0 });
      expect(first.items.map((item) => item.slug)).toEqual(
        newestFirst(tips)
          .slice(0, 10)
          .map((a) => a.slug),
      );
      const second = await listArticlesByCategory(db, "tips", { language: "th", offset: 10 });
      expect(second.items.map((item) => item.slug)).toEqual(
        newestFirst(tips)
          .slice(10)
          .map((a) => a.slug),
      );
      expect(second.items.every((item) => item.category?.name === "เคล็ดลับ")).toBe(true);

      const news = await listArticlesByCategory(db, "news", { language: "en" });
      expect(news.items.map((item) => item.slug)).toEqual(
        newestFirst(published().filter((article) => article.categoryId === "news")).map((a) => a.slug),
      );
    });

    it("gives an empty list, not a failure, for an unknown category", async () => {
      for (const category of ["no-such-category", "", "TIPS", "'; drop table articles; --", "x\u0000", "x".repeat(2_000)]) {
        expect(await listArticlesByCategory(db, category, { language: "en" })).toMatchObject({
          items: [],
          total: 0,
          failed: false,
        });
      }
    });

    it(
      "gives an empty category list marked as failed when the database fails, and the catalogue's errors elsewhere",
      async () => {
        const broken = await openMigratedTestDatabase(kind);
        await broken.dispose();
        expect(await listArticlesByCategory(broken.db, "tips", { language: "en" })).toEqual({
          items: [],
          total: 0,
          limit: 10,
          offset: 0,
          failed: true,
        });
        await expectArticleError(listPublishedArticles(broken.db, { language: "en" }), "loadArticlesFailed");
        await expectArticleError(getPublishedArticleBySlug(broken.db, "tip-1", "en"), "loadArticleFailed");
        await expectArticleError(getArticleById(broken.db, 1, "en"), "loadArticleFailed");
        await expectArticleError(updateArticle(broken.db, 1, { status: "draft" }), "updateFailed");
        await expectArticleError(deleteArticle(broken.db, 1), "deleteFailed");
      },
      OPENS_A_DATABASE,
    );
  });

  describe("writing", () => {
    let database: TestDatabase;
    let db: Db;
    let counter = 0;
    const draft = (fixture: Partial<Fixture> = {}) =>
      insertArticle(db, {
        slug: `draft-${++counter}`,
        status: "draft",
        categoryId: "tips",
        createdAt: day(1),
        ...fixture,
      });
    const row = async (id: number) => {
      const [found] = await db.select().from(articles).where(eq(articles.id, id));
      return found;
    };
    const translation = async (id: number, language: Language) => {
      const [found] = await db
        .select()
        .from(articleTranslations)
        .where(sql`${articleTranslations.articleId} = ${id} and ${articleTranslations.language} = ${language}`);
      return found;
    };
    /** updated_at and published_at to the microsecond, from the database itself. */
    const stamps = async (id: number) => {
      const [found] = await queryRows<{ updatedAt: string; publishedAt: string | null }>(
        db,
        sql`select updated_at::text as "updatedAt", published_at::text as "publishedAt" from articles where id = ${id}`,
      );
      if (!found) throw new Error(`no article ${id}`);
      return found;
    };
    /** True when the database orders the timestamps as given (a <= b <= c ...). */
    const inOrder = async (...values: string[]) => {
      const checks = values.slice(1).map((value, i) => sql`${values[i]}::timestamptz <= ${value}::timestamptz`);
      const [result] = await queryRows<{ ok: boolean }>(db, sql`select ${sql.join(checks, sql` and `)} as ok`);
      return result?.ok;
    };

    beforeAll(async () => {
      database = await openMigratedTestDatabase(kind);
      db = database.db;
      await insertCategories(db);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("changes only the fields given", async () => {
      const article = await draft();
      const before = await row(article.id);
      const thaiBefore = await translation(article.id, "th");
      await updateArticle(db, article.id, { categoryId: "news", translations: { th: { title: "ชื่อใหม่" } } });
      const after = await row(article.id);
      expect(after).toEqual({ ...before, categoryId: "news", updatedAt: after?.updatedAt });
      expect(await translation(article.id, "th")).toEqual({ ...thaiBefore, title: "ชื่อใหม่" });
      expect(await translation(article.id, "en")).toMatchObject({ title: title(article.slug, "en") });
    });

    it("sets updated_at from the database's clock, later than before", async () => {
      const article = await draft();
      // The previous stamp comes from the database's clock too, so "later" is a real comparison.
      await updateArticle(db, article.id, { authorName: "Ploy" });
      const before = await stamps(article.id);
      const start = await databaseNow(db);
      await updateArticle(db, article.id, { authorName: "Nok" });
      const end = await databaseNow(db);
      const after = await stamps(article.id);
      expect(await inOrder(start, after.updatedAt, end)).toBe(true);
      expect(await inOrder(before.updatedAt, after.updatedAt)).toBe(true);
      expect(after.updatedAt).not.toBe(before.updatedAt);
    });

    it("stamps published_at when an article is first published, and keeps it afterwards", async () => {
      const article = await draft();
      expect((await stamps(article.id)).publishedAt).toBeNull();
      const start = await databaseNow(db);
      await updateArticle(db, article.id, { status: "published" });
      const end = await databaseNow(db);
      const first = await stamps(article.id);
      expect(first.publishedAt).not.toBeNull();
      expect(await inOrder(start, first.publishedAt ?? "", end)).toBe(true);
      expect(await getPublishedArticleBySlug(db, article.slug, "en")).toMatchObject({ id: article.id });

      await updateArticle(db, article.id, { status: "published", authorName: "Again" });
      expect((await stamps(article.id)).publishedAt).toBe(first.publishedAt);
    });

    it("sanitises content before it is saved", async () => {
      const article = await draft();
      await updateArticle(db, article.id, {
        translations: {
          en: { content: `<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>` },
        },
      });
      const saved = await translation(article.id, "en");
      expect(saved?.content).toBe("<p>Hello</p><a>x</a>");
      expect(saved?.content).not.toMatch(/script|onclick|javascript/i);
    });

    it("adds a translation the article did not have yet", async () => {
      const article = await draft({ languages: ["en"] });
      await updateArticle(db, article.id, { translations: { th: { title: "บทความใหม่", content: "<p>สวัสดี</p>" } } });
      expect(await getArticleById(db, article.id, "th")).toMatchObject({
        language: "th",
        title: "บทความใหม่",
        content: "<p>สวัสดี</p>",
        translations: ["en", "th"],
      });
    });

    it("answers an unknown id with “Article not found” and writes nothing", async () => {
      const before = await articleTables(db);
      for (const id of [999_999, 0, -1, 2 ** 31]) {
        await expectArticleError(updateArticle(db, id, { status: "published" }), "notFound");
      }
      expect(await articleTables(db)).toEqual(before);
    });

    it("fails with the catalogue's words and changes nothing when the slug belongs to another article", async () => {
      const taken = await draft();
      const article = await draft();
      const before = await articleTables(db);
      await expectArticleError(
        updateArticle(db, article.id, {
          slug: taken.slug,
          status: "published",
          translations: { en: { title: "Should not be saved" } },
        }),
        "updateFailed",
      );
      expect(await articleTables(db)).toEqual(before);
    });

    it("rolls back the article's row when a later part of the update fails", async () => {
      const article = await draft({ languages: ["en"] });
      const before = await articleTables(db);
      // A new Thai translation without a title cannot be saved; the status change goes with it.
      await expectArticleError(
        updateArticle(db, article.id, { status: "published", translations: { th: { excerpt: "ไม่มีชื่อเรื่อง" } } }),
        "updateFailed",
      );
      expect(await articleTables(db)).toEqual(before);
    });

    it("announces a change to caches only when an update or delete succeeds", async () => {
      let changes = 0;
      const stop = onContentChange(() => {
        changes += 1;
      });
      try {
        const article = await draft();
        await updateArticle(db, article.id, { authorName: "Changed" });
        expect(changes).toBe(1);
        await expectArticleError(updateArticle(db, 999_999, { authorName: "x" }), "notFound");
        await expectArticleError(deleteArticle(db, 999_999), "notFound");
        expect(changes).toBe(1);
        await deleteArticle(db, article.id);
        expect(changes).toBe(2);
      } finally {
        stop();
      }
    });

    it("deletes an article together with its translations", async () => {
      const article = await draft();
      const other = await draft();
      await deleteArticle(db, article.id);
      await expectArticleError(getArticleById(db, article.id, "en"), "notFound");
      const [left] = await db
        .select({ total: count() })
        .from(articleTranslations)
        .where(eq(articleTranslations.articleId, article.id));
      expect(left?.total).toBe(0);
      expect(await getArticleById(db, other.id, "en")).toMatchObject({ id: other.id });
    });

    it("answers deleting an unknown id with “Article not found” and deletes nothing", async () => {
      await draft();
      const before = await articleTables(db);
      for (const id of [999_999, 0, -1, 1.5]) {
        await expectArticleError(deleteArticle(db, id), "notFound");
      }
      expect(await articleTables(db)).toEqual(before);
    });
  });
});
