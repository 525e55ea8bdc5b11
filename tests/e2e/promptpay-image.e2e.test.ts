// "Save QR image" on the order page: the PNG a customer keeps for a banking app's "scan from
// gallery" carries the order's PromptPay payload (its amount in tag 54), in English and Thai; only
// the order's own link opens it.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { readFile } from "node:fs/promises";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { pgliteSiteUrl } from "../support/e2e-env";
import { expect, gotoHydrated, test } from "../support/fixtures";

test.use({ baseURL: pgliteSiteUrl() });

function orderForm(language: "en" | "th") {
  return {
    packageId: "starter",
    option: "full",
    method: "promptpay",
    fullName: "Malee Test",
    email: "malee@example.com",
    phone: "0812345678",
    requirements: "A simple website for a flower shop.",
    idempotencyKey: `e2e-qr-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`,
    lang: language,
  };
}

for (const language of ["en", "th"] as const) {
  test(`the order page's QR can be saved as an image a banking app reads (${language})`, async ({ page, context, baseURL }) => {
    const t = checkoutMessages[language];
    await context.addCookies([{ name: "lang", value: language, url: baseURL ?? "" }]);
    const placed = await page.request.post("/checkout?package=starter&option=full", {
      form: orderForm(language),
      headers: { Origin: pgliteSiteUrl() },
      maxRedirects: 0,
    });
    expect(placed.status()).toBe(302);
    const orderPath = placed.headers().location ?? "";
    await gotoHydrated(page, orderPath);
    const save = page.getByRole("link", { name: t.promptpay.saveImage });
    await expect(save).toHaveAccessibleDescription(t.promptpay.saveImageHint);
    const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
    const reference = new URL(orderPath, baseURL).searchParams.get("ref") ?? "";
    expect(download.suggestedFilename()).toBe(`promptpay-${reference}.png`);
    const image = PNG.sync.read(await readFile((await download.path()) ?? ""));
    const payload = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? "";
    // The same payload as the QR on the page: the PromptPay app, the amount due (2,850.00 in full).
    expect(payload).toContain("A000000677010111");
    expect(payload).toContain("54072850.00");

    // Another order's reference with this token, or no token: nothing.
    const other = new URL(
      `/order-confirmation/promptpay.png?ref=SWS-2026-XXXXX&t=${new URL(orderPath, baseURL).searchParams.get("t")}`,
      baseURL,
    );
    expect((await page.request.get(other.toString())).status()).toBe(404);
    expect((await page.request.get(`/order-confirmation/promptpay.png?ref=${reference}`)).status()).toBe(404);
  });
}
