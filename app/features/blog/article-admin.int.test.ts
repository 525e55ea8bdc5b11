import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onContentChange } from "~/.server/content-changes";
import { articles, articleTranslations, categories, categoryTranslations } from "~/.server/db/schema";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { isArticleAdminError } from "./article-admin-errors";
import { checkSlug, getEditableArticle, listAdminArticles, listAllCategories, NO_CATEGORY } from "./article-admin.server";
import { isArticleError } from "./article-errors";
import { type ArticleForm, emptyArticleForm, parseArticleForm } from "./article-form-schema";
import { getPublishedArticleBySlug } from "./article-queries.server";
import { createArticle, deleteArticle, saveArticle, setArticleStatus } from "./articles.server";

function formFor(overrides: Partial<ArticleForm> & { enTitle?: string; thTitle?: string } = {}): ArticleForm {
  const { enTitle = "Choosing a domain name", thTitle, ...rest } = overrides;
  const base = emptyArticleForm();
  const parsed = parseArticleForm({
    ...base,
    ...rest,
    en: { ...base.en, title: enTitle, content: "<p>Short and memorable.</p>", excerpt: "Tips", ...rest.en },
    th: thTitle ? { ...base.th, title: thTitle, content: "<p>สั้นและจำง่าย</p>", ...rest.th } : { ...base.th, ...rest.th },
  });
  if (!parsed.ok) throw new Error(`Invalid test form: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

const editor = { by: "Test Editor", kept: 50 };
describe.each(databaseKinds)("article admin service on %s", (kind) => {
  let database: TestDatabase;
  let changes = 0;
  let stop: () => void;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    await database.db.insert(categories).values([{ id: "guides" }, { id: "pricing" }]);
    await database.db.insert(categoryTranslations).values([
      { categoryId: "guides", language: "en", name: "Guides" },
      { categoryId: "guides", language: "th", name: "คู่มือ" },
      { categoryId: "pricing", language: "en", name: "Pricing" },
    ]);
    stop = onContentChange(() => {
      changes += 1;
    });
  });
  afterAll(async () => {
    stop();
    await database.dispose();
  });

  it("creates a draft in both languages, sanitised, without touching public pages", async () => {
    const before = changes;
    const { id } = await createArticle(
      database.db,
      formFor({
        thTitle: "การเลือกชื่อโดเมน",
        categoryId: "guides",
        en: {
          ...emptyArticleForm().en,
          title: "Choosing a domain name",
          content: `<p onclick="x()">Hi<script>alert(1)</script></p>`,
        },
      }),
      "Nok Editor",
    );
    expect(changes).toBe(before);
    const article = await getEditableArticle(database.db, id);
    expect(article).toMatchObject({
      slug: "choosing-a-domain-name",
      status: "draft",
      categoryId: "guides",
      authorName: "Nok Editor",
      publishedAt: null,
    });
    expect(article.translations.en?.content).toBe("<p>Hi</p>");
    expect(article.translations.th?.title).toBe("การเลือกชื่อโดเมน");
    await expect(getPublishedArticleBySlug(database.db, "choosing-a-domain-name", "en")).rejects.toSatisfy((error) =>
      isArticleError(error, "notFound"),
    );
  });

  it("creating a published article stamps published_at and empties the page cache", async () => {
    const before = changes;
    const { id } = await createArticle(database.db, formFor({ enTitle: "Launch day", status: "published" }), "A");
    expect(changes).toBe(before + 1);
    const article = await getEditableArticle(database.db, id);
    expect(article.publishedAt).not.toBeNull();
    expect((await getPublishedArticleBySlug(database.db, "launch-day", "th")).title).toBe("Launch day");
  });

  it("refuses a duplicate slug and an unknown category, storing nothing", async () => {
    const [{ total: before } = { total: 0 }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(articles);
    const taken = await rejection(createArticle(database.db, formFor({ enTitle: "Launch day" }), "A"));
    expect(isArticleAdminError(taken, "slugTaken")).toBe(true);
    const unknown = await rejection(createArticle(database.db, formFor({ enTitle: "Other", categoryId: "nope" }), "A"));
    expect(isArticleAdminError(unknown, "categoryUnknown")).toBe(true);
    const [{ total: after } = { total: 0 }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(articles);
    expect(after).toBe(before);
  });

  it("saves the whole form: slug, status, a removed Thai version, updated_at by the database clock", async () => {
    const { id } = await createArticle(database.db, formFor({ enTitle: "Hosting explained", thTitle: "อธิบายโฮสติ้ง" }), "A");
    await database.db
      .update(articles)
      .set({ updatedAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(articles.id, id));
    const before = changes;
    await saveArticle(
      database.db,
      id,
      formFor({ enTitle: "Hosting, explained", slug: "hosting-explained-2", status: "published" }),
      editor,
    );
    expect(changes).toBe(before + 1);
    const saved = await getEditableArticle(database.db, id);
    expect(saved).toMatchObject({ slug: "hosting-explained-2", status: "published" });
    expect(saved.translations.th).toBeNull();
    expect(saved.translations.en?.title).toBe("Hosting, explained");
    expect(new Date(saved.updatedAt).getFullYear()).toBeGreaterThan(2020);
    const firstPublished = saved.publishedAt;
    await saveArticle(
      database.db,
      id,
      formFor({ enTitle: "Hosting, explained", slug: "hosting-explained-2", status: "published" }),
      editor,
    );
    expect((await getEditableArticle(database.db, id)).publishedAt).toBe(firstPublished);
  });

  it("a failed save changes nothing (a slug clash rolls the whole save back)", async () => {
    const { id } = await createArticle(database.db, formFor({ enTitle: "Rollback me" }), "A");
    const error = await rejection(
      saveArticle(database.db, id, formFor({ enTitle: "Changed title", slug: "launch-day", status: "published" }), editor),
    );
    expect(isArticleAdminError(error, "slugTaken")).toBe(true);
    const unchanged = await getEditableArticle(database.db, id);
    expect(unchanged).toMatchObject({ slug: "rollback-me", status: "draft" });
    expect(unchanged.translations.en?.title).toBe("Rollback me");
  });

  it("unknown ids: Article not found, for read, save, publish and delete", async () => {
    for (const id of [999_999, 0, -1, 2 ** 31, Number.NaN]) {
      expect(isArticleError(await rejection(getEditableArticle(database.db, id)), "notFound")).toBe(true);
      expect(isArticleError(await rejection(saveArticle(database.db, id, formFor(), editor)), "notFound")).toBe(true);
      expect(isArticleError(await rejection(setArticleStatus(database.db, id, "published", editor)), "notFound")).toBe(true);
      expect(isArticleError(await rejection(deleteArticle(database.db, id)), "notFound")).toBe(true);
    }
  });

  it("publishes and unpublishes from the list", async () => {
    const { id } = await createArticle(database.db, formFor({ enTitle: "Toggle me" }), "A");
    await setArticleStatus(database.db, id, "published", editor);
    expect((await getPublishedArticleBySlug(database.db, "toggle-me", "en")).id).toBe(id);
    await setArticleStatus(database.db, id, "draft", editor);
    await expect(getPublishedArticleBySlug(database.db, "toggle-me", "en")).rejects.toSatisfy((error) =>
      isArticleError(error, "notFound"),
    );
  });

  it("lists every article newest change first, searches titles in any language, filters and pages", async () => {
    const all = await listAdminArticles(database.db, { language: "th" });
    expect(all.total).toBeGreaterThanOrEqual(5);
    const times = all.items.map((item) => item.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.items.some((item) => item.status === "draft")).toBe(true);
    const domain = all.items.find((item) => item.slug === "choosing-a-domain-name");
    expect(domain).toMatchObject({ title: "การเลือกชื่อโดเมน", titleLanguage: "th", category: { id: "guides", name: "คู่มือ" } });
    const english = all.items.find((item) => item.slug === "launch-day");
    expect(english).toMatchObject({ title: "Launch day", titleLanguage: "en" });

    expect((await listAdminArticles(database.db, { language: "en", search: "โดเมน" })).items.map((i) => i.slug)).toEqual([
      "choosing-a-domain-name",
    ]);
    expect((await listAdminArticles(database.db, { language: "en", search: "DOMAIN" })).total).toBe(1);
    expect((await listAdminArticles(database.db, { language: "en", search: "100%_" })).total).toBe(0);
    expect((await listAdminArticles(database.db, { language: "en", search: "\u0000" })).total).toBe(all.total);
    const drafts = await listAdminArticles(database.db, { language: "en", status: "draft" });
    expect(drafts.items.every((item) => item.status === "draft")).toBe(true);
    expect((await listAdminArticles(database.db, { language: "en", categoryId: "guides" })).total).toBe(1);
    const none = await listAdminArticles(database.db, { language: "en", categoryId: NO_CATEGORY });
    expect(none.items.every((item) => item.category === null)).toBe(true);
    const paged = await listAdminArticles(database.db, { language: "en", pageSize: 2, page: 2 });
    expect(paged.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    expect(paged.pageCount).toBe(Math.ceil(all.total / 2));
  });

  it("checks slugs: format, taken, and free for the article that owns it", async () => {
    const { id } = await createArticle(database.db, formFor({ enTitle: "Slug owner" }), "A");
    expect(await checkSlug(database.db, "slug-owner")).toEqual({ valid: true, available: false });
    expect(await checkSlug(database.db, "slug-owner", id)).toEqual({ valid: true, available: true });
    expect(await checkSlug(database.db, "brand-new")).toEqual({ valid: true, available: true });
    expect(await checkSlug(database.db, "Bad Slug")).toEqual({ valid: false, available: false });
  });

  it("lists every category, named in the language, else in the other one", async () => {
    const listed = await listAllCategories(database.db, "th");
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: "guides", name: "คู่มือ" },
        { id: "pricing", name: "Pricing" },
      ]),
    );
  });

  it("deleting an article removes its translations too", async () => {
    const { id } = await createArticle(database.db, formFor({ enTitle: "Delete me", thTitle: "ลบฉัน" }), "A");
    await deleteArticle(database.db, id);
    const texts = await database.db.select().from(articleTranslations).where(eq(articleTranslations.articleId, id));
    expect(texts).toEqual([]);
  });
});
