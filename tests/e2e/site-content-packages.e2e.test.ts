// The admin's Packages screens in the browser: an admin changes Premium's price and a feature in
// English and Thai, previews it, and the change is listed and audited; a price over the limit is refused next
// to the field; an editor sees the price read-only and a forged price is refused with 403. The
// tests change the catalogue, so they run on the content site (not the one the checkout tests
// use), one after the other, and put Premium back.
import type { Page } from "@playwright/test";
import { catalogueMessages } from "../../app/features/site-content/catalogue-admin-messages";
import { pageCopyMessages } from "../../app/features/site-content/page-copy-messages";
import { contentIndexMessages } from "../../app/features/site-content/content-index-messages";
import { contentSiteUrl } from "../support/e2e-env";
import { catalogue, expect, expectNoAxeViolations, gotoHydrated, test } from "../support/fixtures";
import { signInAs } from "../support/staff";

const en = catalogueMessages.en;
const common = catalogue.en;

test.use({ baseURL: contentSiteUrl() });
test.describe.configure({ mode: "serial" });

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const priceField = (page: Page) => page.getByRole("textbox", { name: en.fields.priceThb });

async function savePremium(page: Page, change: (page: Page) => Promise<void>) {
  await gotoHydrated(page, "/admin/content/packages/premium");
  await change(page);
  await page.getByRole("button", { name: en.form.save, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: en.form.saved })).toBeVisible();
}

test.describe("Site content: packages", () => {
  test("an admin changes Premium's price and a feature in English and Thai, and the change is listed", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/admin/content");
    await expect(page.getByRole("heading", { level: 1, name: common.admin.screens.content.title })).toBeVisible();
    await page.getByRole("link", { name: common.admin.screens.contentPackages.title, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\/packages$/);
    const premiumRow = page.getByRole("row").filter({ hasText: "Premium" });
    await expect(premiumRow).toContainText("15,900");
    await premiumRow.getByRole("link", { name: en.list.editNamed.replace("{{name}}", "Premium") }).click();
    await expect(page.getByRole("heading", { level: 1, name: common.admin.screens.contentEditPackage.title })).toBeVisible();
    await expectNoAxeViolations(page);

    const english = section(page, en.form.english).getByRole("textbox", { name: en.fields.features });
    const thai = section(page, en.form.thai).getByRole("textbox", { name: en.fields.features });
    const original = { price: await priceField(page).inputValue(), en: await english.inputValue(), th: await thai.inputValue() };
    try {
      await priceField(page).fill("17900");
      await english.fill(original.en.replace("Custom design based on your brand identity", "Custom design made for your brand"));
      await thai.fill(original.th.replace("ออกแบบเฉพาะตามอัตลักษณ์แบรนด์ของคุณ", "ออกแบบเฉพาะสำหรับแบรนด์ของคุณ"));
      // Preview: the services page in a new tab with the unsaved price and feature; the public page unchanged.
      const [preview] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: pageCopyMessages.en.form.preview }).click(),
      ]);
      await expect(preview.getByText(pageCopyMessages.en.preview.banner)).toBeVisible();
      await expect(preview.locator("main").getByText("Custom design made for your brand").first()).toBeVisible();
      await expect(preview.locator("main")).toContainText("17,900");
      await preview.close();
      expect(await (await page.request.get("/services")).text()).not.toContain("Custom design made for your brand");
      await page.getByRole("button", { name: en.form.save, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: en.form.saved })).toBeVisible();
      await expect(priceField(page)).toHaveValue("17900");
      await expect(english).toHaveValue(/Custom design made for your brand/);
      await expect(thai).toHaveValue(/ออกแบบเฉพาะสำหรับแบรนด์ของคุณ/);

      await gotoHydrated(page, "/admin/content/packages");
      await expect(page.getByRole("row").filter({ hasText: "Premium" })).toContainText("17,900");
      await gotoHydrated(page, "/admin/content");
      const latest = page.getByRole("region", { name: contentIndexMessages.en.changes.title }).getByRole("row").nth(1);
      await expect(latest).toContainText("admin@example.com");
      await expect(latest).toContainText("premium");
      await expect(latest).toContainText(contentIndexMessages.en.changes.labels.priceSatang);
      await expect(latest).toContainText(`${contentIndexMessages.en.changes.labels.features} (Thai)`);
    } finally {
      await savePremium(page, async () => {
        await priceField(page).fill(original.price);
        await section(page, en.form.english).getByRole("textbox", { name: en.fields.features }).fill(original.en);
        await section(page, en.form.thai).getByRole("textbox", { name: en.fields.features }).fill(original.th);
      });
    }
  });

  test("a price over the limit is refused next to the field, stating the limit, and nothing is saved", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/admin/content/packages/premium");
    await priceField(page).fill("1000001");
    await page.getByRole("button", { name: en.form.save, exact: true }).click();
    await expect(page.getByText(/The price can be at most THB\s1,000,000\./)).toBeVisible();
    await expect(priceField(page)).toBeFocused();
    await gotoHydrated(page, "/admin/content/packages");
    await expect(page.getByRole("row").filter({ hasText: "Premium" })).toContainText("15,900");
  });

  test("an editor sees the price read-only, and a forged price is refused with 403", async ({ page }) => {
    await signInAs(page, "editor");
    await gotoHydrated(page, "/admin/content/packages/premium");
    await expect(page.getByText(en.form.figuresReadOnly)).toBeVisible();
    await expect(priceField(page)).toHaveCount(0);
    await expect(page.getByRole("definition").filter({ hasText: "15,900" })).toBeVisible();
    await expect(page.getByRole("link", { name: en.delete.button })).toHaveCount(0);

    // The editor's own form, with a price added by hand, as a script would post it.
    const form = page.locator("form#package");
    const body = await form.evaluate(
      (element) => Object.fromEntries(new FormData(element as HTMLFormElement)) as Record<string, string>,
    );
    const response = await page.request.post("/admin/content/packages/premium", {
      form: { ...body, priceThb: "99" },
      headers: { Origin: new URL(contentSiteUrl()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    await gotoHydrated(page, "/admin/content/packages/premium");
    await expect(page.getByRole("definition").filter({ hasText: "15,900" })).toBeVisible();
  });
});
