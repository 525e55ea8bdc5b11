// An article's kept versions, through the services the editor, the list and the history use, on
// PGlite and on PostgreSQL: each save and status change keeps the version it replaced (who saved
// it, who replaced it, how), the oldest beyond the kept number go, a refused save keeps nothing,
// and a restore is a new save that keeps the version it replaced.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleRevisions } from "~/.server/db/schema";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { getEditableArticle } from "./article-admin.server";
import { isArticleAdminError } from "./article-admin-errors";
import { isArticleError } from "./article-errors";
import type { ArticleForm } from "./article-form-schema";
import { getCurrentVersion, getRevision, listRevisions, restoreRevision } from "./article-history.server";
import { utcToBangkokLocal } from "./article-schedule-time";
import { createArticle, saveArticle, setArticleStatus } from "./articles.server";

let run = 0;
function form(title: string, overrides: Partial<ArticleForm> = {}): ArticleForm {
  const text = { title, excerpt: "", content: `<p>${title} body</p>`, seoTitle: "", seoDescription: "", coverImageAlt: "" };
  return {
    slug: `history-${run}`,
    status: "draft",
    categoryId: "",
    coverImageUrl: "",
    en: text,
    th: { ...text, title: "", content: "" },
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe.each(databaseKinds)("article history on %s", (kind) => {
  const database = suiteDatabase(kind);
  const ann = { by: "Ann Editor", kept: 50 };
  const bob = { by: "Bob Admin", kept: 50 };

  async function article(title: string) {
    run += 1;
    return (await createArticle(database.db, form(title), "Cat Author")).id;
  }

  it("keeps the version each save and status change replaced, newest first, with who saved and who replaced it", async () => {
    const id = await article("First words");
    await saveArticle(database.db, id, form("Second words"), ann);
    await setArticleStatus(database.db, id, "published", bob);

    const current = await getCurrentVersion(database.db, id);
    expect(current.updatedBy).toBe("Bob Admin");
    expect(current.snapshot.status).toBe("published");
    const revisions = await listRevisions(database.db, id);
    expect(
      revisions.map(({ title, savedBy, replacedBy, replacedHow, status }) => ({
        title,
        savedBy,
        replacedBy,
        replacedHow,
        status,
      })),
    ).toEqual([
      { title: "Second words", savedBy: "Ann Editor", replacedBy: "Bob Admin", replacedHow: "status", status: "draft" },
      { title: "First words", savedBy: "Cat Author", replacedBy: "Ann Editor", replacedHow: "save", status: "draft" },
    ]);
    const oldest = await getRevision(database.db, id, revisions[1]!.id);
    expect(oldest.snapshot.translations.en).toMatchObject({ title: "First words", content: "<p>First words body</p>" });
    expect(oldest.snapshot.translations.th).toBeNull();
  });

  it("keeps only the newest versions beyond the kept number", async () => {
    const id = await article("Version 0");
    for (const n of [1, 2, 3, 4]) await saveArticle(database.db, id, form(`Version ${n}`), { by: "Ann", kept: 2 });
    expect((await listRevisions(database.db, id)).map((revision) => revision.title)).toEqual(["Version 3", "Version 2"]);
  });

  it("a save refused as based on an older version keeps nothing in the history", async () => {
    const id = await article("Opened");
    const opened = (await getEditableArticle(database.db, id)).updatedAt;
    await saveArticle(database.db, id, { ...form("Theirs"), revision: opened }, ann);
    const before = await listRevisions(database.db, id);
    const error = await rejection(saveArticle(database.db, id, { ...form("Mine"), revision: opened }, bob));
    expect(isArticleAdminError(error, "staleRevision")).toBe(true);
    expect(await listRevisions(database.db, id)).toEqual(before);
    expect((await getCurrentVersion(database.db, id)).snapshot.translations.en?.title).toBe("Theirs");
  });

  it("restores an earlier version as a new save, keeping the version it replaced", async () => {
    const id = await article("Good text");
    await saveArticle(database.db, id, form("Bad text", { status: "published" }), ann);
    const [good] = await listRevisions(database.db, id);
    const revision = (await getCurrentVersion(database.db, id)).updatedAt;

    expect(await restoreRevision(database.db, id, good!.id, revision, bob)).toEqual({ ok: true });
    const current = await getCurrentVersion(database.db, id);
    expect(current.snapshot.translations.en?.title).toBe("Good text");
    expect(current.snapshot.status).toBe("draft");
    expect(current.updatedBy).toBe("Bob Admin");
    const [replaced, ...older] = await listRevisions(database.db, id);
    expect(replaced).toMatchObject({ title: "Bad text", savedBy: "Ann Editor", replacedBy: "Bob Admin", replacedHow: "restore" });
    expect(older.map((entry) => entry.id)).toEqual([good!.id]);
  });

  it("a restored version keeps a schedule still ahead, and drops one that has passed", async () => {
    const ahead = new Date(Date.now() + 3 * 86_400_000);
    const id = await article("Scheduled text");
    await saveArticle(database.db, id, form("Scheduled text", { scheduledAt: utcToBangkokLocal(ahead) }), ann);
    await saveArticle(database.db, id, form("Plain draft"), ann);
    const [scheduled] = await listRevisions(database.db, id);
    const restore = async () =>
      restoreRevision(database.db, id, scheduled!.id, (await getCurrentVersion(database.db, id)).updatedAt, bob);

    expect(await restore()).toEqual({ ok: true });
    const restored = (await getCurrentVersion(database.db, id)).snapshot.scheduledAt;
    expect(restored && Math.abs(new Date(restored).getTime() - ahead.getTime())).toBeLessThan(60_000);

    await database.db
      .update(articleRevisions)
      .set({ snapshot: sql`jsonb_set(snapshot, '{scheduledAt}', '"2020-01-01T02:00:00.000Z"')` })
      .where(eq(articleRevisions.id, scheduled!.id));
    expect(await restore()).toEqual({ ok: true });
    expect((await getCurrentVersion(database.db, id)).snapshot).toMatchObject({ status: "draft", scheduledAt: null });
  });

  it("refuses a restore based on an older page, changing nothing", async () => {
    const id = await article("Start");
    const opened = (await getCurrentVersion(database.db, id)).updatedAt;
    await saveArticle(database.db, id, form("Next"), ann);
    const [start] = await listRevisions(database.db, id);
    // Someone saves again after the compare screen was loaded with `loaded`.
    const loaded = (await getCurrentVersion(database.db, id)).updatedAt;
    await saveArticle(database.db, id, form("Latest"), bob);
    for (const stale of [opened, loaded]) {
      expect(await restoreRevision(database.db, id, start!.id, stale, ann)).toEqual({
        ok: false,
        status: 409,
        error: "errors.staleRevision",
      });
    }
    expect((await getCurrentVersion(database.db, id)).snapshot.translations.en?.title).toBe("Latest");
    expect(await listRevisions(database.db, id)).toHaveLength(2);
  });

  it("a version of another article, or one that does not exist, is not found", async () => {
    const mine = await article("Mine");
    const other = await article("Other");
    await saveArticle(database.db, other, form("Other again"), ann);
    const [theirs] = await listRevisions(database.db, other);
    const revision = (await getCurrentVersion(database.db, mine)).updatedAt;
    for (const [articleId, revisionId] of [
      [mine, theirs!.id],
      [mine, 2_147_483_000],
      [2_147_483_000, theirs!.id],
      [mine, Number.NaN],
    ]) {
      expect(isArticleError(await rejection(getRevision(database.db, articleId!, revisionId!)), "notFound")).toBe(true);
      expect(await restoreRevision(database.db, articleId!, revisionId!, revision, ann)).toMatchObject({
        ok: false,
        status: 404,
      });
    }
    expect(isArticleError(await rejection(getCurrentVersion(database.db, 2_147_483_000)), "notFound")).toBe(true);
    expect((await getCurrentVersion(database.db, mine)).snapshot.translations.en?.title).toBe("Mine");
  });
});
