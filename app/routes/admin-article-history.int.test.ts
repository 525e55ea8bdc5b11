// The history screens on the server (/admin/articles/:id/history, .../history/:revisionId and
// /admin/articles/:id/compare), through the routes' own loaders and actions on PGlite and on
// PostgreSQL: staff only, who saved and replaced each version, the compare, restore with its
// revision check, 404s, and the compare of a refused save.
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "~/.server/env";
import { articleHistoryMessages } from "~/features/blog/article-history-messages";
import type { VersionDiff } from "~/features/blog/article-diff-types";
import { getCurrentVersion, listRevisions } from "~/features/blog/article-history.server";
import type { ArticleForm } from "~/features/blog/article-form-schema";
import { publishScheduledArticles } from "~/features/blog/article-schedule.server";
import { utcToBangkokLocal } from "~/features/blog/article-schedule-time";
import { createArticle, saveArticle } from "~/features/blog/articles.server";
import type { Language } from "~/i18n/config";
import {
  type DataAnswer,
  redirectTarget,
  routeContext,
  settle,
  staffCookies,
  statusOf,
  testEnv,
  UNKNOWN_SESSION_COOKIE,
} from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { action as compareAction, loader as compareLoader } from "./admin-article-compare";
import { loader as historyLoader } from "./admin-article-history";
import { action as restoreAction, loader as revisionLoader } from "./admin-article-history-revision";

const SITE = "http://127.0.0.1:3996";
const UNKNOWN = "2147483000";

function form(title: string, slug: string): ArticleForm {
  const text = { title, excerpt: "", content: `<p>${title} body</p>`, seoTitle: "", seoDescription: "", coverImageAlt: "" };
  return { slug, status: "draft", categoryId: "", coverImageUrl: "", en: text, th: { ...text, title: "", content: "" } };
}

describe.each(databaseKinds)("the article history routes on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"editor" | "pending", string>;
  let run = 0;

  beforeAll(async () => {
    env = testEnv("article-history-", { SITE_URL: SITE });
    cookies = await staffCookies(database.db, ["editor", "pending"]);
  });

  const request = (path: string, cookie: string, body?: Record<string, string>, language = "en") =>
    new Request(`${SITE}${path}?lang=${language}`, {
      method: body ? "POST" : "GET",
      headers: { Cookie: cookie, Origin: SITE, ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: body ? new URLSearchParams(body).toString() : undefined,
    });
  const call = (
    route: (args: never) => Promise<unknown>,
    path: string,
    params: Record<string, string>,
    options: { cookie?: string; body?: Record<string, string>; language?: Language } = {},
  ) =>
    settle(
      route({
        request: request(path, options.cookie ?? cookies.editor, options.body, options.language),
        context: routeContext(env, database.db, { language: options.language }),
        params,
      } as never),
    );
  const dataOf = (answer: unknown) => (answer as DataAnswer).data as Record<string, unknown>;

  /** An article saved twice by name: "First", then "Second" by Ann; its one earlier version's id. */
  async function savedTwice() {
    run += 1;
    const slug = `history-route-${kind}-${run}`;
    const { id } = await createArticle(database.db, form("First", slug), "Cat");
    await saveArticle(database.db, id, form("Second", slug), { by: "Ann", kept: 50 });
    const [earlier] = await listRevisions(database.db, id);
    return { id: String(id), revisionId: String(earlier!.id) };
  }

  it("sends anyone but staff to /login, for every screen and the restore", async () => {
    const { id, revisionId } = await savedTwice();
    const revision = (await getCurrentVersion(database.db, Number(id))).updatedAt;
    for (const cookie of [cookies.pending, UNKNOWN_SESSION_COOKIE]) {
      const as = { cookie };
      expect(redirectTarget(await call(historyLoader, `/admin/articles/${id}/history`, { id }, as))).toBe("/login");
      expect(
        redirectTarget(await call(revisionLoader, `/admin/articles/${id}/history/${revisionId}`, { id, revisionId }, as)),
      ).toBe("/login");
      expect(redirectTarget(await call(compareLoader, `/admin/articles/${id}/compare`, { id }, as))).toBe("/login");
      const restore = await call(
        restoreAction,
        `/admin/articles/${id}/history/${revisionId}`,
        { id, revisionId },
        { cookie, body: { revision } },
      );
      expect(redirectTarget(restore)).toBe("/login");
      const compare = await call(
        compareAction,
        `/admin/articles/${id}/compare`,
        { id },
        { cookie, body: { slug: "x", status: "draft", "en.title": "X", "en.content": "<p>X</p>" } },
      );
      expect(redirectTarget(compare)).toBe("/login");
    }
    expect((await getCurrentVersion(database.db, Number(id))).snapshot.translations.en?.title).toBe("Second");
  });

  it("lists the current version and the earlier ones with who saved and replaced them", async () => {
    const { id, revisionId } = await savedTwice();
    const view = dataOf(await call(historyLoader, `/admin/articles/${id}/history`, { id }));
    expect(view.current).toMatchObject({ savedBy: "Ann" });
    expect(view.revisions).toEqual([
      expect.objectContaining({ id: Number(revisionId), savedBy: "Cat", replacedBy: "Ann", replacedHow: "save", title: "First" }),
    ]);
  });

  it("names the publishing schedule as the saver of the version it published, before and after a later save", async () => {
    run += 1;
    const slug = `history-schedule-${kind}-${run}`;
    const scheduledAt = utcToBangkokLocal(new Date(Date.now() + 3_600_000));
    const { id } = await createArticle(database.db, { ...form("Planned", slug), scheduledAt }, "Cat");
    expect(await publishScheduledArticles(database.db, new Date(Date.now() + 7_200_000), { kept: 50 })).toBe(1);
    const path = `/admin/articles/${id}/history`;
    const published = dataOf(await call(historyLoader, path, { id: String(id) }));
    expect(published.current).toMatchObject({ savedBy: null, savedBySchedule: true });
    expect(published.revisions).toEqual([
      expect.objectContaining({ savedBy: "Cat", savedBySchedule: false, replacedHow: "schedule" }),
    ]);

    await saveArticle(database.db, id, { ...form("Edited", slug), status: "published" }, { by: "Ann", kept: 50 });
    const edited = dataOf(await call(historyLoader, path, { id: String(id) }, { language: "th" }));
    expect(edited.current).toMatchObject({ savedBy: "Ann", savedBySchedule: false });
    expect(edited.revisions).toEqual([
      expect.objectContaining({ savedBy: null, savedBySchedule: true, replacedBy: "Ann", replacedHow: "save" }),
      expect.objectContaining({ savedBy: "Cat", savedBySchedule: false, replacedHow: "schedule" }),
    ]);
  });

  it("compares an earlier version with the current one and restores it as a new save", async () => {
    const { id, revisionId } = await savedTwice();
    const path = `/admin/articles/${id}/history/${revisionId}`;
    const view = dataOf(await call(revisionLoader, path, { id, revisionId }));
    const diff = view.diff as VersionDiff;
    expect(diff.languages[0]!.changes.map((change) => change.field)).toEqual(["title", "content"]);
    expect(diff.languages[0]!.changes[0]).toMatchObject({
      before: [{ kind: "removed", text: "First" }],
      after: [{ kind: "added", text: "Second" }],
    });

    const restored = await call(restoreAction, path, { id, revisionId }, { body: { revision: view.revision as string } });
    expect(redirectTarget(restored)).toBe(`/admin/articles/${id}/edit?saved=restored`);
    expect((await getCurrentVersion(database.db, Number(id))).snapshot.translations.en?.title).toBe("First");
    const [replaced] = await listRevisions(database.db, Number(id));
    expect(replaced).toMatchObject({ title: "Second", replacedHow: "restore", replacedBy: "editor@example.com" });
  });

  it("refuses a restore from a page loaded before the last save, in the page's language", async () => {
    const { id, revisionId } = await savedTwice();
    const path = `/admin/articles/${id}/history/${revisionId}`;
    const view = dataOf(await call(revisionLoader, path, { id, revisionId }));
    await saveArticle(database.db, Number(id), form("Third", `history-route-${kind}-${run}`), { by: "Bob", kept: 50 });
    const stale = await call(
      restoreAction,
      path,
      { id, revisionId },
      { body: { revision: view.revision as string }, language: "th" },
    );
    expect(statusOf(stale)).toBe(409);
    expect((dataOf(stale).result as { error: unknown }).error).toEqual({ "": [articleHistoryMessages.th.errors.staleRevision] });
    expect((await getCurrentVersion(database.db, Number(id))).snapshot.translations.en?.title).toBe("Third");
  });

  it("answers 404 for an unknown article, an unknown version and another article's version", async () => {
    const mine = await savedTwice();
    const other = await savedTwice();
    expect(statusOf(await call(historyLoader, `/admin/articles/${UNKNOWN}/history`, { id: UNKNOWN }))).toBe(404);
    expect(statusOf(await call(compareLoader, `/admin/articles/${UNKNOWN}/compare`, { id: UNKNOWN }))).toBe(404);
    const revision = (await getCurrentVersion(database.db, Number(mine.id))).updatedAt;
    for (const revisionId of [other.revisionId, UNKNOWN, "abc"]) {
      const params = { id: mine.id, revisionId };
      const path = `/admin/articles/${mine.id}/history/${revisionId}`;
      const page = await call(revisionLoader, path, params);
      expect(statusOf(page), revisionId).toBe(404);
      expect(dataOf(page).reason).toBe("revisionNotFound");
      expect(statusOf(await call(restoreAction, path, params, { body: { revision } })), revisionId).toBe(404);
    }
    expect((await getCurrentVersion(database.db, Number(mine.id))).snapshot.translations.en?.title).toBe("Second");
  });

  it("compares the editor's refused text with the saved version, storing nothing", async () => {
    const { id } = await savedTwice();
    const path = `/admin/articles/${id}/compare`;
    const body = {
      slug: `history-route-${kind}-${run}`,
      status: "draft",
      "en.title": "Mine",
      "en.content": "<p>Second body</p>",
      revision: "2020-01-01T00:00:00.000Z",
    };
    const answer = await call(compareAction, path, { id }, { body });
    expect(statusOf(answer) ?? 200).toBe(200);
    const view = dataOf(answer);
    expect(view).toMatchObject({ compared: true, savedBy: "Ann" });
    expect((view.diff as VersionDiff).languages[0]!.changes).toEqual([
      {
        kind: "text",
        field: "title",
        before: [{ kind: "removed", text: "Second" }],
        after: [{ kind: "added", text: "Mine" }],
        whole: false,
      },
    ]);
    expect((await getCurrentVersion(database.db, Number(id))).snapshot.translations.en?.title).toBe("Second");
    expect(await listRevisions(database.db, Number(id))).toHaveLength(1);

    const unreadable = await call(compareAction, path, { id }, { body: { slug: "x", status: "draft" } });
    expect(statusOf(unreadable)).toBe(400);
    expect(dataOf(unreadable)).toEqual({ compared: false });
    expect(statusOf(await call(compareAction, `/admin/articles/${UNKNOWN}/compare`, { id: UNKNOWN }, { body }))).toBe(404);
  });
});
