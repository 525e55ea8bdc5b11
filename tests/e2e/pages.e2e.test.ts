// Every public page, in English and Thai, at desktop and phone widths (one project each).
import { sampleArticles } from "../../db/seed/sample-articles";
import {
  catalogue,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  htmlTagAttributes,
  normaliseSpace,
  type TestLanguage,
  test,
  textOfHtml,
} from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";

const pages = [
  "/",
  "/solutions",
  "/services",
  "/about",
  "/contact",
  "/privacy-policy",
  "/cookie-policy",
  "/terms",
  "/articles",
  // One article (the e2e site is seeded with the sample articles).
  `/articles/${sampleArticles[0]?.slug ?? "missing-sample-article"}`,
];
const unknownPage = "/this-page-does-not-exist";
const languages: TestLanguage[] = ["en", "th"];
const thaiScript = /[\u0E00-\u0E7F]/;

for (const language of languages) {
  test.describe(`Visitors reading in ${language === "en" ? "English" : "Thai"}`, { tag: "@phone" }, () => {
    test.use({
      // Chromium logs "Failed to load resource" for the 404 document itself; only that is expected.
      allowedConsoleErrors: [new RegExp(`status of 404 \\(Not Found\\) \\(https?://[^/]+${unknownPage}:\\d+\\)$`)],
    });

    for (const path of [...pages, unknownPage]) {
      const status = path === unknownPage ? 404 : 200;
      test(`see ${path} server-rendered with one heading, the right language and no accessibility violations`, async ({
        page,
        request,
        context,
        baseURL,
      }) => {
        const strings = catalogue[language];
        // The HTML as the server sends it, before any JavaScript runs.
        const response = await request.get(path, {
          headers: { Cookie: `lang=${language}`, "Accept-Language": "en-US,en;q=0.9" },
        });
        expect(response.status()).toBe(status);
        const html = await response.text();
        const { lang, classes } = htmlTagAttributes(html);
        expect(lang).toBe(language);
        expect(classes.includes("lang-th")).toBe(language === "th");
        const serverText = textOfHtml(html);
        expect(serverText).toContain(strings.skipToContent);

        await context.addCookies([{ name: "lang", value: language, url: baseURL ?? "" }]);
        const pageResponse = await gotoHydrated(page, path);
        expect(pageResponse?.status()).toBe(status);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        if (language === "th") await expect(page.locator("html")).toHaveClass(/(^|\s)lang-th(\s|$)/);
        else await expect(page.locator("html")).not.toHaveClass(/(^|\s)lang-th(\s|$)/);
        await expect(page).toHaveTitle(/\S/);

        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveCount(1);
        const headingText = normaliseSpace((await heading.textContent()) ?? "");
        expect(headingText).not.toBe("");
        // Server-rendered: the heading the visitor sees was already in the HTML.
        expect(serverText).toContain(headingText);
        if (language === "th") await expect(page.getByRole("main")).toContainText(thaiScript);
        // Ids made by useId (the header's menu, the legal pages' contents and tables, the article
        // list's filter, form fields) are still the ones their labels and references point at.
        expect(await unresolvedIdReferences(page), "ids referred to but not on the page").toEqual([]);
        if (path === unknownPage) {
          await expect(heading).toHaveText(strings.notFound.heading);
          await expect(page.getByRole("main")).toContainText(strings.notFound.message);
        }

        await expectNoAxeViolations(page);
      });
    }
  });
}
