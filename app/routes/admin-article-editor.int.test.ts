// The article editor's actions on the server (/admin/articles/new and /admin/articles/:id/edit):
// staff only, the schema's messages per field, a taken slug or unknown category next to its field,
// an unknown article for the whole form, and the saves themselves; through the routes' own
// actions, on PGlite and on PostgreSQL, reading the one reply shape ({ result, success }).
import { beforeAll, describe, expect, it } from "vitest";
import { categories } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { getEditableArticle } from "~/features/blog/article-admin.server";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
import type { Language } from "~/i18n/config";
import type { FormReply } from "~/lib/forms/form-reply";
import {
  type DataAnswer,
  redirectTarget,
  routeContext,
  settle,
  staffCookies,
  statusOf,
  testEnv,
} from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { action as editAction } from "./admin-article-edit";
import { action as newAction } from "./admin-article-new";

const SITE = "http://127.0.0.1:3997";
const en = articleAdminMessages.en.errors;
const th = articleAdminMessages.th.errors;

describe.each(databaseKinds)("the article editor's actions on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"editor" | "pending", string>;
  let run = 0;

  beforeAll(async () => {
    env = testEnv("article-editor-", { SITE_URL: SITE });
    cookies = await staffCookies(database.db, ["editor", "pending"]);
    await database.db.insert(categories).values({ id: "guides" }).onConflictDoNothing();
  });

  const post = (
    path: string,
    values: Record<string, string>,
    who: keyof typeof cookies = "editor",
    language: Language = "en",
  ) => {
    const request = new Request(`${SITE}${path}?lang=${language}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies[who], Origin: SITE },
      body: new URLSearchParams(values).toString(),
    });
    const id = /\/admin\/articles\/([^/]+)\/edit/.exec(path)?.[1];
    const args = { request, context: routeContext(env, database.db, { language }), params: id ? { id } : {} } as never;
    return settle(id ? editAction(args) : newAction(args));
  };
  const reply = (answer: unknown) => (answer as DataAnswer).data as unknown as FormReply<unknown>;
  const article = (overrides: Record<string, string> = {}) => {
    run += 1;
    return {
      status: "draft",
      "en.title": `Choosing a host ${run}`,
      "en.content": "<p>Close to your visitors.</p>",
      ...overrides,
    };
  };
  const create = async (values: Record<string, string>) => {
    const target = redirectTarget(await post("/admin/articles/new", values));
    const id = /\/admin\/articles\/(\d+)\/edit\?saved=created$/.exec(target ?? "")?.[1];
    if (!id) throw new Error(`not created: ${target}`);
    return id;
  };

  it("sends anyone but staff to /login, storing nothing", async () => {
    const values = article({ slug: "pending-tries" });
    expect(redirectTarget(await post("/admin/articles/new", values, "pending"))).toBe("/login");
    const id = await create(article());
    expect(redirectTarget(await post(`/admin/articles/${id}/edit`, values, "pending"))).toBe("/login");
    expect((await getEditableArticle(database.db, Number(id))).slug).not.toBe("pending-tries");
  });

  it("creates the article from the form (slug from the English title) and goes on to its edit screen", async () => {
    const id = await create(article({ "en.title": "Fast pages matter", categoryId: "guides" }));
    expect(await getEditableArticle(database.db, Number(id))).toMatchObject({ slug: "fast-pages-matter", categoryId: "guides" });
  });

  it("answers a refused form field by field, in the page's language, with the values sent", async () => {
    const answer = await post("/admin/articles/new", {
      slug: "",
      status: "draft",
      "en.excerpt": "Excerpt",
      "th.excerpt": "คำโปรย",
    });
    expect(statusOf(answer)).toBe(400);
    const { result } = reply(answer);
    expect(result.error).toMatchObject({
      "en.title": [en.titleRequired],
      "en.content": [en.contentRequired],
      "th.title": [en.thaiTitleRequired],
    });
    expect(result.initialValue).toMatchObject({ th: { excerpt: "คำโปรย" } });
    const thai = reply(await post("/admin/articles/new", { status: "draft" }, "editor", "th"));
    expect(thai.result.error?.["en.title"]).toEqual([th.languageRequired]);
  });

  it("puts a taken slug and an unknown category next to their fields", async () => {
    const values = article({ slug: `taken-${kind}` });
    await create(values);
    const taken = await post("/admin/articles/new", article({ slug: `taken-${kind}` }));
    expect(statusOf(taken)).toBe(409);
    expect(reply(taken).result.error).toEqual({ slug: [en.slugTaken] });
    const category = await post("/admin/articles/new", article({ categoryId: "no-such-category" }));
    expect(statusOf(category)).toBe(400);
    expect(reply(category).result.error).toEqual({ categoryId: [en.categoryUnknown] });
  });

  it("saves an edit whole and says so; an unknown article is the whole form's error", async () => {
    const id = await create(article({ slug: `edit-me-${kind}` }));
    const answer = await post(`/admin/articles/${id}/edit`, {
      ...article({ slug: `edited-${kind}`, status: "published" }),
      "en.title": "Edited title",
    });
    expect(statusOf(answer)).toBe(200);
    expect(reply(answer)).toMatchObject({
      result: { status: "success" },
      success: { saved: "updated", status: "published" },
    });
    expect(await getEditableArticle(database.db, Number(id))).toMatchObject({ slug: `edited-${kind}`, status: "published" });

    for (const unknown of ["2147483000", "abc"]) {
      const missing = await post(`/admin/articles/${unknown}/edit`, article());
      expect(statusOf(missing), unknown).toBe(404);
      expect(reply(missing).result.error).toEqual({ "": [en.notFound] });
    }
  });

  it("refuses a save based on an older version than the one saved since, changing nothing, and accepts the current one", async () => {
    const id = await create(article({ slug: `two-editors-${kind}` }));
    const opened = (await getEditableArticle(database.db, Number(id))).updatedAt;
    // Another editor saves first.
    const first = await post(`/admin/articles/${id}/edit`, {
      ...article({ slug: `two-editors-${kind}` }),
      "en.title": "Theirs",
      revision: opened,
    });
    expect(statusOf(first)).toBe(200);
    // This editor's page still holds the revision it opened.
    const stale = await post(
      `/admin/articles/${id}/edit`,
      { ...article({ slug: `two-editors-${kind}` }), "en.title": "Mine", revision: opened },
      "editor",
      "th",
    );
    expect(statusOf(stale)).toBe(409);
    expect(reply(stale).result.error).toEqual({ "": [articleAdminMessages.th.errors.staleRevision] });
    // What was typed comes back, so nothing is lost.
    expect(reply(stale).result.initialValue).toMatchObject({ en: { title: "Mine" } });
    const kept = await getEditableArticle(database.db, Number(id));
    expect(kept.translations.en?.title).toBe("Theirs");

    const current = await post(`/admin/articles/${id}/edit`, {
      ...article({ slug: `two-editors-${kind}` }),
      "en.title": "Mine",
      revision: kept.updatedAt,
    });
    expect(statusOf(current)).toBe(200);
    expect((await getEditableArticle(database.db, Number(id))).translations.en?.title).toBe("Mine");
  });
});
