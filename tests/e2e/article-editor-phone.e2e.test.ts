// The article editor on a phone: the form is several screens long, and its Save button stays at
// the bottom of the window (a bar at the end of the form) without covering the field being edited.
import type { Locator, Page } from "@playwright/test";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { contentSiteUrl } from "../support/e2e-env";
import { escapeRegExp, expect, gotoHydrated, test } from "../support/fixtures";
import { signInAs } from "../support/staff";

// Creates articles: on the site of the tests that publish and delete them.
test.use({ baseURL: contentSiteUrl() });

const en = articleAdminMessages.en;

function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
}

async function openEditor(page: Page, path: string) {
  await gotoHydrated(page, path);
  await expect(page.getByRole("toolbar", { name: en.toolbar.label }).first()).toBeVisible();
}

/** Whether `field`'s box lies wholly above the action bar, inside the window. */
async function clearOfTheBar(page: Page, control: Locator) {
  const box = await control.boundingBox();
  const bar = await page.locator("[data-editor-actions]").boundingBox();
  if (!box || !bar) throw new Error("the field or the action bar is not laid out");
  return box.y >= 0 && box.y + box.height <= bar.y + 1;
}

test.describe("At a phone's width (390 px), the article editor", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps Save in reach without scrolling, and Save saves", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, "editor");
    await openEditor(page, "/admin/articles/new");
    const save = page.getByRole("button", { name: en.editor.save, exact: true });
    // One Save button, reached from the top of a page several screens long.
    await expect(save).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844 * 3);

    const title = `Phone draft ${Date.now().toString(36)}`;
    await field(page.getByRole("tabpanel"), en.editor.fields.title).fill(title);
    await field(page.getByRole("tabpanel"), en.editor.fields.excerpt).fill("Written on a phone.");
    const content = page.getByRole("tabpanel").getByRole("textbox", { name: en.editor.fields.content });
    await content.click();
    await content.pressSequentially("Saved from the bar.");
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(844);
    await expect(save).toBeInViewport({ ratio: 1 });

    await save.click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
    await expect(page.getByRole("status").filter({ hasText: en.editor.created })).toBeVisible();
    await expect(field(page.getByRole("tabpanel"), en.editor.fields.title)).toHaveValue(title);
  });

  test("keeps a focused field above the bar, and shows that a save worked wherever the page is scrolled", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, "editor");
    await openEditor(page, "/admin/articles/new");
    await field(page.getByRole("tabpanel"), en.editor.fields.title).fill(`Phone edit ${Date.now().toString(36)}`);
    const content = page.getByRole("tabpanel").getByRole("textbox", { name: en.editor.fields.content });
    await content.click();
    await content.pressSequentially("First version.");
    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
    await openEditor(page, new URL(page.url()).pathname);

    // A field that sits behind the bar when it gets focus (as Tab gives it) comes up into view.
    const status = field(page, en.editor.fields.status);
    await status.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 30);
    });
    expect(await clearOfTheBar(page, status)).toBe(false);
    await status.evaluate((element: HTMLElement) => element.focus());
    await expect(status).toBeFocused();
    // The window scrolls smoothly: wait for it to arrive.
    await expect.poll(() => clearOfTheBar(page, status)).toBe(true);

    await status.selectOption("draft");
    await field(page, en.editor.fields.slug).fill(`phone-edit-${Date.now().toString(36)}`);
    const save = page.getByRole("button", { name: en.editor.save, exact: true });
    await expect(save).toBeInViewport({ ratio: 1 });
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: en.editor.saved })).toBeAttached();
    // The confirmation at the top may be scrolled away; the bar repeats it beside Save.
    await expect(page.locator("[data-editor-actions]").getByText(en.editor.saved)).toBeInViewport();
  });
});
