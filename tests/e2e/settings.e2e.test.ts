// /admin/settings in the browser: an admin's change reaches the public header at once (both
// languages), invalid input is explained next to the field and saves nothing, editors can look
// but not save. The tests change the shared site's settings, so they run one after the other, on
// the desktop project only, and put the original values back.
import type { Page } from "@playwright/test";
import { settingsMessages } from "../../app/features/settings/settings-messages";
import { catalogue, expect, expectNoAxeViolations, gotoHydrated, test } from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { signInAs } from "../support/staff";

const en = settingsMessages.en;
const th = settingsMessages.th;
const common = catalogue;

test.describe.configure({ mode: "serial" });
// Changes shared settings; it carries no @phone tag, so it runs once, on the desktop project.

const phoneField = (page: Page) => page.getByRole("textbox", { name: en.fields.phone });
const saveButton = (page: Page) => page.getByRole("button", { name: en.save });
/** The form's status region showing this message: polite for a save, an alert for errors. */
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

async function savePhone(page: Page, phone: string) {
  await gotoHydrated(page, "/admin/settings");
  await phoneField(page).fill(phone);
  await saveButton(page).click();
  await expect(status(page, en.saved)).toBeVisible();
}

/** The header's phone link, found by its accessible name in the page's language (visible or not). */
function headerPhone(page: Page, label: string) {
  return page.locator("header").locator(`a[aria-label="${label}"]`);
}

test.describe("Admin settings", () => {
  test("an admin changes the phone number and visitors see it in the header in English and Thai", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: common.en.admin.screens.settings.title })).toBeVisible();
    for (const section of [
      en.sections.agency.title,
      en.sections.payments.title,
      en.sections.invoicing.title,
      en.sections.integrations.title,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    // Secrets are reported as configured or not, never shown.
    await expect(page.getByText(en.status.google)).toBeVisible();
    await expectNoAxeViolations(page);

    const original = await phoneField(page).inputValue();
    const changed = "+66 2 555 0199";
    try {
      await phoneField(page).fill(changed);
      await saveButton(page).click();
      await expect(status(page, en.saved)).toBeVisible();
      // The audit list names who changed what.
      const latest = page.getByRole("table").getByRole("row").nth(1);
      await expect(latest).toContainText("admin@example.com");
      await expect(latest).toContainText(en.fields.phone);

      await page.goto("/");
      await expect(headerPhone(page, common.en.nav.callUs.replace("{{phone}}", changed))).toHaveAttribute(
        "href",
        "tel:+6625550199",
      );
      await expect(page.locator("footer")).toContainText(changed);

      await context.addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
      await page.goto("/contact");
      await expect(page.locator("html")).toHaveAttribute("lang", "th");
      await expect(headerPhone(page, common.th.nav.callUs.replace("{{phone}}", changed))).toHaveCount(1);
      await expect(page.locator("main")).toContainText(changed);
    } finally {
      await context.clearCookies({ name: "lang" });
      await savePhone(page, original);
    }
    // The page may now be Thai (the language choice is remembered in the browser too).
    await page.goto("/");
    await expect(page.locator("header a[href^='tel:']").first()).toContainText(original);
  });

  test("invalid values are explained next to their fields and nothing is saved", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/admin/settings");
    const original = await phoneField(page).inputValue();
    await phoneField(page).fill("call us maybe");
    const promptPay = page.getByRole("textbox", { name: en.fields.promptPayId });
    await promptPay.fill("1101700230709"); // a wrong check digit
    await saveButton(page).click();

    await expect(alert(page, en.invalid)).toBeVisible();
    await expect(phoneField(page)).toBeFocused();
    await expect(phoneField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(phoneField(page)).toHaveAccessibleDescription(new RegExp(literal(en.errors.phone)));
    await expect(promptPay).toHaveAccessibleDescription(new RegExp(literal(en.errors.promptPayId)));

    await page.reload();
    await expect(phoneField(page)).toHaveValue(original);
  });

  test("without JavaScript the server explains the errors in Thai and keeps what was typed", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await context.addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
      await signInAs(page, "admin");
      await page.goto("/admin/settings");
      const phone = page.getByRole("textbox", { name: th.fields.phone });
      const original = await phone.inputValue();
      await phone.fill("12345");
      await page.getByRole("button", { name: th.save }).click();
      await expect(alert(page, th.invalid)).toBeVisible();
      await expect(phone).toHaveValue("12345");
      await expect(phone).toHaveAccessibleDescription(new RegExp(literal(th.errors.phone)));
      await page.goto("/admin/settings");
      await expect(phone).toHaveValue(original);
    } finally {
      await context.close();
    }
  });

  test("an admin fills the tax-invoice details and reminder days in English, and a wrong tax id is explained in Thai", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/admin/settings");
    const invoicing = page.getByRole("region", { name: en.sections.invoicing.title });
    const vat = invoicing.getByRole("checkbox", { name: en.fields.vatRegistered });
    const taxId = invoicing.getByRole("textbox", { name: en.fields.taxId });
    const branchNumber = invoicing.getByRole("textbox", { name: en.fields.branchNumber });
    // One number box per reminder day ("Day 1", "Day 2"), and an empty one to add a day.
    const reminderDay = (number: number, language: "en" | "th" = "en") =>
      page
        .getByRole("group", { name: settingsMessages[language].fields.balanceReminderDays })
        .getByRole("spinbutton", { name: settingsMessages[language].fields.reminderDay.replace("{{number}}", String(number)) });
    try {
      await expect(reminderDay(1)).toHaveValue("3");
      await expect(reminderDay(2)).toHaveValue("7");
      await vat.check();
      await invoicing.getByRole("textbox", { name: en.fields.legalName }).fill("Siam Web Studio Co., Ltd.");
      await taxId.fill("0-1055-36000-01-1");
      await invoicing.getByRole("radio", { name: en.fields.branchOffice, exact: true }).check();
      await branchNumber.fill("00002");
      await reminderDay(1).fill("2");
      await reminderDay(2).fill("5");
      await reminderDay(3).fill("10");
      await saveButton(page).click();
      await expect(status(page, en.saved)).toBeVisible();
      const latest = page.getByRole("table").getByRole("row");
      await expect(latest.filter({ hasText: en.audit.groups.invoicing })).toContainText(en.fields.taxId);

      await page.reload();
      await expect(vat).toBeChecked();
      await expect(taxId).toHaveValue("0105536000011");
      await expect(invoicing.getByRole("radio", { name: en.fields.branchOffice, exact: true })).toBeChecked();
      await expect(branchNumber).toHaveValue("00002");
      await expect(reminderDay(1)).toHaveValue("2");
      await expect(reminderDay(2)).toHaveValue("5");
      await expect(reminderDay(3)).toHaveValue("10");

      await context.addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
      await gotoHydrated(page, "/admin/settings");
      const thTaxId = page
        .getByRole("region", { name: th.sections.invoicing.title })
        .getByRole("textbox", { name: th.fields.taxId });
      await thTaxId.fill("0-1055-36000-01-2");
      await reminderDay(1, "th").fill("7");
      await reminderDay(2, "th").fill("3");
      await page.getByRole("button", { name: th.save }).click();
      await expect(alert(page, th.invalid)).toBeVisible();
      await expect(thTaxId).toHaveAttribute("aria-invalid", "true");
      await expect(thTaxId).toHaveAccessibleDescription(new RegExp(literal(th.errors.taxIdCheckDigit)));
      // The box out of order is marked and points at the list's message.
      await expect(reminderDay(2, "th")).toHaveAttribute("aria-invalid", "true");
      await expect(reminderDay(2, "th")).toHaveAccessibleDescription(new RegExp(literal(th.errors.reminderDaysOrder)));
      await expect(reminderDay(1, "th")).not.toHaveAttribute("aria-invalid", "true");
    } finally {
      // Back to the defaults, in English.
      await context.clearCookies({ name: "lang" });
      await gotoHydrated(page, "/admin/settings");
      await vat.uncheck();
      await invoicing.getByRole("textbox", { name: en.fields.legalName }).fill("");
      await taxId.fill("");
      await invoicing.getByRole("radio", { name: en.fields.headOffice }).check();
      await branchNumber.fill("");
      await reminderDay(1).fill("3");
      await reminderDay(2).fill("7");
      // A box left empty is no day; the button takes the box away with JavaScript.
      await reminderDay(3).fill("");
      await page.getByRole("button", { name: en.fields.removeReminderDay.replace("{{number}}", "3") }).click();
      // The empty box after it moves up into its place.
      await expect(reminderDay(3)).toHaveValue("");
      await expect(reminderDay(4)).toHaveCount(0);
      await saveButton(page).click();
      await expect(status(page, en.saved).or(status(page, en.noChanges))).toBeVisible();
    }
  });

  test("an admin adds and removes opening periods, the other rows keep what was typed, and leaving unsaved asks first", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    const dashboard = page
      .getByRole("navigation", { name: common.en.admin.menuLabel })
      .getByRole("link", { name: common.en.admin.menu.dashboard });
    const leave = page.getByRole("alertdialog", { name: en.leave.title });
    // Nothing typed, nothing to ask about.
    await gotoHydrated(page, "/admin/settings");
    await dashboard.click();
    await expect(page).not.toHaveURL(/\/admin\/settings$/);
    await expect(leave).toHaveCount(0);

    await gotoHydrated(page, "/admin/settings");
    const periods = page.getByRole("group", {
      name: new RegExp(`^${literal(en.fields.period).replace("\\{\\{number\\}\\}", "\\d+")}$`),
    });
    const before = await periods.count();
    await page.getByRole("button", { name: en.fields.addPeriod }).click();
    await expect(periods).toHaveCount(before + 1);

    // Typed into the new last row, which moves up when the first row goes.
    await periods.nth(before).getByLabel(en.fields.opens).fill("07:30");
    await page.getByRole("button", { name: en.fields.removePeriod.replace("{{number}}", "1") }).click();
    await expect(periods).toHaveCount(before);
    // Focus does not fall back to the top of the page with the removed row's button.
    await expect(page.getByRole("button", { name: en.fields.addPeriod })).toBeFocused();
    await expect(periods.nth(before - 1).getByLabel(en.fields.opens)).toHaveValue("07:30");

    await dashboard.click();
    await expect(leave).toBeVisible();
    // The question's title, and the fields of the rows added and removed after the takeover.
    expect(await unresolvedIdReferences(page)).toEqual([]);
    await leave.getByRole("button", { name: en.leave.stay }).click();
    await expect(leave).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(periods.nth(before - 1).getByLabel(en.fields.opens)).toHaveValue("07:30");

    await dashboard.click();
    await leave.getByRole("button", { name: en.leave.leave }).click();
    await expect(page).not.toHaveURL(/\/admin\/settings$/);
  });

  test("an editor sees the settings read-only and cannot save, not even with a forged POST", async ({ page, baseURL }) => {
    await signInAs(page, "editor");
    await gotoHydrated(page, "/admin/settings");
    await expect(page.getByText(en.readOnly)).toBeVisible();
    await expect(phoneField(page)).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    const original = await phoneField(page).inputValue();

    const response = await page.request.post("/admin/settings", {
      form: { revision: "0", "agency.phone": "+66 2 000 0000" },
      headers: { Origin: new URL(baseURL ?? "").origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);

    await page.reload();
    await expect(phoneField(page)).toHaveValue(original);
  });
});

function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
