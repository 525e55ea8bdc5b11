// The blog as visitors and search engines see it: the list, its pages and filter, one article,
// switching its language, articles that do not exist, and the sitemap, robots.txt and RSS feeds.
// The e2e site is seeded with the sample articles (db/seed), all published.
import type { APIResponse, Page } from "@playwright/test";
import { sampleArticles, sampleCategories } from "../../db/seed/sample-articles";
import { E2E_DRAFT_SLUG } from "../support/e2e-env";
import {
  catalogue,
  escapeRegExp,
  expect,
  gotoHydrated,
  isSameDocument,
  languageSwitch,
  markDocument,
  normaliseSpace,
  type TestLanguage,
  test,
  textOfHtml,
} from "../support/fixtures";

const languages: TestLanguage[] = ["en", "th"];
const newestFirst = [...sampleArticles].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const [newest] = newestFirst;
if (!newest) throw new Error("The e2e site needs the sample articles (db/seed/sample-articles.ts)");
const localeOf = { en: "en-US", th: "th-TH" } as const;
/** What the pages show: the day in Thailand, in the reader's calendar (Buddhist era in Thai). */
const formatDate = (iso: string, language: TestLanguage) =>
  new Intl.DateTimeFormat(localeOf[language], { dateStyle: "long", timeZone: "Asia/Bangkok" }).format(new Date(iso));

/** Chromium logs one console error for a document that answers 404; only that is expected. */
const notFoundDocument = /status of 404 \(Not Found\) \(https?:\/\/[^)]+\)$/;

/** The titles of the article cards, in the order shown. */
function cardTitles(page: Page) {
  return page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
}

async function setLanguage(page: Page, language: TestLanguage, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "lang", value: language, url: baseURL ?? "" }]);
}

/** Parses XML as a browser's DOMParser would, and fails on any well-formedness error. */
async function parseXml(page: Page, response: APIResponse) {
  const text = await response.text();
  const error = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, "application/xml");
    return document.getElementsByTagName("parsererror")[0]?.textContent ?? null;
  }, text);
  expect(error, "the XML is well-formed").toBeNull();
  return text;
}

for (const language of languages) {
  const strings = catalogue[language].blog;

  test.describe(`The article list in ${language === "en" ? "English" : "Thai"}`, () => {
    test.beforeEach(async ({ page, baseURL }) => setLanguage(page, language, baseURL));

    test("shows the published articles newest first, with their date, category and excerpt", async ({ page }) => {
      await gotoHydrated(page, "/articles");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.heading);
      await expect(cardTitles(page)).toHaveText(newestFirst.map((article) => article.translations[language].title));
      for (const article of newestFirst) {
        const text = article.translations[language];
        const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: text.title }) });
        await expect(card.locator("time")).toHaveText(formatDate(article.createdAt, language));
        await expect(card.locator("time")).toHaveAttribute("datetime", new Date(article.createdAt).toISOString());
        const category = sampleCategories.find((entry) => entry.id === article.categoryId);
        if (category) await expect(card).toContainText(category.names[language]);
        await expect(card).toContainText(text.excerpt.slice(0, 40));
      }
      if (language === "th") {
        // The Buddhist era: 2026 is 2569.
        await expect(page.getByRole("main").locator("time").first()).toContainText(/25\d\d/);
      }
      // Three articles fill one page: no page links.
      await expect(page.getByRole("navigation", { name: strings.pagination.label })).toHaveCount(0);
    });

    test(
      "filters by category with plain links, marking the chosen one",
      { tag: language === "th" ? "@phone" : [] },
      async ({ page }) => {
        const category = sampleCategories.find((entry) => sampleArticles.some((a) => a.categoryId === entry.id));
        if (!category) throw new Error("The sample articles have no category");
        const inCategory = newestFirst.filter((article) => article.categoryId === category.id);
        await gotoHydrated(page, "/articles");
        const filter = page.getByRole("navigation", { name: strings.filter.label });
        await expect(filter.getByRole("link", { name: strings.filter.all, exact: true })).toHaveAttribute("aria-current", "page");

        await markDocument(page);
        await filter.getByRole("link", { name: category.names[language] }).click();
        await expect(page).toHaveURL(new RegExp(`/articles\\?category=${escapeRegExp(category.id)}$`));
        await expect(cardTitles(page)).toHaveText(inCategory.map((article) => article.translations[language].title));
        await expect(filter.getByRole("link", { name: category.names[language] })).toHaveAttribute("aria-current", "page");
        await expect(filter.getByRole("link", { name: strings.filter.all, exact: true })).not.toHaveAttribute("aria-current");
        expect(await isSameDocument(page), "filtering does not reload the page").toBe(true);

        await filter.getByRole("link", { name: strings.filter.all, exact: true }).click();
        await expect(page).toHaveURL(/\/articles$/);
        await expect(cardTitles(page)).toHaveCount(sampleArticles.length);
      },
    );

    test("says so, in the reader's language, when a category has no articles", async ({ page, request }) => {
      const response = await request.get("/articles?category=no-such-category", {
        headers: { Cookie: `lang=${language}` },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(textOfHtml(html)).toContain(strings.empty.categoryHeading);
      expect(html).toContain('<meta name="robots" content="noindex"/>');

      await gotoHydrated(page, "/articles?category=no-such-category");
      await expect(page.getByRole("heading", { level: 2, name: strings.empty.categoryHeading })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: strings.empty.showAll }).click();
      await expect(page).toHaveURL(/\/articles$/);
      await expect(cardTitles(page)).toHaveCount(sampleArticles.length);
    });
  });
}

test.describe("The article list's pages", () => {
  test.use({ allowedConsoleErrors: [notFoundDocument] });

  test("page 1 is the list and a page past the last answers 404 with a way back", async ({ page, request }) => {
    expect((await request.get("/articles?page=1")).status()).toBe(200);
    // Ten articles a page: the three sample articles leave no page 2.
    const response = await gotoHydrated(page, "/articles?page=2");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue.en.blog.pageNotFound.heading);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("link", { name: catalogue.en.blog.pageNotFound.latest }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(cardTitles(page)).toHaveCount(sampleArticles.length);
  });

  test("a page number that is not a page answers 404, never an error", async ({ request }) => {
    for (const value of ["0", "-1", "abc", "1.5", "99999999999999999999", "%27%20or%201%3D1", "2&page=3"]) {
      const response = await request.get(`/articles?page=${value}`, { headers: { Cookie: "lang=th" } });
      expect(response.status(), `?page=${value}`).toBe(404);
      expect(textOfHtml(await response.text())).toContain(catalogue.th.blog.pageNotFound.heading);
    }
  });

  test("shows that the list is loading while the next filter loads", async ({ page }) => {
    const category = sampleCategories[0];
    if (!category) throw new Error("The sample articles have no category");
    await gotoHydrated(page, "/articles");
    // Hold the data request, so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/articles\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: catalogue.en.blog.filter.label })
      .getByRole("link", { name: category.names.en })
      .click();
    const list = page.locator("[aria-busy=true]");
    await expect(list).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: catalogue.en.blog.loading })).toBeAttached();
    release();
    await expect(page).toHaveURL(/category=/);
    await expect(list).toHaveCount(0);
  });
});

test.describe("An article", () => {
  const slug = newest.slug;
  const path = `/articles/${slug}`;

  for (const language of languages) {
    test(
      `reads in ${language === "en" ? "English" : "Thai"} with its date, category, text and structured data`,
      { tag: language === "th" ? "@phone" : [] },
      async ({ page, baseURL }) => {
        await setLanguage(page, language, baseURL);
        const text = newest.translations[language];
        await gotoHydrated(page, "/articles");
        await page.getByRole("link", { name: text.title }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));

        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
        const article = page.getByRole("article");
        await expect(article.locator("time").first()).toHaveText(
          catalogue[language].blog.publishedOn.replace("{{date}}", formatDate(newest.createdAt, language)),
        );
        const category = sampleCategories.find((entry) => entry.id === newest.categoryId);
        if (category) await expect(article).toContainText(category.names[language]);
        // The article's own HTML, sanitised: its first sub-heading is there as a heading.
        const firstHeading = /<h2[^>]*>(.*?)<\/h2>/s.exec(text.content)?.[1]?.replace(/<[^>]+>/g, "");
        if (firstHeading) {
          await expect(article.getByRole("heading", { level: 2, name: normaliseSpace(firstHeading) })).toBeVisible();
        }
        // Written in both languages: no "showing the English version" notice.
        await expect(page.getByRole("note")).toHaveCount(0);

        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(text.seoTitle || text.title)} \\| `));
        const head = page.locator("head");
        // Absolute addresses on the configured site URL (the server's own, here). The language came
        // from the stored choice, not the address, so the canonical is the address as requested; the
        // Thai version's own address is its hreflang alternate below.
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`^https?://[^/]+${escapeRegExp(path)}$`),
        );
        const canonical = (await head.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
        const site = new URL(canonical).origin;
        await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
        await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
          "content",
          new Date(newest.createdAt).toISOString(),
        );
        await expect(head.locator('link[rel="alternate"][hreflang="en"]:not([type])')).toHaveAttribute("href", `${site}${path}`);
        await expect(head.locator('link[rel="alternate"][hreflang="th"]:not([type])')).toHaveAttribute(
          "href",
          `${site}${path}?lang=th`,
        );
        await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${site}${path}`);
        await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(2);

        const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
        const data = JSON.parse(jsonLd ?? "{}") as Record<string, unknown>;
        expect(data).toMatchObject({
          "@context": "https://schema.org",
          "@type": "Article",
          headline: text.title,
          datePublished: new Date(newest.createdAt).toISOString(),
          inLanguage: language,
          // The structured data names the language version's own address.
          mainEntityOfPage: { "@type": "WebPage", "@id": `${site}${path}${language === "en" ? "" : "?lang=th"}` },
          publisher: { "@type": "Organization" },
        });
        expect(data.dateModified).toBeTruthy();
        expect(data.author).toBeTruthy();
      },
    );
  }

  test("switching to Thai shows the Thai article without a reload", async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.translations.en.title);
    await markDocument(page);
    await (await languageSwitch(page, "en")).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.translations.th.title);
    await expect(page.getByRole("link", { name: catalogue.th.blog.backToList }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
    expect(await isSameDocument(page), "the page was not reloaded").toBe(true);
  });
});

test.describe("An article that does not exist", () => {
  test.use({ allowedConsoleErrors: [notFoundDocument] });

  test("shows Article not found inside the site, with HTTP 404", async ({ page }) => {
    const response = await gotoHydrated(page, "/articles/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue.en.blog.errors.notFound);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(catalogue.en.blog.errors.notFound)}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: catalogue.en.blog.pageNotFound.latest }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test("a draft is invisible: its address answers 404 and the list does not show it", async ({ request }) => {
    for (const language of languages) {
      const response = await request.get(`/articles/${E2E_DRAFT_SLUG}`, { headers: { Cookie: `lang=${language}` } });
      expect(response.status()).toBe(404);
      const text = textOfHtml(await response.text());
      expect(text).toContain(catalogue[language].blog.errors.notFound);
      expect(text).not.toContain(language === "en" ? "Unpublished draft" : "ร่างที่ยังไม่เผยแพร่");
    }
    for (const path of ["/articles", "/sitemap.xml", "/rss.xml", "/rss.xml?lang=th"]) {
      expect(await (await request.get(path)).text(), path).not.toContain(E2E_DRAFT_SLUG);
    }
  });

  test("answers unknown, odd and hostile slugs with a translated 404, never an error", async ({ request }) => {
    const slugs = [
      "no-such-article",
      newest.slug.toUpperCase(),
      `${newest.slug}%20`,
      "%E0%B8%9A%E0%B8%97%E0%B8%84%E0%B8%A7%E0%B8%B2%E0%B8%A1",
      "a%20slug%20with%20spaces",
      "%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "1'%20OR%20'1'%3D'1",
      "x%27%3B%20DROP%20TABLE%20articles%3B%20--",
      "%E0%A4",
      "x".repeat(2_000),
    ];
    for (const slug of slugs) {
      for (const language of languages) {
        const response = await request.get(`/articles/${slug}`, { headers: { Cookie: `lang=${language}` } });
        expect(response.status(), `/articles/${slug.slice(0, 60)} in ${language}`).toBe(404);
        expect(textOfHtml(await response.text())).toContain(catalogue[language].blog.errors.notFound);
      }
    }
    // Nothing changed: every sample article is still there.
    const list = await request.get("/articles");
    for (const article of sampleArticles) expect(await list.text()).toContain(`/articles/${article.slug}`);
  });
});

test.describe("Search engines and feed readers", () => {
  test("the sitemap lists every public page and article, with hreflang alternates", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(response.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
    const xml = await parseXml(page, response);
    // The site URL of the e2e server is its own address.
    const site = /<loc>(https?:\/\/[^<]+?)\/<\/loc>/.exec(xml)?.[1];
    expect(site).toBeTruthy();
    const paths = [
      "/",
      "/solutions",
      "/services",
      "/about",
      "/contact",
      "/privacy-policy",
      "/cookie-policy",
      "/terms",
      "/articles",
    ];
    for (const path of [...paths, ...sampleArticles.map((article) => `/articles/${article.slug}`)]) {
      expect(xml).toContain(`<loc>${site}${path}</loc>`);
      expect(xml).toContain(`<loc>${site}${path}?lang=th</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="th" href="${site}${path}?lang=th"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}${path}"/>`);
    }
    expect(xml).not.toContain("/admin");
  });

  test("robots.txt allows crawling, keeps out the staff area and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers()["cache-control"]).toMatch(/public/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/login$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });

  for (const language of languages) {
    test(`the ${language === "en" ? "English" : "Thai"} RSS feed lists the latest articles and is advertised by the blog`, async ({
      page,
      request,
      baseURL,
    }) => {
      const feedPath = language === "en" ? "/rss.xml" : "/rss.xml?lang=th";
      const response = await request.get(feedPath);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
      expect(response.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
      const xml = await parseXml(page, response);
      const feed = await page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, "application/xml");
        const channel = document.querySelector("rss > channel");
        return {
          version: document.documentElement.getAttribute("version"),
          language: channel?.querySelector(":scope > language")?.textContent,
          titles: [...document.querySelectorAll("item > title")].map((node) => node.textContent),
          links: [...document.querySelectorAll("item > link")].map((node) => node.textContent),
          dates: [...document.querySelectorAll("item > pubDate")].map((node) => node.textContent),
        };
      }, xml);
      expect(feed.version).toBe("2.0");
      expect(feed.language).toBe(language === "en" ? "en-us" : "th-th");
      expect(feed.titles).toEqual(newestFirst.map((article) => article.translations[language].title));
      expect(feed.links[0]).toMatch(
        new RegExp(`/articles/${escapeRegExp(newest.slug)}${language === "th" ? "\\?lang=th" : ""}$`),
      );
      for (const date of feed.dates) expect(Number.isNaN(Date.parse(date ?? ""))).toBe(false);

      await setLanguage(page, language, baseURL);
      await gotoHydrated(page, "/articles");
      const advertised = page.locator(`head link[rel="alternate"][type="application/rss+xml"][hreflang="${language}"]`);
      await expect(advertised).toHaveAttribute("href", new RegExp(`${escapeRegExp(feedPath)}$`));
      await expect(advertised).toHaveAttribute("title", /\S/);
    });
  }
});
