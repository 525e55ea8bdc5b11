// The browser build runs Preact on the HTML React renders on the server (ADR 072). What that
// takeover must keep, on the public pages: one document, every stylesheet and the head's title
// and language, ids that labels and messages point at, the title across client navigations, the
// routes the page links to (known before the takeover, so discovery re-renders nothing), and the
// parts hydrated in later tasks (app/lib/hydration-turns.tsx) working like the rest.
// (Switching the language without a reload: language.e2e.test.ts.)
import { INERT_TYPE } from "../../app/.server/paint-first";
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
        // React hoists an image preload (the logo) into the server's <head>; the browser's
        // takeover must not lose what follows it.
        expect(html, path).toMatch(/<link rel="preload" as="image"/);
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

    test("each page's modules are asked for once each, none of them by the head (ADR 076)", async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      const requested: string[] = [];
      cdp.on("Network.requestWillBeSent", ({ request }) => {
        if (/\/assets\/[^/?]+\.js$/.test(request.url)) requested.push(new URL(request.url).pathname);
      });
      for (const path of pages) {
        const html = await (await page.request.get(path)).text();
        expect(html, path).not.toMatch(/<link[^>]+modulepreload/);
        expect(html, path).toContain(`type="${INERT_TYPE}"`);

        requested.length = 0;
        await gotoHydrated(page, path);
        // The loader's preloads, one per module of the page, each fetched once (not twice: preload
        // and import share one fetch).
        const modules = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
        );
        expect(modules.length, path).toBeGreaterThan(2);
        expect(requested.filter((url) => modules.includes(url)).sort(), path).toEqual([...modules].sort());
      }
    });

    test("the routes each page links to are known from the start: discovery brings none (ADR 077)", async ({ page }) => {
      // The manifest's routes when React Router creates its router, before anything is discovered.
      await page.addInitScript(() => {
        let router: unknown;
        Object.defineProperty(window, "__reactRouterDataRouter", {
          configurable: true,
          get: () => router,
          set(value) {
            router = value;
            const known = window as unknown as { __reactRouterManifest: { routes: object }; knownAtStart: string[] };
            known.knownAtStart = Object.keys(known.__reactRouterManifest.routes);
          },
        });
      });
      for (const path of pages) {
        const discovery = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
        await gotoHydrated(page, path);
        const discovered = Object.keys(await (await discovery).json());
        expect(discovered.length, path).toBeGreaterThan(3);
        const known = await page.evaluate(() => (window as unknown as { knownAtStart: string[] }).knownAtStart);
        expect(
          discovered.filter((id) => !known.includes(id)),
          path,
        ).toEqual([]);
      }
    });

    test("labels and error messages still point at their fields", async ({ page }) => {
      const strings = contactFormMessages[language];
      await gotoHydrated(page, "/contact");
      const unresolved = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("[for], [aria-describedby], [aria-labelledby], [aria-controls]")].flatMap((element) =>
            ["for", "aria-describedby", "aria-labelledby", "aria-controls"]
              .flatMap((name) => (element.getAttribute(name) ?? "").split(/\s+/))
              .filter((id) => id && !document.getElementById(id)),
          ),
        );
      expect(await unresolved()).toEqual([]);

      // Errors rendered after the takeover are announced as the fields' descriptions.
      await page.getByRole("button", { name: strings.submit }).click();
      const name = page.getByLabel(strings.fields.name, { exact: false }).first();
      await expect(name).toHaveAccessibleDescription(new RegExp(strings.errors.nameRequired));
      await expect(name).toBeFocused();
      expect(await unresolved()).toEqual([]);
    });

    test("the footer, hydrated last, navigates inside the site; the title changes, still one in <head>", async ({ page }) => {
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

test("the page's modules are asked for after the first paint, in quick succession, before the module script runs", async ({
  page,
}) => {
  // When the module script appears in the document as one the browser runs (the loader puts it
  // back), and which module preloads are in the document at that moment.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.type === "module") {
            Object.assign(window, {
              moduleScriptAt: performance.now(),
              preloadedBefore: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
                (link) => link.href,
              ),
            });
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ["/", "/contact"]) {
    await gotoHydrated(page, path);
    const timing = await page.evaluate(() => {
      const seen = window as { moduleScriptAt?: number; preloadedBefore?: string[] };
      return {
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        moduleScriptAt: seen.moduleScriptAt ?? null,
        preloadedBefore: (seen.preloadedBefore ?? []).map((href) => new URL(href).pathname).sort(),
        // When each of the page's modules was asked for.
        modules: performance
          .getEntriesByType("resource")
          .filter((entry) => /^\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, askedAt: entry.startTime })),
        // The module script is back in place (the loader removed itself), as the server rendered it.
        scripts: [...document.scripts].map((script) => script.type || "classic"),
      };
    });
    expect(timing.firstPaint, path).not.toBeNull();
    expect(timing.moduleScriptAt, path).toBeGreaterThanOrEqual(timing.firstPaint ?? Infinity);
    // Every module was asked for before the module script came back, not one level of
    // imports at a time, and none of them competed with the first paint.
    expect(timing.preloadedBefore, path).toEqual(timing.modules.map((module) => module.path).sort());
    for (const module of timing.modules)
      expect(module.askedAt, module.path).toBeGreaterThanOrEqual(timing.firstPaint ?? Infinity);
    expect(
      timing.scripts.filter((type) => type === "module"),
      path,
    ).toHaveLength(1);
    expect(
      timing.scripts.filter((type) => type !== "module" && type !== "classic"),
      path,
    ).toEqual([]);
  }
});
