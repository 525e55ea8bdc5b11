// Scheduled publishing on both databases: the editor's "Publish on" saved and checked, the job
// (due and not due, exactly once with two runners at once, caches emptied) and the list's Unschedule.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onContentChange } from "~/.server/content-changes";
import { articleRevisions, articles } from "~/.server/db/schema";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { getEditableArticle, listAdminArticles } from "./article-admin.server";
import { editorValues } from "./article-admin-views.server";
import { isArticleError } from "./article-errors";
import { type ArticleForm, emptyArticleForm, parseArticleForm } from "./article-form-schema";
import { applyArticleListAction } from "./article-list-actions.server";
import { getPublishedArticleBySlug } from "./article-queries.server";
import { publishScheduledArticles } from "./article-schedule.server";
import { utcToBangkokLocal } from "./article-schedule-time";
import { createArticle, saveArticle, setArticleStatus } from "./articles.server";

const HOUR = 60 * 60 * 1000;
const editor = { by: "Test Editor", kept: 50 };
let serial = 0;

function formFor(overrides: Partial<ArticleForm> = {}): ArticleForm {
  const base = emptyArticleForm();
  serial += 1;
  const parsed = parseArticleForm({
    ...base,
    slug: `scheduled-${serial}`,
    ...overrides,
    en: { ...base.en, title: `Scheduled ${serial}`, content: "<p>Soon.</p>" },
  });
  if (!parsed.ok) throw new Error(`Invalid test form: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}

/** A Bangkok datetime-local value `ms` from now. */
const inBangkok = (ms: number) => utcToBangkokLocal(new Date(Date.now() + ms));

describe("the editor's Publish on field", () => {
  it("takes a future Bangkok time for a draft and refuses the past, a time years away and a malformed one", () => {
    const base = { ...emptyArticleForm(), slug: "a", en: { ...emptyArticleForm().en, title: "A", content: "<p>A</p>" } };
    expect(parseArticleForm({ ...base, scheduledAt: inBangkok(HOUR) }).ok).toBe(true);
    expect(parseArticleForm({ ...base, scheduledAt: "" }).ok).toBe(true);
    const errorOf = (scheduledAt: string) => {
      const result = parseArticleForm({ ...base, scheduledAt });
      return result.ok ? null : result.errors.scheduledAt;
    };
    expect(errorOf(inBangkok(-60_000))).toBe("errors.scheduleInPast");
    expect(errorOf(inBangkok(6 * 366 * 24 * HOUR))).toBe("errors.scheduleTooFar");
    expect(errorOf("2026-02-30T10:00")).toBe("errors.scheduleInvalid");
    // Publishing now needs no time: whatever is in the field is ignored.
    expect(parseArticleForm({ ...base, status: "published", scheduledAt: inBangkok(-60_000) }).ok).toBe(true);
  });
});

describe.each(databaseKinds)("scheduled publishing on %s", (kind) => {
  let database: TestDatabase;
  let changes = 0;
  let stop: () => void;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    stop = onContentChange(() => {
      changes += 1;
    });
  });
  afterAll(async () => {
    stop();
    await database.dispose();
  });

  async function row(id: number) {
    const [article] = await database.db.select().from(articles).where(eq(articles.id, id));
    if (!article) throw new Error("no article");
    return article;
  }
  const history = (id: number) => database.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, id));

  it("stores the chosen Bangkok time in UTC, shows it back in the editor and lists the draft as scheduled", async () => {
    const form = formFor({ scheduledAt: "2030-01-02T08:30" });
    const { id } = await createArticle(database.db, form, "Nok Editor");
    expect((await row(id)).scheduledAt?.toISOString()).toBe("2030-01-02T01:30:00.000Z");
    const editable = await getEditableArticle(database.db, id);
    expect(editorValues(editable).scheduledAt).toBe("2030-01-02T08:30");
    const scheduled = await listAdminArticles(database.db, { language: "en", status: "scheduled" });
    expect(scheduled.items.map((item) => item.id)).toEqual([id]);
    expect(scheduled.items[0]?.scheduledAt).toBe("2030-01-02T01:30:00.000Z");
  });

  it("saving with the field cleared unschedules; publishing by hand (editor or list) clears the time", async () => {
    const { id } = await createArticle(database.db, formFor({ scheduledAt: inBangkok(HOUR) }), "Nok");
    const slug = (await row(id)).slug;
    await saveArticle(database.db, id, formFor({ slug, scheduledAt: "" }), editor);
    expect((await row(id)).scheduledAt).toBeNull();

    await saveArticle(database.db, id, formFor({ slug, scheduledAt: inBangkok(HOUR) }), editor);
    expect((await row(id)).scheduledAt).not.toBeNull();
    await saveArticle(database.db, id, formFor({ slug, status: "published", scheduledAt: inBangkok(HOUR) }), editor);
    expect(await row(id)).toMatchObject({ status: "published", scheduledAt: null });

    const other = await createArticle(database.db, formFor({ scheduledAt: inBangkok(HOUR) }), "Nok");
    await setArticleStatus(database.db, other.id, "published", editor);
    expect(await row(other.id)).toMatchObject({ status: "published", scheduledAt: null });
  });

  it("publishes a due draft once, at its scheduled time, with the replaced version in the history, and empties the caches", async () => {
    const { id } = await createArticle(database.db, formFor({ scheduledAt: inBangkok(HOUR) }), "Nok");
    const { slug, scheduledAt } = await row(id);
    const at = scheduledAt as Date;

    const before = changes;
    expect(await publishScheduledArticles(database.db, new Date(at.getTime() - 1000), { kept: 50 })).toBe(0);
    expect((await row(id)).status).toBe("draft");
    expect(changes).toBe(before);
    await expect(getPublishedArticleBySlug(database.db, slug, "en")).rejects.toSatisfy((error) =>
      isArticleError(error, "notFound"),
    );

    expect(await publishScheduledArticles(database.db, at, { kept: 50 })).toBe(1);
    const published = await row(id);
    expect(published).toMatchObject({ status: "published", scheduledAt: null, updatedBy: null });
    expect(published.publishedAt?.toISOString()).toBe(at.toISOString());
    expect(changes).toBe(before + 1);
    expect((await getPublishedArticleBySlug(database.db, slug, "en")).title).toBe(
      (await getEditableArticle(database.db, id)).translations.en?.title,
    );
    const kept = await history(id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ replacedHow: "schedule", replacedBy: null, savedBy: "Nok" });
    expect(kept[0]?.snapshot).toMatchObject({ status: "draft", scheduledAt: at.toISOString() });

    // Nothing left to do: a second run touches nothing and announces nothing.
    expect(await publishScheduledArticles(database.db, new Date(at.getTime() + HOUR), { kept: 50 })).toBe(0);
    expect(changes).toBe(before + 1);
  });

  it("two runners at once publish each due article exactly once", async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await createArticle(database.db, formFor({ scheduledAt: inBangkok(HOUR) }), "Nok")).id);
    }
    const later = new Date(Date.now() + 2 * HOUR);
    const counts = await Promise.all([
      publishScheduledArticles(database.db, later, { kept: 50 }),
      publishScheduledArticles(database.db, later, { kept: 50 }),
    ]);
    expect(counts[0] + counts[1]).toBe(3);
    for (const id of ids) {
      expect((await row(id)).status).toBe("published");
      const kept = await history(id);
      expect(kept.map((revision) => revision.replacedHow)).toEqual(["schedule"]);
    }
  });

  it("Unschedule in the list returns a scheduled draft to a plain draft, keeping its version; a draft not scheduled is refused", async () => {
    const { id } = await createArticle(database.db, formFor({ scheduledAt: inBangkok(HOUR) }), "Nok");
    const outcome = await applyArticleListAction(database.db, { intent: "unschedule", id: String(id) }, "en", editor);
    expect(outcome).toMatchObject({ ok: true, success: { intent: "unschedule", id } });
    expect(await row(id)).toMatchObject({ status: "draft", scheduledAt: null, updatedBy: "Test Editor" });
    const kept = await history(id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ replacedHow: "status", replacedBy: "Test Editor" });

    const again = await applyArticleListAction(database.db, { intent: "unschedule", id: String(id) }, "en", editor);
    expect(again).toMatchObject({ ok: false, status: 409, error: "errors.notScheduled" });
    expect(await history(id)).toHaveLength(1);
    // The job has nothing to publish for it any more.
    expect(await publishScheduledArticles(database.db, new Date(Date.now() + 2 * HOUR), { kept: 50 })).toBe(0);
    expect((await row(id)).status).toBe("draft");
  });
});
