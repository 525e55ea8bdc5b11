// Refunds in the browser (ADR 102): with the agency VAT-registered (prices including VAT, so the
// catalogue's prices stay as they are), an admin refunds part of a card order through the fake
// Stripe in English and all of a bank transfer recorded offline in Thai; each refund is asked
// first (amount, method, credit note), and its credit note downloads as a PDF naming the tax
// invoice. It changes the site's invoicing settings and puts them back, so it runs serially on
// the second PGlite site, desktop only.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { balanceMessages } from "../../app/features/checkout/balance-messages";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { refundMessages } from "../../app/features/checkout/refund-messages";
import { settingsMessages } from "../../app/features/settings/settings-messages";
import { localeFor } from "../../app/i18n/config";
import { formatMoney } from "../../app/lib/pricing";
import { contentSiteUrl } from "../support/e2e-env";
import { escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, test, waitForHydration } from "../support/fixtures";
import { confirmPaymentReceived, SERVER_ANSWER } from "../support/order-decisions";
import { reportedTransferOrder } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.use({ baseURL: contentSiteUrl(), extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const settings = settingsMessages.en;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
const thb = (language: "en" | "th", satang: number) => formatMoney(satang, "THB", localeFor(language));
const template = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join(".+")}$`,
  );

async function saveVat(page: Page, registered: boolean) {
  await gotoHydrated(page, "/admin/settings");
  const invoicing = page.getByRole("region", { name: settings.sections.invoicing.title });
  const vat = invoicing.getByRole("checkbox", { name: settings.fields.vatRegistered });
  if (registered) {
    await vat.check();
    await invoicing.getByRole("textbox", { name: settings.fields.taxId }).fill("0105536000011");
  } else {
    await vat.uncheck();
    await invoicing.getByRole("textbox", { name: settings.fields.taxId }).fill("");
  }
  await invoicing.getByRole("checkbox", { name: settings.fields.pricesIncludeVat }).check();
  await page.getByRole("button", { name: settings.save }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: settings.saved })
      .or(page.getByRole("status").filter({ hasText: settings.noChanges })),
  ).toBeVisible();
}

async function useLanguage(page: Page, language: "en" | "th") {
  await page.context().addCookies([{ name: "lang", value: language, url: contentSiteUrl() }]);
}

/** A customer orders Starter in full by card and pays on the fake Stripe page; its reference. */
async function paidCardOrder(browser: Browser): Promise<string> {
  const context = await browser.newContext({
    baseURL: contentSiteUrl(),
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  const shopper = await context.newPage();
  const c = checkoutMessages.en;
  await gotoHydrated(shopper, "/checkout?package=starter&option=full");
  await shopper.getByLabel(c.form.fullName).fill("Somchai Jaidee");
  await shopper.getByLabel(c.form.email).fill("somchai@example.co.th");
  await shopper.getByLabel(c.form.phone).fill("081-234-5678");
  await shopper.getByLabel(c.form.requirements).fill("A five-page website for our coffee shop in Chiang Mai.");
  await shopper.getByRole("radio", { name: new RegExp(escapeRegExp(c.method.card)) }).check();
  await shopper.getByRole("button", { name: template(c.submit) }).click();
  await shopper.waitForURL(/\/order-confirmation\?/);
  await waitForHydration(shopper);
  const reference = new URL(shopper.url()).searchParams.get("ref") ?? "";
  await shopper.getByRole("button", { name: template(c.card.pay) }).click();
  await shopper.waitForURL(/\/pay\/cs_test_/);
  await shopper.getByRole("button", { name: "Pay", exact: true }).click();
  await shopper.waitForURL(/\/payment-success\?/);
  await context.close();
  return reference;
}

/** The admin's page of an order, found by its reference in the list. */
async function openOrder(page: Page, reference: string, language: "en" | "th") {
  const m = adminPaymentMessages[language];
  await gotoHydrated(page, `/admin/payments?q=${reference}`);
  await page
    .getByTestId(/^payment-(row|card)$/)
    .filter({ visible: true })
    .getByRole("link", { name: fill(m.table.open, { reference }) })
    .click();
  await expect(page.getByRole("heading", { name: fill(m.detail.title, { reference }) })).toBeVisible();
  await waitForHydration(page);
}

const workDir = mkdtempSync(path.join(tmpdir(), "refunds-e2e-"));
test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The credit note's link in the order's documents, downloaded and read back as text. */
async function creditNoteText(page: Page, language: "en" | "th"): Promise<string> {
  const b = balanceMessages[language].documents;
  const item = page.getByRole("listitem").filter({ hasText: b.credit_note });
  const link = item.getByRole("link", { name: new RegExp(`^${escapeRegExp(b.download.split("{{")[0] ?? "")}CN-`) });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(download.headers()["content-type"]).toBe("application/pdf");
  const file = path.join(workDir, `${language}.pdf`);
  writeFileSync(file, await download.body());
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

/** The screen at 1280 and 390 pixels wide, scrolled to the payment's refunds (unless a dialog is open). */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if ((await page.getByRole("alertdialog").count()) === 0) {
      await page
        .getByTestId(/^refunds-\d+$/)
        .first()
        .scrollIntoViewIfNeeded();
    }
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("An admin refunds part of a card order in English and a transfer in Thai; the credit notes download", async ({
  page,
  browser,
}) => {
  await signInAs(page, "admin");
  await saveVat(page, true);
  try {
    // English: part of a card payment, through Stripe.
    const cardReference = await paidCardOrder(browser);
    await useLanguage(page, "en");
    await openOrder(page, cardReference, "en");
    const r = refundMessages.en;
    const m = adminPaymentMessages.en;
    const amount = page.getByLabel(r.amount);
    await expect(amount).toHaveValue("2850");
    await expect(page.getByText(r.methods.stripe)).toBeVisible();
    await amount.fill("3000");
    await page.getByLabel(r.reason).fill("Logo design dropped from the order");
    await page.getByRole("button", { name: r.open }).click();
    // More than was paid: refused at the question, nothing asked.
    await expect(page.getByText(m.errors.tooMuch)).toBeVisible(SERVER_ANSWER);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByLabel(r.amount).fill("1,000");
    await page.getByRole("button", { name: r.open }).click();
    const dialog = page.getByRole("alertdialog", { name: fill(r.ask.title, { amount: thb("en", 100_000) }) });
    await expect(dialog).toBeVisible(SERVER_ANSWER);
    await expect(dialog).toContainText(fill(r.ask.stripe, { amount: thb("en", 100_000), id: "" }).split("#")[0] ?? "");
    await expect(dialog).toContainText(/AT-\d{4}-\d{5}/);
    await expectNoAxeViolations(page);
    await shoot(page, "refund-dialog-en");
    await dialog.getByRole("button", { name: fill(r.ask.submit, { amount: thb("en", 100_000) }) }).click();
    await expect(page.getByTestId("decision-done")).toHaveText(m.done.refunded, SERVER_ANSWER);
    await expect(page.getByTestId(/^refunded-\d+$/)).toHaveText(thb("en", 100_000));
    await expect(page.getByLabel(r.amount)).toHaveValue("1850");
    const english = await creditNoteText(page, "en");
    expect(english).toMatch(/Credit note for tax invoice No\. AT-\d{4}-\d{5}/);
    expect(english).toContain("Logo design dropped from the order");
    expect(english).toContain("1,000.00");
    await shoot(page, "refunded-en");

    // Thai: a bank transfer confirmed by staff, then refunded in full outside the site.
    const transfer = await reportedTransferOrder(page.request, contentSiteUrl(), { language: "th" });
    await useLanguage(page, "th");
    await openOrder(page, transfer.reference, "th");
    await confirmPaymentReceived(page, "th");
    const t = refundMessages.th;
    await expect(page.getByText(t.methods.offline)).toBeVisible();
    await page.getByLabel(t.reason).fill("ลูกค้ายกเลิกโครงการ");
    await shoot(page, "refund-form-th");
    await page.getByRole("button", { name: t.open }).click();
    const thai = page.getByRole("alertdialog", { name: template(t.ask.title) });
    await expect(thai).toBeVisible(SERVER_ANSWER);
    await expect(thai).toContainText(t.ask.whole);
    await expect(thai).toContainText(/AT-\d{4}-\d{5}/);
    await shoot(page, "refund-dialog-th");
    await thai.getByRole("button", { name: template(t.ask.submit) }).click();
    await expect(page.getByTestId("decision-done")).toHaveText(adminPaymentMessages.th.done.refunded, SERVER_ANSWER);
    await expect(page.getByText(adminPaymentMessages.th.orderStatus.refunded).first()).toBeVisible();
    // Nothing is owed on a refunded deposit order: no balance panel.
    await expect(page.getByTestId("balance-panel")).toHaveCount(0);
    const thaiText = await creditNoteText(page, "th");
    expect(thaiText).toMatch(/ลดหนี้ตามใบกำกับภาษีเลขที่ AT-\d{4}-\d{5}/);
    expect(thaiText).toContain("ลูกค้ายกเลิกโครงการ");
    await expectNoAxeViolations(page);
    await shoot(page, "refunded-th");
  } finally {
    await page.context().clearCookies({ name: "lang" });
    await saveVat(page, false);
  }
});
