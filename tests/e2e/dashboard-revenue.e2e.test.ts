// The dashboard's money section (PGlite site): an admin sees a confirmed bank transfer in this
// month's row of the revenue table, in English and Thai; an editor sees no money at all.
// Other tests confirm payments on the same site at the same time, so the row is checked for what
// this test added (at least its deposit), never for an exact total.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { revenueMessages } from "../../app/features/checkout/revenue-messages";
import { depositAmount, formatMoney, getPackage } from "../../app/lib/pricing";
import { expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { reportedTransferOrder } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";
const locale = (language: TestLanguage) => (language === "th" ? "th-TH" : "en-US");

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

/** This Bangkok month as the revenue table names it ("November 2026", "พฤศจิกายน 2569"). */
function thisMonthName(language: TestLanguage) {
  return new Intl.DateTimeFormat(locale(language), { month: "long", year: "numeric", timeZone: "Asia/Bangkok" }).format(
    new Date(),
  );
}

/** The bank-transfer cell of this month's row, read as satang. */
async function bankTransfersThisMonth(page: Page, language: TestLanguage) {
  const table = page.getByRole("table", { name: revenueMessages[language].table.caption });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: thisMonthName(language), exact: true }) });
  const cell = row.getByRole("cell").nth(2);
  const text = (await cell.textContent()) ?? "";
  return { cell, satang: Math.round(Number(text.replace(/[^\d.]/g, "")) * 100) };
}

for (const language of ["en", "th"] as const) {
  test(`An admin sees a confirmed transfer in this month's money received (${language})`, async ({ page }) => {
    const r = revenueMessages[language];
    const m = adminPaymentMessages[language];
    const { reference } = await reportedTransferOrder(page.request, origin(), {
      fullName: `Revenue ${randomBytes(3).toString("hex")}`,
    });
    await signInAs(page, "admin");
    await useLanguage(page, language);
    await gotoHydrated(page, "/admin/dashboard");
    const before = (await bankTransfersThisMonth(page, language)).satang;

    await gotoHydrated(page, `/admin/payments?q=${reference}`);
    await page.getByRole("link", { name: m.table.open.replace("{{reference}}", reference) }).click();
    await page.getByRole("button", { name: m.detail.confirm }).click();
    await expect(page.getByTestId("decision-done")).toHaveText(m.done.confirmed);

    await gotoHydrated(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: r.heading })).toBeVisible();
    const chart = page.getByRole("img", { name: r.chart.name.replace("{{table}}", r.table.caption) });
    await expect(chart).toBeVisible();
    const table = page.getByRole("table", { name: r.table.caption });
    await expect(table.getByRole("columnheader", { name: m.methods.bank_transfer })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: r.table.totalRow })).toBeVisible();
    const deposit = depositAmount(getPackage("ecommerce").priceSatang);
    const after = await bankTransfersThisMonth(page, language);
    expect(after.satang - before).toBeGreaterThanOrEqual(deposit);
    // Baht in the reader's locale (฿ in Thai), as the rest of the admin shows money.
    await expect(after.cell).toHaveText(formatMoney(after.satang, "THB", locale(language)));
    await expect(page.getByRole("heading", { level: 3, name: r.outstanding.heading })).toBeVisible();
    await expect(page.getByTestId("outstanding-total")).toHaveText(
      language === "th" ? /^฿[\d,]+(\.\d{2})?$/ : /^THB\s?[\d,]+(\.\d{2})?$/,
    );
    await expectNoAxeViolations(page);
  });
}

test("An editor's dashboard shows no money received and no outstanding balances", async ({ page }) => {
  const r = revenueMessages.en;
  await signInAs(page, "editor");
  await gotoHydrated(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "At a glance" })).toBeVisible();
  await expect(page.getByRole("heading", { name: r.heading })).toHaveCount(0);
  await expect(page.getByRole("table", { name: r.table.caption })).toHaveCount(0);
  await expect(page.getByTestId("revenue-chart")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: r.outstanding.heading })).toHaveCount(0);
});
