// Decisions an admin can take back on an order, in the browser: cancel an order nothing was paid
// on (the customer's page then says it is cancelled and offers no payment), refused for a paid
// order, and withdraw a balance request (the customer's page stops asking). Each is asked first
// and lands in the order's history.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { balanceMessages } from "../../app/features/checkout/balance-messages";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { orderDecisionMessages } from "../../app/features/checkout/order-decision-messages";
import { expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { confirmPaymentReceived, SERVER_ANSWER } from "../support/order-decisions";
import { reportedTransferOrder } from "../support/shop";
import { signInAs, STAFF_ACCOUNTS, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 120_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

async function openAdminOrder(page: Page, language: TestLanguage, reference: string) {
  const m = adminPaymentMessages[language];
  await gotoHydrated(page, `/admin/payments?q=${reference}`);
  await page.getByRole("link", { name: fill(m.table.open, { reference }) }).click();
  await expect(page.getByRole("heading", { name: fill(m.detail.title, { reference }) })).toBeVisible();
  return new URL(page.url()).pathname;
}

test.describe("Cancelling an order", () => {
  // The forged decisions below are answered 409, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("An admin cancels an unpaid order with a reason; the customer's page says so (th)", async ({ page, browser }) => {
    const language = "th";
    const m = adminPaymentMessages[language];
    const d = orderDecisionMessages[language];
    const c = checkoutMessages[language];
    const { reference, orderPath } = await reportedTransferOrder(page.request, origin(), {
      language,
      fullName: `Suda ${randomBytes(3).toString("hex")}`,
    });
    await signInAs(page, "admin");
    await useLanguage(page, language);
    const adminPath = await openAdminOrder(page, language, reference);

    const opener = page.getByRole("button", { name: d.cancel.open });
    await opener.click();
    const dialog = page.getByRole("alertdialog", { name: fill(d.cancel.title, { reference }) });
    await expect(dialog).toBeVisible(SERVER_ANSWER);
    await expectNoAxeViolations(page);
    // Going back first changes nothing.
    // Modal once the focus is inside it; Escape then goes back.
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: m.detail.confirm })).toBeVisible();

    await opener.click();
    await dialog.getByLabel(d.cancel.reason).fill("ลูกค้าขอยกเลิกทางโทรศัพท์");
    await dialog.getByRole("button", { name: d.cancel.submit }).click();
    await expect(page.getByTestId("decision-done")).toHaveText(m.done.cancelled, SERVER_ANSWER);
    await expect(page.getByText(m.orderStatus.cancelled).first()).toBeVisible();
    await expect(page.getByRole("button", { name: m.detail.confirm })).toHaveCount(0);
    await expect(page.getByRole("button", { name: d.cancel.open })).toHaveCount(0);
    const event = page.getByTestId("order-event");
    await expect(event).toHaveCount(1);
    await expect(event).toContainText(d.history.kinds.order_cancelled);
    await expect(event).toContainText("ลูกค้าขอยกเลิกทางโทรศัพท์");
    await expect(event).toContainText(STAFF_ACCOUNTS.admin.name);
    await expectNoAxeViolations(page);

    // A confirmation posted afterwards (another tab, a forged form) is refused and changes nothing.
    const forged = await page.request.post(adminPath, {
      headers: { Origin: origin() },
      form: { intent: "confirm" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(409);
    await gotoHydrated(page, adminPath);
    await expect(page.getByTestId("order-event")).toHaveCount(1);
    await expect(page.getByTestId("payment-attempt")).toContainText(m.paymentStatus.processing);

    // The customer's page: cancelled, and nothing to pay.
    const customer = await browser.newContext({ baseURL: origin(), extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const shopper = await customer.newPage();
    await useLanguage(shopper, language);
    await gotoHydrated(shopper, orderPath);
    await expect(shopper.getByTestId("payment-status")).toHaveText(c.status.cancelled);
    await expect(shopper.getByTestId("order-cancelled")).toHaveText(c.confirmation.cancelledNote);
    await expect(shopper.getByTestId("bank-details")).toHaveCount(0);
    await expect(shopper.getByRole("button", { name: c.bank.confirm })).toHaveCount(0);
    await expectNoAxeViolations(shopper);
    await customer.close();
  });

  test("A paid order offers no cancel, and a forged cancel is refused (en)", async ({ page }) => {
    const language = "en";
    const m = adminPaymentMessages[language];
    const d = orderDecisionMessages[language];
    const { reference } = await reportedTransferOrder(page.request, origin(), { option: "full" });
    await signInAs(page, "admin");
    await useLanguage(page, language);
    const adminPath = await openAdminOrder(page, language, reference);
    await expect(page.getByRole("button", { name: d.cancel.open })).toBeVisible();
    await confirmPaymentReceived(page, language);
    await expect(page.getByRole("button", { name: d.cancel.open })).toHaveCount(0);

    const forged = await page.request.post(adminPath, {
      headers: { Origin: origin() },
      form: { intent: "cancel-order", reason: "forged" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(409);
    expect(await forged.text()).toContain(m.errors.paid);
    await gotoHydrated(page, adminPath);
    await expect(page.getByText(m.orderStatus.completed).first()).toBeVisible();
    await expect(page.getByTestId("order-event")).toHaveCount(1);
  });
});

test("An admin withdraws a balance request; the customer's page no longer asks for it (en)", async ({ page, browser }) => {
  const language = "en";
  const m = adminPaymentMessages[language];
  const b = balanceMessages[language];
  const d = orderDecisionMessages[language];
  const { reference, orderPath } = await reportedTransferOrder(page.request, origin(), { option: "deposit" });
  await signInAs(page, "admin");
  await useLanguage(page, language);
  await openAdminOrder(page, language, reference);
  await confirmPaymentReceived(page, language);
  await page.getByRole("button", { name: b.admin.request }).click();
  await expect(page.getByTestId("decision-done")).toHaveText(m.done.requested, SERVER_ANSWER);

  const customer = await browser.newContext({ baseURL: origin(), extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  const shopper = await customer.newPage();
  await useLanguage(shopper, language);
  await gotoHydrated(shopper, orderPath);
  await expect(shopper.getByRole("heading", { name: b.page.heading })).toBeVisible();

  const opener = page.getByRole("button", { name: d.withdraw.open });
  await opener.click();
  const dialog = page.getByRole("alertdialog", { name: d.withdraw.title });
  await expect(dialog).toBeVisible(SERVER_ANSWER);
  await expect(dialog).toContainText(d.withdraw.body.split("{{")[0] ?? "");
  await dialog.getByRole("link", { name: d.goBack }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("balance-state")).toHaveText(b.state.requested);

  await opener.click();
  await dialog.getByRole("button", { name: d.withdraw.submit }).click();
  await expect(page.getByTestId("decision-done")).toHaveText(m.done.withdrawn, SERVER_ANSWER);
  await expect(page.getByTestId("balance-state")).toHaveText(b.state.owed);
  // It can be requested again; the history has all three decisions in order.
  await expect(page.getByRole("button", { name: b.admin.request, exact: true })).toBeVisible();
  await expect(page.getByTestId("order-event")).toHaveCount(3);
  await expect(page.getByTestId("order-event").last()).toHaveAttribute("data-kind", "balance_withdrawn");
  await expectNoAxeViolations(page);

  await gotoHydrated(shopper, orderPath);
  await expect(shopper.getByRole("heading", { name: b.page.heading })).toHaveCount(0);
  await customer.close();
});
