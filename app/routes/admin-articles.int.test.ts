// /admin/articles' row actions on the server, through the route's own action, on PGlite and on
// PostgreSQL: publish, unpublish and delete answer the one reply shape with what they did and the
// article's title; an article that is gone is the `id` field's error (the list drops the row), an
// unknown action the form's; pending users never act.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles, articleTranslations, users } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
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
import { action } from "./admin-articles";

const SITE = "http://127.0.0.1:3993";
const errors = articleAdminMessages.en.errors;

describe.each(databaseKinds)("/admin/articles row actions on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"editor" | "pending", string>;
  let id: number;

  beforeAll(() => {
    env = testEnv("articles-route-", { SITE_URL: SITE });
  });
  beforeEach(async () => {
    await database.db.delete(articleTranslations);
    await database.db.delete(articles);
    await database.db.delete(users);
    cookies = await staffCookies(database.db, ["editor", "pending"] as const);
    const [row] = await database.db
      .insert(articles)
      .values({ slug: "route-test", status: "draft", authorName: "Test author" })
      .returning({ id: articles.id });
    id = row?.id ?? 0;
    await database.db
      .insert(articleTranslations)
      .values({ articleId: id, language: "en", title: "Route test", excerpt: "", content: "<p>Body</p>" });
  });

  const post = (form: Record<string, string>, who: "editor" | "pending" = "editor") =>
    settle(
      action({
        request: new Request(`${SITE}/admin/articles`, {
          method: "POST",
          headers: { Origin: SITE, Cookie: cookies[who] },
          body: new URLSearchParams(form),
        }),
        context: routeContext(env, database.db),
        params: {},
      } as never),
    );
  const status = async () => (await database.db.select().from(articles).where(eq(articles.id, id)))[0]?.status;

  it("publishes, unpublishes and deletes, saying which article", async () => {
    expect(await post({ intent: "publish", id: String(id) })).toMatchObject({
      data: { result: { status: "success" }, success: { intent: "publish", id, title: "Route test" } },
    });
    expect(await status()).toBe("published");
    expect(await post({ intent: "unpublish", id: String(id) })).toMatchObject({ data: { success: { intent: "unpublish" } } });
    expect(await status()).toBe("draft");
    expect(await post({ intent: "delete", id: String(id) })).toMatchObject({ data: { success: { intent: "delete", id } } });
    expect(await status()).toBeUndefined();
  });

  it("tells an article that is gone on its id, and an unknown action for the whole form", async () => {
    for (const missing of [String(id + 1000), "abc", ""]) {
      const gone = (await post({ intent: "delete", id: missing })) as DataAnswer;
      expect(statusOf(gone), missing).toBe(404);
      expect(gone.data).toMatchObject({ result: { error: { id: [errors.notFound] } } });
    }
    const unknown = (await post({ intent: "archive", id: String(id) })) as DataAnswer;
    expect(statusOf(unknown)).toBe(400);
    expect(unknown.data).toMatchObject({ result: { error: { intent: [errors.updateFailed] } } });
    expect(await status()).toBe("draft");
  });

  it("sends a pending user to /login and changes nothing", async () => {
    expect(redirectTarget(await post({ intent: "publish", id: String(id) }, "pending"))).toBe("/login");
    expect(await status()).toBe("draft");
  });
});
