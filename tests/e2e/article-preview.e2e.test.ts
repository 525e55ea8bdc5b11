// Previews as staff and readers see them: the editor's unsaved changes open in a new tab under a
// "Preview — not published" banner, in English and Thai, while the editor keeps its text; a share
// link made on the edit screen lets a signed-out reader read the saved draft in both languages,
// never cached or indexed; an altered link, or one in the old signed form, is the 404 page.
import type { Page } from "@playwright/test";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { articlePreviewMessages } from "../../app/features/blog/article-preview-messages";
import { contentSiteUrl } from "../support/e2e-env";
import { catalogue, escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, test } from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { signInAs } from "../support/staff";

// Creates articles: on the content site, away from the blog tests' exact lists.
test.use({ baseURL: contentSiteUrl() });

const admin = articleAdminMessages.en;
const preview = articlePreviewMessages;

function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function field(scope: Page | ReturnType<Page["getByRole"]>, label: string) {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
}

const panel = (page: Page, language: "en" | "th") => page.getByRole("tabpanel", { name: admin.editor.languages[language] });

async function typeContent(page: Page, language: "en" | "th", text: string) {
  const content = panel(page, language).getByRole("textbox", { name: admin.editor.fields.content });
  await content.click();
  await page.keyboard.press("ControlOrMeta+a");
  await content.pressSequentially(text);
}

/** A draft in both languages, saved through the editor; the page is left on its edit screen. */
async function writeDraft(page: Page) {
  const title = unique("Preview me");
  await gotoHydrated(page, "/admin/articles/new");
  await expect(panel(page, "en").getByRole("toolbar", { name: admin.toolbar.label })).toBeVisible();
  await field(panel(page, "en"), admin.editor.fields.title).fill(title);
  await typeContent(page, "en", "Saved English words.");
  await page.getByRole("tab", { name: new RegExp(admin.editor.languages.th) }).click();
  await field(panel(page, "th"), admin.editor.fields.title).fill(`ร่าง ${title.slice(-6)}`);
  await typeContent(page, "th", "คำภาษาไทยที่บันทึกไว้");
  await page.getByRole("button", { name: admin.editor.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
  await expect(page.getByRole("status").filter({ hasText: admin.editor.created })).toBeVisible();
  await expect(panel(page, "en").getByRole("toolbar", { name: admin.toolbar.label })).toBeVisible();
  return { title, thaiTitle: `ร่าง ${title.slice(-6)}` };
}

test.describe("Article previews", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test("an editor previews unsaved changes in a new tab, in English and Thai, and the editor keeps them", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "editor");
    const { title } = await writeDraft(page);

    await page.getByRole("tab", { name: new RegExp(admin.editor.languages.en) }).click();
    const changed = `${title} (unsaved)`;
    await field(panel(page, "en"), admin.editor.fields.title).fill(changed);
    await typeContent(page, "en", "Words not saved yet.");
    await page.getByRole("tab", { name: new RegExp(admin.editor.languages.th) }).click();
    await field(panel(page, "th"), admin.editor.fields.title).fill("ชื่อที่ยังไม่บันทึก");
    await page.getByRole("tab", { name: new RegExp(admin.editor.languages.en) }).click();

    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("button", { name: new RegExp(`^${preview.en.editor.preview}`) }).click(),
    ]);
    await tab.waitForLoadState();
    await expect(tab.getByRole("status").filter({ hasText: preview.en.banner.label })).toBeVisible();
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(changed);
    await expect(tab.getByText("Words not saved yet.")).toBeVisible();
    await expect(tab.locator("article").getByText(preview.en.banner.label)).toHaveCount(0);
    await expectNoAxeViolations(tab);

    // Thai: the same unsaved form, posted again; the page around it is Thai too.
    await tab
      .getByRole("group", { name: preview.en.banner.language })
      .getByRole("button", { name: catalogue.th.language.name })
      .click();
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("ชื่อที่ยังไม่บันทึก");
    await expect(tab.getByRole("status").filter({ hasText: preview.th.banner.label })).toBeVisible();
    await expect(tab.locator("html")).toHaveAttribute("lang", "th");
    await tab
      .getByRole("group", { name: preview.th.banner.language })
      .getByRole("button", { name: catalogue.en.language.name })
      .click();
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(changed);
    await tab.close();

    // Nothing was saved, and the editor still holds the change.
    await expect(field(panel(page, "en"), admin.editor.fields.title)).toHaveValue(changed);
    await expect(page).toHaveURL(/\/edit\?saved=created$/);
    const saved = await page.request.get(`${new URL(page.url()).pathname.replace(/\/edit$/, "")}/preview?lang=en`);
    expect(await saved.text()).not.toContain("(unsaved)");
  });

  test("a share link lets a signed-out reader read the saved draft in both languages; a forged one is 404", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, "editor");
    const { title, thaiTitle } = await writeDraft(page);
    // An unsaved change is not what the link shows.
    await page.getByRole("tab", { name: new RegExp(admin.editor.languages.th) }).click();
    await field(panel(page, "th"), admin.editor.fields.title).fill("ยังไม่บันทึก");

    const share = page.getByRole("region", { name: preview.en.share.heading });
    await share.getByRole("button", { name: preview.en.share.create }).click();
    const linkBox = share.getByRole("textbox", { name: preview.en.share.linkLabel });
    await expect(linkBox).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
    await expect(share.getByText(/Works until .+ \(Bangkok time\)\./)).toBeVisible();
    expect(await unresolvedIdReferences(page)).toEqual([]);
    await expectNoAxeViolations(page);
    const link = await linkBox.inputValue();
    // Making a link leaves the editor's unsaved text alone.
    await expect(field(panel(page, "th"), admin.editor.fields.title)).toHaveValue("ยังไม่บันทึก");

    const reader = await browser.newContext({ baseURL: contentSiteUrl() });
    const readerPage = await reader.newPage();
    try {
      const response = await readerPage.goto(link);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers["cache-control"]).toMatch(/no-store/);
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["referrer-policy"]).toBe("no-referrer");
      await expect(readerPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expect(readerPage.getByRole("status").filter({ hasText: catalogueLabel("en") })).toBeVisible();
      await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(readerPage.getByText("Saved English words.")).toBeVisible();
      // A draft has no publication date to show, only that it is not published yet.
      await expect(readerPage.getByRole("main").getByText(catalogue.en.blog.notPublished, { exact: true })).toBeVisible();
      await expect(readerPage.getByRole("main")).not.toContainText("Published on");

      await readerPage
        .getByRole("group", { name: preview.en.banner.language })
        .getByRole("link", { name: catalogue.th.language.name })
        .click();
      await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText(thaiTitle);
      await expect(readerPage.getByRole("status").filter({ hasText: catalogueLabel("th") })).toBeVisible();
      await expect(readerPage.getByRole("main").getByText(catalogue.th.blog.notPublished, { exact: true })).toBeVisible();
      await expectNoAxeViolations(readerPage);

      // Altered, or a link in the old signed form (id.expiry.signature): the site's 404 page.
      const token = link.split("/preview/")[1] ?? "";
      for (const forged of [
        `/preview/${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
        `/preview/${token.slice(1)}`,
        `/preview/12.1893456000.${"A".repeat(43)}`,
      ]) {
        const refused = await readerPage.goto(forged);
        expect(refused?.status(), forged).toBe(404);
        await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText(catalogue.en.notFound.heading);
      }
    } finally {
      await reader.close();
    }

    // In Thai, the panel and the expiry (Buddhist era, Bangkok time) are Thai.
    await gotoHydrated(page, `${new URL(page.url()).pathname}?lang=th`);
    const thaiShare = page.getByRole("region", { name: preview.th.share.heading });
    await thaiShare.getByRole("button", { name: preview.th.share.create }).click();
    await expect(thaiShare.getByText(/^ใช้ได้ถึง .*25\d\d.* \(เวลากรุงเทพฯ\)$/)).toBeVisible();
  });

  test("without JavaScript, Preview still opens the unsaved form in a new tab and a share link can be made", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, "editor");
    const { title } = await writeDraft(page);
    const editPath = new URL(page.url()).pathname;

    const plain = await browser.newContext({ baseURL: contentSiteUrl(), javaScriptEnabled: false });
    try {
      await signInAs(plain, "editor");
      const editor = await plain.newPage();
      await editor.goto(editPath);
      await editor
        .getByLabel(new RegExp(`^${escapeRegExp(admin.editor.fields.title)}`))
        .first()
        .fill(`${title} (no JS)`);
      const [tab] = await Promise.all([
        plain.waitForEvent("page"),
        editor.getByRole("button", { name: new RegExp(`^${preview.en.editor.preview}`) }).click(),
      ]);
      await tab.waitForLoadState();
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(`${title} (no JS)`);
      await expect(tab.getByRole("status").filter({ hasText: preview.en.banner.label })).toBeVisible();
      await tab.close();

      await editor.getByRole("button", { name: preview.en.share.create }).click();
      await expect(editor).toHaveURL(/\/share-link\?lang=en$/);
      const link = await editor.getByRole("textbox", { name: preview.en.share.linkLabel }).inputValue();
      expect(link).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
      const shared = await plain.request.get(link);
      expect(await shared.text()).toContain(title);
    } finally {
      await plain.close();
    }
  });
});

function catalogueLabel(language: "en" | "th") {
  return preview[language].banner.label;
}
