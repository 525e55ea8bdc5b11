// Articles in either language (ADR 091): a Thai-only article saved through the editor's action,
// read by an English visitor (the Thai text, marked as Thai), listed for staff under its Thai
// title, and a language cleared from an article removed from it; on PGlite and on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "~/.server/env";
import { getEditableArticle, listAdminArticles } from "~/features/blog/article-admin.server";
import { adminRowViews } from "~/features/blog/article-admin-views.server";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
import { loadArticle, loadArticleList } from "~/features/blog/blog.server";
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

const SITE = "http://127.0.0.1:3996";
const en = articleAdminMessages.en.errors;
const th = articleAdminMessages.th.errors;

describe.each(databaseKinds)("articles in either language on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookie: string;

  beforeAll(async () => {
    env = testEnv("article-languages-", { SITE_URL: SITE });
    cookie = (await staffCookies(database.db, ["editor"])).editor;
  });

  const post = (path: string, values: Record<string, string>, language: Language = "en") => {
    const request = new Request(`${SITE}${path}?lang=${language}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: SITE },
      body: new URLSearchParams(values).toString(),
    });
    const id = /\/admin\/articles\/([^/]+)\/edit/.exec(path)?.[1];
    const args = { request, context: routeContext(env, database.db, { language }), params: id ? { id } : {} } as never;
    return settle(id ? editAction(args) : newAction(args));
  };
  const reply = (answer: unknown) => (answer as DataAnswer).data as unknown as FormReply<unknown>;
  const thaiOnly = {
    status: "published",
    "th.title": "เว็บไซต์ร้านอาหารราคาเท่าไร",
    "th.excerpt": "ค่าใช้จ่ายที่ควรรู้",
    "th.content": "<p>ขึ้นอยู่กับจำนวนหน้า</p>",
  };

  it("refuses a form in neither language, next to both titles, in the page's language", async () => {
    const answer = await post("/admin/articles/new", { status: "draft", slug: "nothing", "en.content": "<p></p>" }, "th");
    expect(statusOf(answer)).toBe(400);
    expect(reply(answer).result.error).toEqual({ "en.title": [th.languageRequired], "th.title": [th.languageRequired] });
  });

  it("asks for the slug of an article only in Thai, since a Thai title makes none", async () => {
    const answer = await post("/admin/articles/new", thaiOnly);
    expect(statusOf(answer)).toBe(400);
    expect(reply(answer).result.error).toEqual({ slug: [en.slugRequired] });
  });

  it("saves an article only in Thai, and English readers get it in Thai, marked as Thai", async () => {
    const slug = `restaurant-website-cost-${kind}`;
    const target = redirectTarget(await post("/admin/articles/new", { ...thaiOnly, slug }));
    const id = Number(/\/admin\/articles\/(\d+)\/edit\?saved=created$/.exec(target ?? "")?.[1]);
    const saved = await getEditableArticle(database.db, id);
    expect(saved).toMatchObject({ slug, status: "published" });
    expect(saved.translations.en).toBeNull();
    expect(saved.translations.th?.title).toBe(thaiOnly["th.title"]);

    const { article } = await loadArticle(database.db, slug, "en");
    expect(article).toMatchObject({
      title: thaiOnly["th.title"],
      language: "th",
      requestedLanguage: "en",
      translations: ["th"],
    });
    expect(article.html).toContain("ขึ้นอยู่กับจำนวนหน้า");

    const list = await loadArticleList(database.db, new Request(`${SITE}/articles`), "en");
    expect(list.data.items.find((item) => item.slug === slug)).toMatchObject({ title: thaiOnly["th.title"], language: "th" });

    // The staff list in English shows the Thai title and says it is the Thai one.
    const rows = adminRowViews(await listAdminArticles(database.db, { language: "en", search: "ร้านอาหาร" }), "en");
    expect(rows).toEqual([
      expect.objectContaining({ id, title: thaiOnly["th.title"], titleIsFallback: true, titleLanguage: "th" }),
    ]);
  });

  it("removes a language cleared in the editor, so an article can become English only or Thai only", async () => {
    const slug = `both-then-one-${kind}`;
    const both = {
      status: "published",
      slug,
      "en.title": "Both languages",
      "en.content": "<p>English</p>",
      "th.title": "สองภาษา",
      "th.content": "<p>ไทย</p>",
    };
    const target = redirectTarget(await post("/admin/articles/new", both));
    const id = /\/admin\/articles\/(\d+)\/edit\?saved=created$/.exec(target ?? "")?.[1];
    const withoutEnglish = await post(`/admin/articles/${id}/edit`, { ...both, "en.title": "", "en.content": "<p></p>" });
    expect(statusOf(withoutEnglish)).toBe(200);
    expect((await loadArticle(database.db, slug, "en")).article).toMatchObject({ language: "th", translations: ["th"] });

    const withoutThai = await post(`/admin/articles/${id}/edit`, { ...both, "th.title": "", "th.content": "" });
    expect(statusOf(withoutThai)).toBe(200);
    expect((await loadArticle(database.db, slug, "th")).article).toMatchObject({ language: "en", translations: ["en"] });
  });
});
