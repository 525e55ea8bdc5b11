// One transfer claimed for two orders (PGlite site): the customer gives the bank's transfer
// reference with the slip on the order page, and staff see, on each order's payment detail, the
// other order that used the same slip or reference, with a link to it.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { E2E_SLIP_PNG } from "../support/fake-stripe";
import { expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";

/** A slip no other test sends: the same 8-pixel image with bytes of its own after its end. */
const uniqueSlip = () => Buffer.concat([E2E_SLIP_PNG, randomBytes(16)]);

/** A bank-transfer order placed as the checkout form posts it; answers its reference and page. */
async function placeTransferOrder(request: APIRequestContext) {
  const placed = await request.post("/checkout", {
    headers: { Origin: origin() },
    form: {
      packageId: "starter",
      option: "full",
      maintenancePlan: "",
      method: "bank_transfer",
      fullName: `Kanya ${randomBytes(3).toString("hex")}`,
      email: `kanya-${randomBytes(3).toString("hex")}@example.co.th`,
      phone: "089-765-4321",
      company: "",
      requirements: "A website for our guesthouse with a booking form.",
      idempotencyKey: randomBytes(16).toString("base64url"),
      lang: "en",
    },
    maxRedirects: 0,
  });
  expect(placed.status(), await placed.text()).toBe(302);
  const orderPath = placed.headers().location ?? "";
  const url = new URL(orderPath, origin());
  return { reference: url.searchParams.get("ref") ?? "", token: url.searchParams.get("t") ?? "", orderPath };
}

/** Placed and reported with this slip and reference, as the order page's form posts them. */
async function reportedTransfer(request: APIRequestContext, slip: Buffer, transferReference = "") {
  const order = await placeTransferOrder(request);
  const reported = await request.post("/order-confirmation", {
    headers: { Origin: origin() },
    multipart: {
      intent: "bank-transfer",
      ref: order.reference,
      t: order.token,
      transferReference,
      slip: { name: "slip.png", mimeType: "image/png", buffer: slip },
    },
    maxRedirects: 0,
  });
  expect(reported.status()).toBe(302);
  return order;
}

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
    const first = await reportedTransfer(page.request, slip, bankReference);
    const unrelated = await reportedTransfer(page.request, uniqueSlip(), `OTHER${randomBytes(3).toString("hex")}`);

    // The second customer sends the same slip from the order page, typing the reference in lower case.
    const second = await placeTransferOrder(page.request);
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
