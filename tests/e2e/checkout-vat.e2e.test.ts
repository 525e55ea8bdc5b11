// VAT added on top at checkout (ADR 097): the admin registers the agency for VAT and says the
// prices exclude it; the checkout then shows a 7% VAT line and the total with it, in English and
// Thai, and the order's page shows the same figures. The setting is put back afterwards. It
// changes a site's settings, so it runs on the second PGlite site (the checkout tests on the
// first one expect prices without VAT), serially, on the desktop project only (no @phone tag).
import type { Page } from "@playwright/test";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { settingsMessages } from "../../app/features/settings/settings-messages";
import { localeFor } from "../../app/i18n/config";
import { formatMoney } from "../../app/lib/pricing";
import { contentSiteUrl } from "../support/e2e-env";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { signInAs, uniqueClientIp } from "../support/staff";

test.use({ baseURL: contentSiteUrl() });
test.describe.configure({ mode: "serial" });

const settings = settingsMessages.en;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
const thb = (language: "en" | "th", satang: number) => formatMoney(satang, "THB", localeFor(language));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Saves the invoicing section: VAT registration and whether the prices include VAT. */
async function saveVat(page: Page, { registered, included }: { registered: boolean; included: boolean }) {
  await gotoHydrated(page, "/admin/settings");
  const invoicing = page.getByRole("region", { name: settings.sections.invoicing.title });
  const vat = invoicing.getByRole("checkbox", { name: settings.fields.vatRegistered });
  const pricesInclude = invoicing.getByRole("checkbox", { name: settings.fields.pricesIncludeVat });
  if (registered) {
    await vat.check();
    await invoicing.getByRole("textbox", { name: settings.fields.taxId }).fill("0105536000011");
  } else {
    await vat.uncheck();
    await invoicing.getByRole("textbox", { name: settings.fields.taxId }).fill("");
  }
  if (included) await pricesInclude.check();
  else await pricesInclude.uncheck();
  await page.getByRole("button", { name: settings.save }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: settings.saved })
      .or(page.getByRole("status").filter({ hasText: settings.noChanges })),
  ).toBeVisible();
}

test("with prices excluding VAT the checkout adds 7% VAT and shows it, in English and Thai", async ({ page, context }) => {
  // Two saves of the settings, four checkout pages and an order: more than the default 30 s.
  test.setTimeout(120_000);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  await signInAs(page, "admin");
  await saveVat(page, { registered: true, included: false });
  try {
    for (const language of ["en", "th"] as const) {
      const t = checkoutMessages[language];
      if (language === "th") await context.addCookies([{ name: "lang", value: "th", url: contentSiteUrl() }]);
      // Starter in full: 3,000 less 5% is 2,850 baht; 7% VAT on that is 199.50; 3,049.50 in all.
      await gotoHydrated(page, "/checkout?package=starter&option=full");
      const vatRow = page.getByTestId("order-vat");
      await expect(vatRow).toContainText(fill(t.summary.vat, { rate: "7" }));
      await expect(vatRow).toContainText(thb(language, 19_950));
      await expect(page.getByTestId("order-total")).toContainText(thb(language, 304_950));
      await expect(page.getByTestId("order-due-now")).toContainText(thb(language, 304_950));
      await expect(page.getByRole("button", { name: fill(t.submit, { amount: thb(language, 304_950) }) })).toBeVisible();

      // A deposit is half of the total with VAT: 3,000 + 210 = 3,210 baht, 1,605 now.
      await page.getByRole("radio", { name: new RegExp(`^${fill(t.option.deposit, { percent: "50%" })}`) }).check();
      await expect(vatRow).toContainText(thb(language, 21_000));
      await expect(page.getByTestId("order-total")).toContainText(thb(language, 321_000));
      await expect(page.getByTestId("order-due-now")).toContainText(thb(language, 160_500));
      await expect(page.getByTestId("order-balance")).toContainText(thb(language, 160_500));
    }

    // The order keeps the figures it was placed with: its page shows the VAT line and total.
    const t = checkoutMessages.th;
    await gotoHydrated(page, "/checkout?package=starter&option=full");
    await page.getByLabel(t.form.fullName).fill("สมชาย ใจดี");
    await page.getByLabel(t.form.email).fill("somchai@example.co.th");
    await page.getByLabel(t.form.phone).fill("081-234-5678");
    await page.getByLabel(t.form.requirements).fill("เว็บไซต์ร้านกาแฟ มีเมนู แผนที่ และปุ่มไลน์");
    await page.getByRole("radio", { name: new RegExp(`^${t.method.promptpay}`) }).check();
    await page.getByRole("button", { name: fill(t.submit, { amount: thb("th", 304_950) }) }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?/);
    await expect(page.getByTestId("order-vat")).toContainText(thb("th", 19_950));
    await expect(page.getByTestId("order-total")).toContainText(thb("th", 304_950));
  } finally {
    await context.clearCookies({ name: "lang" });
    await saveVat(page, { registered: false, included: true });
  }
  // Back to prices as they are: no VAT line (in whichever language the session kept).
  await gotoHydrated(page, "/checkout?package=starter&option=full");
  await expect(page.getByTestId("order-total")).toContainText(
    new RegExp(`${escapeRegExp(thb("en", 285_000))}|${escapeRegExp(thb("th", 285_000))}`),
  );
  await expect(page.getByTestId("order-vat")).toHaveCount(0);
});
