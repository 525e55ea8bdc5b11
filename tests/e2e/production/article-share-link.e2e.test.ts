// Share links in the production shape (nginx TLS → two instances on one PostgreSQL): a link made
// on the edit screen served by instance A opens through instance B as well (both read the same
// share_links row), under the site's https origin; every answer, also the second, is no-store,
// noindex and no-referrer, so neither nginx nor an instance's page cache keeps a draft; a changed
// link is the 404 page on both, and revoking the link through instance A ends it on both at once.
import { randomBytes } from "node:crypto";
import { articlePreviewMessages } from "../../../app/features/blog/article-preview-messages";
import { expect, gotoHydrated, test } from "../../support/fixtures";
import { PRODUCTION_ADMIN_EMAIL, productionSiteUrl, queryProduction } from "../../support/production/production-env";
import { answerGoogleAvatars, getVia, pinTo, signInWithGoogle, staffPostVia } from "../../support/production/production-staff";

const share = articlePreviewMessages.en.share;

test("a share link made through instance A reads the draft through both instances, never cached", async ({ page, context }) => {
  test.setTimeout(90_000);
  await pinTo(context, "a");
  await answerGoogleAvatars(context);
  await signInWithGoogle(page, PRODUCTION_ADMIN_EMAIL, "Owner Admin");

  const slug = `shared-${randomBytes(4).toString("hex")}`;
  const title = `Shared draft ${slug}`;
  expect(
    await staffPostVia(page, "a", "/admin/articles/new", {
      slug,
      status: "draft",
      "en.title": title,
      "en.content": "<p>Only for the client.</p>",
    }),
  ).toBe("redirect");
  const [stored] = await queryProduction<{ id: number }>("select id from articles where slug = $1", [slug]);

  await gotoHydrated(page, `/admin/articles/${stored?.id}/edit`);
  const panel = page.getByRole("region", { name: share.heading });
  await panel.getByRole("button", { name: share.create }).click();
  const link = await panel.getByRole("textbox", { name: share.linkLabel }).inputValue();
  expect(link).toMatch(new RegExp(`^${productionSiteUrl().replaceAll(".", "\\.")}/preview/[A-Za-z0-9_-]{43}$`));
  const path = new URL(link).pathname;

  for (const instance of ["b", "a", "b"] as const) {
    const answer = await getVia(instance, path);
    expect(answer.status, instance).toBe(200);
    expect(answer.headers["cache-control"], instance).toMatch(/no-store/);
    expect(answer.headers["x-robots-tag"], instance).toBe("noindex, nofollow");
    expect(answer.headers["referrer-policy"], instance).toBe("no-referrer");
    expect(answer.text()).toContain(title);
  }
  // Still a draft: the public address stays hidden on both.
  for (const instance of ["a", "b"] as const) expect((await getVia(instance, `/articles/${slug}`)).status).toBe(404);

  const altered = path.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
  for (const instance of ["a", "b"] as const) expect((await getVia(instance, altered)).status, instance).toBe(404);

  await panel.getByRole("link", { name: new RegExp(`^${share.revoke}`) }).click();
  await page.getByRole("alertdialog", { name: share.revokeTitle }).getByRole("button", { name: share.revokeConfirm }).click();
  await expect(panel.getByText(share.revokedDone)).toBeVisible();
  for (const instance of ["b", "a"] as const) expect((await getVia(instance, path)).status, instance).toBe(404);
});
