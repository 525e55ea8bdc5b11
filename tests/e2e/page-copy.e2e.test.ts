// The Page copy screen in the browser: an editor changes a heading of the About page, an emptied
// English text is refused next to its field, an emptied Thai text shows the English one to Thai
// readers, Preview shows unsaved words in a new tab, and the public page shows the saved words at
// once. Runs on the content site (its marketing pages are no other test's subject) and puts the
// defaults back.
import type { Page } from "@playwright/test";
import { en as defaultsEn } from "../../app/features/marketing/content/en";
import { th as defaultsTh } from "../../app/features/marketing/content/th";
import { pageCopyMessages } from "../../app/features/site-content/page-copy-messages";
import { contentSiteUrl } from "../support/e2e-env";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "../support/fixtures";
import { signInAs } from "../support/staff";

const t = pageCopyMessages.en;
const th = pageCopyMessages.th;

test.use({ baseURL: contentSiteUrl() });
test.describe.configure({ mode: "serial" });

/** A text box of the form by section and label, e.g. ("Top of the page", "Heading · English"). */
const box = (page: Page, section: string, label: string) =>
  page.getByRole("group", { name: section }).getByRole("textbox", { name: label, exact: true });

test("an editor changes the About page's heading; readers see it at once, Thai falls back to English", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "editor");
  await gotoHydrated(page, "/admin/content/pages");
  await page.getByRole("link", { name: t.list.edit.replace("{{page}}", t.pages.about) }).click();
  await expect(box(page, t.parts.hero, `${t.parts.title} · ${t.form.english}`)).toHaveValue(defaultsEn.about.hero.title);
  await expectNoAxeViolations(page);

  const english = box(page, t.parts.hero, `${t.parts.title} · ${t.form.english}`);
  const thai = box(page, t.parts.hero, `${t.parts.title} · ${t.form.thai}`);
  const save = page.getByRole("button", { name: t.form.save.replace("{{page}}", t.pages.about) });

  // English may not be emptied: the error stands next to the field, and nothing is saved.
  await english.fill("");
  await save.click();
  await expect(english).toHaveAccessibleDescription(new RegExp(t.errors.required.slice(0, 20)));
  await expect(english).toBeFocused();

  // Preview: the unsaved heading in a new tab, the public page unchanged.
  const heading = "A small studio that ships in a week";
  await english.fill(heading);
  const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: t.form.preview }).click()]);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(heading);
  await preview.close();
  const before = await page.request.get("/about");
  expect(await before.text()).not.toContain(heading);

  await thai.fill("");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: t.saved.saved })).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.goto("/about?lang=th");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

  // Back to the defaults, in Thai this time.
  await gotoHydrated(page, "/admin/content/pages/about?lang=th");
  await box(page, th.parts.hero, `${th.parts.title} · ${th.form.english}`).fill(defaultsEn.about.hero.title);
  await box(page, th.parts.hero, `${th.parts.title} · ${th.form.thai}`).fill(defaultsTh.about.hero.title);
  await page.getByRole("button", { name: th.form.save.replace("{{page}}", th.pages.about) }).click();
  await expect(page.getByRole("status").filter({ hasText: th.saved.saved })).toBeVisible();
});
