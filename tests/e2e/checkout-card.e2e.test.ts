// Card payments in the browser, on the PGlite site, whose Stripe is the local fake
// (tests/support/fake-stripe.ts): the visitor orders, pays on the "Stripe" page, returns to
// /payment-success, which shows processing until the signed webhook arrives, then Completed.
import type { Page } from "@playwright/test";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { stripeMessages } from "../../app/features/checkout/stripe-messages";
import {
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  type TestLanguage,
  test,
  waitForHydration,
} from "../support/fixtures";
import { uniqueClientIp } from "../support/staff";

// A whole order and payment with several page loads: on a busy two-core machine it takes a while.
test.describe.configure({ timeout: 90_000 });

// Each file run orders from its own address: the checkout is rate limited per client (TRUST_PROXY).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

/** A catalogue string with {{placeholders}} as a pattern for an accessible name. */
function template(text: string): RegExp {
  return new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join(".+")}$`,
  );
}

async function useLanguage(page: Page, language: TestLanguage) {
  const url = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1");
  await page.context().addCookies([{ name: "lang", value: language, domain: url.hostname, path: "/" }]);
}

/** Orders the Starter package by card through /checkout and lands on the fake Stripe page. */
async function orderByCard(page: Page, language: TestLanguage, option: "full" | "deposit") {
  const c = checkoutMessages[language];
  await gotoHydrated(page, `/checkout?package=starter&option=${option}`);
  await page.getByLabel(c.form.fullName).fill("Somchai Jaidee");
  await page.getByLabel(c.form.email).fill("somchai@example.co.th");
  await page.getByLabel(c.form.phone).fill("081-234-5678");
  await page.getByLabel(c.form.requirements).fill("A five-page website for our coffee shop in Chiang Mai.");
  await page.getByRole("radio", { name: new RegExp(escapeRegExp(c.method.card)) }).check();
  await page.getByRole("button", { name: template(c.submit) }).click();
  await page.waitForURL(/\/order-confirmation\?/);
  await waitForHydration(page);
  const reference = new URL(page.url()).searchParams.get("ref") ?? "";
  await page.getByRole("button", { name: template(c.card.pay) }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const stripePage = new URL(page.url());
  return { reference, sessionId: stripePage.pathname.split("/")[2] ?? "", stripeOrigin: stripePage.origin };
}

const statusTitle = (page: Page) => page.getByTestId("payment-status-title");

for (const [language, option, amount] of [
  ["en", "full", "2850.00 THB"],
  ["th", "deposit", "1500.00 THB"],
] as const) {
  test(
    `A visitor pays by card (${option}, ${language}): processing until the signed webhook, then Completed`,
    { tag: language === "th" ? "@phone" : [] },
    async ({ page }) => {
      const s = stripeMessages[language].success;
      await useLanguage(page, language);
      const { reference, sessionId, stripeOrigin } = await orderByCard(page, language, option);
      // The server's amount reached Stripe: 5% off the full price, or half of it.
      await expect(page.getByTestId("amount")).toHaveText(amount);

      // Paid, but Stripe's webhook is late: the site must not believe the browser.
      await page.getByRole("button", { name: "Pay, webhook held" }).click();
      await page.waitForURL(/\/payment-success\?/);
      await waitForHydration(page);
      await expect(page.getByTestId("payment-reference")).toHaveText(reference);
      await expect(statusTitle(page)).toHaveText(s.processingTitle);
      await expect(page.getByTestId("payment-status")).toHaveText(stripeMessages[language].status.processing);

      const released = await page.request.post(`${stripeOrigin}/__control/release/${sessionId}`);
      expect(await released.json()).toEqual({ statuses: [200, 200] });
      // The page asks again by itself.
      await expect(statusTitle(page)).toHaveText(s.completedTitle, { timeout: 10_000 });
      await expect(page.getByTestId("payment-status")).toHaveText(stripeMessages[language].status.succeeded);
      await expect(page.getByRole("status")).toContainText(s.completedBody);
      await expectNoAxeViolations(page);

      // Stripe delivers again (it does): accepted, nothing happens twice.
      const replayed = await page.request.post(`${stripeOrigin}/__control/replay/${sessionId}`);
      expect(await replayed.json()).toEqual({ statuses: [200, 200] });
      await page.reload();
      await expect(statusTitle(page)).toHaveText(s.completedTitle);
    },
  );
}

test("A declined card shows 'Payment failed. Please try again.' and the retry keeps the order", async ({ page }) => {
  const s = stripeMessages.en.success;
  await useLanguage(page, "en");
  const { reference, sessionId } = await orderByCard(page, "en", "full");
  await page.getByRole("button", { name: "Decline" }).click();
  await page.waitForURL(/\/payment-success\?/);
  await waitForHydration(page);
  await expect(statusTitle(page)).toHaveText("Payment failed. Please try again.");
  await expect(page.getByTestId("payment-reference")).toHaveText(reference);

  await page.getByRole("button", { name: s.retry }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  const retrySession = new URL(page.url()).pathname.split("/")[2];
  expect(retrySession).not.toBe(sessionId);
  await expect(page.getByTestId("amount")).toHaveText("2850.00 THB");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(/\/payment-success\?/);
  await expect(page.getByTestId("payment-reference")).toHaveText(reference);
  await expect(statusTitle(page)).toHaveText(s.completedTitle);
});

test("A failed payment is told in Thai to a Thai visitor", async ({ page }) => {
  await useLanguage(page, "th");
  await orderByCard(page, "th", "full");
  await page.getByRole("button", { name: "Decline" }).click();
  await page.waitForURL(/\/payment-success\?/);
  await expect(statusTitle(page)).toHaveText(stripeMessages.th.success.failedTitle);
  await expect(page.getByRole("button", { name: stripeMessages.th.success.retry })).toBeVisible();
});

test.describe("without the order's link", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("Webhooks with a bad signature are rejected; the payment page needs the order's link", async ({ page, request }) => {
    const forged = await request.post("/webhooks/stripe", {
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1700000000,v1=deadbeef" },
      data: JSON.stringify({ id: "evt_forged", type: "checkout.session.completed", data: { object: {} } }),
    });
    expect(forged.status()).toBe(400);
    const unsigned = await request.post("/webhooks/stripe", { data: "{}" });
    expect(unsigned.status()).toBe(400);
    expect((await request.get("/webhooks/stripe")).status()).toBe(405);

    const response = await page.goto("/payment-success?ref=SWS-2026-MATRX&t=not-the-token");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: stripeMessages.en.success.notFoundTitle })).toBeVisible();
  });
});
