// The admin Payments screen in the browser (PGlite site): an admin finds a bank transfer, sees the
// customer's slip and confirms it (Completed, with who and when); editors only read; CSV export.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { balanceMessages } from "../../app/features/checkout/balance-messages";
import { orderDecisionMessages } from "../../app/features/checkout/order-decision-messages";
import { stripeMessages } from "../../app/features/checkout/stripe-messages";
import { adminOnlyMessages } from "../../app/features/users/components/admin-only-boundary";
import { escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { SERVER_ANSWER } from "../support/order-decisions";
import { reportedTransferOrder } from "../support/shop";
import { STAFF_ACCOUNTS, signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/**
 * A customer's order by bank transfer, placed and reported (with a slip) as the checkout's own
 * forms would post them; returns its reference and the path of its order page.
 */
async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

for (const language of ["en", "th"] as const) {
  test(
    `An admin confirms a bank transfer after seeing its slip (${language})`,
    { tag: language === "th" ? "@phone" : [] },
    async ({ page }) => {
      const m = adminPaymentMessages[language];
      const b = balanceMessages[language];
      const customer = `Anong ${randomBytes(3).toString("hex")}`;
      const { reference, orderPath } = await reportedTransferOrder(page.request, origin(), { fullName: customer });
      await signInAs(page, "admin");
      await useLanguage(page, language);

      await gotoHydrated(page, "/admin/payments");
      // On a phone the filters are folded away until a filter is on.
      const toggle = page.getByRole("button", { name: m.filters.legend });
      if (await toggle.isVisible()) await toggle.click();
      await page.getByLabel(m.filters.search).fill(customer);
      await page.getByLabel(m.filters.method).selectOption("bank_transfer");
      await page.getByRole("button", { name: m.filters.apply, exact: true }).click();
      // A table row on a desktop, a card on a phone: whichever is displayed.
      const row = page.getByTestId(/^payment-(row|card)$/).filter({ visible: true });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(customer);
      await expect(row).toContainText(m.orderStatus.processing);
      await expect(page.getByTestId("total-orders")).toHaveText("1");
      await expectNoAxeViolations(page);

      await row.getByRole("link", { name: m.table.open.replace("{{reference}}", reference) }).click();
      await expect(page.getByRole("heading", { name: m.detail.title.replace("{{reference}}", reference) })).toBeVisible();
      const slip = page.getByRole("img", { name: new RegExp(`^${escapeRegExp(m.detail.slipAlt.split("{{id}}")[0] ?? "")}`) });
      await expect(slip).toBeVisible();
      await slip.scrollIntoViewIfNeeded();
      // The staff-only route serves the customer's image (8 pixels wide).
      await expect.poll(() => slip.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
      await expectNoAxeViolations(page);

      // Confirming is asked first: the amount and the document it issues. Going back changes nothing.
      const d = orderDecisionMessages[language];
      const due = (await page.getByTestId("detail-due").textContent()) ?? "";
      const opener = page.getByRole("button", { name: m.detail.confirm });
      await opener.click();
      const dialog = page.getByRole("alertdialog", { name: d.confirm.title });
      await expect(dialog).toBeVisible(SERVER_ANSWER);
      await expect(dialog).toContainText(due);
      // A receipt, or a tax invoice once the agency is VAT-registered (settings another test may change).
      await expect(dialog).toContainText(new RegExp(Object.values(d.issues).map(escapeRegExp).join("|")));
      await expectNoAxeViolations(page);
      await dialog.getByRole("link", { name: d.goBack }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await opener.click();
      await expect(dialog).toBeVisible(SERVER_ANSWER);
      // Modal once the focus is inside it; Escape then goes back.
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId("payment-attempt")).toContainText(m.paymentStatus.processing);
      await expect(page.getByTestId("order-event")).toHaveCount(0);

      // Then confirmed. The answer is held until the pending state has been seen.
      await opener.click();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/admin\/payments\/\d+/, async (route) => {
        if (route.request().method() === "POST") await held;
        await route.fallback();
      });
      await dialog.getByRole("button", { name: d.confirm.submit }).click();
      await expect(dialog.getByRole("button", { name: d.confirm.pending })).toBeDisabled();
      await expect(page.getByTestId("decision-region")).toHaveAttribute("aria-busy", "true");
      await expect(page.getByRole("button", { name: m.detail.fail })).toBeDisabled();
      release();
      await expect(page.getByTestId("decision-done")).toHaveText(m.done.confirmed, SERVER_ANSWER);
      await page.unrouteAll();
      await expect(page.getByTestId("decision-region")).toHaveAttribute("aria-busy", "false");
      await expect(page.getByText(m.orderStatus.completed).first()).toBeVisible();
      // The receipt is listed, and the history says who confirmed what.
      await expect(
        page.getByRole("link", { name: new RegExp(escapeRegExp(b.documents.download.split("{{")[0] ?? "")) }),
      ).toHaveCount(1);
      await expect(page.getByTestId("order-event")).toHaveCount(1);
      await expect(page.getByTestId("order-event")).toContainText(fill(d.history.kinds.payment_confirmed, { amount: due }));
      await expect(page.getByTestId("order-event")).toContainText(STAFF_ACCOUNTS.admin.name);
      const attempt = page.getByTestId("payment-attempt");
      await expect(attempt).toContainText(m.paymentStatus.succeeded);
      await expect(attempt).toContainText(STAFF_ACCOUNTS.admin.name);
      await expect(page.getByRole("button", { name: m.detail.confirm })).toHaveCount(0);

      // The customer's payment page now says Completed too.
      const customerPage = orderPath.replace("/order-confirmation", "/payment-success");
      await gotoHydrated(page, customerPage);
      await expect(page.getByTestId("payment-status-title")).toHaveText(stripeMessages[language].success.completedTitle);
    },
  );
}

test("An admin marks a transfer failed; the order stays for another try", async ({ page }) => {
  const m = adminPaymentMessages.en;
  const { reference } = await reportedTransferOrder(page.request, origin(), {
    fullName: `Kanya ${randomBytes(3).toString("hex")}`,
  });
  await signInAs(page, "admin");
  await gotoHydrated(page, `/admin/payments?q=${reference}`);
  await page.getByRole("link", { name: m.table.open.replace("{{reference}}", reference) }).click();
  await page.getByLabel(m.detail.reason).fill("No transfer arrived in the account");
  await page.getByRole("button", { name: m.detail.fail }).click();
  await expect(page.getByTestId("decision-done")).toHaveText(m.done.failed);
  await expect(page.getByTestId("payment-attempt")).toContainText("No transfer arrived in the account");
  await gotoHydrated(page, `/admin/payments?q=${reference}&status=failed`);
  await expect(page.getByTestId("payment-row")).toHaveCount(1);
});

test.describe("A refused decision", () => {
  // Chromium logs the refused submission's 409 as a console error.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("A decision someone else already made is told at the top, with focus on the message", async ({ page }) => {
    const m = adminPaymentMessages.en;
    const { reference } = await reportedTransferOrder(page.request, origin(), {
      fullName: `Malee ${randomBytes(3).toString("hex")}`,
    });
    await signInAs(page, "admin");
    await gotoHydrated(page, `/admin/payments?q=${reference}`);
    await page.getByRole("link", { name: m.table.open.replace("{{reference}}", reference) }).click();
    await page.getByLabel(m.detail.reason).fill("No transfer arrived");
    // Another admin confirms the payment while this page is open.
    const confirmed = await page.request.post(new URL(page.url()).pathname, {
      headers: { Origin: origin() },
      form: { intent: "confirm" },
      maxRedirects: 0,
    });
    expect(confirmed.status()).toBe(302);
    await page.getByRole("button", { name: m.detail.fail }).click();
    const alert = page.getByRole("alert").filter({ hasText: m.errors.alreadyCompleted });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(page.getByTestId("decision-done")).toHaveCount(0);
  });
});

test.describe("Editors and personal data", () => {
  // The 403 page itself is the expected answer.
  test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });
  for (const language of ["en", "th"] as const) {
    test(`Editors cannot open orders, slips or the CSV, nor confirm by posting the form themselves (${language})`, async ({
      page,
    }) => {
      const { reference } = await reportedTransferOrder(page.request, origin(), {
        fullName: `Pim ${randomBytes(3).toString("hex")}`,
      });
      await signInAs(page, "editor");
      await useLanguage(page, language);
      await gotoHydrated(page, "/admin/dashboard");
      await expect(page.locator('nav a[href="/admin/payments"]')).toHaveCount(0);
      const response = await page.goto(`/admin/payments?q=${reference}`);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: adminOnlyMessages[language].heading })).toBeVisible();
      await expect(page.getByText(reference)).toHaveCount(0);
      await expectNoAxeViolations(page);
      for (const path of ["/admin/payments/1", "/admin/payments/slips/1", `/admin/payments/export?q=${reference}`]) {
        expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
      }
      const forged = await page.request.post("/admin/payments/1", {
        headers: { Origin: origin() },
        form: { intent: "confirm" },
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(403);
    });
  }
});

test("Admins download the filtered payments as CSV; visitors get neither the CSV nor a slip", async ({ page, browser }) => {
  const { reference } = await reportedTransferOrder(page.request, origin(), { fullName: '=HYPERLINK("http://evil.example")' });
  await signInAs(page, "admin");
  const csv = await page.request.get(`/admin/payments/export?q=${reference}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const text = await csv.text();
  expect(text).toContain(`"${reference}"`);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(text.trim().split("\r\n")).toHaveLength(2);

  const visitor = await browser.newContext({ baseURL: origin() });
  for (const path of [`/admin/payments/export?q=${reference}`, "/admin/payments/slips/1", "/admin/payments/1"]) {
    const response = await visitor.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe("/login");
  }
  await visitor.close();
});
