// Scheduled publishing in the production shape (nginx TLS → two instances on one PostgreSQL, each
// running the publishing job every second): an article scheduled through instance A becomes public
// on time through both instances, their page caches emptied, and is published exactly once.
import { randomBytes } from "node:crypto";
import { utcToBangkokLocal } from "../../../app/features/blog/article-schedule-time";
import { expect, test } from "../../support/fixtures";
import { PRODUCTION_ADMIN_EMAIL, queryProduction } from "../../support/production/production-env";
import { answerGoogleAvatars, getVia, signInWithGoogle, staffPostVia } from "../../support/production/production-staff";
import { uniqueClientIp } from "../../support/staff";

/** Far enough ahead to save and look through both instances before it passes. */
const AHEAD_MS = 10_000;

test("an article scheduled through instance A is public on time through both instances, published once", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  await answerGoogleAvatars(context);
  await signInWithGoogle(page, PRODUCTION_ADMIN_EMAIL, "Owner Admin");

  const slug = `scheduled-${randomBytes(4).toString("hex")}`;
  const title = `Scheduled through A ${slug}`;
  const at = new Date(Math.ceil((Date.now() + AHEAD_MS) / 1000) * 1000);
  const created = await staffPostVia(page, "a", "/admin/articles/new", {
    slug,
    status: "draft",
    scheduledAt: utcToBangkokLocal(at),
    "en.title": title,
    "en.content": "<p>Out on time on every instance.</p>",
  });
  expect(created).toBe("redirect");
  const [stored] = await queryProduction<{ id: number; status: string; scheduled_at: Date }>(
    "select id, status, scheduled_at from articles where slug = $1",
    [slug],
  );
  expect(stored?.status).toBe("draft");
  expect(new Date(stored?.scheduled_at as Date).toISOString()).toBe(at.toISOString());

  // Before its time: hidden on both, and each instance's cached blog list is without it.
  for (const instance of ["a", "b"] as const) {
    expect((await getVia(instance, `/articles/${slug}`)).status).toBe(404);
    const list = await getVia(instance, "/articles");
    expect(list.status).toBe(200);
    expect(list.text()).not.toContain(title);
  }
  expect(Date.now(), "the checks before its time ran before its time").toBeLessThan(at.getTime());

  // On time (the job runs every second on each instance): public through both.
  for (const instance of ["a", "b"] as const) {
    await expect
      .poll(async () => (await getVia(instance, `/articles/${slug}`)).status, { timeout: AHEAD_MS + 20_000, intervals: [500] })
      .toBe(200);
    expect((await getVia(instance, "/articles")).text()).toContain(title);
  }
  const publishedWithin = Date.now() - at.getTime();
  expect(publishedWithin, "published within a few seconds of its time").toBeLessThan(10_000);

  // Exactly once, by the job: one kept version, replaced by nobody, how "schedule".
  const [article] = await queryProduction<{
    status: string;
    scheduled_at: Date | null;
    published_at: Date;
    updated_by: string | null;
  }>("select status, scheduled_at, published_at, updated_by from articles where id = $1", [stored?.id]);
  expect(article).toMatchObject({ status: "published", scheduled_at: null, updated_by: null });
  expect(new Date(article?.published_at as Date).toISOString()).toBe(at.toISOString());
  const history = await queryProduction<{ replaced_how: string; replaced_by: string | null }>(
    "select replaced_how, replaced_by from article_revisions where article_id = $1",
    [stored?.id],
  );
  expect(history).toEqual([{ replaced_how: "schedule", replaced_by: null }]);
});
