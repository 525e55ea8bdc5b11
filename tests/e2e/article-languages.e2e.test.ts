// An article in one language (ADR 091): an editor publishes it in Thai only, and an English
// visitor finds it on the list marked as Thai, reads it, and its page offers only the Thai version.
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { catalogue, escapeRegExp, expect, gotoHydrated, test } from "../support/fixtures";
import { signInAs } from "../support/staff";
import { contentSiteUrl } from "../support/e2e-env";

// Publishes an article: on the content site, away from the blog tests' exact lists.
test.use({ baseURL: contentSiteUrl() });

const en = articleAdminMessages.en;
const blog = catalogue.en.blog;

test("an editor publishes an article only in Thai; an English visitor finds it marked as Thai", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const slug = `thai-only-${tag}`;
  const title = `ร้านอาหารควรมีเว็บไซต์ไหม ${tag}`;

  await signInAs(page, "editor");
  await gotoHydrated(page, "/admin/articles/new");
  await page.getByRole("tab", { name: en.editor.languages.th }).click();
  const thai = page.getByRole("tabpanel", { name: en.editor.languages.th });
  await expect(thai.getByRole("toolbar", { name: en.toolbar.label })).toBeVisible();
  await thai.getByLabel(new RegExp(`^${escapeRegExp(en.editor.fields.title)}`)).fill(title);
  await thai.getByLabel(en.editor.fields.excerpt).fill("ลูกค้าค้นหาร้านจากโทรศัพท์");
  // A Thai title makes no web address: the editor asks for one, and for the Thai text.
  await page.getByRole("button", { name: en.editor.save, exact: true }).click();
  await expect(page.getByText(en.errors.slugRequired)).toBeVisible();
  await expect(thai.getByText(en.errors.thaiContentRequired)).toBeVisible();
  // Typing the text stays in the text, although the slug above is still in error.
  const content = thai.getByRole("textbox", { name: en.editor.fields.content });
  await content.click();
  await content.pressSequentially("เมนูและเวลาเปิดร้านควรหาเจอง่าย");
  await expect(content).toHaveText("เมนูและเวลาเปิดร้านควรหาเจอง่าย");
  await expect(thai.getByText(en.errors.thaiContentRequired)).toBeHidden();
  const slugField = page.getByLabel(en.editor.fields.slug);
  await expect(slugField).toHaveValue("");
  await slugField.fill(slug);
  await page.getByLabel(en.editor.fields.status).selectOption("published");
  await page.getByRole("button", { name: en.editor.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?saved=created$/);

  const visitor = await browser.newContext({ baseURL: contentSiteUrl(), locale: "en-US" });
  const reader = await visitor.newPage();
  await reader.goto("/articles");
  const card = reader.getByRole("article").filter({ has: reader.getByRole("link", { name: title }) });
  await expect(card.getByText(blog.inLanguage.th, { exact: true })).toBeVisible();
  await expect(card.getByRole("heading", { name: title })).toHaveAttribute("lang", "th");

  await card.getByRole("link", { name: title }).click();
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole("note")).toHaveText(
    blog.fallbackNotice.replace("{{requested}}", blog.languageNames.en).replace("{{shown}}", blog.languageNames.th),
  );
  const alternates = reader.locator('head link[rel="alternate"]:not([type])');
  expect(await alternates.evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")))).toEqual([
    "th",
    "x-default",
  ]);
  await expect(reader.locator('head link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/articles/${slug}\\?lang=th$`));
  await visitor.close();
});
