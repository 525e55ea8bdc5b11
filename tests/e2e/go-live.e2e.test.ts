// A site started without sample content (ADR 098): the checkout offers neither PromptPay nor bank
// transfer, and says so, until an admin saves the agency's details; the dashboard lists what is not
// ready, in English and Thai. One serial story on its own site, since it changes the settings.
import type { Page } from "@playwright/test";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { readinessMessages } from "../../app/features/settings/readiness-messages";
import { settingsMessages } from "../../app/features/settings/settings-messages";
import { bareSiteUrl } from "../support/e2e-env";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { signInAs } from "../support/staff";

test.use({ baseURL: bareSiteUrl() });
test.describe.configure({ mode: "serial" });

const checkout = checkoutMessages;
const readiness = readinessMessages;
const settingsEn = settingsMessages.en;

async function useLanguage(page: Page, language: "en" | "th") {
  await page.context().addCookies([{ name: "lang", value: language, url: bareSiteUrl() }]);
}

const methodChoice = (page: Page, language: "en" | "th") => page.getByRole("group", { name: checkout[language].method.legend });

test("Without payment details the checkout offers neither PromptPay nor bank transfer, and says so (English and Thai)", async ({
  page,
}) => {
  for (const language of ["en", "th"] as const) {
    await useLanguage(page, language);
    await gotoHydrated(page, "/checkout?package=starter");
    const methods = methodChoice(page, language);
    await expect(methods.getByText(checkout[language].method.promptpayNotYet)).toBeVisible();
    await expect(methods.getByText(checkout[language].method.bank_transferNotYet)).toBeVisible();
    await expect(methods.getByRole("radio")).toHaveCount(0);
    await expect(page.getByText("123-4-56789-0")).toHaveCount(0);
  }
});

test("The dashboard lists what is not ready to go live, with what to do, in English and Thai", async ({ page }) => {
  await signInAs(page, "admin");
  for (const language of ["en", "th"] as const) {
    await useLanguage(page, language);
    await gotoHydrated(page, "/admin/dashboard");
    const list = page.getByRole("region", { name: readiness[language].heading });
    await expect(list).toBeVisible();
    for (const item of ["paymentsMissing", "mail", "googleSignIn", "captcha"] as const) {
      await expect(list.getByText(readiness[language].items[item].title, { exact: true })).toBeVisible();
      await expect(list.getByText(readiness[language].items[item].action, { exact: true })).toBeVisible();
    }
    await expect(list.getByRole("link", { name: readiness[language].openSettings })).toHaveAttribute("href", "/admin/settings");
  }
});

test("Once an admin saves the agency's details, the checkout offers PromptPay and bank transfer", async ({ page }) => {
  // Signs in, saves the whole settings form and opens three pages.
  test.slow();
  await signInAs(page, "admin");
  await useLanguage(page, "en");
  await gotoHydrated(page, "/admin/settings");
  // Each label ends in "(optional)": the boxes are found by how their names start.
  const payments = page.getByRole("region", { name: settingsEn.sections.payments.title });
  await payments.getByRole("textbox", { name: settingsEn.fields.bankName }).fill("Bangkok Bank");
  await payments.getByRole("textbox", { name: settingsEn.fields.branch }).fill("Silom");
  await payments.getByRole("textbox", { name: settingsEn.fields.accountName }).fill("Siam Web Studio Co., Ltd.");
  await payments.getByRole("textbox", { name: settingsEn.fields.accountNumber }).fill("987-6-54321-0");
  await payments.getByRole("textbox", { name: settingsEn.fields.promptPayId }).fill("0899999999");
  await payments.getByRole("checkbox", { name: settingsEn.fields.promptPay, exact: true }).check();
  await payments.getByRole("checkbox", { name: settingsEn.fields.bankTransfer, exact: true }).check();
  await page.getByRole("button", { name: settingsEn.save }).click();
  await expect(page.getByRole("status").filter({ hasText: settingsEn.saved })).toBeVisible();

  await gotoHydrated(page, "/admin/dashboard");
  const list = page.getByRole("region", { name: readiness.en.heading });
  await expect(list.getByText(readiness.en.items.mail.title, { exact: true })).toBeVisible();
  await expect(list.getByText(readiness.en.items.paymentsMissing.title, { exact: true })).toHaveCount(0);

  const visitor = await page.context().browser()?.newContext({ baseURL: bareSiteUrl() });
  if (!visitor) throw new Error("no browser");
  try {
    const visitorPage = await visitor.newPage();
    await gotoHydrated(visitorPage, "/checkout?package=starter");
    const methods = methodChoice(visitorPage, "en");
    await expect(methods.getByRole("radio", { name: new RegExp(`^${checkout.en.method.promptpay}`) })).toBeVisible();
    await expect(methods.getByRole("radio", { name: new RegExp(`^${checkout.en.method.bank_transfer}`) })).toBeVisible();
    await expect(methods.getByText(checkout.en.method.promptpayNotYet)).toHaveCount(0);
    await expect(methods.getByText(checkout.en.method.bank_transferNotYet)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
