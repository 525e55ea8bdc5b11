// What the browser's takeover (React hydrating the server's HTML, app/entry.client.tsx) must keep
// on the public pages: one document, every stylesheet and the head's title and language, ids that
// labels and messages point at, and the title across client navigations.
// (Switching the language without a reload: language.e2e.test.ts.)
import { contactFormMessages } from "../../app/features/contact/contact-form-messages";
import { sampleArticles } from "../../db/seed/sample-articles";
import { pgliteSiteUrl } from "../support/e2e-env";
import {
  catalogue,
  expect,
  gotoHydrated,
  isSameDocument,
  markDocument,
  test,
  type TestLanguage,
  textOfHtml,
} from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { uniqueClientIp } from "../support/staff";

const [article] = sampleArticles;
if (!article) throw new Error("The e2e site needs the sample articles (db/seed/sample-articles.ts)");

const pages = ["/", "/services", "/contact", "/articles", `/articles/${article.slug}`, "/privacy-policy"];
const languages: TestLanguage[] = ["en", "th"];

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

for (const language of languages) {
  test.describe(`Once the browser takes over (${language})`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: "lang", value: language, url: pgliteSiteUrl() }]);
    });

    test("each page keeps one document, its stylesheets, its title and its language", async ({ page }) => {
      for (const path of pages) {
        const html = await (await page.request.get(path)).text();
        const served = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
          ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1],
        );
        expect(served.length, path).toBeGreaterThan(0);

        await gotoHydrated(page, path);
        const shape = await page.evaluate(() => ({
          documents: ["html", "head", "body"].map((tag) => document.getElementsByTagName(tag).length),
          stylesheets: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
            link.getAttribute("href"),
          ),
          styled: document.styleSheets.length,
          titles: document.head.getElementsByTagName("title").length,
          lang: document.documentElement.lang,
        }));
        expect(shape, path).toEqual({
          documents: [1, 1, 1],
          stylesheets: served,
          styled: served.length,
          titles: 1,
          lang: language,
        });
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        expect(await page.evaluate(() => document.title), path).toBe(textOfHtml(title));
      }
    });

    test("labels and error messages still point at their fields", async ({ page }) => {
      const strings = contactFormMessages[language];
      await gotoHydrated(page, "/contact");
      expect(await unresolvedIdReferences(page)).toEqual([]);

      // Errors rendered after the takeover are announced as the fields' descriptions.
      await page.getByRole("button", { name: strings.submit }).click();
      const name = page.getByLabel(strings.fields.name, { exact: false }).first();
      await expect(name).toHaveAccessibleDescription(new RegExp(strings.errors.nameRequired));
      await expect(name).toBeFocused();
      // The error summary's title too.
      expect(await unresolvedIdReferences(page)).toEqual([]);
    });

    test("the footer navigates inside the site; the title changes, still one in <head>", async ({ page }) => {
      await gotoHydrated(page, "/");
      await markDocument(page);
      const before = await page.title();
      await page.getByRole("contentinfo").getByRole("link", { name: catalogue[language].nav.about }).click();
      await expect(page).toHaveURL(/\/about$/);
      expect(await isSameDocument(page), "the page was not reloaded").toBe(true);
      await expect(page).not.toHaveTitle(before);
      await expect(page.locator("head title")).toHaveCount(1);
      await expect(page.locator("title")).toHaveCount(1);
    });
  });
}
