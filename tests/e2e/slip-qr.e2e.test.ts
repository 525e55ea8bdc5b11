// Slips read on upload (PGlite site): a customer sends a bank slip from the order page, and staff
// see on the payment screen the sending bank and the transaction reference its verification QR
// carries; a slip of another order with the same reference is flagged; a slip without a slip QR
// is said to be unreadable. The slips are drawn in the test with a real slip-verify payload.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { slipQrMessages } from "../../app/features/checkout/slip-qr-messages";
import { E2E_SLIP_PNG } from "../support/fake-stripe";
import { expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { slipImage } from "../support/slip-images";
import { placeTransferOrder, reportTransfer } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";

const fresh = () => ({
  packageId: "starter" as const,
  option: "full" as const,
  fullName: `Somsri ${randomBytes(3).toString("hex")}`,
  email: `somsri-${randomBytes(3).toString("hex")}@example.co.th`,
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
  test(`Staff see the bank and transaction reference read from a customer's slip, and its repeat on another order (${language})`, async ({
    page,
  }) => {
    const m = adminPaymentMessages[language];
    const q = slipQrMessages[language];
    const c = checkoutMessages[language];
    const transactionReference = `0163${randomBytes(6).toString("hex").toUpperCase()}ATF`;

    // The customer sends the slip their banking app saved (Kasikornbank) from the order page.
    const first = await placeTransferOrder(page.request, origin(), fresh());
    await useLanguage(page, language);
    await gotoHydrated(page, first.orderPath);
    const slip = await slipImage("004", transactionReference);
    await page.getByLabel(c.bank.slip).setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: slip });
    await page.getByRole("button", { name: c.bank.confirm }).click();
    // The server reads the slip before it answers: a second or more on a busy machine.
    await expect(page).toHaveURL(/\/bank-transfer-thank-you\?/, { timeout: 20_000 });

    // Another order's customer sends the same transfer as a JPEG: another file, the same transaction.
    const second = await placeTransferOrder(page.request, origin(), fresh());
    const copy = await slipImage("004", transactionReference, { format: "jpeg", width: 1000, background: "#ffffff" });
    await reportTransfer(page.request, origin(), second, { slip: copy });
    // A third sends a picture with no slip QR (bytes of its own after its end: no other order's file).
    const plain = await placeTransferOrder(page.request, origin(), fresh());
    await reportTransfer(page.request, origin(), plain, { slip: Buffer.concat([E2E_SLIP_PNG, randomBytes(16)]) });

    await signInAs(page, "admin");
    await useLanguage(page, language);
    await openDetail(page, first.reference, language);
    const attempt = page.getByTestId("payment-attempt");
    await expect(attempt.getByTestId("slip-qr-bank")).toHaveText(q.banks["004"]);
    await expect(attempt.getByTestId("slip-qr-reference")).toHaveText(transactionReference);
    const warning = page.getByTestId("duplicate-warning");
    await expect(warning.getByRole("listitem")).toHaveText(`${second.reference} (${q.duplicate})`);
    await expectNoAxeViolations(page);

    // The link leads to the second order, flagged the other way.
    await warning.getByRole("link", { name: second.reference }).click();
    await expect(page.getByRole("heading", { name: m.detail.title.replace("{{reference}}", second.reference) })).toBeVisible();
    await expect(page.getByTestId("duplicate-warning").getByRole("listitem")).toHaveText(`${first.reference} (${q.duplicate})`);
    await expect(page.getByTestId("slip-qr-reference")).toHaveText(transactionReference);

    await openDetail(page, plain.reference, language);
    await expect(page.getByTestId("payment-attempt")).toContainText(q.unreadable);
    await expect(page.getByTestId("duplicate-warning")).toHaveCount(0);
  });
}
