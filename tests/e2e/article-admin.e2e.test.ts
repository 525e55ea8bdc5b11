// Article management as staff see it: the editor (both languages, an image, draft, publish,
// edit), the list (publish/unpublish, delete with confirmation), validation and slug clashes,
// the unsaved-changes guard, upload errors, and who may do any of it.
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, test } from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { signInAs } from "../support/staff";
import { contentSiteUrl } from "../support/e2e-env";

// Publishes and deletes articles: on a site of its own, away from the blog tests' exact lists.
test.use({ baseURL: contentSiteUrl() });

const en = articleAdminMessages.en;
const th = articleAdminMessages.th;
const SEED_SLUG = "google-maps-and-search-checklist-for-thai-shops";

function siteOrigin() {
  return new URL(contentSiteUrl()).origin;
}

function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function pngBytes(width = 1400, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 29, g: 64, b: 184 } } })
    .png()
    .toBuffer();
}

/** A visitor in a fresh context (no staff cookie): what the public sees right now. */
async function visitorStatus(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: siteOrigin() });
  const response = await context.request.get(path);
  const html = await response.text();
  await context.close();
  return { status: response.status(), html, cache: response.headers()["x-page-cache"] };
}

/** A field by the start of its label ("Title" and not "SEO title"; required fields say so after it). */
function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
}

function panel(page: Page, language: "en" | "th") {
  return page.getByRole("tabpanel", { name: en.editor.languages[language] });
}

async function openEditor(page: Page, path = "/admin/articles/new") {
  await gotoHydrated(page, path);
  // The rich-text editor arrives on demand; its toolbar says it is there.
  await expect(panel(page, "en").getByRole("toolbar", { name: en.toolbar.label })).toBeVisible();
}

test.describe("Article management", () => {
  // Chromium logs every 4xx answer as a console error: refused uploads, a slug clash, a deleted article's page.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (400|404|409|413|415)/] });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, "editor");
  });

  test(
    "an editor writes an article in both languages with an image, drafts, publishes, edits, unpublishes and deletes it",
    { tag: "@phone" },
    async ({ page, browser }) => {
      test.setTimeout(90_000);
      const title = unique("Website checklist");
      await openEditor(page);
      await expectNoAxeViolations(page);
      // The language tabs and their panels, the toolbar and the fields refer to each other by useId ids.
      expect(await unresolvedIdReferences(page)).toEqual([]);

      const english = panel(page, "en");
      await field(english, en.editor.fields.title).fill(title);
      const slug = await field(page, en.editor.fields.slug).inputValue();
      expect(slug).toMatch(/^website-checklist-[a-z0-9]+$/);
      await expect(page.getByText(en.editor.slugAvailable)).toBeVisible();
      await field(english, en.editor.fields.excerpt).fill("Ten things to check before launch.");
      const content = english.getByRole("textbox", { name: en.editor.fields.content });
      await content.click();
      await content.pressSequentially("Check the contact form. ");
      await english.getByRole("button", { name: en.toolbar.bold }).click();
      await content.pressSequentially("Always.");

      // The cover image: uploaded, turned into WebP copies, previewed.
      await page
        .getByLabel(en.upload.choose)
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await pngBytes() });
      await expect(page.getByText(en.upload.uploaded)).toBeVisible();
      await field(english, en.editor.fields.coverImageAlt).fill("A laptop showing a checklist");

      await page.getByRole("tab", { name: new RegExp(en.editor.languages.th) }).click();
      const thai = panel(page, "th");
      await field(thai, en.editor.fields.title).fill(`เช็กลิสต์เว็บไซต์ ${slug.slice(-6)}`);
      const thaiContent = thai.getByRole("textbox", { name: en.editor.fields.content });
      await thaiContent.click();
      await thaiContent.pressSequentially("ตรวจแบบฟอร์มติดต่อทุกครั้ง");

      await page.getByRole("button", { name: en.editor.save, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
      await expect(page.getByRole("status").filter({ hasText: en.editor.created })).toBeVisible();
      const editUrl = new URL(page.url()).pathname;

      // A draft is not public.
      expect((await visitorStatus(browser, `/articles/${slug}`)).status).toBe(404);

      // Publish from the editor: public at once, in both languages, with the image.
      await waitForEditor(page);
      await field(page, en.editor.fields.status).selectOption("published");
      await page.getByRole("button", { name: en.editor.save, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: en.editor.savedPublished })).toBeVisible();
      const published = await visitorStatus(browser, `/articles/${slug}?lang=en`);
      expect(published.status).toBe(200);
      expect(published.html).toContain(title);
      expect(published.html).toContain("<strong>Always.</strong>");
      const [, cover, srcset] =
        /<img src="(\/media\/[a-f0-9]{32}-\d+\.webp)" srcSet="([^"]+)" alt="A laptop showing a checklist"/.exec(published.html) ??
        [];
      expect(cover, "the cover image on the public page").toBeTruthy();
      // Each stored width is offered, the largest being the one in src.
      expect(srcset?.split(", ").at(-1)).toMatch(new RegExp(`^${cover} \\d+w$`));
      const image = await page.request.get(cover as string);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/webp");
      expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const thaiPage = await visitorStatus(browser, `/articles/${slug}?lang=th`);
      expect(thaiPage.html).toContain("ตรวจแบบฟอร์มติดต่อทุกครั้ง");
      // The list page (cached before) shows it too: publishing emptied the page cache.
      expect((await visitorStatus(browser, "/articles?lang=en")).html).toContain(title);

      // Edit a published article: the public page changes at once.
      await waitForEditor(page);
      await field(panel(page, "en"), en.editor.fields.title).fill(`${title} (updated)`);
      await page.getByRole("button", { name: en.editor.save, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: en.editor.savedPublished })).toBeVisible();
      expect((await visitorStatus(browser, `/articles/${slug}?lang=en`)).html).toContain(`${title} (updated)`);

      // The list: search finds it; unpublish hides it; delete asks first, then removes it.
      await gotoHydrated(page, `/admin/articles?q=${encodeURIComponent(title)}`);
      const row = page.getByRole("row", { name: new RegExp(title) });
      await expect(row).toContainText(en.status.published);
      await expectNoAxeViolations(page);
      await row.getByRole("button", { name: en.list.unpublishNamed.replace("{{title}}", `${title} (updated)`) }).click();
      await expect(page.getByRole("status")).toContainText(en.list.unpublished.replace("{{title}}", `${title} (updated)`));
      await expect(row).toContainText(en.status.draft);
      expect((await visitorStatus(browser, `/articles/${slug}`)).status).toBe(404);

      await row.getByRole("button", { name: en.list.deleteNamed.replace("{{title}}", `${title} (updated)`) }).click();
      const dialog = page.getByRole("alertdialog", { name: en.confirmDelete.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: en.confirmDelete.cancel })).toBeFocused();
      expect(await unresolvedIdReferences(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(row).toBeVisible();
      await row.getByRole("button", { name: en.list.deleteNamed.replace("{{title}}", `${title} (updated)`) }).click();
      await dialog.getByRole("button", { name: en.confirmDelete.confirm }).click();
      await expect(page.getByRole("status")).toContainText(en.list.deleted.replace("{{title}}", `${title} (updated)`));
      await expect(row).toHaveCount(0);
      const gone = await page.goto(editUrl);
      expect(gone?.status()).toBe(404);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(en.errors.notFound);
    },
  );

  test("a slug clash and missing fields get clear errors next to the fields", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    const titleField = field(panel(page, "en"), en.editor.fields.title);
    await expect(titleField).toBeFocused();
    await expect(titleField).toHaveAttribute("aria-invalid", "true");
    await expect(panel(page, "en").getByText(en.errors.languageRequired)).toBeVisible();

    await titleField.fill(unique("Clash"));
    const content = panel(page, "en").getByRole("textbox", { name: en.editor.fields.content });
    await content.click();
    await content.pressSequentially("Some text.");
    const slug = field(page, en.editor.fields.slug);
    await slug.fill(SEED_SLUG);
    await expect(page.getByText(en.editor.slugUnavailable)).toBeVisible();
    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    await expect(page.getByText(en.errors.slugTaken)).toBeVisible();
    await expect(slug).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/articles\/new$/);

    await slug.fill("Not A Slug!");
    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    await expect(page.getByText(en.errors.slugFormat)).toBeVisible();
  });

  test("an error in the hidden language tab shows that tab and focuses the field, the rich-text editor too", async ({ page }) => {
    await openEditor(page);
    const english = panel(page, "en");
    await field(english, en.editor.fields.title).fill(unique("Both languages"));
    const content = english.getByRole("textbox", { name: en.editor.fields.content });
    await content.click();
    await content.pressSequentially("English text.");
    await page.getByRole("tab", { name: new RegExp(en.editor.languages.th) }).click();
    const thai = panel(page, "th");
    await field(thai, en.editor.fields.excerpt).fill("คำโปรยภาษาไทย");
    await page.getByRole("tab", { name: new RegExp(en.editor.languages.en) }).click();

    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    await expect(thai).toBeVisible();
    await expect(field(thai, en.editor.fields.title)).toBeFocused();
    await expect(thai.getByText(en.errors.thaiTitleRequired)).toBeVisible();
    const thaiContent = thai.getByRole("textbox", { name: en.editor.fields.content });
    await expect(thaiContent).toHaveAttribute("aria-invalid", "true");
    await expect(thai.getByText(en.errors.thaiContentRequired)).toBeVisible();

    // The summary names each field with its language and leads to it, from the other tab too.
    await page.getByRole("tab", { name: new RegExp(en.editor.languages.en) }).click();
    const summary = page.getByRole("alert").filter({ hasText: en.editor.errorSummary });
    await summary.getByRole("link", { name: `${en.editor.fields.content} (${en.editor.languages.th})` }).click();
    await expect(thaiContent).toBeFocused();

    // The rich-text editor is the first field in error once the title is there.
    await field(thai, en.editor.fields.title).fill("สองภาษา");
    await page.getByRole("tab", { name: new RegExp(en.editor.languages.en) }).click();
    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    await expect(thaiContent).toBeFocused();
    await thaiContent.pressSequentially("เนื้อหาภาษาไทย");
    await expect(thai.getByText(en.errors.thaiContentRequired)).toBeHidden();
    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
  });

  test("pasting from Word or Google Docs gives clean HTML", async ({ page }) => {
    await openEditor(page);
    const content = panel(page, "en").getByRole("textbox", { name: en.editor.fields.content });
    await content.click();
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{margin:0}</style></head><body lang=EN-US><!--StartFragment--><h1 class=MsoTitle style='mso-style-name:Title'>Opening hours<o:p></o:p></h1><p class=MsoNormal style='margin:0;font-family:Calibri'><span style='mso-bidi-font-weight:bold'><b>Open</b></span> <i>daily</i> <span style="color:red;font-size:20pt">from 9</span><o:p></o:p></p><p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span style='font:7.0pt'>&nbsp;</span></span><![endif]>Tea<o:p></o:p></p><ul><li class=MsoListParagraph style='mso-list:l0 level1 lfo1'>Coffee<o:p></o:p></li></ul><p><a href="javascript:alert(1)">bad link</a> <a href="https://example.com/menu">menu</a></p><!--EndFragment--></body></html>`;
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:700;">Bold in Docs</span><span style="font-size:11pt;font-family:Arial;font-weight:400;"> and plain</span></p></b>`;
    for (const html of [word, docs]) {
      await content.evaluate((element, pasted) => {
        const data = new DataTransfer();
        data.setData("text/html", pasted);
        data.setData("text/plain", "fallback");
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, html);
    }
    const stored = await page.locator('input[type="hidden"][name="en.content"]').inputValue();
    expect(stored).toContain("<h2>Opening hours</h2>");
    expect(stored).toContain("<strong>Open</strong>");
    expect(stored).toContain("<em>daily</em>");
    expect(stored).toContain("<li><p>Coffee</p></li>");
    expect(stored).toContain("<p>Tea</p>");
    expect(stored).not.toContain("·");
    expect(stored).toContain('href="https://example.com/menu"');
    expect(stored).toContain("<strong>Bold in Docs</strong> and plain");
    // Nothing of Word's or Docs' wrapping survives: no styles, classes, spans, comments or Office tags.
    expect(stored).not.toMatch(/style=|class=|<span|<!--|o:p|mso-|docs-internal|javascript:|<meta/i);
  });

  test("two editors at once: the later save of an older version is refused and keeps the text", async ({ page }) => {
    await openEditor(page);
    const title = unique("Two editors");
    await field(panel(page, "en"), en.editor.fields.title).fill(title);
    const content = panel(page, "en").getByRole("textbox", { name: en.editor.fields.content });
    await content.click();
    await content.pressSequentially("First version.");
    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    await page.waitForURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);
    const editPath = new URL(page.url()).pathname;

    // A second tab opens the same article.
    const other = await page.context().newPage();
    await openEditor(other, editPath);

    // The first tab saves twice: its own saves never conflict.
    for (const version of ["Second", "Third"]) {
      await field(panel(page, "en"), en.editor.fields.title).fill(`${title} ${version}`);
      await page.getByRole("button", { name: en.editor.save, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: en.editor.saved })).toBeVisible();
    }

    // The second tab still holds the version it opened.
    await field(panel(other, "en"), en.editor.fields.title).fill(`${title} Mine`);
    await other.getByRole("button", { name: en.editor.save, exact: true }).click();
    const refusal = other.getByText(en.errors.staleRevision);
    await expect(refusal).toBeVisible();
    await expect(field(panel(other, "en"), en.editor.fields.title)).toHaveValue(`${title} Mine`);
    await gotoHydrated(page, editPath);
    await expect(field(panel(page, "en"), en.editor.fields.title)).toHaveValue(`${title} Third`);
    await other.close();
  });

  test("leaving with unsaved changes asks first", async ({ page }) => {
    await openEditor(page);
    await field(panel(page, "en"), en.editor.fields.title).fill("Half-written");
    await page.getByRole("link", { name: en.editor.backToList }).click();
    const dialog = page.getByRole("alertdialog", { name: en.leave.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.leave.stay }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/new$/);
    await expect(field(panel(page, "en"), en.editor.fields.title)).toHaveValue("Half-written");
    await page.getByRole("link", { name: en.editor.backToList }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: en.leave.leave }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
  });

  test("files that are not JPEG, PNG or WebP, or over 5 MB, are refused with a clear error", async ({ page }) => {
    await openEditor(page);
    await page.getByLabel(en.upload.choose).setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
    });
    await expect(page.getByRole("alert").filter({ hasText: en.errors.imageType })).toBeVisible();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    await page.getByLabel(en.upload.choose).setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: big });
    await expect(page.getByRole("alert").filter({ hasText: en.errors.imageTooLarge })).toBeVisible();
    // The server decides by content and size too, whatever the browser says.
    const lying = await page.request.post("/admin/media", {
      headers: { Origin: siteOrigin() },
      multipart: { file: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("GIF89a not really") } },
    });
    expect(lying.status()).toBe(415);
    expect(await lying.json()).toEqual({ ok: false, error: "imageType" });
    const oversized = await page.request.post("/admin/media", {
      headers: { Origin: siteOrigin() },
      multipart: { file: { name: "big.jpg", mimeType: "image/jpeg", buffer: big } },
    });
    expect(oversized.status()).toBe(413);
  });

  test("the editor and the list in Thai", async ({ page }) => {
    await page.goto("/admin/articles?lang=th");
    await expect(page.getByRole("link", { name: `+ ${th.list.newArticle}` })).toBeVisible();
    await gotoHydrated(page, "/admin/articles/new?lang=th");
    await expect(page.getByRole("tab", { name: new RegExp(th.editor.languages.en) })).toBeVisible();
    await page.getByRole("button", { name: th.editor.save, exact: true }).click();
    await expect(page.getByText(th.errors.languageRequired).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

async function waitForEditor(page: Page) {
  await expect(panel(page, "en").getByRole("toolbar", { name: en.toolbar.label })).toBeVisible();
}

test.describe("Who may manage articles", () => {
  test("a pending user cannot reach the editor or call its actions", async ({ page, browser }) => {
    await signInAs(page, "pending");
    for (const path of [
      "/admin/articles",
      "/admin/articles/new",
      "/admin/articles/1/edit",
      "/admin/articles/slug-check?slug=x",
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe("/login");
    }
    const slug = `pending-${Date.now()}`;
    const origin = siteOrigin();
    const posts: { path: string; form: Record<string, string> }[] = [
      { path: "/admin/articles/new", form: { slug, status: "published", "en.title": "Pending", "en.content": "<p>x</p>" } },
      { path: "/admin/articles/1/edit", form: { slug, status: "draft", "en.title": "Pending", "en.content": "<p>x</p>" } },
      { path: "/admin/articles", form: { intent: "delete", id: "1" } },
      { path: "/admin/articles", form: { intent: "unpublish", id: "1" } },
    ];
    for (const { path, form } of posts) {
      const response = await page.request.post(path, { form, maxRedirects: 0, headers: { Origin: origin } });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe("/login");
    }
    const upload = await page.request.post("/admin/media", {
      multipart: { file: { name: "x.png", mimeType: "image/png", buffer: await pngBytes(10, 10) } },
      maxRedirects: 0,
      headers: { Origin: origin },
    });
    expect(upload.status()).toBe(302);
    expect((await visitorStatus(browser, `/articles/${slug}`)).status).toBe(404);
    // Sample article 1 is still published.
    expect((await visitorStatus(browser, "/articles?lang=en")).status).toBe(200);
  });

  test("a post from another site is refused even for an editor", async ({ page }) => {
    await signInAs(page, "editor");
    const response = await page.request.post("/admin/articles", {
      form: { intent: "unpublish", id: "1" },
      headers: { Origin: "https://evil.example" },
    });
    // The HTTP layer refuses it before any action runs (server/public-request.ts).
    expect(response.status()).toBe(403);
    expect((await page.request.get("/articles?lang=en")).status()).toBe(200);
  });
});

test.describe("Bad input", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "editor");
  });

  test("oversized bodies, unknown categories and unknown ids get clear errors and store nothing", async ({ page, browser }) => {
    const origin = siteOrigin();
    const slug = `bad-input-${Date.now()}`;
    const base = { slug, status: "published", "en.title": "Bad input", "en.content": "<p>x</p>" };
    const huge = await page.request.post("/admin/articles/new", {
      form: { ...base, "en.content": `<p>${"x".repeat(1_100_000)}</p>` },
      headers: { Origin: origin },
    });
    expect(huge.status()).toBe(413);
    const category = await page.request.post("/admin/articles/new", {
      form: { ...base, categoryId: "no-such-category" },
      headers: { Origin: origin },
    });
    expect(category.status()).toBe(400);
    const missing = await page.request.post("/admin/articles/new", { form: { slug }, headers: { Origin: origin } });
    expect(missing.status()).toBe(400);
    const unknown = await page.request.post("/admin/articles/2147483000/edit", { form: base, headers: { Origin: origin } });
    expect(unknown.status()).toBe(404);
    const notAnId = await page.request.post("/admin/articles", {
      form: { intent: "delete", id: "abc" },
      headers: { Origin: origin },
    });
    expect(notAnId.status()).toBe(404);
    expect((await visitorStatus(browser, `/articles/${slug}`)).status).toBe(404);
  });
});
