// An article's history as staff see it, in English and Thai: earlier versions with who saved them
// and when, the changes marked word by word, restoring one, and comparing a save refused because
// someone else saved first with the saved version in a new tab.
import type { Locator, Page } from "@playwright/test";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { articleHistoryMessages } from "../../app/features/blog/article-history-messages";
import { escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, settled, test } from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { contentSiteUrl } from "../support/e2e-env";
import { signInAs, STAFF_ACCOUNTS } from "../support/staff";

// Creates articles: on the site of the tests that publish and delete, away from the blog's lists.
test.use({ baseURL: contentSiteUrl() });

/** Three excerpts in each language, told apart by one word (Thai: no spaces between words). */
const excerpts = {
  en: ["Prices depend on pages.", "Prices depend on features.", "Prices depend on support."],
  th: ["ราคาเว็บไซต์ขึ้นอยู่กับจำนวนหน้า", "ราคาเว็บไซต์ขึ้นอยู่กับฟีเจอร์", "ราคาเว็บไซต์ขึ้นอยู่กับการดูแล"],
} as const;
const changedWords = { en: ["features", "support"], th: ["ฟีเจอร์", "การดูแล"] } as const;

function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

for (const language of ["en", "th"] as const) {
  const admin = articleAdminMessages[language];
  const history = articleHistoryMessages[language];

  const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
  const english = (page: Page) => page.getByRole("tabpanel", { name: admin.editor.languages.en });
  const save = (page: Page) => page.getByRole("button", { name: admin.editor.save, exact: true }).click();

  async function openEditor(page: Page, path: string) {
    await gotoHydrated(page, path);
    await expect(english(page).getByRole("toolbar", { name: admin.toolbar.label })).toBeVisible();
  }

  /** Writes and saves a new article; answers its edit path. */
  async function newArticle(page: Page, title: string, excerpt: string) {
    await openEditor(page, "/admin/articles/new");
    await field(english(page), admin.editor.fields.title).fill(title);
    await field(english(page), admin.editor.fields.excerpt).fill(excerpt);
    const content = english(page).getByRole("textbox", { name: admin.editor.fields.content });
    await content.click();
    await content.pressSequentially("Words.");
    await save(page);
    await page.waitForURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
    return new URL(page.url()).pathname;
  }

  test.describe(`Article history (${language})`, () => {
    test.use({ locale: language === "th" ? "th-TH" : "en-US" });
    // Chromium logs the refused save's 409 as a console error.
    test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 409/] });

    test.beforeEach(async ({ page }) => {
      await signInAs(page, "editor");
    });

    test("staff see who saved each version and when, see the change marked, and restore it", async ({ page }) => {
      test.setTimeout(90_000);
      const title = unique("History");
      const editPath = await newArticle(page, title, excerpts[language][0]);
      for (const excerpt of excerpts[language].slice(1)) {
        // The previous save is answered and the form has taken the saved text (it does so in an
        // effect after the answer shows): text typed before that would be replaced.
        await settled(page);
        await field(english(page), admin.editor.fields.excerpt).fill(excerpt);
        await save(page);
        await expect(page.getByRole("status").filter({ hasText: admin.editor.saved })).toBeVisible();
      }
      await settled(page);

      await page.getByRole("link", { name: history.linkNamed }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(editPath.replace(/\/edit$/, ""))}/history$`));
      const versions = page.getByRole("list", { name: history.history.listLabel }).getByRole("listitem");
      await expect(versions).toHaveCount(3);
      await expect(versions.first()).toContainText(history.history.current);
      const name = STAFF_ACCOUNTS.editor.name;
      for (const version of await versions.all()) await expect(version).toContainText(name);
      await expect(versions.nth(1)).toContainText(history.history.replaced.save.split("{{")[0]!.trim());
      await expectNoAxeViolations(page);

      // The newest earlier version against the current one.
      await versions.nth(1).getByRole("link").click();
      await expect(page).toHaveURL(/\/history\/\d+$/);
      const [older, newer] = changedWords[language];
      await expect(page.getByRole("deletion").filter({ hasText: older })).toContainText(history.compare.removed);
      await expect(page.getByRole("insertion").filter({ hasText: newer })).toContainText(history.compare.added);
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: history.restore.button }).click();
      const dialog = page.getByRole("alertdialog", { name: history.restore.title });
      await expect(dialog).toBeVisible();
      expect(await unresolvedIdReferences(page)).toEqual([]);
      await dialog.getByRole("button", { name: history.restore.confirm, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(editPath)}\\?saved=restored$`));
      await expect(page.getByText(history.restore.done)).toBeVisible();
      await expect(field(english(page), admin.editor.fields.excerpt)).toHaveValue(excerpts[language][1]);

      // The version the restore replaced is kept, named as replaced by a restore.
      await page.getByRole("link", { name: history.linkNamed }).click();
      await expect(versions).toHaveCount(4);
      await expect(versions.nth(1)).toContainText(history.history.replaced.restore.split("{{")[0]!.trim());
    });

    test("after a save refused because someone else saved first, the two texts are compared in a new tab", async ({ page }) => {
      test.setTimeout(90_000);
      const title = unique("Two tabs");
      const editPath = await newArticle(page, title, excerpts[language][0]);
      const other = await page.context().newPage();
      await openEditor(other, editPath);

      await field(english(page), admin.editor.fields.excerpt).fill(excerpts[language][1]);
      await save(page);
      await expect(page.getByRole("status").filter({ hasText: admin.editor.saved })).toBeVisible();

      await field(english(other), admin.editor.fields.excerpt).fill(excerpts[language][2]);
      await save(other);
      await expect(other.getByText(admin.errors.staleRevision)).toBeVisible();
      const opened = other.context().waitForEvent("page");
      await other.getByRole("button", { name: new RegExp(escapeRegExp(history.refused.button)) }).click();
      const compare = await opened;
      await compare.waitForLoadState();
      await expect(compare).toHaveURL(new RegExp(`${escapeRegExp(editPath.replace(/\/edit$/, ""))}/compare$`));
      await expect(compare.getByRole("heading", { name: history.refused.title })).toBeVisible();
      const [theirs, mine] = changedWords[language];
      await expect(compare.getByRole("deletion").filter({ hasText: theirs })).toBeVisible();
      await expect(compare.getByRole("insertion").filter({ hasText: mine })).toBeVisible();
      await expectNoAxeViolations(compare);
      // The typed text is still in the editor's tab.
      await expect(field(english(other), admin.editor.fields.excerpt)).toHaveValue(excerpts[language][2]);
      await compare.close();
      await other.close();
    });
  });
}
