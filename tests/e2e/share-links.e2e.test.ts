// Share links as staff and readers see them, in English and Thai: an editor makes a link with a
// label and an expiry, a reader opens it in a fresh browser, the editor revokes it (asked first)
// and the same link is the 404 page at once. With analytics on, the reader's page view names the
// route pattern, never the token. Signing out forgets the editor's drafts kept on the device.
import type { Browser, Page } from "@playwright/test";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { articlePreviewMessages } from "../../app/features/blog/article-preview-messages";
import { contentSiteUrl, postgresSiteUrl } from "../support/e2e-env";
import {
  catalogue,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  stubGoogleTagManager,
  test,
  type TestLanguage,
} from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { signInAs } from "../support/staff";

const admin = articleAdminMessages.en;
const SHOTS = process.env.SHARE_LINK_SHOTS;

function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const panel = (page: Page) => page.getByRole("tabpanel", { name: admin.editor.languages.en });
const titleField = (page: Page) => panel(page).getByLabel(new RegExp(`^${escapeRegExp(admin.editor.fields.title)}`));

/** A saved English draft; the page is left on its edit screen. Answers the title and the edit path. */
async function writeDraft(page: Page) {
  const title = unique("Shared draft");
  await gotoHydrated(page, "/admin/articles/new");
  await expect(panel(page).getByRole("toolbar", { name: admin.toolbar.label })).toBeVisible();
  await titleField(page).fill(title);
  const content = panel(page).getByRole("textbox", { name: admin.editor.fields.content });
  await content.click();
  await content.pressSequentially("Words for the client.");
  await page.getByRole("button", { name: admin.editor.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
  return { title, editPath: new URL(page.url()).pathname };
}

/** Makes a link on the edit screen in `language`; answers it. */
async function makeLink(page: Page, language: TestLanguage, label: string, days: "day1" | "day7" | "day30") {
  const t = articlePreviewMessages[language].share;
  const share = page.getByRole("region", { name: t.heading });
  await share.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(t.label)}`) }).fill(label);
  await share.getByRole("group", { name: t.days }).getByRole("radio", { name: t[days] }).check();
  await share.getByRole("button", { name: t.create }).click();
  const box = share.getByRole("textbox", { name: t.linkLabel });
  await expect(box).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
  await expect(share.getByText(t.created)).toBeVisible();
  return box.inputValue();
}

async function openInFreshBrowser(browser: Browser, baseURL: string, link: string) {
  const reader = await browser.newContext({ baseURL });
  const page = await reader.newPage();
  const response = await page.goto(link);
  return { reader, page, status: response?.status(), headers: response?.headers() ?? {} };
}

test.describe("Share links", () => {
  test.use({
    baseURL: contentSiteUrl(),
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  for (const language of ["en", "th"] as const) {
    test(`made, opened in a fresh browser, revoked and then refused (${language})`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      const t = articlePreviewMessages[language].share;
      await signInAs(page, "editor");
      const { title, editPath } = await writeDraft(page);
      await gotoHydrated(page, `${editPath}?lang=${language}`);
      const label = `${language === "th" ? "คุณมาลี" : "Khun Malee"} ${Date.now().toString(36)}`;
      const link = await makeLink(page, language, label, "day30");
      const share = page.getByRole("region", { name: t.heading });
      await expect(share.getByRole("button", { name: t.copy })).toBeVisible();
      const item = share.getByRole("listitem").filter({ hasText: label });
      await expect(item.getByText(t.active, { exact: true })).toBeVisible();
      expect(await unresolvedIdReferences(page)).toEqual([]);
      await expectNoAxeViolations(page);
      if (SHOTS) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
          await share.screenshot({ path: `${SHOTS}/share-panel-${language}-${width}.png` });
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      const opened = await openInFreshBrowser(browser, contentSiteUrl(), `${link}?lang=${language}`);
      try {
        expect(opened.status).toBe(200);
        expect(opened.headers["cache-control"]).toMatch(/no-store/);
        expect(opened.headers["x-robots-tag"]).toBe("noindex, nofollow");
        await expect(opened.page.getByRole("heading", { level: 1 })).toHaveText(title);

        await item.getByRole("link", { name: new RegExp(`^${escapeRegExp(t.revoke)}`) }).click();
        const dialog = page.getByRole("alertdialog", { name: t.revokeTitle });
        await expect(dialog).toContainText(label);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-revoke-${language}-1280.png` });
        // Keeping it changes nothing.
        await dialog.getByRole("button", { name: t.revokeCancel }).click();
        await expect(dialog).toBeHidden();
        await expect(item.getByText(t.active, { exact: true })).toBeVisible();
        await item.getByRole("link", { name: new RegExp(`^${escapeRegExp(t.revoke)}`) }).click();
        await dialog.getByRole("button", { name: t.revokeConfirm }).click();
        await expect(dialog).toBeHidden();
        await expect(share.getByText(t.revokedDone)).toBeVisible();
        await expect(item.getByText(t.revoked, { exact: true })).toBeVisible();
        await expect(item.getByRole("link", { name: new RegExp(`^${escapeRegExp(t.revoke)}`) })).toHaveCount(0);

        // The reader's next request is refused: the site's 404 page, still never cached.
        const again = await opened.page.goto(`${link}?lang=${language}`);
        expect(again?.status()).toBe(404);
        expect(again?.headers()["cache-control"]).toMatch(/no-store/);
        await expect(opened.page.getByRole("heading", { level: 1 })).toHaveText(catalogue[language].notFound.heading);
        if (SHOTS) await opened.page.screenshot({ path: `${SHOTS}/share-refused-${language}-1280.png` });
      } finally {
        await opened.reader.close();
      }
    });
  }

  test("without JavaScript, a link is made and revoked after the question", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const t = articlePreviewMessages.en.share;
    await signInAs(page, "editor");
    const { editPath } = await writeDraft(page);
    const plain = await browser.newContext({ baseURL: contentSiteUrl(), javaScriptEnabled: false });
    try {
      await signInAs(plain, "editor");
      const editor = await plain.newPage();
      await editor.goto(editPath);
      const label = `No script ${Date.now().toString(36)}`;
      await editor.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(t.label)}`) }).fill(label);
      await editor.getByRole("button", { name: t.create }).click();
      await expect(editor).toHaveURL(/\/share-link\?lang=en$/);
      const link = await editor.getByRole("textbox", { name: t.linkLabel }).inputValue();
      expect((await plain.request.get(link)).status()).toBe(200);

      const item = editor.getByRole("listitem").filter({ hasText: label });
      await item.getByRole("link", { name: new RegExp(`^${escapeRegExp(t.revoke)}`) }).click();
      await expect(editor).toHaveURL(/\/share-link\?lang=en&revoke=\d+$/);
      await expect(editor.getByText(t.revokeBody.replace("{{label}}", `“${label}”`))).toBeVisible();
      await editor.getByRole("button", { name: t.revokeConfirm }).click();
      await expect(editor.getByText(t.revokedDone)).toBeVisible();
      await expect(editor.getByRole("listitem").filter({ hasText: label }).getByText(t.revoked, { exact: true })).toBeVisible();
      expect((await plain.request.get(link)).status()).toBe(404);
    } finally {
      await plain.close();
    }
  });

  test("signing out forgets the editor's drafts kept on the device (Thai)", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "editor");
    const { editPath } = await writeDraft(page);
    await gotoHydrated(page, `${editPath}?lang=th`);
    const th = articleAdminMessages.th;
    await page
      .getByRole("tabpanel", { name: th.editor.languages.en })
      .getByLabel(new RegExp(`^${escapeRegExp(th.editor.fields.title)}`))
      .fill("Not saved yet");
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("article-draft:")));
    await expect.poll(kept).not.toEqual([]);
    await page.evaluate(() => localStorage.setItem("unrelated-key", "stays"));

    await page.getByRole("button", { name: catalogue.th.auth.signOut }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(kept).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("unrelated-key"))).toBe("stays");
  });
});

test.describe("Share links and analytics (PostgreSQL site, with a measurement id)", () => {
  test.use({
    baseURL: postgresSiteUrl(),
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  test("the reader's page view is the route pattern, and nothing queued for Google holds the token", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // Never reach Google from a test; an empty gtag.js leaves the queue for the test to read.
    await stubGoogleTagManager(page);
    await signInAs(page, "editor");
    const { editPath } = await writeDraft(page);
    await gotoHydrated(page, editPath);
    const link = await makeLink(page, "en", "analytics check", "day1");
    const token = link.split("/preview/")[1] ?? "";

    const reader = await browser.newContext({ baseURL: postgresSiteUrl() });
    try {
      await stubGoogleTagManager(reader);
      const readerPage = await reader.newPage();
      await gotoHydrated(readerPage, `${link}?lang=th`);
      await readerPage.getByRole("button", { name: catalogue.th.consent.accept }).click();
      const layer = () =>
        readerPage.evaluate(() =>
          Array.from((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
            Array.from(entry ?? []),
          ),
        );
      await expect
        .poll(async () => (await layer()).filter((args) => args[0] === "event" && args[1] === "page_view").length)
        .toBe(1);
      const view = (await layer()).find((args) => args[0] === "event" && args[1] === "page_view")?.[2] as Record<string, string>;
      expect(view.page_path).toBe("/preview/:token?lang=th");
      expect(view.page_location).toBe(`${postgresSiteUrl()}/preview/:token?lang=th`);
      expect(JSON.stringify(await layer())).not.toContain(token);
    } finally {
      await reader.close();
    }
  });
});
