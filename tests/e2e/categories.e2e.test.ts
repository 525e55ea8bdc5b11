// /admin/categories in the browser: an editor creates a category in the English admin and one in
// the Thai admin, finds both in the article editor's category list (a missing name shows the other
// language's), cannot delete a category articles use, and deletes the new ones after confirming.
import type { Page } from "@playwright/test";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { categoriesMessages } from "../../app/features/blog/categories-messages";
import { catalogue, escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, test } from "../support/fixtures";
import { signInAs } from "../support/staff";

const messages = categoriesMessages;
type Language = keyof typeof messages;

async function createCategory(page: Page, language: Language, slug: string, names: { en?: string; th?: string }) {
  const m = messages[language];
  const form = page.getByRole("region", { name: m.create.heading });
  await form.getByRole("textbox", { name: m.create.slug }).fill(slug);
  if (names.en) await form.getByRole("textbox", { name: m.create.nameEn }).fill(names.en);
  if (names.th) await form.getByRole("textbox", { name: m.create.nameTh }).fill(names.th);
  await form.getByRole("button", { name: m.create.submit }).click();
}

/** The status line saying this, in the page's language. */
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function deleteCategory(page: Page, slug: string, name: string) {
  const m = messages.en;
  if ((await page.getByRole("row", { name: new RegExp(escapeRegExp(slug)) }).count()) === 0) return;
  await page.getByRole("link", { name: `${m.list.delete} ${m.list.forCategory.replace("{{slug}}", slug)}` }).click();
  const dialog = page.getByRole("alertdialog", { name: m.remove.title.replace("{{name}}", name) });
  await dialog.getByRole("button", { name: m.remove.confirm }).click();
  await expect(status(page, m.saved.delete.replace("{{name}}", name))).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("Blog categories", () => {
  // A taken slug is the server's answer: a 400 the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\) \(.*\/admin\/categories\.data/] });

  test("an editor creates a category in the English admin and one in the Thai admin, and picks them in the editor", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const run = Date.now().toString(36);
    const english = { slug: `e2e-${run}-en`, name: `E2E tips ${run}` };
    const thai = { slug: `e2e-${run}-th`, name: `หมวดทดสอบ ${run}` };
    const en = messages.en;
    const th = messages.th;
    await signInAs(page, "editor");

    // The articles screen leads here.
    await gotoHydrated(page, "/admin/articles");
    await page.getByRole("link", { name: articleAdminMessages.en.list.manageCategories }).click();
    await expect(page.getByRole("heading", { level: 1, name: catalogue.en.admin.screens.categories.title })).toBeVisible();

    try {
      await createCategory(page, "en", english.slug, { en: english.name });
      await expect(status(page, en.saved.create.replace("{{name}}", english.name))).toBeVisible();
      await expect(page.getByRole("row", { name: new RegExp(escapeRegExp(english.slug)) })).toContainText(
        en.list.articleCountNone,
      );

      // The Thai admin: a Thai name only; a slug already taken is explained next to the field.
      await context.addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
      await gotoHydrated(page, "/admin/categories");
      await createCategory(page, "th", english.slug, { th: thai.name });
      const slugField = page.getByRole("textbox", { name: th.create.slug });
      await expect(slugField).toBeFocused();
      await expect(slugField).toHaveAccessibleDescription(new RegExp(escapeRegExp(th.errors.slugTaken)));
      await slugField.fill(thai.slug);
      await page.getByRole("button", { name: th.create.submit }).click();
      await expect(status(page, th.saved.create.replace("{{name}}", thai.name))).toBeVisible();

      // The editor's category list, in Thai: the English-only category shows its English name.
      await gotoHydrated(page, "/admin/articles/new");
      const select = page.getByRole("combobox", { name: articleAdminMessages.th.editor.fields.category });
      await expect(select.getByRole("option", { name: thai.name })).toHaveAttribute("value", thai.slug);
      await expect(select.getByRole("option", { name: english.name })).toHaveAttribute("value", english.slug);
    } finally {
      await context.clearCookies({ name: "lang" });
      await gotoHydrated(page, "/admin/categories");
      await deleteCategory(page, english.slug, english.name);
      await deleteCategory(page, thai.slug, thai.name);
    }
  });

  test("a category articles use cannot be deleted: the dialog says to move them first", async ({ page }) => {
    const en = messages.en;
    await signInAs(page, "editor");
    // "pricing" holds a sample article on every e2e site.
    await gotoHydrated(page, "/admin/categories");
    await page.getByRole("link", { name: `${en.list.delete} ${en.list.forCategory.replace("{{slug}}", "pricing")}` }).click();
    const dialog = page.getByRole("alertdialog", { name: en.remove.inUseTitle.replace("{{name}}", "Pricing") });
    const moveFirst = [en.errors.inUse, en.errors.inUseOne].map((text) =>
      escapeRegExp(text).replaceAll("\\{\\{count\\}\\}", "\\d+"),
    );
    await expect(dialog).toContainText(new RegExp(moveFirst.join("|")));
    await expect(dialog.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole("link", { name: en.remove.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: new RegExp(`${en.list.delete} .*pricing`) })).toBeFocused();
  });
});
