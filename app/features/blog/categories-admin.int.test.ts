// The categories service on PGlite and PostgreSQL: create, rename and delete each write one audit
// entry with the change and announce it; every refusal (a taken or malformed slug, a stale
// revision, a category articles use) writes nothing. And the readers show the other language's
// name where a category has none in the page's.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { listContentChanges } from "~/.server/content-audit.server";
import { onContentChange } from "~/.server/content-changes";
import { articles, categories, contentAudit } from "~/.server/db/schema";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { listAllCategories } from "./article-admin.server";
import { listPublicCategories, listPublishedArticles } from "./article-queries.server";
import { createCategory, deleteCategory, listAdminCategories, renameCategory } from "./categories-admin.server";

const actor = { uid: "test:editor", email: "editor@example.com" };

describe.each(databaseKinds)("categories service on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;
  let announced = 0;
  const stopListening = onContentChange(() => announced++);
  afterAll(() => stopListening());

  beforeEach(async () => {
    await db().delete(articles);
    await db().delete(categories);
    await db().delete(contentAudit);
    announced = 0;
  });

  const trail = () => db().select().from(contentAudit).orderBy(contentAudit.id);
  const find = async (slug: string) => (await listAdminCategories(db())).find((category) => category.id === slug);
  const articleIn = async (slug: string, categoryId: string, status: "draft" | "published" = "draft") => {
    await db().insert(articles).values({ slug, status, categoryId, authorName: "Test" });
  };

  it("creates a category with its names and one audit entry", async () => {
    const created = await createCategory(db(), actor, { slug: "seo-tips", names: { en: "SEO tips", th: "" } });
    expect(created).toEqual({ ok: true, category: { id: "seo-tips", names: { en: "SEO tips", th: "" } } });
    expect(await find("seo-tips")).toMatchObject({ id: "seo-tips", names: { en: "SEO tips", th: "" }, articleCount: 0 });
    const [entry, ...more] = await trail();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      area: "categories",
      entityId: "seo-tips",
      actorEmail: "editor@example.com",
      before: null,
      after: { id: "seo-tips", names: { en: "SEO tips", th: "" } },
    });
    expect(announced).toBe(1);
  });

  it("refuses a slug already in use, and a malformed or reserved one, writing nothing", async () => {
    await createCategory(db(), actor, { slug: "guides", names: { en: "Guides", th: "คู่มือ" } });
    const before = await trail();
    announced = 0;
    const taken = await createCategory(db(), actor, { slug: "guides", names: { en: "Other", th: "" } });
    expect(taken).toMatchObject({ ok: false, reason: "slugTaken", status: 400 });
    for (const slug of ["Guides", "a", "seo tips", "-seo", "seo--tips", "x".repeat(61), "none"]) {
      expect(await createCategory(db(), actor, { slug, names: { en: "Bad", th: "" } }), slug).toMatchObject({
        ok: false,
        reason: "slugInvalid",
      });
    }
    expect((await listAdminCategories(db())).map((category) => category.id)).toEqual(["guides"]);
    expect((await find("guides"))?.names).toEqual({ en: "Guides", th: "คู่มือ" });
    expect(await trail()).toEqual(before);
    expect(announced).toBe(0);
  });

  it("renames with the revision it was loaded at, and refuses a stale one with nothing written", async () => {
    await createCategory(db(), actor, { slug: "pricing", names: { en: "Pricing", th: "" } });
    const loaded = await find("pricing");
    const renamed = await renameCategory(db(), actor, {
      slug: "pricing",
      revision: loaded?.revision ?? "",
      names: { en: "Prices", th: "ราคา" },
    });
    expect(renamed).toMatchObject({ ok: true, category: { names: { en: "Prices", th: "ราคา" } } });
    expect((await find("pricing"))?.names).toEqual({ en: "Prices", th: "ราคา" });
    expect((await listContentChanges(db(), { area: "categories" }))[0]).toMatchObject({
      kind: "changed",
      changedFields: ["names.en", "names.th"],
    });

    // A second person still holding the first revision.
    const entries = (await trail()).length;
    const stale = await renameCategory(db(), actor, {
      slug: "pricing",
      revision: loaded?.revision ?? "",
      names: { en: "Costs", th: "" },
    });
    expect(stale).toMatchObject({ ok: false, reason: "conflict", status: 409 });
    const unreadable = await renameCategory(db(), actor, {
      slug: "pricing",
      revision: "yesterday",
      names: { en: "Costs", th: "" },
    });
    expect(unreadable).toMatchObject({ ok: false, reason: "conflict" });
    expect((await find("pricing"))?.names).toEqual({ en: "Prices", th: "ราคา" });
    expect(await trail()).toHaveLength(entries);

    const missing = await renameCategory(db(), actor, {
      slug: "nope",
      revision: loaded?.revision ?? "",
      names: { en: "X", th: "" },
    });
    expect(missing).toMatchObject({ ok: false, reason: "notFound", status: 404 });
    // The same names again: nothing to save, nothing written.
    const current = await find("pricing");
    const same = await renameCategory(db(), actor, {
      slug: "pricing",
      revision: current?.revision ?? "",
      names: { en: "Prices", th: "ราคา" },
    });
    expect(same).toMatchObject({ ok: true, unchanged: true });
    expect(await trail()).toHaveLength(entries);
    expect(announced).toBe(2);
  });

  it("refuses to delete a category articles use, saying how many, and deletes an unused one", async () => {
    await createCategory(db(), actor, { slug: "marketing", names: { en: "Marketing", th: "การตลาด" } });
    await articleIn("draft-one", "marketing");
    await articleIn("published-one", "marketing", "published");
    const used = await find("marketing");
    expect(used?.articleCount).toBe(2);
    const entries = (await trail()).length;

    const refused = await deleteCategory(db(), actor, { slug: "marketing", revision: used?.revision ?? "" });
    expect(refused).toEqual({ ok: false, reason: "inUse", status: 409, articleCount: 2 });
    expect(await find("marketing")).toBeDefined();
    expect(await trail()).toHaveLength(entries);

    await db().update(articles).set({ categoryId: null }).where(eq(articles.categoryId, "marketing"));
    const stale = await deleteCategory(db(), actor, { slug: "marketing", revision: "2020-01-01T00:00:00.000Z" });
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });
    expect(await find("marketing")).toBeDefined();

    const deleted = await deleteCategory(db(), actor, { slug: "marketing", revision: used?.revision ?? "" });
    expect(deleted).toMatchObject({ ok: true, category: { id: "marketing" } });
    expect(await find("marketing")).toBeUndefined();
    const all = await trail();
    expect(all).toHaveLength(entries + 1);
    expect(all.at(-1)).toMatchObject({
      entityId: "marketing",
      before: { id: "marketing", names: { en: "Marketing", th: "การตลาด" } },
      after: null,
    });
    expect(announced).toBe(2);
  });

  it("shows the other language's name where a category has none, in the editor's list and the public one", async () => {
    await createCategory(db(), actor, { slug: "thai-only", names: { en: "", th: "เฉพาะไทย" } });
    await createCategory(db(), actor, { slug: "english-only", names: { en: "English only", th: "" } });
    await articleIn("a", "thai-only", "published");
    await articleIn("b", "english-only", "published");
    expect(await listAllCategories(db(), "en")).toEqual(
      expect.arrayContaining([
        { id: "thai-only", name: "เฉพาะไทย" },
        { id: "english-only", name: "English only" },
      ]),
    );
    expect(await listPublicCategories(db(), "th")).toEqual(
      expect.arrayContaining([
        { id: "thai-only", name: "เฉพาะไทย" },
        { id: "english-only", name: "English only" },
      ]),
    );
    // The articles' own category labels, as the list's cards show them.
    const page = await listPublishedArticles(db(), { language: "en" });
    expect(page.items.map((item) => item.category)).toEqual(
      expect.arrayContaining([
        { id: "thai-only", name: "เฉพาะไทย" },
        { id: "english-only", name: "English only" },
      ]),
    );
  });
});
