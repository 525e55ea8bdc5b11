// Consent a visitor can prove, in both languages, on the site with Google Analytics: accepting in
// the banner records "accepted" on the server under a random id cookie, and the footer's "Cookie
// settings" reopens the choice, where declining records "withdrawn" under the same id.
import type { Page } from "@playwright/test";
import { postgresSiteUrl } from "../support/e2e-env";
import { catalogue, expect, gotoHydrated, stubGoogleTagManager, test } from "../support/fixtures";
import { uniqueClientIp } from "../support/staff";

test.use({ baseURL: postgresSiteUrl() });

test.beforeEach(async ({ page, context }) => {
  await stubGoogleTagManager(page);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

function consentPost(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/consent" && response.request().method() === "POST",
  );
}

for (const language of ["en", "th"] as const) {
  test(`A consent choice is recorded on the server, then withdrawn from the footer (${language})`, async ({ page, context }) => {
    const t = catalogue[language];
    await context.addCookies([{ name: "lang", value: language, url: postgresSiteUrl() }]);
    await gotoHydrated(page, "/");
    const banner = page.getByRole("region", { name: t.consent.title });

    const accepted = consentPost(page);
    await banner.getByRole("button", { name: t.consent.accept }).click();
    const first = await accepted;
    expect(first.status()).toBe(204);
    expect(first.request().postData()).toBe("choice=accepted");
    const cookie = (await context.cookies()).find((entry) => entry.name === "consent_id");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie?.httpOnly).toBe(true);
    await expect(banner).toHaveCount(0);

    // The footer reopens the choice on any page; declining now withdraws the consent.
    await page.getByRole("contentinfo").getByRole("button", { name: t.consent.settings }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t.consent.current.granted);
    const withdrawn = consentPost(page);
    await banner.getByRole("button", { name: t.consent.decline }).click();
    const second = await withdrawn;
    expect(second.status()).toBe(204);
    expect(second.request().postData()).toBe("choice=withdrawn");
    // The same anonymous id: the server sets no new cookie.
    expect(second.headers()["set-cookie"]).toBeUndefined();
    expect((await context.cookies()).find((entry) => entry.name === "consent_id")?.value).toBe(cookie?.value);
  });
}

test("The consent endpoint refuses an unknown choice and another site's post", async ({ request }) => {
  const bad = await request.post("/consent", {
    form: { choice: "maybe" },
    headers: { Origin: new URL(postgresSiteUrl()).origin },
  });
  expect(bad.status()).toBe(400);
  const forged = await request.post("/consent", { form: { choice: "accepted" }, headers: { Origin: "https://evil.example" } });
  expect(forged.status()).toBe(403);
});
