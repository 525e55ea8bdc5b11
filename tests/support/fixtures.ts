// The shared Playwright test: every test fails on a browser console error or an uncaught page
// error (hydration mismatches included), plus helpers the e2e tests share.
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { common as en } from "../../app/i18n/en/common";
import { common as th } from "../../app/i18n/th/common";

export { expect };
export const catalogue = { en, th } as const;
export type TestLanguage = keyof typeof catalogue;

export interface Fixtures {
  /**
   * Console errors a test expects, matched against "console.error: <text> (<url>:<line>)"
   * (Chromium logs one for a document that answers 404).
   */
  allowedConsoleErrors: RegExp[];
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const { url, lineNumber } = message.location();
      const problem = `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(problem))) problems.push(problem);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.stack ?? error.message}`));
    await use(page);
    expect(problems, "the browser reported errors").toEqual([]);
  },
});

/**
 * Opens a page and waits until React has hydrated it, so clicks reach React's handlers
 * rather than the server-rendered fallbacks (a form post would reload the page).
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Answers every request to Google's tag manager with an empty script (a page or a whole context):
 * tests never reach Google, and the gtag queue stays in the page for them to read.
 */
export function stubGoogleTagManager(target: Page | BrowserContext) {
  return target.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
}

export async function waitForHydration(page: Page) {
  // The root layout marks <html> in an effect, which React runs once hydration has committed.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("load");
}

/**
 * Waits until the page has nothing left to do that a test could miss: no request in flight (lazy
 * chunks included) and two painted frames since, so effects that follow a commit have run. Use it
 * before asserting that something did NOT happen, instead of waiting a fixed time.
 */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The visible text of an HTML document as a server sent it: no tags, scripts or entities. */
export function textOfHtml(html: string): string {
  return normaliseSpace(
    html
      // What ThaiWords puts inside a run of Thai (components/thai-words.tsx) is part of the word.
      .replace(/<wbr\/?>/gi, "")
      .replace(/<span class="whitespace-nowrap" data-thai-word="">([^<]*)<\/span>/g, "$1")
      .replace(/<script[\s\S]*?<\/script>/gi, " ")
      .replace(/<style[\s\S]*?<\/style>/gi, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&nbsp;/g, "\u00a0")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The attributes of the `<html>` start tag of a server-rendered document. */
export function htmlTagAttributes(html: string) {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return { lang: attribute("lang"), classes: (attribute("class") ?? "").split(/\s+/).filter(Boolean) };
}

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core on the page and fails with a readable list of violations. In axe's legacy mode (a
 * documented AxeBuilder option): the results are put together in the page itself, not in a blank
 * page opened for each check, which took about half of each check's 2.5-3 s here. What it gives up
 * is cross-origin frames, and the site has none of its own (a captcha's frame is the vendor's).
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`)
        .join("\n"),
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The header's menu button (phone widths), whatever its current label. */
export function menuButton(page: Page, language: TestLanguage = "en") {
  const { openMenu, closeMenu } = catalogue[language].nav;
  return page
    .getByRole("banner")
    .getByRole("button", { name: new RegExp(`^(${escapeRegExp(openMenu)}|${escapeRegExp(closeMenu)})$`) });
}

/**
 * The language switch: shows the code of the other language. On phones it sits in the menu,
 * which this opens first.
 */
export async function languageSwitch(page: Page, current: TestLanguage) {
  const code = current === "en" ? "TH" : "EN";
  const button = page.getByRole("banner").getByRole("button", { name: new RegExp(`^${code}\\b`) });
  const menu = menuButton(page, current);
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") {
    await menu.click();
  }
  await expect(button).toBeVisible();
  return button;
}

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Sets a marker on window that only survives if the page is not reloaded. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = "same document";
  });
}

export async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker === "same document");
}
