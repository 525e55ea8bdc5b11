// Previews through the routes' own loaders and actions, on PGlite and on PostgreSQL: the staff
// preview of the saved draft and of the editor's unsaved form (staff only, nothing saved), share
// links made on the edit screen and opened signed-out (unknown, old signed links, deleted: 404;
// the rest of the share links' life is in admin-article-share-link.int.test.ts), the headers that
// keep every preview out of caches, search engines and Referers, and the feeds.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "~/.server/env";
import { getEditableArticle } from "~/features/blog/article-admin.server";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
import { createArticleFromEditor } from "~/features/blog/article-editor.server";
import { parseArticleForm } from "~/features/blog/article-form-schema";
import { articles } from "~/.server/db/schema";
import { deleteArticle } from "~/features/blog/articles.server";
import type { ShareLinkReply } from "~/features/blog/share-link-schema";
import type { StaffPreviewAnswer } from "~/features/blog/components/article-preview-screen";
import type { ArticleView } from "~/features/blog/blog-types";
import { buildRssFeed, buildSitemap } from "~/features/blog/feeds.server";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
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
import { action as previewAction, loader as previewLoader } from "./admin-article-preview";
import { action as newPreviewAction } from "./admin-article-preview-new";
import { action as shareAction } from "./admin-article-share-link";
import { loader as sharedLoader } from "./article-preview";

const SITE = "http://127.0.0.1:3996";
const DAY = 24 * 60 * 60 * 1000;
type Created = { url: string; expiresIso: string };

describe.each(databaseKinds)("article previews on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"editor" | "pending", string>;
  let run = 0;

  beforeAll(async () => {
    env = testEnv("article-preview-", { SITE_URL: SITE });
    cookies = await staffCookies(database.db, ["editor", "pending"]);
  });

  const request = (path: string, who?: keyof typeof cookies, body?: Record<string, string>) =>
    new Request(`${SITE}${path}`, {
      method: body ? "POST" : "GET",
      headers: {
        ...(body ? { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE } : {}),
        ...(who ? { Cookie: cookies[who] } : {}),
      },
      body: body ? new URLSearchParams(body).toString() : undefined,
    });
  const args = (req: Request, params: Record<string, string> = {}, language: Language = "en") =>
    ({ request: req, params, context: routeContext(env, database.db, { language }) }) as never;
  const answerData = <T>(answer: unknown) => (answer as DataAnswer).data as unknown as T;
  const headersOf = (answer: unknown) => new Headers((answer as { init: { headers?: HeadersInit } | null }).init?.headers);

  async function draft() {
    run += 1;
    const parsed = parseArticleForm({
      slug: `preview-draft-${kind}-${run}`,
      status: "draft",
      en: { title: `Draft ${run}`, content: "<p>Saved words.</p>" },
      th: { title: `ร่าง ${run}`, content: "<p>คำที่บันทึกไว้</p>" },
    });
    if (!parsed.ok) throw new Error("fixture");
    const created = await createArticleFromEditor(database.db, parsed.value, "Somchai", messagesT(articleAdminMessages, "en"));
    if (!created.ok) throw new Error("fixture");
    return String(created.id);
  }

  const share = async (id: string): Promise<({ ok: true } & Created) | { ok: false }> => {
    const answer = await settle(
      shareAction(args(request(`/admin/articles/${id}/share-link`, "editor", { intent: "create", days: "7" }), { id })),
    );
    const reply = answerData<ShareLinkReply>(answer);
    return reply.success?.intent === "create" ? { ok: true, ...reply.success } : { ok: false };
  };
  const openShared = async (url: string, lang: Language = "en") => {
    const token = url.slice(`${SITE}/preview/`.length);
    return settle(sharedLoader(args(request(`/preview/${token}?lang=${lang}`), { token }, lang)));
  };

  it("shows staff the saved draft in either language, and sends anyone else to /login", async () => {
    const id = await draft();
    const english = await settle(previewLoader(args(request(`/admin/articles/${id}/preview?lang=en`, "editor"), { id })));
    expect(answerData<{ article: ArticleView }>(english).article).toMatchObject({
      title: `Draft ${run}`,
      html: "<p>Saved words.</p>",
      draft: true,
    });
    const thai = await settle(previewLoader(args(request(`/admin/articles/${id}/preview?lang=th`, "editor"), { id }, "th")));
    expect(answerData<{ article: ArticleView }>(thai).article).toMatchObject({ title: `ร่าง ${run}`, language: "th" });
    expect(headersOf(thai).get("Cache-Control")).toMatch(/no-store/);

    for (const who of ["pending", undefined] as const) {
      const refused = await settle(previewLoader(args(request(`/admin/articles/${id}/preview`, who), { id })));
      expect(redirectTarget(refused), who ?? "visitor").toBe("/login");
    }
    const missing = await settle(
      previewLoader(args(request("/admin/articles/2147483000/preview", "editor"), { id: "2147483000" })),
    );
    expect(statusOf(missing)).toBe(404);
  });

  it("previews the editor's unsaved form as the page would show it, sanitised, saving nothing", async () => {
    const id = await draft();
    const form = {
      slug: `preview-draft-${kind}-${run}`,
      status: "draft",
      "en.title": "Unsaved title",
      "en.content": '<p>New words<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
      "th.title": "ชื่อที่ยังไม่บันทึก",
      "th.content": "<p>คำใหม่</p>",
    };
    const answer = await settle(previewAction(args(request(`/admin/articles/${id}/preview?lang=en`, "editor", form), { id })));
    const posted = answerData<StaffPreviewAnswer>(answer);
    if (!("preview" in posted)) throw new Error("no preview");
    expect(posted.preview.article).toMatchObject({ title: "Unsaved title", authorName: "Somchai", translations: ["en", "th"] });
    expect(posted.preview.article.html).toContain("New words");
    expect(posted.preview.article.html).not.toMatch(/script|onerror/);
    // The language switch posts the same form again.
    expect(posted.preview.fields).toContainEqual(["en.title", "Unsaved title"]);
    expect(headersOf(answer).get("X-Robots-Tag")).toBe("noindex, nofollow");

    const thai = answerData<StaffPreviewAnswer>(
      await settle(previewAction(args(request(`/admin/articles/${id}/preview?lang=th`, "editor", form), { id }, "th"))),
    );
    expect("preview" in thai && thai.preview.article).toMatchObject({ title: "ชื่อที่ยังไม่บันทึก", language: "th" });
    expect((await getEditableArticle(database.db, Number(id))).translations.en?.title).toBe(`Draft ${run}`);

    const fresh = answerData<StaffPreviewAnswer>(
      await settle(newPreviewAction(args(request("/admin/articles/preview?lang=en", "editor", form)))),
    );
    expect("preview" in fresh && fresh.preview.article.title).toBe("Unsaved title");

    const refused = await settle(previewAction(args(request(`/admin/articles/${id}/preview`, "pending", form), { id })));
    expect(redirectTarget(refused)).toBe("/login");
    const anonymous = await settle(newPreviewAction(args(request("/admin/articles/preview", undefined, form))));
    expect(redirectTarget(anonymous)).toBe("/login");
  });

  it("answers a form that cannot be shown with its problems, translated", async () => {
    const answer = await settle(
      newPreviewAction(args(request("/admin/articles/preview?lang=th", "editor", { status: "draft", "en.title": "" }), {}, "th")),
    );
    expect(statusOf(answer)).toBe(400);
    const posted = answerData<StaffPreviewAnswer>(answer);
    expect("result" in posted && posted.result.error?.["en.title"]).toEqual([articleAdminMessages.th.errors.languageRequired]);
  });

  it("makes a 7-day share link that anyone can open, in both languages, with the draft as it is now", async () => {
    const id = await draft();
    const before = Date.now();
    const link = await share(id);
    if (!link.ok) throw new Error("not created");
    expect(link.url).toMatch(new RegExp(`^${SITE}/preview/[A-Za-z0-9_-]{43}$`));
    expect(new Date(link.expiresIso).getTime()).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);

    const english = await openShared(link.url, "en");
    expect(answerData<{ article: ArticleView }>(english).article).toMatchObject({ title: `Draft ${run}`, language: "en" });
    const headers = headersOf(english);
    expect(headers.get("Cache-Control")).toMatch(/no-store/);
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headers.get("Referrer-Policy")).toBe("no-referrer");
    const thai = await openShared(link.url, "th");
    expect(answerData<{ article: ArticleView }>(thai).article).toMatchObject({ title: `ร่าง ${run}`, language: "th" });
    expect(answerData<{ published: boolean; label: string }>(thai)).toMatchObject({
      published: false,
      label: "ตัวอย่าง — ยังไม่เผยแพร่",
    });
    // Once the article is published, the same link says so instead of "not published".
    await database.db
      .update(articles)
      .set({ status: "published" })
      .where(eq(articles.id, Number(id)));
    expect(answerData<{ published: boolean; label: string }>(await openShared(link.url, "en"))).toMatchObject({
      published: true,
      label: "Preview — published article",
    });

    const refused = await settle(
      shareAction(args(request(`/admin/articles/${id}/share-link`, "pending", { intent: "create" }), { id })),
    );
    expect(redirectTarget(refused)).toBe("/login");
    const unknown = await share("2147483000");
    expect(unknown).toMatchObject({ ok: false });
  });

  it("answers 404 to an unknown or altered token, an old signed link, and a link whose article was deleted", async () => {
    const id = await draft();
    const link = await share(id);
    if (!link.ok) throw new Error("not created");
    const token = link.url.split("/preview/")[1] ?? "";
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const url of [
      `${SITE}/preview/${altered}`,
      `${SITE}/preview/${"A".repeat(43)}`,
      // The signed links made before share links were rows (id.expiry.mac) no longer open anything.
      `${SITE}/preview/${id}.1893456000.${"A".repeat(43)}`,
      `${SITE}/preview/not-a-token`,
    ]) {
      const answer = await openShared(url);
      expect(statusOf(answer), url).toBe(404);
      expect(headersOf(answer).get("Cache-Control")).toMatch(/no-store/);
    }

    expect(answerData<{ article: ArticleView }>(await openShared(link.url)).article.title).toBe(`Draft ${run}`);
    await deleteArticle(database.db, Number(id));
    expect(statusOf(await openShared(link.url))).toBe(404);
  });

  it("keeps shared drafts out of the sitemap and the feeds", async () => {
    const id = await draft();
    const link = await share(id);
    if (!link.ok) throw new Error("not created");
    const slug = `preview-draft-${kind}-${run}`;
    const sitemap = await buildSitemap(database.db, SITE);
    expect(sitemap).not.toContain(slug);
    expect(sitemap).not.toContain("/preview/");
    for (const language of ["en", "th"] as const) {
      const feed = await buildRssFeed(database.db, { siteUrl: SITE, language, agencyName: "Siam" });
      expect(feed).not.toContain(slug);
      expect(feed).not.toContain("/preview/");
    }
  });
});
