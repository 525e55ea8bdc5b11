// The article editor keeps unsaved changes on this device: a crash (a reload without saving) offers
// them back, restoring fills every field and the rich-text body, discarding drops them, an accepted
// save forgets them; a save without a connection or with a failing server keeps the text and says so.
import type { Locator, Page } from "@playwright/test";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { articleAutosaveMessages } from "../../app/features/blog/article-autosave-messages";
import { escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, settled, test, type TestLanguage } from "../support/fixtures";
import { contentSiteUrl } from "../support/e2e-env";
import { signInAs } from "../support/staff";

// Creates articles: on the content site, away from the blog tests' exact lists.
test.use({ baseURL: contentSiteUrl() });

function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function strings(language: TestLanguage) {
  return { admin: articleAdminMessages[language], autosave: articleAutosaveMessages[language] };
}

function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
}

function panel(page: Page, language: TestLanguage) {
  return page.getByRole("tabpanel", { name: strings(language).admin.editor.languages.en });
}

function body(page: Page, language: TestLanguage) {
  return panel(page, language).getByRole("textbox", { name: strings(language).admin.editor.fields.content });
}

function saveButton(page: Page, language: TestLanguage) {
  return page.getByRole("button", { name: strings(language).admin.editor.save, exact: true });
}

/** The offer to restore, found by the start of its sentence (the time follows). */
function notice(page: Page, language: TestLanguage) {
  const [before] = strings(language).autosave.notice.found.split("{{time}}");
  return page.getByRole("status").filter({ hasText: (before ?? "").trim() });
}

async function openEditor(page: Page, language: TestLanguage, path: string) {
  await gotoHydrated(page, path);
  await expect(panel(page, language).getByRole("toolbar", { name: strings(language).admin.toolbar.label })).toBeVisible();
}

/** The drafts this device keeps (their storage keys), once the debounced write has happened. */
async function keptDrafts(page: Page) {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("article-draft:")));
}

async function expectDraftKept(page: Page, article: string) {
  await expect.poll(() => keptDrafts(page)).toContainEqual(expect.stringMatching(new RegExp(`:${article}$`)));
}

/** A crash, as far as the page can tell: it goes away without saving and opens again. */
async function reloadWithoutSaving(page: Page, language: TestLanguage) {
  await page.reload();
  await expect(panel(page, language).getByRole("toolbar", { name: strings(language).admin.toolbar.label })).toBeVisible();
}

test.describe("Unsaved article changes kept on this device", () => {
  // A save sent with the network down, or answered by a failing server, is logged by Chromium.
  // (Wrapped: Playwright reads an array whose second item is an object as [value, options].)
  test.use({
    allowedConsoleErrors: [
      [
        /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/,
        /Failed to load resource: the server responded with a status of 500/,
      ],
      { scope: "test" },
    ],
  });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, "editor");
    // Leaving with unsaved changes asks (beforeunload); a reload here is the crash being simulated.
    page.on("dialog", (dialog) => void dialog.accept());
  });

  for (const language of ["en", "th"] as const) {
    test(`a reload offers the typed text back, restore fills the form, saving forgets it (${language})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      const { admin, autosave } = strings(language);
      await context.addCookies([{ name: "lang", value: language, url: contentSiteUrl() }]);
      const title = unique(language === "th" ? "ร่างที่กู้คืน" : "Restored draft");
      await openEditor(page, language, "/admin/articles/new");
      await expect(notice(page, language)).toHaveCount(0);

      await field(panel(page, language), admin.editor.fields.title).fill(title);
      await field(page, admin.editor.fields.slug).fill(`restored-${Date.now().toString(36)}`);
      await body(page, language).click();
      await body(page, language).pressSequentially("Typed before the crash.");
      await expectDraftKept(page, "new");
      await reloadWithoutSaving(page, language);

      const offer = notice(page, language);
      await expect(offer).toBeVisible();
      await expect(offer).toBeFocused();
      await expectNoAxeViolations(page);
      await expect(field(panel(page, language), admin.editor.fields.title)).toHaveValue("");
      await offer.getByRole("button", { name: autosave.notice.restore }).click();
      await expect(page.getByText(autosave.notice.restored.split("{{time}}")[0] ?? "")).toBeVisible();
      await expect(field(panel(page, language), admin.editor.fields.title)).toHaveValue(title);
      await expect(body(page, language)).toContainText("Typed before the crash.");
      await expect(page.locator('input[type="hidden"][name="en.content"]')).toHaveValue(/Typed before the crash\./);
      // Restored is unsaved: leaving asks first.
      await page.getByRole("link", { name: admin.editor.backToList }).click();
      await page.getByRole("alertdialog", { name: admin.leave.title }).getByRole("button", { name: admin.leave.stay }).click();

      // The body still takes typing after a restore, and the form sends what it shows.
      await body(page, language).click();
      await page.keyboard.press("End");
      await body(page, language).pressSequentially(" More.");
      await saveButton(page, language).click();
      await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
      await expect(page.getByRole("status").filter({ hasText: admin.editor.created })).toBeVisible();
      await expect(body(page, language)).toContainText("Typed before the crash. More.");
      await expect.poll(() => keptDrafts(page)).toEqual([]);

      await reloadWithoutSaving(page, language);
      await expect(field(panel(page, language), admin.editor.fields.title)).toHaveValue(title);
      await expect(notice(page, language)).toHaveCount(0);

      // Discard: the saved version stays, and the offer does not come back.
      const articleId = /\/admin\/articles\/(\d+)\/edit/.exec(page.url())?.[1] ?? "";
      await field(panel(page, language), admin.editor.fields.title).fill(`${title} (not wanted)`);
      await expectDraftKept(page, articleId);
      await reloadWithoutSaving(page, language);
      await notice(page, language).getByRole("button", { name: autosave.notice.discard }).click();
      await expect(notice(page, language)).toHaveCount(0);
      await expect(field(panel(page, language), admin.editor.fields.title)).toHaveValue(title);
      await expect(field(panel(page, language), admin.editor.fields.title)).toBeFocused();
      await expect.poll(() => keptDrafts(page)).toEqual([]);
      await reloadWithoutSaving(page, language);
      await expect(notice(page, language)).toHaveCount(0);
    });
  }

  test("a draft older than the article's last save says so before it is restored", async ({ page }) => {
    const { admin, autosave } = strings("en");
    const path = await createArticle(page, unique("Saved since"));
    await field(panel(page, "en"), admin.editor.fields.title).fill("My unsaved title");
    await expectDraftKept(page, articleIdOf(path));

    // Someone else saves the article meanwhile (as another tab would).
    const form = await page
      .locator(`form#article-editor`)
      .evaluate((element) =>
        Object.fromEntries([...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)])),
      );
    const other = await page.request.post(path, {
      form: { ...form, "en.title": "Their title" },
      headers: { Origin: new URL(contentSiteUrl()).origin },
    });
    expect(other.status()).toBe(200);

    await reloadWithoutSaving(page, "en");
    const offer = notice(page, "en");
    await expect(offer).toContainText(autosave.notice.stale);
    await offer.getByRole("button", { name: autosave.notice.restore }).click();
    await expect(field(panel(page, "en"), admin.editor.fields.title)).toHaveValue("My unsaved title");
    await expect(page.getByText(autosave.notice.stale)).toBeVisible();
  });

  test("a save with the network down or a failing server keeps the text, says why, and keeps the draft", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: "lang", value: "th", url: contentSiteUrl() }]);
    const { admin, autosave } = strings("th");
    const path = await createArticle(page, unique("ออฟไลน์"), "th");
    const title = field(panel(page, "th"), admin.editor.fields.title);
    await title.fill("ข้อความที่ยังไม่ได้บันทึก");
    await body(page, "th").click();
    await body(page, "th").pressSequentially(" Offline words.");

    await context.setOffline(true);
    await saveButton(page, "th").click();
    await expect(page.getByRole("alert").filter({ hasText: autosave.failed.unreachable })).toBeVisible();
    await expect(title).toHaveValue("ข้อความที่ยังไม่ได้บันทึก");
    await expect(body(page, "th")).toContainText("Offline words.");
    expect(new URL(page.url()).pathname).toBe(path);
    await expectDraftKept(page, articleIdOf(path));
    await context.setOffline(false);

    // A server that fails instead of answering (a proxy's 500 page).
    await page.route("**/edit.data*", (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Oops</h1>" }));
    await saveButton(page, "th").click();
    await expect(page.getByRole("alert").filter({ hasText: autosave.failed.serverError })).toBeVisible();
    await expect(title).toHaveValue("ข้อความที่ยังไม่ได้บันทึก");
    await expectDraftKept(page, articleIdOf(path));
    await page.unroute("**/edit.data*");

    // Back online, the same form saves, and the draft is forgotten.
    await saveButton(page, "th").click();
    await expect(page.getByRole("status").filter({ hasText: admin.editor.saved })).toBeVisible();
    await expect.poll(() => keptDrafts(page)).toEqual([]);
    await reloadWithoutSaving(page, "th");
    await expect(title).toHaveValue("ข้อความที่ยังไม่ได้บันทึก");
    await expect(body(page, "th")).toContainText("Offline words.");
    await expect(notice(page, "th")).toHaveCount(0);
  });
});

test.describe("A new article saved without a connection", () => {
  test.use({ allowedConsoleErrors: [[/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/], { scope: "test" }] });

  test("stays on the new-article screen with its text, says why, and is created once back online", async ({ page, context }) => {
    const { admin, autosave } = strings("en");
    await signInAs(page, "editor");
    await openEditor(page, "en", "/admin/articles/new");
    const title = unique("Written offline");
    await field(panel(page, "en"), admin.editor.fields.title).fill(title);
    await body(page, "en").click();
    await body(page, "en").pressSequentially("Written on a train.");

    await context.setOffline(true);
    await saveButton(page, "en").click();
    await expect(page.getByRole("alert").filter({ hasText: autosave.failed.unreachable })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/admin/articles/new");
    await expect(field(panel(page, "en"), admin.editor.fields.title)).toHaveValue(title);
    await expect(body(page, "en")).toContainText("Written on a train.");
    await expectDraftKept(page, "new");

    await context.setOffline(false);
    await saveButton(page, "en").click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
    await expect.poll(() => keptDrafts(page)).toEqual([]);
  });
});

function articleIdOf(path: string) {
  return /\/admin\/articles\/(\d+)\/edit/.exec(path)?.[1] ?? "";
}

/** A new saved article, open in the editor: its edit path. */
async function createArticle(page: Page, title: string, language: TestLanguage = "en") {
  const { admin } = strings(language);
  await openEditor(page, language, "/admin/articles/new");
  await field(panel(page, language), admin.editor.fields.title).fill(title);
  await field(page, admin.editor.fields.slug).fill(
    `autosave-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  );
  await body(page, language).click();
  await body(page, language).pressSequentially("First version.");
  await saveButton(page, language).click();
  await page.waitForURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
  await expect(panel(page, language).getByRole("toolbar", { name: admin.toolbar.label })).toBeVisible();
  // The form resets to the saved article in an effect after the navigation, a frame or two after
  // the toolbar shows: the tests type once that has run, as the other editor tests do.
  await settled(page);
  return new URL(page.url()).pathname;
}
