// The pages keep their own Content-Security-Policy: no inline <style> or style attribute (style-src
// has no 'unsafe-inline', ADR 108), nothing outside the resources each directive names
// (default-src 'none'). Chromium reports every refusal as a `securitypolicyviolation` event, which
// a listener added before any of the page's own scripts collects; the shared fixture also fails on
// the console error that comes with it.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, settled, type TestLanguage, test } from "../support/fixtures";
import { reportedTransferOrder } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 120_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** From now on, every page this tab opens records its CSP violations in window.cspViolations. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
}

async function expectNoViolations(page: Page, path: string) {
  await gotoHydrated(page, path);
  await settled(page);
  expect(await page.evaluate(() => window.cspViolations ?? null), path).toEqual([]);
}

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

test("The policy allows no inline style and nothing by default; scripts carry their hashes", async ({ request }) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"] ?? "";
  const directive = (name: string) =>
    csp
      .split(";")
      .find((part) => part.trim().startsWith(`${name} `))
      ?.trim();
  expect(directive("default-src")).toBe("default-src 'none'");
  expect(directive("style-src")).toBe("style-src 'self'");
  // Style attributes only in the admin area, where the editor reads pasted documents by them.
  expect(directive("style-src-attr")).toBeUndefined();
  // React Router's subResourceIntegrity option: every module preload names its hash.
  const html = await response.text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
  expect(preloads.length).toBeGreaterThan(0);
  for (const preload of preloads) expect(preload).toMatch(/integrity="sha384-[A-Za-z0-9+/=]+"/);
});

test.describe("A style the policy does not allow", () => {
  test.use({ allowedConsoleErrors: [/inline style violates the following Content Security Policy directive/] });

  test("is refused and reported, so the pages' clean record means something", async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, "/about");
    const colour = await page.evaluate(() => {
      document.body.insertAdjacentHTML("beforeend", '<p id="styled" style="color: rgb(255, 0, 0)">x</p>');
      return getComputedStyle(document.getElementById("styled") as HTMLElement).color;
    });
    expect(colour).not.toBe("rgb(255, 0, 0)");
    await expect.poll(() => page.evaluate(() => window.cspViolations?.length ?? 0)).toBeGreaterThan(0);
  });
});

for (const language of ["en", "th"] as const) {
  const phone = { tag: language === "th" ? "@phone" : [] };
  test(`The public pages and the checkout break no rule of their policy (${language})`, phone, async ({ page }) => {
    await recordViolations(page);
    await useLanguage(page, language);
    for (const path of ["/", "/solutions", "/services", "/about", "/contact", "/articles", "/privacy-policy"]) {
      await expectNoViolations(page, path);
    }
    // Starting on a form loads its schema (zod), which must not probe for eval either.
    await gotoHydrated(page, "/contact");
    await page.locator("main form input[type=text], main form input:not([type])").first().fill("Somchai");
    await settled(page);
    expect(await page.evaluate(() => window.cspViolations ?? null), "/contact, typing").toEqual([]);
    await gotoHydrated(page, "/articles");
    const article = page.locator('main a[href^="/articles/"]').first();
    await expectNoViolations(page, (await article.getAttribute("href")) ?? "/articles");
    await expectNoViolations(page, "/?checkout=premium&option=deposit");
    await expect(page.getByRole("dialog")).toBeVisible();
    const { orderPath } = await reportedTransferOrder(page.request, origin());
    await expectNoViolations(page, orderPath);
  });

  test(`The admin's editor and payment screens break no rule of their policy (${language})`, async ({ page }) => {
    const { reference } = await reportedTransferOrder(page.request, origin());
    await signInAs(page, "admin");
    const policy = (await page.request.get("/admin/dashboard")).headers()["content-security-policy"] ?? "";
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    await recordViolations(page);
    await useLanguage(page, language);
    await expectNoViolations(page, "/admin/dashboard");
    await expectNoViolations(page, "/admin/articles/new");
    // The rich-text editor is loaded on demand; its base styles come with it, from a stylesheet.
    const editor = page.locator(".ProseMirror").first();
    await expect(editor).toBeVisible();
    await expect(editor).toHaveCSS("white-space", "break-spaces");
    await editor.click();
    await page.keyboard.type("Hello");
    await settled(page);
    expect(await page.evaluate(() => window.cspViolations ?? null)).toEqual([]);
    await expectNoViolations(page, "/admin/payments");
    await page
      .getByRole("link", { name: new RegExp(reference) })
      .first()
      .click();
    await page.waitForURL(/\/admin\/payments\/\d+/);
    await settled(page);
    expect(await page.evaluate(() => window.cspViolations ?? null)).toEqual([]);
  });
}
