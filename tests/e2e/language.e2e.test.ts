// Which language a visitor gets, and switching it.
import {
  catalogue,
  expect,
  gotoHydrated,
  htmlTagAttributes,
  isSameDocument,
  languageSwitch,
  markDocument,
  test,
  waitForHydration,
} from "../support/fixtures";
import type { Page } from "@playwright/test";

test.describe("The site picks the visitor's language", () => {
  const cases = [
    {
      name: "a Thai browser without a stored choice gets Thai",
      cookie: undefined,
      accept: "th-TH,th;q=0.9,en;q=0.8",
      expected: "th",
    },
    { name: "an American English browser gets English", cookie: undefined, accept: "en-US,en;q=0.9", expected: "en" },
    { name: "a browser preferring another language gets English", cookie: undefined, accept: "de-DE,de;q=0.9", expected: "en" },
    { name: "a browser with no language preference gets English", cookie: undefined, accept: undefined, expected: "en" },
    { name: "a stored choice of English wins over a Thai browser", cookie: "lang=en", accept: "th-TH,th;q=0.9", expected: "en" },
    { name: "a stored choice of Thai wins over an English browser", cookie: "lang=th", accept: "en-US,en;q=0.9", expected: "th" },
    {
      name: "an unknown stored language falls back to the Thai browser's language",
      cookie: "lang=xx",
      accept: "th-TH",
      expected: "th",
    },
    { name: "an unknown stored language falls back to English", cookie: "lang=xx", accept: "en-US", expected: "en" },
    {
      name: "a malformed cookie falls back to the Thai browser's language",
      cookie: "lang=%E0%A4",
      accept: "th-TH",
      expected: "th",
    },
    { name: "a malformed cookie falls back to English", cookie: "lang=%E0%A4", accept: "en-US", expected: "en" },
  ] as const;

  for (const { name, cookie, accept, expected } of cases) {
    test(name, async ({ request }) => {
      for (const [path, status] of [
        ["/", 200],
        ["/about", 200],
        ["/no-such-page", 404],
      ] as const) {
        const headers: Record<string, string> = {};
        if (cookie) headers.Cookie = cookie;
        // An empty header stands for "none": the request context would otherwise send its own.
        headers["Accept-Language"] = accept ?? "";
        const response = await request.get(path, { headers });
        expect(response.status(), `${path} answers ${status}, never 500`).toBe(status);
        const attributes = htmlTagAttributes(await response.text());
        expect(attributes.lang, `<html lang> of ${path}`).toBe(expected);
        expect(attributes.classes.includes("lang-th")).toBe(expected === "th");
      }
    });
  }

  test.describe("in a browser set to Thai", () => {
    test.use({ locale: "th-TH" });

    test("the first visit is in Thai", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(page.locator("html")).toHaveAttribute("lang", "th");
      await expect(page.getByRole("link", { name: catalogue.th.skipToContent })).toBeAttached();
    });
  });
});

test.describe("Visitors can switch the language", () => {
  test(
    "the switch shows the other language's code and turns the page Thai without a reload",
    { tag: "@phone" },
    async ({ page, context }) => {
      await gotoHydrated(page, "/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await markDocument(page);

      const toThai = await languageSwitch(page, "en");
      await expect(toThai).toContainText("TH");
      await toThai.click();

      await expect(page.locator("html")).toHaveAttribute("lang", "th");
      await expect(page.locator("html")).toHaveClass(/(^|\s)lang-th(\s|$)/);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: catalogue.th.nav.about })).toBeVisible();
      expect(await isSameDocument(page), "the page was not reloaded").toBe(true);

      // The choice is stored for the server (cookie) and the browser (local storage).
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("th");
      expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("th");
      await expect(await languageSwitch(page, "th")).toContainText("EN");

      const reloaded = await page.reload();
      await waitForHydration(page);
      expect(htmlTagAttributes((await reloaded?.text()) ?? "").lang, "the server renders Thai after a reload").toBe("th");
      await expect(page.locator("html")).toHaveAttribute("lang", "th");
    },
  );

  test("a Thai reader can switch back to English", { tag: "@phone" }, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
    await gotoHydrated(page, "/about");
    await markDocument(page);
    await (await languageSwitch(page, "th")).click();

    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)lang-th(\s|$)/);
    await expect(page).toHaveURL(/\/about$/);
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  });

  test("a choice kept in the browser is used even when its cookie has gone", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("lang", "th");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
  });
});

test.describe("Each language's web font", () => {
  const fontFiles = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".woff2")),
    );

  test("an English page, with its language switch shown, fetches no Thai font; a Thai page does", async ({ page }) => {
    await gotoHydrated(page, "/about");
    // Shown in the header on wide screens, in the menu on phones: its spoken label is Thai text.
    await languageSwitch(page, "en");
    await page.evaluate(() => document.fonts.ready);
    const english = await fontFiles(page);
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((path) => path.includes("thai"))).toEqual([]);

    await (await languageSwitch(page, "en")).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect.poll(async () => (await fontFiles(page)).some((path) => path.includes("noto-sans-thai-thai"))).toBe(true);
  });
});
