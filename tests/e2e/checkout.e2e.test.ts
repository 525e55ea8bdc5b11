// Ordering and paying offline, as visitors do it: the payment modal over the home page, PromptPay
// and bank transfer end to end in English and Thai, full payment and deposit; tampered amounts,
// double submits, bad slips, the modal's URL state, the page without JavaScript, and the
// bank-transfer test screen. On the PGlite site (captcha off, card off: no Stripe keys).
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { checkoutMessages } from "../../app/features/checkout/checkout-messages";
import { taxInvoiceMessages } from "../../app/features/checkout/tax-invoice-messages";
import { en as marketingEn } from "../../app/features/marketing/content/en";
import { th as marketingTh } from "../../app/features/marketing/content/th";
import { pgliteSiteUrl, postgresSiteUrl } from "../support/e2e-env";
import { expect, gotoHydrated, stubGoogleTagManager, test } from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { signInAs, uniqueClientIp } from "../support/staff";
import { defaultCatalogue } from "../support/catalogue";

/** An add-on's name as the migration inserts it (the checkout form labels it so). */
const addOnName = (language: "en" | "th", id: string) =>
  defaultCatalogue().addOns.find((row) => row.id === id)?.text[language].name ?? id;

const strings = checkoutMessages;
const marketing = { en: marketingEn, th: marketingTh };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
/** Intl puts a no-break space between "THB" and the number. */
const thb = (language: "en" | "th", amount: string) => (language === "en" ? `THB\u00a0${amount}` : `฿${amount}`);

// Each test is its own visitor address, so the per-address order limit never carries over.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

const PNG_SLIP = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function useLanguage(page: Page, language: "en" | "th") {
  if (language === "th") await page.context().addCookies([{ name: "lang", value: "th", url: pgliteSiteUrl() }]);
}

async function openModal(page: Page, language: "en" | "th", packageTitle: string, option: "full" | "deposit") {
  await gotoHydrated(page, "/");
  const card = page.getByRole("article", { name: packageTitle });
  const labels = marketing[language].labels;
  const button = option === "full" ? labels.payNow : fill(labels.payDeposit, { depositPercent: "50%" });
  await card.getByRole("link", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: fill(strings[language].dialog.title, { package: packageTitle }) });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole("button", { name: new RegExp(fill(strings[language].submit, { amount: "" }).trim()) }),
  ).toBeVisible();
  return dialog;
}

async function fillDetails(scope: ReturnType<Page["getByRole"]>, language: "en" | "th", who: { name: string; email: string }) {
  const form = strings[language].form;
  await scope.getByLabel(form.fullName).fill(who.name);
  await scope.getByLabel(form.email).fill(who.email);
  await scope.getByLabel(form.phone).fill("081-234-5678");
  await scope.getByLabel(form.company).fill(language === "th" ? "ร้านกาแฟใจดี" : "Jaidee Coffee");
  await scope
    .getByLabel(form.requirements)
    .fill(
      language === "th"
        ? "เว็บไซต์ร้านกาแฟ มีเมนู แผนที่ และปุ่มไลน์"
        : "A website for our coffee shop with a menu, a map and a LINE button.",
    );
}

/** The QR as a phone camera sees it: a screenshot of the element, decoded. */
async function scanQr(page: Page): Promise<string> {
  const image = PNG.sync.read(await page.getByTestId("promptpay-qr").screenshot());
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(code, "the QR code can be scanned").not.toBeNull();
  return code?.data ?? "";
}

for (const language of ["en", "th"] as const) {
  const t = strings[language];

  test(
    `A visitor orders Starter in full with a domain and pays by PromptPay (${language})`,
    { tag: language === "en" ? "@phone" : [] },
    async ({ page }) => {
      await useLanguage(page, language);
      const dialog = await openModal(page, language, "Starter", "full");
      await expect(page).toHaveURL(/[?&]checkout=starter&option=full/);

      await dialog.getByLabel(addOnName(language, "domain")).fill("1");
      await fillDetails(dialog, language, {
        name: language === "th" ? "สมชาย ใจดี" : "Somchai Jaidee",
        email: "somchai@example.co.th",
      });
      await dialog.getByRole("radio", { name: new RegExp(`^${t.method.promptpay}`) }).check();
      // (3,000 + 450) less 5% = 3,277.50 baht, all of it now.
      await expect(dialog.getByTestId("order-due-now")).toContainText(thb(language, "3,277.50"));
      await expect(dialog.getByTestId("order-balance")).toHaveCount(0);
      await dialog.getByRole("button", { name: fill(t.submit, { amount: thb(language, "3,277.50") }) }).click();

      await expect(page).toHaveURL(/\/order-confirmation\?ref=SWS-\d{4}-[A-Z2-9]{5}&t=/);
      await expect(page.getByRole("heading", { level: 1, name: t.confirmation.heading })).toBeVisible();
      const reference = (await page.getByTestId("order-reference").textContent())?.trim() ?? "";
      await expect(page.getByTestId("promptpay-amount")).toHaveText(thb(language, "3,277.50"));
      // Not paid yet: the word the admin list uses for this order too.
      await expect(page.getByTestId("payment-status")).toHaveText(t.status.pending);

      const payload = await scanQr(page);
      expect(payload).toContain("0016A000000677010111"); // tag 29: PromptPay
      expect(payload).toContain("5407" + "3277.50"); // tag 54: the amount, locked
      expect(payload).toMatch(/6304[0-9A-F]{4}$/); // tag 63: the CRC

      await page.getByRole("button", { name: t.promptpay.paid }).click();
      await expect(page.getByRole("status").filter({ hasText: t.confirmation.processingNote })).toBeVisible();
      await expect(page.getByTestId("payment-status")).toHaveText(t.status.processing);
      await expect(page.getByTestId("order-reference")).toHaveText(reference);
    },
  );

  test(
    `A visitor pays a 50% deposit on E-Commerce by bank transfer with a slip (${language})`,
    { tag: language === "th" ? "@phone" : [] },
    async ({ page }) => {
      await useLanguage(page, language);
      const dialog = await openModal(page, language, "E-Commerce", "deposit");
      await dialog.getByLabel(addOnName(language, "extraPage")).fill("2");
      await fillDetails(dialog, language, {
        name: language === "th" ? "กัญญา ศรีสุข" : "Kanya Srisuk",
        email: "kanya@example.co.th",
      });
      await dialog.getByRole("radio", { name: new RegExp(`^${t.method.bank_transfer}`) }).check();
      // 4,500 + 2 × 590 = 5,680 baht: half now, half before delivery.
      await expect(dialog.getByTestId("order-total")).toContainText(thb(language, "5,680.00"));
      await expect(dialog.getByTestId("order-due-now")).toContainText(thb(language, "2,840.00"));
      await expect(dialog.getByTestId("order-balance")).toContainText(thb(language, "2,840.00"));
      await dialog.getByRole("button", { name: fill(t.submit, { amount: thb(language, "2,840.00") }) }).click();

      await expect(page).toHaveURL(/\/order-confirmation\?/);
      const reference = (await page.getByTestId("order-reference").textContent())?.trim() ?? "";
      const details = page.getByTestId("bank-details");
      await expect(details).toContainText("123-4-56789-0");
      await expect(details).toContainText(reference);
      await expect(details).toContainText(thb(language, "2,840.00"));

      await page.getByLabel(t.bank.slip).setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: PNG_SLIP });
      await page.getByRole("button", { name: t.bank.confirm }).click();
      await expect(page).toHaveURL(/\/bank-transfer-thank-you\?ref=/);
      await expect(page.getByRole("heading", { level: 1, name: t.bank.thankYouHeading })).toBeVisible();
      await expect(page.getByText(t.bank.slipReceived)).toBeVisible();
      await expect(page.getByTestId("bank-details")).toContainText(reference);
      await expect(page.getByTestId("payment-status")).toHaveText(t.status.processing);
    },
  );
}

test("The modal's state is in the address: Escape and back close it, reload reopens it", async ({ page }) => {
  const dialog = await openModal(page, "en", "Premium", "deposit");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/checkout=/);

  await openModal(page, "en", "Premium", "full");
  await page.goBack();
  await expect(page.getByRole("dialog")).toBeHidden();

  await gotoHydrated(page, "/?checkout=premium&option=deposit");
  const reopened = page.getByRole("dialog", { name: "Order the Premium package" });
  await expect(reopened).toBeVisible();
  await expect(reopened.getByRole("radio", { name: /Pay a 50% deposit/ })).toBeChecked();
  // Opened with the page, so its title and fields went through the takeover: their ids still match.
  expect(await unresolvedIdReferences(page)).toEqual([]);
  // The page behind is inert: focus stays in the dialog.
  await expect(reopened.getByRole("button", { name: strings.en.dialog.close })).toBeVisible();
  await reopened.getByRole("button", { name: strings.en.dialog.close }).click();
  await expect(page).not.toHaveURL(/checkout=/);
});

test("Invalid details get translated messages next to the fields, and no order", async ({ page }) => {
  await useLanguage(page, "th");
  const dialog = await openModal(page, "th", "Starter", "full");
  await dialog.getByLabel(strings.th.form.email).fill("kanya@");
  await dialog.getByRole("button", { name: new RegExp(strings.th.submit.split("{{")[0] as string) }).click();
  await expect(dialog.getByText(strings.th.errors.fullNameRequired)).toBeVisible();
  await expect(dialog.getByText(strings.th.errors.email, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel(strings.th.form.fullName)).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel(strings.th.form.fullName)).toBeFocused();
  // The error summary's title and each message, as the fields' descriptions.
  expect(await unresolvedIdReferences(page)).toEqual([]);
  await expect(page).not.toHaveURL(/order-confirmation/);
});

test("A visitor asks for a tax invoice: a wrong tax id is explained in Thai, and the order page shows the details", async ({
  page,
}) => {
  const t = strings.th;
  const shown = taxInvoiceMessages.th;
  await useLanguage(page, "th");
  const dialog = await openModal(page, "th", "Starter", "full");
  await fillDetails(dialog, "th", { name: "กัญญา ศรีสุข", email: "kanya@example.co.th" });
  const name = dialog.getByLabel(t.form.taxInvoiceName);
  await expect(name).toBeHidden();
  await dialog.getByRole("checkbox", { name: t.form.taxInvoice }).check();
  await expect(name).toBeVisible();
  await name.fill("บริษัท สยาม โซป จำกัด");
  await dialog.getByLabel(t.form.taxInvoiceAddress).fill("99 ถนนพระราม 4\nกรุงเทพฯ 10500");
  const taxId = dialog.getByLabel(t.form.taxInvoiceTaxId);
  await taxId.fill("0-1055-36000-01-2");
  await dialog.getByRole("radio", { name: t.form.taxInvoiceBranchOffice, exact: true }).check();
  await dialog.getByLabel(t.form.taxInvoiceBranchNumber).fill("00012");
  await dialog.getByRole("radio", { name: new RegExp(`^${t.method.promptpay}`) }).check();
  const submit = dialog.getByRole("button", { name: new RegExp(t.submit.split("{{")[0] as string) });
  await submit.click();
  await expect(taxId).toHaveAttribute("aria-invalid", "true");
  await expect(taxId).toHaveAccessibleDescription(new RegExp(t.errors.taxIdCheckDigit));
  await expect(page).not.toHaveURL(/order-confirmation/);

  await taxId.fill("0-1055-36000-01-1");
  await submit.click();
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  const details = page.getByRole("region", { name: shown.heading });
  await expect(details).toContainText("บริษัท สยาม โซป จำกัด");
  await expect(details).toContainText("กรุงเทพฯ 10500");
  await expect(details).toContainText("0-1055-36000-01-1");
  await expect(details).toContainText(fill(shown.branchNumber, { number: "00012" }));
});

test.describe("Without JavaScript, a tax invoice", () => {
  test.use({ javaScriptEnabled: false });
  test("The tax-invoice details show once the box is ticked and reach the order page", async ({ page }) => {
    await page.goto("/checkout?package=starter&option=full");
    const main = page.getByRole("main");
    await fillDetails(main, "en", { name: "No Script", email: "noscript@example.com" });
    await expect(main.getByLabel(strings.en.form.taxInvoiceName)).toBeHidden();
    await main.getByRole("checkbox", { name: strings.en.form.taxInvoice }).check();
    await main.getByLabel(strings.en.form.taxInvoiceName).fill("Siam Soap Co., Ltd.");
    await main.getByLabel(strings.en.form.taxInvoiceAddress).fill("99 Rama IV Road, Bangkok 10500");
    await main.getByLabel(strings.en.form.taxInvoiceTaxId).fill("0105536000011");
    await main.getByRole("radio", { name: /^Bank transfer/ }).check();
    await main.getByRole("button", { name: /Place order and pay/ }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?/);
    const details = page.getByRole("region", { name: taxInvoiceMessages.en.heading });
    await expect(details).toContainText("Siam Soap Co., Ltd.");
    await expect(details).toContainText(taxInvoiceMessages.en.headOffice);
  });
});

/** Where the form posts (the package in the address lets the page show its messages). */
const CHECKOUT_URL = "/checkout?package=starter&option=full";

/** A complete order form as a browser would post it. */
function orderForm(overrides: Record<string, string> = {}) {
  return {
    packageId: "starter",
    option: "full",
    method: "promptpay",
    fullName: "Anan Test",
    email: "anan@example.com",
    phone: "0812345678",
    requirements: "A simple website for a tutoring school.",
    idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`,
    lang: "en",
    ...overrides,
  };
}

test("Amounts sent by a tampered form are ignored: the server charges its own prices", async ({ page }) => {
  const response = await page.request.post(CHECKOUT_URL, {
    form: orderForm({ total: "1", totalSatang: "100", amount: "1", dueNowSatang: "100", discountSatang: "299900", price: "1" }),
    headers: { Origin: pgliteSiteUrl() },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const location = response.headers().location ?? "";
  expect(location).toMatch(/^\/order-confirmation\?ref=/);
  await gotoHydrated(page, location);
  await expect(page.getByTestId("promptpay-amount")).toHaveText(thb("en", "2,850.00"));
  expect(await scanQr(page)).toContain("54072850.00");
});

test("A double submit makes one order", async ({ page }) => {
  const form = orderForm();
  const post = () => page.request.post(CHECKOUT_URL, { form, headers: { Origin: pgliteSiteUrl() }, maxRedirects: 0 });
  const [first, second] = await Promise.all([post(), post()]);
  const third = await post();
  expect([first.status(), second.status(), third.status()]).toEqual([302, 302, 302]);
  const locations = new Set([first, second, third].map((response) => response.headers().location));
  expect(locations.size).toBe(1);

  // In the browser: a double click on the button lands on one confirmation.
  const dialog = await openModal(page, "en", "Starter", "deposit");
  await fillDetails(dialog, "en", { name: "Double Click", email: "double@example.com" });
  await dialog.getByRole("radio", { name: /^PromptPay/ }).check();
  await dialog.getByRole("button", { name: /Place order and pay/ }).dblclick();
  await expect(page).toHaveURL(/\/order-confirmation\?/);
});

test("Bad input is refused with a clear message: unknown package, forged option, huge quantity, unknown method", async ({
  page,
}) => {
  const post = (overrides: Record<string, string>) =>
    page.request.post(CHECKOUT_URL, { form: orderForm(overrides), headers: { Origin: pgliteSiteUrl() }, maxRedirects: 0 });
  for (const [overrides, message] of [
    [{ packageId: "enterprise" }, "Please choose one of our packages."],
    [{ option: "installments" }, "Please choose full payment or a deposit."],
    [{ "addOn.extraPage": "100000" }, "Please enter a whole number within the allowed range."],
    [{ "addOn.domain": "-1" }, "Please enter a whole number within the allowed range."],
    [{ method: "cash" }, "Please choose a payment method."],
  ] as const) {
    const response = await post(overrides);
    expect(response.status(), JSON.stringify(overrides)).toBe(400);
    // A plain form post gets the page back with the message.
    expect(await response.text()).toContain(message.replace(/'/g, "&#x27;"));
  }
});

test.describe("A refused upload", () => {
  // The browser logs the action's 400 answer as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("A slip that is not an image is refused, in the visitor's language, and nothing changes", async ({ page }) => {
    await useLanguage(page, "th");
    const response = await page.request.post(CHECKOUT_URL, {
      form: orderForm({ method: "bank_transfer", lang: "th" }),
      headers: { Origin: pgliteSiteUrl() },
      maxRedirects: 0,
    });
    const location = response.headers().location ?? "";
    await gotoHydrated(page, location);
    await page
      .getByLabel(strings.th.bank.slip)
      .setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await page.getByRole("button", { name: strings.th.bank.confirm }).click();
    // The message sits next to the slip, which has the focus; the summary above says a field is wrong.
    const slip = page.getByLabel(strings.th.bank.slip);
    await expect(slip).toHaveAccessibleDescription(new RegExp(strings.th.errors.slipType.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(slip).toHaveAttribute("aria-invalid", "true");
    await expect(slip).toBeFocused();
    await expect(page.getByRole("alert").filter({ hasText: strings.th.errors.summaryOne })).toBeVisible();
    await expect(page).toHaveURL(/\/order-confirmation\?/);
    await expect(page.getByTestId("payment-status")).toHaveText(strings.th.status.pending);
    await expect(page.getByRole("button", { name: strings.th.bank.confirm })).toBeVisible();
  });
});

test.describe("A forged order link", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("An order page needs its link's token", async ({ page }) => {
    const response = await page.request.post(CHECKOUT_URL, {
      form: orderForm(),
      headers: { Origin: pgliteSiteUrl() },
      maxRedirects: 0,
    });
    const location = response.headers().location ?? "";
    const forged = location.replace(/t=[^&]+/, "t=AAAAAAAAAAAAAAAAAAAAAAAA");
    const page404 = await page.goto(forged);
    expect(page404?.status()).toBe(404);
    await expect(page.getByText(strings.en.errors.orderNotFound)).toBeVisible();
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("Pay now leads to the order form as a page, which places the order", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("article", { name: "Premium" }).getByRole("link", { name: "Pay 50% deposit", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?package=premium&option=deposit/);
    const main = page.getByRole("main");
    await fillDetails(main, "en", { name: "No Script", email: "noscript@example.com" });
    await main.getByRole("radio", { name: /^Bank transfer/ }).check();
    await main.getByRole("button", { name: /Place order and pay/ }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?/);
    // 15,900 baht, half now.
    await expect(page.getByTestId("bank-details")).toContainText("7,950");
  });
});

test.describe("Without JavaScript, a refused order", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });
  test("A refused order form comes back with the messages next to the fields and what was typed", async ({ page }) => {
    await page.goto("/checkout?package=starter&option=deposit");
    const main = page.getByRole("main");
    await main.getByLabel(strings.en.form.fullName).fill("No Script");
    await main.getByLabel(strings.en.form.email).fill("noscript@");
    await main.getByLabel(addOnName("en", "extraPage")).fill("3");
    await main.getByRole("button", { name: /Place order and pay/ }).click();
    await expect(page).toHaveURL(/\/checkout\?package=starter&option=deposit/);
    await expect(main.getByText(strings.en.errors.email, { exact: true })).toBeVisible();
    await expect(main.getByText(strings.en.errors.requirementsTooShort, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: strings.en.form.email })).toBeVisible();
    await expect(main.getByLabel(strings.en.form.email)).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel(strings.en.form.email)).toHaveValue("noscript@");
    await expect(main.getByLabel(strings.en.form.fullName)).toHaveValue("No Script");
    await expect(main.getByLabel(addOnName("en", "extraPage"))).toHaveValue("3");
    await expect(main.getByRole("radio", { name: /Pay a 50% deposit/ })).toBeChecked();
  });
});

test("The bank-transfer test screen is for staff in production, marked as a test and not indexed", async ({ page, context }) => {
  const anonymous = await page.request.get("/bank-transfer-test", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/\/login/);

  await signInAs(context, "editor");
  const response = await gotoHydrated(page, "/bank-transfer-test");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("note")).toHaveText(strings.en.bank.testBanner);
  await expect(page.getByTestId("bank-details")).toContainText("SWS-TEST-SAMPLE");
});

test.describe("With captcha on (the PostgreSQL site)", () => {
  test.use({ baseURL: postgresSiteUrl() });
  test.beforeEach(async ({ context }) => {
    // This site also has Google Analytics configured; never reach Google from a test.
    await stubGoogleTagManager(context);
  });

  test("The modal's order carries an attestation token and is placed", async ({ page }) => {
    const dialog = await openModal(page, "en", "Starter", "deposit");
    await fillDetails(dialog, "en", { name: "Captcha Person", email: "captcha@example.com" });
    await dialog.getByRole("radio", { name: /^Bank transfer/ }).check();
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/checkout"),
    );
    await dialog.getByRole("button", { name: /Place order and pay/ }).click();
    expect((await posted).postData() ?? "").toMatch(/attestationToken\W+v1\.[\w-]+\.[\w-]+/);
    await expect(page).toHaveURL(/\/order-confirmation\?/);
    await expect(page.getByTestId("bank-details")).toContainText(thb("en", "1,500.00"));
  });

  test("An order without a token is refused in the visitor's language, and none is made", async ({ page }) => {
    const response = await page.request.post(CHECKOUT_URL, {
      form: orderForm({ lang: "th" }),
      headers: { Origin: postgresSiteUrl() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers().location).toBeUndefined();
    expect(await response.text()).toMatch(/[\u0E00-\u0E7F]/);
  });
});
