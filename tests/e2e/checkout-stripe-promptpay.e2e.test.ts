// PromptPay paid at Stripe Checkout (ADR 099) in the browser, with no staff step for the money: a
// deposit, then the balance staff ask for, each paid on the fake Stripe page with PromptPay and
// confirmed by its signed webhooks (completed unpaid, then async_payment_succeeded). It runs on the
// second PGlite site, the one started with STRIPE_PROMPTPAY on (playwright.config.ts); the first
// keeps PromptPay's own QR and "I have paid" for the other tests.
import type { Browser, Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { balanceMessages } from "../../app/features/checkout/balance-messages";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { stripeMessages } from "../../app/features/checkout/stripe-messages";
import { contentSiteUrl } from "../support/e2e-env";
import {
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  type TestLanguage,
  test,
  waitForHydration,
} from "../support/fixtures";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 150_000 });
test.use({ baseURL: contentSiteUrl(), extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
/** A catalogue string with {{placeholders}} as a pattern for an accessible name. */
const template = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join(".+")}$`,
  );

async function useLanguage(page: Page, language: TestLanguage) {
  const { hostname } = new URL(contentSiteUrl());
  await page.context().addCookies([{ name: "lang", value: language, domain: hostname, path: "/" }]);
}

async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: contentSiteUrl(),
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  return context.newPage();
}

/** The order page's receipts, as download links. */
const receiptLinks = (page: Page, language: TestLanguage) =>
  page.getByRole("link", {
    name: new RegExp(`^${escapeRegExp(balanceMessages[language].documents.download.split("{{")[0] ?? "")}`),
  });

test("A deposit and then its balance are paid by PromptPay at Stripe, with no staff confirmation", async ({ page, browser }) => {
  const c = checkoutMessages.en;
  const s = stripeMessages.en.success;
  const shopper = await customerPage(browser);
  await useLanguage(shopper, "en");

  // The customer orders Starter with a 50% deposit, by PromptPay.
  await gotoHydrated(shopper, "/checkout?package=starter&option=deposit");
  await shopper.getByLabel(c.form.fullName).fill("Somchai Jaidee");
  await shopper.getByLabel(c.form.email).fill("somchai@example.co.th");
  await shopper.getByLabel(c.form.phone).fill("081-234-5678");
  await shopper.getByLabel(c.form.requirements).fill("A five-page website for our coffee shop in Chiang Mai.");
  await shopper.getByRole("radio", { name: new RegExp(`^${escapeRegExp(c.method.promptpay)}`) }).check();
  await shopper.getByRole("button", { name: template(c.submit) }).click();
  await shopper.waitForURL(/\/order-confirmation\?/);
  await waitForHydration(shopper);
  const orderPath = new URL(shopper.url()).pathname + new URL(shopper.url()).search;
  const reference = new URL(shopper.url()).searchParams.get("ref") ?? "";

  // No QR of the agency's own and no "I have paid": Stripe's page takes the payment.
  await expect(shopper.getByTestId("promptpay-qr")).toHaveCount(0);
  await expect(shopper.getByRole("button", { name: c.promptpay.paid })).toHaveCount(0);
  await expect(shopper.getByText(template(c.promptpay.stripeText))).toBeVisible();
  await expectNoAxeViolations(shopper);
  await shopper.getByRole("button", { name: template(c.promptpay.stripePay) }).click();
  await shopper.waitForURL(/\/pay\/cs_test_/);
  await expect(shopper.getByTestId("payment-method-types")).toHaveText("promptpay");
  await expect(shopper.getByTestId("amount")).toHaveText("1500.00 THB");
  const depositSession = new URL(shopper.url()).pathname.split("/")[2] ?? "";
  const stripeOrigin = new URL(shopper.url()).origin;

  // Scanned and paid; the bank's confirmation is late: the site waits for it, in both languages.
  await shopper.getByRole("button", { name: "Pay, webhook held" }).click();
  await shopper.waitForURL(/\/payment-success\?/);
  await waitForHydration(shopper);
  await expect(shopper.getByTestId("payment-status-title")).toHaveText(s.processingTitle);
  await expect(shopper.getByText(s.processingPromptPayBody)).toBeVisible();
  await gotoHydrated(shopper, orderPath);
  await expect(shopper.getByText(c.promptpay.awaitingBank)).toBeVisible();
  await useLanguage(shopper, "th");
  await gotoHydrated(shopper, orderPath);
  await expect(shopper.getByText(checkoutMessages.th.promptpay.awaitingBank)).toBeVisible();
  await expectNoAxeViolations(shopper);

  // The bank confirms: Stripe's async_payment_succeeded, and the order page (asking by itself) is paid.
  const released = await shopper.request.post(`${stripeOrigin}/__control/release/${depositSession}`);
  expect(await released.json()).toEqual({ statuses: [200] });
  await expect(shopper.getByText(checkoutMessages.th.confirmation.completedNote)).toBeVisible({ timeout: 15_000 });
  await expect(receiptLinks(shopper, "th")).toHaveCount(1);
  // Delivered again, as Stripe does: nothing happens twice.
  const replayed = await shopper.request.post(`${stripeOrigin}/__control/replay/${depositSession}`);
  expect(await replayed.json()).toEqual({ statuses: [200, 200] });

  // Staff ask for the balance: the deposit is already paid, with no confirmation of theirs.
  const m = adminPaymentMessages.en;
  const b = balanceMessages.en;
  await signInAs(page, "admin");
  await useLanguage(page, "en");
  await gotoHydrated(page, `/admin/payments?q=${reference}`);
  await page.getByRole("link", { name: fill(m.table.open, { reference }) }).click();
  await expect(page.getByRole("heading", { name: fill(m.detail.title, { reference }) })).toBeVisible();
  await expect(page.getByTestId("balance-state")).toHaveText(b.state.owed);
  await page.getByRole("button", { name: b.admin.request }).click();
  await expect(page.getByTestId("balance-state")).toHaveText(b.state.requested);
  const adminUrl = page.url();

  // The customer pays the balance by PromptPay at Stripe.
  await useLanguage(shopper, "en");
  await gotoHydrated(shopper, orderPath);
  const section = shopper.locator("section", { has: shopper.getByRole("heading", { name: b.page.heading }) });
  const promptPayChoice = section.getByRole("link", { name: b.page.promptpay });
  if (await promptPayChoice.count()) {
    await promptPayChoice.click();
    await expect(promptPayChoice).toHaveAttribute("aria-current", "true");
  }
  await section.getByRole("button", { name: template(c.promptpay.stripePay) }).click();
  await shopper.waitForURL(/\/pay\/cs_test_/);
  await expect(shopper.getByTestId("payment-method-types")).toHaveText("promptpay");
  await expect(shopper.getByTestId("amount")).toHaveText("1500.00 THB");
  await shopper.getByRole("button", { name: "Pay", exact: true }).click();
  await shopper.waitForURL(/\/payment-success\?/);
  await waitForHydration(shopper);
  await expect(shopper.getByTestId("payment-status-title")).toHaveText(s.completedTitle, { timeout: 15_000 });

  // Paid in full, both receipts, in both languages; the admin sees it paid without a click.
  for (const language of ["en", "th"] as const) {
    await useLanguage(shopper, language);
    await gotoHydrated(shopper, orderPath);
    await expect(shopper.getByText(balanceMessages[language].page.paid)).toBeVisible();
    await expect(shopper.getByText(checkoutMessages[language].confirmation.completedNote)).toBeVisible();
    await expect(receiptLinks(shopper, language)).toHaveCount(2);
  }
  await expectNoAxeViolations(shopper);
  await gotoHydrated(page, adminUrl);
  await expect(page.getByTestId("balance-state")).toHaveText(b.state.paid);
  await shopper.context().close();
});

test("A PromptPay payment the bank refuses can be tried again at Stripe", async ({ browser }) => {
  const c = checkoutMessages.th;
  const s = stripeMessages.th.success;
  const shopper = await customerPage(browser);
  await useLanguage(shopper, "th");
  await gotoHydrated(shopper, "/checkout?package=starter&option=full");
  await shopper.getByLabel(c.form.fullName).fill("Somchai Jaidee");
  await shopper.getByLabel(c.form.email).fill("somchai@example.co.th");
  await shopper.getByLabel(c.form.phone).fill("081-234-5678");
  await shopper.getByLabel(c.form.requirements).fill("เว็บไซต์ห้าหน้าสำหรับร้านกาแฟของเราในเชียงใหม่");
  await shopper.getByRole("radio", { name: new RegExp(`^${escapeRegExp(c.method.promptpay)}`) }).check();
  await shopper.getByRole("button", { name: template(c.submit) }).click();
  await shopper.waitForURL(/\/order-confirmation\?/);
  await waitForHydration(shopper);
  await shopper.getByRole("button", { name: template(c.promptpay.stripePay) }).click();
  await shopper.waitForURL(/\/pay\/cs_test_/);
  const firstSession = new URL(shopper.url()).pathname.split("/")[2];
  await shopper.getByRole("button", { name: "Decline" }).click();
  await shopper.waitForURL(/\/payment-success\?/);
  await waitForHydration(shopper);
  await expect(shopper.getByTestId("payment-status-title")).toHaveText(s.failedTitle);
  await expect(shopper.getByText(s.failedPromptPayBody)).toBeVisible();

  await shopper.getByRole("button", { name: s.retry }).click();
  await shopper.waitForURL(/\/pay\/cs_test_/);
  expect(new URL(shopper.url()).pathname.split("/")[2]).not.toBe(firstSession);
  await expect(shopper.getByTestId("payment-method-types")).toHaveText("promptpay");
  await expect(shopper.getByTestId("amount")).toHaveText("2850.00 THB");
  await shopper.getByRole("button", { name: "Pay", exact: true }).click();
  await shopper.waitForURL(/\/payment-success\?/);
  await expect(shopper.getByTestId("payment-status-title")).toHaveText(s.completedTitle, { timeout: 15_000 });
  await shopper.context().close();
});
