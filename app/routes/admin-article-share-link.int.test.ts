// Share links as rows, through the routes' own loaders and actions, on PGlite and on PostgreSQL:
// made with a label and a choice of 1, 7 or 30 days (never longer: the form and the database both
// refuse), listed with who made them, revoked one by one (only through their own article), and
// a revoked, expired or deleted article's link answers the 404 page at once.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "~/.server/env";
import { shareLinks } from "~/.server/db/schema";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
import { createArticleFromEditor } from "~/features/blog/article-editor.server";
import { parseArticleForm } from "~/features/blog/article-form-schema";
import { articlePreviewMessages } from "~/features/blog/article-preview-messages";
import { deleteArticle } from "~/features/blog/articles.server";
import type { ShareLinkReply, ShareLinkView } from "~/features/blog/share-link-schema";
import { hashShareToken } from "~/features/blog/share-links.server";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import {
  type DataAnswer,
  redirectTarget,
  routeContext,
  settle,
  staffCookies,
  staffPerson,
  statusOf,
  testEnv,
} from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { loader as editLoader } from "./admin-article-edit";
import { action as shareAction, loader as shareLoader } from "./admin-article-share-link";
import { loader as sharedLoader } from "./article-preview";

const SITE = "http://127.0.0.1:3995";
const DAY = 24 * 60 * 60 * 1000;
const en = articlePreviewMessages.en.share;
const th = articlePreviewMessages.th.share;

describe.each(databaseKinds)("share links on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"editor" | "admin" | "pending", string>;
  let run = 0;

  beforeAll(async () => {
    env = testEnv("share-links-", { SITE_URL: SITE });
    cookies = await staffCookies(database.db, ["editor", "admin", "pending"]);
  });

  const post = (id: string, body: Record<string, string>, who: keyof typeof cookies = "editor", language: Language = "en") =>
    settle(
      shareAction({
        request: new Request(`${SITE}/admin/articles/${id}/share-link?lang=${language}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Cookie: cookies[who] },
          body: new URLSearchParams(body).toString(),
        }),
        params: { id },
        context: routeContext(env, database.db, { language }),
      } as never),
    );
  const get = (loader: typeof shareLoader | typeof editLoader, path: string, id: string, who: keyof typeof cookies = "editor") =>
    settle(
      loader({
        request: new Request(`${SITE}${path}`, { headers: { Cookie: cookies[who] } }),
        params: { id },
        context: routeContext(env, database.db, { language: "en" }),
      } as never),
    );
  const reply = (answer: unknown) => (answer as DataAnswer).data as unknown as ShareLinkReply;
  const listed = async (id: string) =>
    ((await get(shareLoader, `/admin/articles/${id}/share-link`, id)) as DataAnswer).data as unknown as {
      links: ShareLinkView[];
    };
  /** The preview's status: 200 when it opens, 404 for the "link no longer valid" page. */
  const opened = async (token: string) => statusOf(await open(token)) ?? 200;
  const open = (token: string) =>
    settle(
      sharedLoader({
        request: new Request(`${SITE}/preview/${token}`),
        params: { token },
        context: routeContext(env, database.db, { language: "en" }),
      } as never),
    );

  async function draft() {
    run += 1;
    const parsed = parseArticleForm({
      slug: `share-link-${kind}-${run}`,
      status: "draft",
      en: { title: `Shared ${run}`, content: "<p>Words.</p>" },
      th: { title: "", content: "" },
    });
    if (!parsed.ok) throw new Error("fixture");
    const created = await createArticleFromEditor(database.db, parsed.value, "Somchai", messagesT(articleAdminMessages, "en"));
    if (!created.ok) throw new Error("fixture");
    return String(created.id);
  }

  async function create(id: string, body: Record<string, string> = {}, who: keyof typeof cookies = "editor") {
    const success = reply(await post(id, { intent: "create", ...body }, who)).success;
    if (success?.intent !== "create") throw new Error("not created");
    return { ...success, token: success.url.slice(`${SITE}/preview/`.length) };
  }

  it("creates a link with a label and a chosen expiry, stores only its hash, and lists it with who made it", async () => {
    const id = await draft();
    const before = Date.now();
    const link = await create(id, { label: "  Khun Malee (client)  ", days: "30" });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = new Date(link.expiresIso).getTime();
    expect(expires).toBeGreaterThan(before + 30 * DAY - 60_000);
    expect(expires).toBeLessThan(Date.now() + 30 * DAY + 60_000);

    const [row] = await database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.articleId, Number(id)));
    expect(row).toMatchObject({
      tokenHash: hashShareToken(link.token),
      label: "Khun Malee (client)",
      createdBy: staffPerson("editor").uid,
      createdByName: staffPerson("editor").email,
      revokedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(link.token);
    // One clock: the expiry is exactly the chosen days after the creation.
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(30 * DAY);

    const defaulted = await create(id, {}, "admin");
    const { links } = await listed(id);
    expect(links.map((view) => [view.label, view.by, view.status])).toEqual([
      ["", staffPerson("admin").email, "active"],
      ["Khun Malee (client)", staffPerson("editor").email, "active"],
    ]);
    expect(new Date(links[0]?.expiresIso ?? 0).getTime() - new Date(links[0]?.createdIso ?? 0).getTime()).toBe(7 * DAY);
    expect(defaulted.url).not.toBe(link.url);
    // The editor's screen lists them too, and never the token.
    const edit = (await get(editLoader, `/admin/articles/${id}/edit`, id)) as DataAnswer;
    expect((edit.data as unknown as { shareLinks: ShareLinkView[] }).shareLinks).toHaveLength(2);
    expect(JSON.stringify(edit.data)).not.toContain(link.token);
    expect(await opened(link.token)).toBe(200);
  });

  it("refuses an expiry over 30 days or a long label, translated, and creates nothing; the database refuses too", async () => {
    const id = await draft();
    for (const [body, field, message] of [
      [{ days: "400" }, "days", en.errors.days],
      [{ days: "31" }, "days", en.errors.days],
      [{ days: "" }, "days", en.errors.days],
      [{ label: "x".repeat(81) }, "label", en.errors.labelTooLong.replace("{{max}}", "80")],
    ] as const) {
      const answer = await post(id, { intent: "create", ...body });
      expect(statusOf(answer)).toBe(400);
      expect(reply(answer).result.error?.[field]).toEqual([message]);
    }
    const thai = await post(id, { intent: "create", days: "365" }, "editor", "th");
    expect(reply(thai).result.error?.days).toEqual([th.errors.days]);
    expect((await listed(id)).links).toEqual([]);

    // A row written past the form still cannot outlive 30 days.
    await expect(
      database.db.insert(shareLinks).values({
        articleId: Number(id),
        tokenHash: hashShareToken("a".repeat(43)),
        createdAt: sql`now()`,
        expiresAt: sql`now() + interval '31 days'`,
      }),
    ).rejects.toThrow();
  });

  it("revokes a link at once, keeps the others working, and says so in the list", async () => {
    const id = await draft();
    const kept = await create(id, { label: "kept" });
    const ended = await create(id, { label: "ended" });
    const endedId = (await listed(id)).links.find((view) => view.label === "ended")?.id;
    const answer = await post(id, { intent: "revoke", linkId: String(endedId) }, "admin");
    expect(reply(answer).success).toEqual({ intent: "revoke", linkId: endedId });

    expect(await opened(ended.token)).toBe(404);
    expect(await opened(kept.token)).toBe(200);
    const [row] = await database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.id, endedId ?? 0));
    expect(row).toMatchObject({ revokedBy: staffPerson("admin").uid });
    expect((await listed(id)).links.map((view) => [view.label, view.status])).toEqual([
      ["ended", "revoked"],
      ["kept", "active"],
    ]);
    // Twice is harmless and keeps the first revocation.
    expect(reply(await post(id, { intent: "revoke", linkId: String(endedId) })).success).toMatchObject({ intent: "revoke" });
    const [again] = await database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.id, endedId ?? 0));
    expect(again?.revokedAt?.getTime()).toBe(row?.revokedAt?.getTime());
  });

  it("refuses to revoke another article's link through a forged form, changing nothing", async () => {
    const mine = await draft();
    const theirs = await draft();
    const link = await create(theirs);
    const theirId = (await listed(theirs)).links[0]?.id;
    for (const linkId of [String(theirId), "2147483000"]) {
      const answer = await post(mine, { intent: "revoke", linkId });
      expect(statusOf(answer)).toBe(404);
      expect(reply(answer).result.error?.[""]).toEqual([en.errors.linkNotFound]);
    }
    for (const linkId of ["0", "-1", "abc", "99999999999"]) {
      expect(statusOf(await post(mine, { intent: "revoke", linkId })), linkId).toBe(400);
    }
    expect(await opened(link.token)).toBe(200);
    expect((await listed(theirs)).links[0]?.status).toBe("active");
  });

  it("answers 404 to an expired link and to a deleted article's links, whose rows go with it", async () => {
    const id = await draft();
    const token = "e".repeat(43);
    await database.db.insert(shareLinks).values({
      articleId: Number(id),
      tokenHash: hashShareToken(token),
      createdAt: sql`now() - interval '8 days'`,
      expiresAt: sql`now() - interval '1 day'`,
    });
    expect(await opened(token)).toBe(404);
    expect((await listed(id)).links.map((view) => view.status)).toEqual(["expired"]);
    expect((await listed(id)).links.some((view) => view.status === "active")).toBe(false);

    const live = await create(id);
    expect(await opened(live.token)).toBe(200);
    await deleteArticle(database.db, Number(id));
    expect(await opened(live.token)).toBe(404);
    expect(
      await database.db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.articleId, Number(id))),
    ).toEqual([]);
    // Creating a link to the deleted article says it is gone.
    const answer = await post(id, { intent: "create" });
    expect(statusOf(answer)).toBe(404);
    expect(reply(answer).result.error?.[""]).toEqual([en.notFound]);
  });

  it("lets only editors and admins in, in the loader and the action", async () => {
    const id = await draft();
    expect(redirectTarget(await post(id, { intent: "create" }, "pending"))).toBe("/login");
    expect(redirectTarget(await get(shareLoader, `/admin/articles/${id}/share-link`, id, "pending"))).toBe("/login");
    expect((await listed(id)).links).toEqual([]);
  });
});
