// Page views reach Google Analytics once per navigation. These tests use the second site, which
// runs on a real PostgreSQL server with a measurement id in its settings.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_GA_MEASUREMENT_ID, postgresSiteUrl } from "../support/e2e-env";
import {
  catalogue,
  expect,
  gotoHydrated,
  isSameDocument,
  markDocument,
  settled,
  stubGoogleTagManager,
  test,
} from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { uniqueClientIp } from "../support/staff";

const en = catalogue.en;

/** The names of the GA4 `gtag('event', name, …)` calls queued on window.dataLayer. */
function eventNames(page: Page) {
  return page.evaluate(() =>
    Array.from((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry ?? []))
      .filter((args) => args[0] === "event")
      .map((args) => String(args[1])),
  );
}

/** The GA4 `gtag('event', 'page_view', {...})` calls queued on window.dataLayer. */
function pageViews(page: Page) {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return Array.from(layer)
      .map((entry) => Array.from(entry ?? []))
      .filter((args) => args[0] === "event" && args[1] === "page_view")
      .map((args) => (args[2] ?? {}) as { page_path?: string; page_title?: string; page_location?: string });
  });
}

test.describe("On the site with Google Analytics (PostgreSQL)", () => {
  test.use({ baseURL: postgresSiteUrl() });

  test.beforeEach(async ({ page, context }) => {
    // Never reach Google from a test; an empty gtag.js leaves the queue for us to read.
    await stubGoogleTagManager(page);
    // Each test is its own visitor address (the e2e servers trust X-Forwarded-For): the orders
    // placed here would otherwise count against one address's order limit, shared with every
    // other test that orders on this site.
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  });

  test("runs on PostgreSQL", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "postgres" });
  });

  test("each page view is reported exactly once, client-side navigations included", async ({ page }) => {
    const tagRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.googletagmanager.com/")) tagRequests.push(request.url());
    });

    await gotoHydrated(page, "/");
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    expect((await pageViews(page))[0]?.page_path).toBe("/");
    // The consent banner (it asks until a choice is made) is named and described by useId ids.
    await expect(page.getByRole("region", { name: en.consent.title })).toBeVisible();
    expect(await unresolvedIdReferences(page)).toEqual([]);
    expect(tagRequests.some((url) => url.includes(`id=${E2E_GA_MEASUREMENT_ID}`))).toBe(true);
    await markDocument(page);

    const footer = page.getByRole("contentinfo");
    const visited = ["/"];
    for (const [name, path] of [
      [en.nav.about, "/about"],
      [en.nav.services, "/services"],
      [en.nav.home, "/"],
    ] as const) {
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      visited.push(path);
      await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(visited);
    }
    // Nothing is counted twice once the page has settled either.
    await settled(page);
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(visited);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a navigation that changes only the query is a page view of its own, with the page's name", async ({ page }) => {
    // This site has no articles, so a category shows the empty list and its link back to all of them.
    const viewed = async () =>
      (await pageViews(page)).map((view) => ({ path: view.page_path, title: view.page_title, location: view.page_location }));
    const origin = new URL(postgresSiteUrl()).origin;
    const category = {
      path: "/articles?category=web-design",
      title: "articles",
      location: `${origin}/articles?category=web-design`,
    };
    const all = { path: "/articles", title: "articles", location: `${origin}/articles` };

    await gotoHydrated(page, category.path);
    await expect.poll(viewed).toEqual([category]);
    await markDocument(page);

    await page.getByRole("link", { name: en.blog.empty.showAll }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect.poll(viewed).toEqual([category, all]);
    await settled(page);
    expect(await viewed()).toEqual([category, all]);
    expect(await isSameDocument(page)).toBe(true);
  });

  for (const method of ["bank_transfer", "promptpay"] as const) {
    test(`placing a ${method} order is not reported as a purchase: the server reports it once staff confirm the money`, async ({
      page,
    }) => {
      const placed = await page.request.post("/checkout", {
        headers: { Origin: new URL(postgresSiteUrl()).origin },
        form: {
          packageId: "starter",
          option: "full",
          maintenancePlan: "",
          method,
          fullName: "Napat Wongsa",
          email: `napat-${randomBytes(3).toString("hex")}@example.co.th`,
          phone: "089-765-4321",
          company: "",
          requirements: "A website for our bakery with opening hours and a map.",
          idempotencyKey: randomBytes(16).toString("base64url"),
          lang: "en",
        },
        maxRedirects: 0,
      });
      expect(placed.status(), await placed.text()).toBe(302);
      await gotoHydrated(page, placed.headers().location ?? "");
      await expect.poll(() => eventNames(page)).toContain("page_view");
      await settled(page);
      expect(await eventNames(page)).not.toContain("purchase");
    });
  }

  test("the Content Security Policy allows Google's tag and nothing else from outside", async ({ request }) => {
    const csp = (await request.get("/")).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });
});

test.describe("On a site without a measurement id", () => {
  test("no analytics script is loaded and nothing is reported", async ({ page }) => {
    const google: string[] = [];
    page.on("request", (request) => {
      if (/^https:\/\/[^/]*google/.test(request.url())) google.push(request.url());
    });
    await gotoHydrated(page, "/");
    expect(google).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
    const csp = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("googletagmanager");
  });
});
