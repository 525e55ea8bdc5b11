// /admin/content/testimonials and /admin/content/faq on the server, on PGlite and PostgreSQL,
// through the routes' own loaders and actions: editors and admins may use them, others go to
// /login; bad input is a translated field error with nothing written; a save over a newer one is a
// translated 409 that keeps what was typed.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentAudit } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { faqMessages } from "~/features/site-content/faq-messages";
import { testimonialsMessages } from "~/features/site-content/testimonials-messages";
import type { Language } from "~/i18n/config";
import type { FormReply } from "~/lib/forms/form-reply";
import { redirectTarget, routeContext, settle, staffCookies, testEnv } from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import * as faqRoute from "./admin-content-faq";
import * as testimonialsRoute from "./admin-content-testimonials";

const SITE = "http://127.0.0.1:3996";

interface Answer {
  data: FormReply<{ intent: string; id: number; label: string }>;
  init: { status: number };
}
type Page = { data: Awaited<ReturnType<typeof testimonialsRoute.loader>>["data"] };

describe.each(databaseKinds)("the testimonials and FAQ screens on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"admin" | "editor" | "pending", string>;

  beforeAll(async () => {
    env = testEnv("content-entries-route-", { SITE_URL: SITE });
    cookies = await staffCookies(database.db, ["admin", "editor", "pending"]);
  });

  const routes = { testimonials: testimonialsRoute, faq: faqRoute };
  type Screen = keyof typeof routes;
  const get = (screen: Screen, who: keyof typeof cookies | null, search = "") =>
    routes[screen].loader({
      request: new Request(`${SITE}/admin/content/${screen}${search}`, { headers: who ? { Cookie: cookies[who] } : {} }),
      context: routeContext(env, database.db),
      params: {},
    } as never);
  const post = async (
    screen: Screen,
    who: keyof typeof cookies | null,
    values: Record<string, string>,
    language: Language = "en",
  ) => {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE };
    if (who) headers.Cookie = cookies[who];
    return (await settle(
      routes[screen].action({
        request: new Request(`${SITE}/admin/content/${screen}`, { method: "POST", headers, body: new URLSearchParams(values) }),
        context: routeContext(env, database.db, { language }),
        params: {},
      } as never),
    )) as Answer;
  };
  const page = async (screen: Screen, search = "") => ((await get(screen, "editor", search)) as unknown as Page).data;
  const auditCount = async () => (await database.db.select().from(contentAudit).where(eq(contentAudit.area, "faq"))).length;

  it("lets editors and admins in, and sends pending users and visitors to /login", async () => {
    for (const screen of ["testimonials", "faq"] as const) {
      expect((await page(screen)).rows.length).toBeGreaterThan(1);
      expect(((await get(screen, "admin")) as unknown as Page).data.mode).toBe("list");
      expect(redirectTarget(await settle(get(screen, "pending")))).toBe("/login");
      expect(redirectTarget(await settle(get(screen, null)))).toBe("/login");
      expect(redirectTarget(await post(screen, "pending", { intent: "hide", id: "1", revision: "" }))).toBe("/login");
      expect(redirectTarget(await post(screen, null, { intent: "save" }))).toBe("/login");
    }
  });

  it("adds a testimonial and goes back to the list, which names it", async () => {
    const answer = await post("testimonials", "editor", {
      intent: "save",
      id: "",
      revision: "",
      "en.name": "Malee",
      "en.quote": "Great work.",
    });
    const target = redirectTarget(answer);
    expect(target).toMatch(/^\/admin\/content\/testimonials\?created=\d+$/);
    const listed = await page("testimonials", target?.slice(target.indexOf("?")));
    expect(listed.rows.at(-1)).toMatchObject({ label: "Malee", detail: "Great work.", hidden: false });
    expect(listed.saved).toEqual({ id: listed.rows.at(-1)?.id, created: true });
  });

  it("answers an empty question with translated field errors and writes nothing", async () => {
    const before = await auditCount();
    const answer = await post("faq", "editor", { intent: "save", id: "", revision: "", "th.answer": "คำตอบ" }, "th");
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.["th.question"]).toEqual([faqMessages.th.errors.requiredTh]);
    expect(await auditCount()).toBe(before);
  });

  it("names the unknown figure next to the answer, with the names there are", async () => {
    const answer = await post("faq", "editor", {
      intent: "save",
      id: "",
      revision: "",
      "en.question": "Price?",
      "en.answer": "From {{cheapestPrice}}.",
    });
    expect(answer.init.status).toBe(400);
    const [message] = answer.data.result.error?.["en.answer"] ?? [];
    expect(message).toContain("The site has no figure called {{cheapestPrice}}.");
    expect(message).toContain("{{premiumPrice}}");
  });

  it("refuses a save over a newer one with a translated 409, keeping what was typed", async () => {
    const [first] = (await page("faq")).rows;
    if (!first) throw new Error("no FAQ entry");
    const edit = (revision: string) =>
      post(
        "faq",
        "editor",
        { intent: "save", id: String(first.id), revision, "en.question": "Changed?", "en.answer": "Yes." },
        "th",
      );
    expect(redirectTarget(await edit(first.revision))).toBe(`/admin/content/faq?saved=${first.id}`);
    const stale = await edit(first.revision);
    expect(stale.init.status).toBe(409);
    expect(stale.data.result.error?.[""]).toEqual([faqMessages.th.errors.stale]);
    expect(stale.data.result.initialValue).toMatchObject({ en: { question: "Changed?" } });
  });

  it("runs the row buttons and says what they did, in the page's language", async () => {
    const [first, second] = (await page("testimonials")).rows;
    if (!first || !second) throw new Error("no testimonials");
    const moved = await post("testimonials", "editor", { intent: "move-down", id: String(first.id) }, "th");
    expect(moved.data.success).toEqual({ intent: "move-down", id: first.id, label: expect.any(String), moved: true });
    expect((await page("testimonials")).rows.slice(0, 2).map((row) => row.id)).toEqual([second.id, first.id]);
    const hidden = await post("testimonials", "editor", { intent: "hide", id: String(first.id), revision: first.revision });
    expect(hidden.data.success).toMatchObject({ intent: "hide", label: first.label });
    const stale = await post(
      "testimonials",
      "editor",
      { intent: "delete", id: String(first.id), revision: first.revision },
      "th",
    );
    expect(stale.init.status).toBe(409);
    expect(stale.data.result.error?.[""]).toEqual([testimonialsMessages.th.errors.stale]);
    const missing = await post("testimonials", "editor", { intent: "show", id: "2147483000", revision: "" });
    expect(missing.init.status).toBe(404);
    expect(missing.data.result.error?.[""]).toEqual([testimonialsMessages.en.errors.notFound]);
  });
});
