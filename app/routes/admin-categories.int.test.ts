// /admin/categories on the server, on PGlite and PostgreSQL, through the route's own loader and
// action: editors and admins may use it, others go to /login; bad input is a translated field
// error with nothing written; a refused delete says how many articles to move, in the page's language.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles, categories, contentAudit } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { categoriesMessages } from "~/features/blog/categories-messages";
import type { CategorySaved } from "~/features/blog/category-form-schema";
import type { Language } from "~/i18n/config";
import type { FormReply } from "~/lib/forms/form-reply";
import { redirectTarget, routeContext, settle, staffCookies, testEnv } from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { action, loader } from "./admin-categories";

const SITE = "http://127.0.0.1:3997";
const en = categoriesMessages.en;
const th = categoriesMessages.th;

interface Answer {
  data: FormReply<CategorySaved>;
  init: { status: number };
}
type Page = { data: Awaited<ReturnType<typeof loader>>["data"] };

describe.each(databaseKinds)("/admin/categories on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"admin" | "editor" | "pending", string>;

  beforeAll(async () => {
    env = testEnv("categories-route-", { SITE_URL: SITE });
    cookies = await staffCookies(database.db, ["admin", "editor", "pending"]);
  });
  beforeEach(async () => {
    await database.db.delete(articles);
    await database.db.delete(categories);
    await database.db.delete(contentAudit);
  });

  const get = (who: keyof typeof cookies | null) =>
    loader({
      request: new Request(`${SITE}/admin/categories`, { headers: who ? { Cookie: cookies[who] } : {} }),
      context: routeContext(env, database.db),
      params: {},
    } as never);
  const post = async (who: keyof typeof cookies | null, values: Record<string, string>, language: Language = "en") => {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE };
    if (who) headers.Cookie = cookies[who];
    return (await settle(
      action({
        request: new Request(`${SITE}/admin/categories`, {
          method: "POST",
          headers,
          body: new URLSearchParams(values).toString(),
        }),
        context: routeContext(env, database.db, { language }),
        params: {},
      } as never),
    )) as Answer;
  };
  const list = async () => ((await get("editor")) as unknown as Page).data.categories;

  it("lets editors and admins in, and sends pending users and visitors to /login", async () => {
    expect(((await get("editor")) as unknown as Page).data.categories).toEqual([]);
    expect(((await get("admin")) as unknown as Page).data.changes).toEqual([]);
    expect(redirectTarget(await settle(get("pending")))).toBe("/login");
    expect(redirectTarget(await settle(get(null)))).toBe("/login");
    expect(redirectTarget(await post("pending", { intent: "create", slug: "seo", nameEn: "SEO", nameTh: "" }))).toBe("/login");
    expect(redirectTarget(await post(null, { intent: "create", slug: "seo", nameEn: "SEO", nameTh: "" }))).toBe("/login");
    expect(await list()).toEqual([]);
  });

  it("creates a category for an editor, listed with its names, count and the change", async () => {
    const answer = await post("editor", { intent: "create", slug: "seo-tips", nameEn: " SEO tips ", nameTh: "เคล็ดลับ SEO" });
    expect(answer.init.status).toBe(200);
    expect(answer.data.success).toEqual({ intent: "create", slug: "seo-tips", name: "SEO tips" });
    const page = ((await get("editor")) as unknown as Page).data;
    expect(page.categories).toEqual([
      expect.objectContaining({ id: "seo-tips", names: { en: "SEO tips", th: "เคล็ดลับ SEO" }, articleCount: 0 }),
    ]);
    expect(page.changes).toEqual([
      expect.objectContaining({ entityId: "seo-tips", kind: "created", actorEmail: "editor@example.com" }),
    ]);
  });

  it("explains bad input next to its field, in the page's language, and writes nothing", async () => {
    const badSlug = await post("editor", { intent: "create", slug: "SEO Tips", nameEn: "SEO", nameTh: "" });
    expect(badSlug.init.status).toBe(400);
    expect(badSlug.data.result.error?.slug).toEqual([en.errors.slugFormat]);
    const noName = await post("editor", { intent: "create", slug: "seo", nameEn: " ", nameTh: "" }, "th");
    expect(noName.data.result.error?.nameEn).toEqual([th.errors.nameRequired]);
    const long = await post("editor", { intent: "create", slug: "seo", nameEn: "x".repeat(81), nameTh: "" });
    expect(long.data.result.error?.nameEn).toEqual([en.errors.nameTooLong.replace("{{max}}", "80")]);
    await post("editor", { intent: "create", slug: "seo", nameEn: "SEO", nameTh: "" });
    const taken = await post("editor", { intent: "create", slug: "seo", nameEn: "Other", nameTh: "" });
    expect(taken.init.status).toBe(400);
    expect(taken.data.result.error?.slug).toEqual([en.errors.slugTaken]);
    // What was typed comes back, so the form keeps it.
    expect(taken.data.result.initialValue).toMatchObject({ slug: "seo", nameEn: "Other" });
    expect((await list()).map((category) => category.names.en)).toEqual(["SEO"]);
    expect(await database.db.select().from(contentAudit)).toHaveLength(1);
  });

  it("refuses a rename over a newer save (409) and keeps the typed names in the reply", async () => {
    await post("editor", { intent: "create", slug: "guides", nameEn: "Guides", nameTh: "" });
    const [loaded] = await list();
    const first = await post("admin", {
      intent: "rename",
      slug: "guides",
      revision: loaded?.revision ?? "",
      nameEn: "How-tos",
      nameTh: "",
    });
    expect(first.data.success).toEqual({ intent: "rename", slug: "guides", name: "How-tos" });
    const second = await post(
      "editor",
      { intent: "rename", slug: "guides", revision: loaded?.revision ?? "", nameEn: "Handbooks", nameTh: "คู่มือ" },
      "th",
    );
    expect(second.init.status).toBe(409);
    expect(second.data.result.error?.[""]).toEqual([th.errors.conflict]);
    expect(second.data.result.initialValue).toMatchObject({ nameEn: "Handbooks", nameTh: "คู่มือ" });
    expect((await list())[0]?.names).toEqual({ en: "How-tos", th: "" });
  });

  it("refuses to delete a category in use with how many articles to move, then deletes it once unused", async () => {
    await post("editor", { intent: "create", slug: "pricing", nameEn: "Pricing", nameTh: "ราคา" });
    for (const slug of ["one", "two", "three"]) {
      await database.db.insert(articles).values({ slug, categoryId: "pricing", authorName: "Test" });
    }
    const [used] = await list();
    expect(used?.articleCount).toBe(3);
    const refused = await post("editor", { intent: "delete", slug: "pricing", revision: used?.revision ?? "" });
    expect(refused.init.status).toBe(409);
    expect(refused.data.result.error?.[""]?.[0]).toContain("Move its 3 articles to another category first.");
    const inThai = await post("editor", { intent: "delete", slug: "pricing", revision: used?.revision ?? "" }, "th");
    expect(inThai.data.result.error?.[""]).toEqual([th.errors.inUse.replaceAll("{{count}}", "3")]);

    await database.db.delete(articles);
    const deleted = await post("editor", { intent: "delete", slug: "pricing", revision: used?.revision ?? "" }, "th");
    expect(deleted.data.success).toEqual({ intent: "delete", slug: "pricing", name: "ราคา" });
    expect(await list()).toEqual([]);
    const gone = await post("editor", { intent: "delete", slug: "pricing", revision: used?.revision ?? "" });
    expect(gone.init.status).toBe(404);
  });
});
