// Scheduled publishing through the admin routes, on PGlite and PostgreSQL: the editor refuses a
// past time next to the "Publish on" field (in the page's language), shows a saved schedule in
// Bangkok time; the list filters scheduled drafts and its Unschedule row action answers the one
// reply shape (a draft no longer scheduled is refused, 409).
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "~/.server/env";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
import { utcToBangkokLocal } from "~/features/blog/article-schedule-time";
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
import { action as editAction, loader as editLoader } from "./admin-article-edit";
import { action as newAction } from "./admin-article-new";
import { action as listAction, loader as listLoader } from "./admin-articles";

const SITE = "http://127.0.0.1:3996";
const en = articleAdminMessages.en.errors;
const th = articleAdminMessages.th.errors;

describe.each(databaseKinds)("scheduling through the admin routes on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookie: string;
  let run = 0;

  beforeAll(async () => {
    env = testEnv("article-schedule-", { SITE_URL: SITE });
    cookie = (await staffCookies(database.db, ["editor"] as const)).editor;
  });

  const request = (path: string, body?: Record<string, string>) =>
    new Request(`${SITE}${path}`, {
      method: body ? "POST" : "GET",
      headers: { Cookie: cookie, Origin: SITE, ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: body ? new URLSearchParams(body).toString() : undefined,
    });
  const args = (path: string, body?: Record<string, string>, params: Record<string, string> = {}, language: Language = "en") =>
    ({ request: request(path, body), context: routeContext(env, database.db, { language }), params }) as never;
  const reply = (answer: unknown) => (answer as DataAnswer).data as unknown as FormReply<unknown>;
  const article = (scheduledAt: string) => {
    run += 1;
    return { status: "draft", scheduledAt, "en.title": `Launch notes ${run}`, "en.content": "<p>Soon.</p>" };
  };

  it("refuses a time in the past next to the field, in English and in Thai, storing nothing", async () => {
    const past = utcToBangkokLocal(new Date(Date.now() - 60_000));
    const answer = await settle(newAction(args("/admin/articles/new?lang=en", article(past))));
    expect(statusOf(answer)).toBe(400);
    expect(reply(answer).result.error).toMatchObject({ scheduledAt: [en.scheduleInPast] });
    const thai = await settle(newAction(args("/admin/articles/new?lang=th", article("2026-02-30T10:00"), {}, "th")));
    expect(reply(thai).result.error).toMatchObject({ scheduledAt: [th.scheduleInvalid] });
  });

  it("saves a schedule, shows it in Bangkok time, lists and filters it, and Unschedule makes it a plain draft", async () => {
    const target = redirectTarget(await settle(newAction(args("/admin/articles/new?lang=en", article("2031-03-04T09:15")))));
    const id = /\/admin\/articles\/(\d+)\/edit/.exec(target ?? "")?.[1] as string;
    expect(id).toBeTruthy();

    const loaded = (await settle(editLoader(args(`/admin/articles/${id}/edit?lang=en`, undefined, { id })))) as DataAnswer;
    expect(loaded.data).toMatchObject({ values: { scheduledAt: "2031-03-04T09:15" } });
    expect(loaded.data.scheduledFor).toMatch(/Mar 4, 2031.*9:15/);

    const listed = (await settle(listLoader(args("/admin/articles?lang=en&status=scheduled")))) as DataAnswer;
    const view = listed.data.view as { items: { id: number; scheduled: { iso: string } | null }[]; filters: { status: string } };
    expect(view.filters.status).toBe("scheduled");
    expect(view.items.map((item) => [item.id, item.scheduled?.iso])).toEqual([[Number(id), "2031-03-04T02:15:00.000Z"]]);

    const unscheduled = reply(await settle(listAction(args("/admin/articles", { intent: "unschedule", id }))));
    expect(unscheduled.success).toMatchObject({
      intent: "unschedule",
      id: Number(id),
      title: expect.stringContaining("Launch notes"),
    });
    const after = (await settle(listLoader(args("/admin/articles?lang=en&status=scheduled")))) as DataAnswer;
    expect((after.data.view as { items: unknown[] }).items).toEqual([]);

    const again = await settle(listAction(args("/admin/articles", { intent: "unschedule", id })));
    expect(statusOf(again)).toBe(409);
    expect(reply(again).result.error).toMatchObject({ "": [en.notScheduled] });
  });

  it("an edit that clears the field unschedules", async () => {
    const target = redirectTarget(await settle(newAction(args("/admin/articles/new", article("2031-05-06T10:00")))));
    const id = /\/admin\/articles\/(\d+)\/edit/.exec(target ?? "")?.[1] as string;
    const loaded = (await settle(editLoader(args(`/admin/articles/${id}/edit`, undefined, { id })))) as DataAnswer;
    const values = loaded.data.values as { slug: string };
    const saved = await settle(
      editAction(
        args(`/admin/articles/${id}/edit`, { ...article(""), slug: values.slug, revision: String(loaded.data.revision) }, { id }),
      ),
    );
    expect(reply(saved).success).toMatchObject({ saved: "updated" });
    const reloaded = (await settle(editLoader(args(`/admin/articles/${id}/edit`, undefined, { id })))) as DataAnswer;
    expect(reloaded.data).toMatchObject({ values: { scheduledAt: "" }, scheduledFor: null });
  });
});
