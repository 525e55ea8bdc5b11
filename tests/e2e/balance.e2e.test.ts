// A deposit order taken to paid in full in the browser, once per method: the deposit confirmed by
// an admin, the balance requested from the order's admin page, paid by the customer on the order
// page they know (PromptPay's QR for the balance, a transfer with its slip, or card through the
// fake Stripe), confirmed, and each payment's receipt downloadable by the customer and the admin.
import type { APIRequestContext, Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { balanceMessages } from "../../app/features/checkout/balance-messages";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { stripeMessages } from "../../app/features/checkout/stripe-messages";
import { formatMoney } from "../../app/lib/pricing";
import { E2E_SLIP_PNG } from "../support/fake-stripe";
import {
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  type TestLanguage,
  test,
  waitForHydration,
} from "../support/fixtures";
import { confirmPaymentReceived } from "../support/order-decisions";
import { reportedTransferOrder } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 120_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

/** The admin's page of the order, found through the Payments list. */
async function openAdminOrder(page: Page, language: TestLanguage, reference: string) {
  const m = adminPaymentMessages[language];
  await gotoHydrated(page, `/admin/payments?q=${reference}`);
  await page.getByRole("link", { name: fill(m.table.open, { reference }) }).click();
  await expect(page.getByRole("heading", { name: fill(m.detail.title, { reference }) })).toBeVisible();
  return page.url();
}

async function expectPdf(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

for (const [method, language] of [
  ["promptpay", "en"],
  ["bank_transfer", "th"],
  ["card", "en"],
] as const) {
  test(
    `A deposit order is paid in full, its balance by ${method} (${language})`,
    { tag: method === "bank_transfer" ? "@phone" : [] },
    async ({ page, browser }) => {
      const m = adminPaymentMessages[language];
      const b = balanceMessages[language];
      const c = checkoutMessages[language];
      const balance = formatMoney(225_000, "THB", language === "th" ? "th-TH" : "en-US");
      const { reference, orderPath } = await reportedTransferOrder(page.request, origin(), { language });

      // The admin confirms the deposit, then asks for the balance.
      await signInAs(page, "admin");
      await useLanguage(page, language);
      const adminUrl = await openAdminOrder(page, language, reference);
      await confirmPaymentReceived(page, language);
      await expect(page.getByTestId("balance-state")).toHaveText(b.state.owed);
      await page.getByRole("button", { name: b.admin.request }).click();
      await expect(page.getByTestId("decision-done")).toHaveText(m.done.requested);
      await expect(page.getByTestId("balance-state")).toHaveText(b.state.requested);
      await expect(page.getByTestId("balance-mails")).toHaveCount(1);
      // Exact: "Withdraw the balance request" (ADR 100) holds the Thai words of "Request the balance".
      await expect(page.getByRole("button", { name: b.admin.request, exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The customer, on the order page they know, pays the balance.
      const customer = await browser.newContext({ baseURL: origin(), extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
      const shopper = await customer.newPage();
      await shopper.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
      await gotoHydrated(shopper, orderPath);
      const section = shopper.locator("section", { has: shopper.getByRole("heading", { name: b.page.heading }) });
      await expect(section).toContainText(fill(b.page.intro, { amount: balance }));
      await section.getByRole("link", { name: b.page[method] }).click();
      await expect(section.getByRole("link", { name: b.page[method] })).toHaveAttribute("aria-current", "true");
      await expectNoAxeViolations(shopper);

      if (method === "promptpay") {
        await expect(section.getByTestId("promptpay-amount")).toHaveText(balance);
        await section.getByRole("button", { name: c.promptpay.paid }).click();
        await expect(section.getByText(b.page.processing)).toBeVisible();
      } else if (method === "bank_transfer") {
        await section.getByLabel(c.bank.slip).setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: E2E_SLIP_PNG });
        await section.getByRole("button", { name: c.bank.confirm }).click();
        await shopper.waitForURL(/\/bank-transfer-thank-you\?/);
        await gotoHydrated(shopper, orderPath);
        await expect(shopper.getByText(b.page.processing)).toBeVisible();
      } else {
        await section.getByRole("button", { name: new RegExp(escapeRegExp(c.card.pay.split("{{")[0] ?? "")) }).click();
        await shopper.waitForURL(/\/pay\/cs_test_/);
        await expect(shopper.getByTestId("amount")).toHaveText("2250.00 THB");
        await shopper.getByRole("button", { name: "Pay", exact: true }).click();
        await shopper.waitForURL(/\/payment-success\?/);
        await waitForHydration(shopper);
        await expect(shopper.getByTestId("payment-status-title")).toHaveText(stripeMessages[language].success.completedTitle, {
          timeout: 10_000,
        });
      }

      if (method !== "card") {
        // Staff check the money and confirm it.
        await gotoHydrated(page, adminUrl);
        await confirmPaymentReceived(page, language);
      } else {
        await gotoHydrated(page, adminUrl);
      }
      await expect(page.getByTestId("balance-state")).toHaveText(b.state.paid);
      const adminDocuments = page.getByRole("link", {
        name: new RegExp(`^${escapeRegExp(b.documents.download.split("{{")[0] ?? "")}`),
      });
      await expect(adminDocuments).toHaveCount(2);
      for (const href of await adminDocuments.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
        await expectPdf(page.request, href);
      }

      // The customer sees it paid, and downloads both receipts through the order's link.
      await gotoHydrated(shopper, orderPath);
      await expect(shopper.getByText(b.page.paid)).toBeVisible();
      const links = shopper.getByRole("link", {
        name: new RegExp(`^${escapeRegExp(b.documents.download.split("{{")[0] ?? "")}`),
      });
      await expect(links).toHaveCount(2);
      const hrefs = await links.evaluateAll((each) => each.map((link) => link.getAttribute("href") ?? ""));
      for (const href of hrefs) await expectPdf(shopper.request, href);
      // Without the link's token, nothing.
      const tokenless = hrefs[0]!.replace(/([?&])t=[^&]+/, "$1t=wrong");
      expect((await shopper.request.get(tokenless)).status()).toBe(404);
      await expectNoAxeViolations(shopper);
      await customer.close();
    },
  );
}
