// Payments on a phone (390 px, the "phone" project; the desktop project checks the table and the
// open filters): the admin list as cards with amount, status and date, no sideways scrolling; the
// filters folded away until opened or in use, with dates written the screen's way (ADR 101). And
// the customer's order page: the status word the admin list uses, and the account name by the QR.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { filterDateText } from "../../app/features/checkout/admin-filter-dates";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { placeTransferOrder, reportTransfer } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";
/** An amount as ADR 101 writes it: the language's currency sign and two decimals. */
const amountPattern = (language: TestLanguage) => (language === "th" ? /฿[\d,]+\.\d{2}/ : /THB\s[\d,]+\.\d{2}/);
const isPhone = () => test.info().project.name === "phone";
/** The payment settings' account name on the e2e sites (migration 0008's details). */
const ACCOUNT_NAME = "Siam Web Studio Co., Ltd.";

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/** Nothing wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** A PromptPay order as the checkout form posts it; its order page's path. */
async function placePromptPayOrder(request: APIRequestContext, language: TestLanguage): Promise<string> {
  const placed = await request.post("/checkout", {
    headers: { Origin: origin() },
    form: {
      packageId: "starter",
      option: "full",
      maintenancePlan: "",
      method: "promptpay",
      fullName: `Malee ${randomBytes(3).toString("hex")}`,
      email: "malee@example.co.th",
      phone: "089-765-4321",
      company: "",
      requirements: "A one-page site for a noodle shop.",
      idempotencyKey: randomBytes(16).toString("base64url"),
      lang: language,
    },
    maxRedirects: 0,
  });
  expect(placed.status(), await placed.text()).toBe(302);
  return placed.headers().location ?? "";
}

for (const language of ["en", "th"] as const) {
  const m = adminPaymentMessages[language];

  test(`The payments list on a phone: cards, folded filters, dates in ${language}`, { tag: "@phone" }, async ({ page }) => {
    const customer = `Somsri ${randomBytes(3).toString("hex")}`;
    const unpaid = await placeTransferOrder(page.request, origin(), { fullName: customer, packageId: "starter", option: "full" });
    const reported = await placeTransferOrder(page.request, origin(), { fullName: customer });
    await reportTransfer(page.request, origin(), reported);
    await signInAs(page, "admin");
    await useLanguage(page, language);

    await gotoHydrated(page, "/admin/payments");
    const toggle = page.getByRole("button", { name: m.filters.legend });
    const search = page.getByLabel(m.filters.search);
    if (isPhone()) {
      // Folded: the list comes first; the button opens the form.
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(search).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    } else {
      await expect(toggle).toBeHidden();
    }
    const from = page.getByLabel(m.filters.from, { exact: true });
    // A text box with the language's day/month/year, never the browser's mm/dd/yyyy.
    await expect(from).toHaveAttribute("type", "text");
    await expect(from).toHaveAttribute("placeholder", m.filters.datePlaceholder);
    await search.fill(customer);
    // Today, as the screen writes dates: the Thai one with the Buddhist-era year.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Bangkok" }).format(new Date());
    await from.fill(filterDateText(today, language));
    await page.getByRole("button", { name: m.filters.apply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(from).toHaveValue(filterDateText(today, language));

    const cards = page.getByTestId(isPhone() ? "payment-card" : "payment-row");
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId(isPhone() ? "payment-row" : "payment-card").first()).toBeHidden();
    const unpaidCard = cards.filter({ hasText: unpaid.reference });
    await expect(unpaidCard).toContainText(amountPattern(language));
    await expect(unpaidCard).toContainText(m.orderStatus.pending);
    await expect(cards.filter({ hasText: reported.reference })).toContainText(m.orderStatus.processing);
    if (isPhone()) {
      // A filter is on: the form stays open after the page loads again.
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toContainText(m.filters.activeCount.replace("{{count}}", "2"));
      await expectNoSidewaysScroll(page);
    }
    await expectNoAxeViolations(page);
    await screenshot(page, `payments-${language}`);

    // A date the calendar does not have (or the American order) is told, in the screen's language.
    await from.fill("11/29/2026");
    await page.getByRole("button", { name: m.filters.apply, exact: true }).click();
    await expect(page.getByText(m.filters.invalidDate)).toBeVisible();
  });

  test(
    `The order page names the status as the admin list does, and the QR's account (${language})`,
    { tag: "@phone" },
    async ({ page }) => {
      const t = checkoutMessages[language];
      await useLanguage(page, language);
      await gotoHydrated(page, await placePromptPayOrder(page.request, language));
      await expect(page.getByTestId("promptpay-qr")).toBeVisible();
      await expect(page.getByTestId("promptpay-recipient")).toHaveText(ACCOUNT_NAME);
      await expect(page.locator("dt", { hasText: t.promptpay.recipient }).first()).toBeVisible();
      await expect(page.getByTestId("promptpay-amount")).toHaveText(new RegExp(`^${amountPattern(language).source}$`));
      await expect(page.getByTestId("payment-status")).toHaveText(adminPaymentMessages[language].orderStatus.pending);
      if (isPhone()) await expectNoSidewaysScroll(page);
      await screenshot(page, `order-${language}`);

      await page.getByRole("button", { name: t.promptpay.paid }).click();
      await expect(page.getByTestId("payment-status")).toHaveText(adminPaymentMessages[language].orderStatus.processing);
    },
  );
}
