// One transfer claimed for two orders (PGlite site): the customer gives the bank's transfer
// reference with the slip on the order page, and staff see, on each order's payment detail, the
// other order that used the same slip or reference, with a link to it.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { E2E_SLIP_PNG } from "../support/fake-stripe";
import { expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { placeTransferOrder, reportTransfer } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";

/** A slip no other test sends: the same 8-pixel image with bytes of its own after its end. */
const uniqueSlip = () => Buffer.concat([E2E_SLIP_PNG, randomBytes(16)]);

/** A full-payment Starter order of its own customer, placed and reported with this slip and reference. */
async function reportedTransferWith(request: APIRequestContext, slip: Buffer, transferReference: string) {
  const order = await placeTransferOrder(request, origin(), fresh());
  await reportTransfer(request, origin(), order, { slip, transferReference });
  return order;
}

const fresh = () => ({
  packageId: "starter" as const,
  option: "full" as const,
  fullName: `Kanya ${randomBytes(3).toString("hex")}`,
  email: `kanya-${randomBytes(3).toString("hex")}@example.co.th`,
});

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

async function openDetail(page: Page, reference: string, language: TestLanguage) {
  const m = adminPaymentMessages[language];
  await gotoHydrated(page, `/admin/payments?q=${reference}`);
  await page.getByRole("link", { name: m.table.open.replace("{{reference}}", reference) }).click();
  await expect(page.getByRole("heading", { name: m.detail.title.replace("{{reference}}", reference) })).toBeVisible();
}

for (const language of ["en", "th"] as const) {
  test(`Staff are warned of a slip and transfer reference already sent for another order (${language})`, async ({ page }) => {
    const m = adminPaymentMessages[language];
    const c = checkoutMessages[language];
    const slip = uniqueSlip();
    const bankReference = `FT${randomBytes(4).toString("hex").toUpperCase()}`;
    const first = await reportedTransferWith(page.request, slip, bankReference);
    const unrelated = await reportedTransferWith(page.request, uniqueSlip(), `OTHER${randomBytes(3).toString("hex")}`);

    // The second customer sends the same slip from the order page, typing the reference in lower case.
    const second = await placeTransferOrder(page.request, origin(), fresh());
    await useLanguage(page, language);
    await gotoHydrated(page, second.orderPath);
    await page.getByLabel(c.bank.slip).setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: slip });
    const referenceBox = page.getByLabel(c.bank.transferReference);
    await expect(referenceBox).toHaveAccessibleDescription(c.bank.transferReferenceHint);
    await referenceBox.fill(` ${bankReference.toLowerCase()} `);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.bank.confirm }).click();
    await expect(page).toHaveURL(/\/bank-transfer-thank-you\?/);

    await signInAs(page, "admin");
    await useLanguage(page, language);
    await openDetail(page, second.reference, language);
    const warning = page.getByTestId("duplicate-warning");
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("heading", { name: m.duplicates.title })).toBeVisible();
    await expect(warning.getByRole("listitem")).toHaveCount(1);
    await expect(warning.getByRole("listitem")).toHaveText(`${first.reference} (${m.duplicates.sameBoth})`);
    await expect(page.getByTestId("payment-attempt")).toContainText(bankReference.toLowerCase());
    await expectNoAxeViolations(page);

    // The link leads to the first order, which is flagged the other way.
    await warning.getByRole("link", { name: first.reference }).click();
    await expect(page.getByRole("heading", { name: m.detail.title.replace("{{reference}}", first.reference) })).toBeVisible();
    await expect(page.getByTestId("duplicate-warning").getByRole("listitem")).toHaveText(
      `${second.reference} (${m.duplicates.sameBoth})`,
    );

    // A slip and reference of its own: no warning.
    await openDetail(page, unrelated.reference, language);
    await expect(page.getByTestId("duplicate-warning")).toHaveCount(0);
  });
}
