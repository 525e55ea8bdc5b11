// Staff sign-in through the popup against the built-in provider, the guards on /admin and a
// forged callback.
import type { Page } from "@playwright/test";
import {
  catalogue,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  stubGoogleTagManager,
  test,
  textOfHtml,
} from "../support/fixtures";
import { STAFF_ACCOUNTS, signInAs, uniqueClientIp } from "../support/staff";
import { postgresSiteUrl } from "../support/e2e-env";

const en = catalogue.en;

/** Opens /login and clicks the sign-in link: answers the popup it opens. */
async function openSignInPopup(page: Page) {
  await gotoHydrated(page, "/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: en.auth.signInWithGoogle }).click();
  return popupOpened;
}

/** Signs in through the popup: the provider's form asks for an e-mail and a display name. */
async function signInThroughPopup(page: Page, email: string, name: string) {
  const popup = await openSignInPopup(page);
  await popup.locator("#email").fill(email);
  await popup.locator("#name").fill(name);
  await Promise.all([popup.waitForEvent("close"), popup.locator('button[value="sign-in"]').click()]);
}

test.describe("Staff sign-in", () => {
  test("an admin signs in through the popup, sees the dashboard and signs out", { tag: "@phone" }, async ({ page }) => {
    await signInThroughPopup(page, "admin@example.com", "Somchai Admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: en.admin.dashboard.title })).toBeVisible();
    await expect(page.getByTestId("admin-user-name")).toHaveText("Somchai Admin");
    await expect(page.getByTestId("admin-user-role")).toHaveText(en.admin.roles.admin);
    await expect(page.getByRole("navigation", { name: en.admin.menuLabel })).toContainText(en.admin.menu.users);
    await expectNoAxeViolations(page);

    // /login is guest-only, /admin goes to the dashboard.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole("button", { name: en.auth.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("link", { name: en.auth.signInWithGoogle })).toBeVisible();
    const response = await page.goto("/admin/dashboard");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a new e-mail signs in as pending and waits for approval", async ({ page }) => {
    const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await signInThroughPopup(page, email, "Nid Pending");
    await expect(page.getByRole("heading", { level: 1, name: en.auth.pendingHeading })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: en.auth.pendingHeading })).toBeVisible();
  });

  test("when the popup's message is lost, the outcome it left still signs the person in", async ({ page, context }) => {
    // On a busy machine the popup can close before its message is delivered; here it never is.
    await context.addInitScript(() => {
      BroadcastChannel.prototype.postMessage = () => undefined;
    });
    await signInThroughPopup(page, "admin@example.com", "Somchai Admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: en.admin.dashboard.title })).toBeVisible();
  });

  test("a blocked popup says so and offers the full-page sign-in", async ({ page }) => {
    await gotoHydrated(page, "/login");
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole("link", { name: en.auth.signInWithGoogle }).click();
    await expect(page.getByRole("alert")).toHaveText(en.auth.errors.popupBlocked);
    await expect(page.getByRole("link", { name: en.auth.fullPageLink })).toHaveAttribute("href", "/auth/start");
  });

  test("closing the popup reports a cancelled sign-in", async ({ page }) => {
    const popup = await openSignInPopup(page);
    await popup.locator("#email").waitFor();
    await popup.close();
    await expect(page.getByRole("alert")).toHaveText(en.auth.errors.cancelled);
  });
});

test.describe("The staff sign-in helper for browser tests", () => {
  for (const role of ["admin", "editor", "pending"] as const) {
    test(`signInAs(${role}) signs the browser in with that role, on both e2e servers`, async ({ page }) => {
      // The PostgreSQL site has Google Analytics configured; Google is not reachable from tests.
      await stubGoogleTagManager(page);
      for (const baseURL of [undefined, postgresSiteUrl()]) {
        await signInAs(page, role, { baseURL });
        await page.goto(`${baseURL ?? ""}/admin/dashboard`);
        if (role === "pending") {
          await expect(page).toHaveURL(/\/login$/);
          await expect(page.getByRole("heading", { level: 1, name: en.auth.pendingHeading })).toBeVisible();
        } else {
          await expect(page).toHaveURL(/\/admin\/dashboard$/);
          await expect(page.getByTestId("admin-user-name")).toHaveText(STAFF_ACCOUNTS[role].name);
          await expect(page.getByTestId("admin-user-role")).toHaveText(en.admin.roles[role]);
        }
      }
    });
  }
});

test.describe("Sign-in failures", () => {
  test("offline: the network message", async ({ page, context }) => {
    await gotoHydrated(page, "/login");
    await context.setOffline(true);
    await page.getByRole("link", { name: en.auth.signInWithGoogle }).click();
    await expect(page.getByRole("alert")).toHaveText(en.auth.errors.network);
    await context.setOffline(false);
  });

  test("a callback the relying party rejects: the general failure message, in the opener", async ({ page, context }) => {
    // The popup goes straight to a forged callback (no flow cookie), still marked as a popup flow.
    await context.route("**/auth/start?popup=1", (route) =>
      route.fulfill({
        status: 302,
        headers: {
          Location: "/auth/callback?code=forged&state=forged",
          "Set-Cookie": "auth-popup=1; Path=/auth; HttpOnly; SameSite=Lax",
        },
      }),
    );
    const popup = await openSignInPopup(page);
    // The answer page closes itself at once, often before a "close" listener could be attached.
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page.getByRole("alert")).toHaveText(en.auth.errors.failed);
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe("in Thai", () => {
    test.use({ locale: "th-TH" });

    test("the sign-in page and its messages are Thai and accessible", async ({ page }) => {
      await gotoHydrated(page, "/login?error=cancelled");
      await expect(page.getByRole("heading", { level: 1, name: catalogue.th.auth.heading })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(catalogue.th.auth.errors.cancelled);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe("Sign-in rate limit", () => {
  test("an address that starts too many sign-ins gets 429 with Retry-After, and /login says why", async ({ page, context }) => {
    // The e2e servers trust X-Forwarded-For, so this address is this test's alone.
    const ip = uniqueClientIp();
    for (let i = 0; i < 20; i++) {
      const response = await page.request.get("/auth/start", { headers: { "X-Forwarded-For": ip }, maxRedirects: 0 });
      expect(response.status()).toBe(302);
    }
    const refused = await page.request.get("/auth/start", { headers: { "X-Forwarded-For": ip }, maxRedirects: 0 });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(textOfHtml(await refused.text())).toContain(en.auth.errors.rateLimited);

    // The popup from that address ends on the same answer, and the page that opened it says so.
    await context.route("**/auth/start?popup=1", (route) =>
      route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": ip } }),
    );
    const popup = await openSignInPopup(page);
    // The answer page closes itself at once, often before a "close" listener could be attached.
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page.getByRole("alert").first()).toHaveText(en.auth.errors.rateLimited);
  });
});

test.describe("Guards and bad input", () => {
  test("a visitor asking for the dashboard is sent to /login", async ({ request }) => {
    for (const path of ["/admin/dashboard", "/admin"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${path} redirects`).toBe(302);
      expect(response.headers().location).toMatch(/^\/(login|admin\/dashboard)$/);
    }
    const followed = await request.get("/admin/dashboard");
    expect(followed.url()).toMatch(/\/login$/);
  });

  test("a forged callback redirects to /login with an error, never a 500", async ({ request }) => {
    const response = await request.get("/auth/callback?code=x&state=y", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/login\?error=failed$/);
    const unknownSession = await request.get("/admin/dashboard", {
      headers: { Cookie: "session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      maxRedirects: 0,
    });
    expect(unknownSession.status()).toBe(302);
    expect(unknownSession.headers().location).toBe("/login");
  });

  test("the error of a full-page sign-in shows on /login", async ({ page }) => {
    await gotoHydrated(page, "/login?error=network");
    await expect(page.getByRole("alert")).toHaveText(en.auth.errors.network);
  });

  test("sign-out refuses a cross-site POST", async ({ request }) => {
    const response = await request.post("/logout", { headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
  });
});
