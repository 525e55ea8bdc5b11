// A data-subject request end to end, in both languages: an admin records an erasure request for a
// customer's address, sees what the site holds, downloads the zip (data.json lists the message and
// the order, the PDFs are PDFs), erases, and then the order's document still downloads for staff
// while the customer's name, e-mail and phone are gone from the order, the search and the outbox.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { balanceMessages } from "../../app/features/checkout/balance-messages";
import { contactFormMessages } from "../../app/features/contact/contact-form-messages";
import { privacyMessages } from "../../app/features/privacy/privacy-messages";
import { escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { skipMinimumFillTime } from "../support/form-clock";
import { confirmPaymentReceived, SERVER_ANSWER } from "../support/order-decisions";
import { E2E_SLIP_PNG } from "../support/fake-stripe";
import { placeTransferOrder } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 180_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

async function sendContactMessage(page: Page, language: TestLanguage, name: string, email: string) {
  const strings = contactFormMessages[language];
  await skipMinimumFillTime(page);
  await gotoHydrated(page, "/contact");
  await page.getByLabel(strings.fields.name, { exact: false }).first().fill(name);
  await page.getByLabel(strings.fields.email, { exact: false }).first().fill(email);
  await page.getByLabel(strings.fields.phone, { exact: false }).first().fill("089-765-4321");
  await page.getByLabel(strings.fields.message, { exact: false }).first().fill("Please tell me about an online shop.");
  await page.getByRole("button", { name: strings.submit }).click();
  await expect(page.getByText(strings.success.title)).toBeVisible(SERVER_ANSWER);
}

async function recordRequest(page: Page, language: TestLanguage, kind: "erasure" | "access", email: string) {
  const p = privacyMessages[language];
  await gotoHydrated(page, "/admin/privacy");
  await page.getByLabel(p.list.kind, { exact: true }).selectOption(kind);
  await page.getByLabel(p.list.email, { exact: true }).fill(email);
  await page.getByRole("button", { name: p.list.submit }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`${escapeRegExp(p.kinds[kind])}$`) })).toBeVisible(SERVER_ANSWER);
}

for (const language of ["en", "th"] as const) {
  test(`An admin finds, exports and erases a customer's data; tax documents stay (${language})`, async ({ page }) => {
    const p = privacyMessages[language];
    const m = adminPaymentMessages[language];
    const b = balanceMessages[language];
    const tag = randomBytes(4).toString("hex");
    const email = `privacy-${tag}@example.co.th`;
    const name = `Pim ${tag}`;

    // A customer writes, orders and pays by transfer; staff confirm the payment (a document is issued).
    await useLanguage(page, language);
    await sendContactMessage(page, language, name, email);
    const order = await placeTransferOrder(page.request, origin(), { fullName: name, email, language });
    const { reference } = order;
    // The transfer notice with its slip, posted to the order's own link.
    const reported = await page.request.post(order.orderPath, {
      headers: { Origin: origin() },
      multipart: {
        intent: "bank-transfer",
        ref: reference,
        t: order.token,
        slip: { name: "slip.png", mimeType: "image/png", buffer: E2E_SLIP_PNG },
      },
      maxRedirects: 0,
    });
    expect(reported.status()).toBe(302);
    await signInAs(page, "admin");
    await useLanguage(page, language);
    await gotoHydrated(page, `/admin/payments?q=${reference}`);
    await page.getByRole("link", { name: fill(m.table.open, { reference }) }).click();
    await confirmPaymentReceived(page, language);
    const orderPath = new URL(page.url()).pathname;
    const documentLink = page.getByRole("link", { name: new RegExp(escapeRegExp(b.documents.download.split("{{")[0] ?? "")) });
    await expect(documentLink).toHaveCount(1);
    const documentHref = (await documentLink.getAttribute("href")) ?? "";

    // The request is recorded; the screen lists what the site holds about the address.
    await recordRequest(page, language, "erasure", email);
    const found = page.getByRole("region", { name: p.view.foundHeading });
    await expect(found.getByText(fill(p.view.messagesHeading, { count: 1 }))).toBeVisible();
    await expect(found.getByText(fill(p.view.ordersHeading, { count: 1 }))).toBeVisible();
    await expect(found.getByRole("listitem").filter({ hasText: new RegExp(`^${escapeRegExp(reference)}:`) })).toHaveCount(1);
    // Mail to the customer and the agency's copies about the order and the message.
    await expect(
      found.getByText(new RegExp(escapeRegExp(fill(p.view.mailHeading, { count: "" }).split("(")[0] ?? ""))),
    ).toBeVisible();
    await expect(page.getByText(p.view.consentText)).toBeVisible();
    // Before erasure: what will go, and what stays and why.
    await expect(page.getByRole("heading", { name: p.view.planHeading })).toBeVisible();
    await expect(page.getByRole("heading", { name: p.view.keptHeading })).toBeVisible();
    await expectNoAxeViolations(page);

    // The copy: one zip whose data.json lists the message and the order, with the document's PDF.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: p.view.exportButton }).click(),
    ]);
    const zipPath = await download.path();
    const { readFile } = await import("node:fs/promises");
    const files = unzipSync(new Uint8Array(await readFile(zipPath)));
    const json = JSON.parse(new TextDecoder().decode(files["data.json"]));
    expect(json.contactMessages).toEqual([expect.objectContaining({ name, email })]);
    expect(json.orders).toEqual([expect.objectContaining({ reference, customerName: name, customerEmail: email })]);
    const pdfs = Object.keys(files).filter((file) => file.startsWith("documents/"));
    expect(pdfs).toHaveLength(1);
    for (const pdf of pdfs) {
      const text = Buffer.from(files[pdf] ?? []).toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    }
    expect(Object.keys(files).some((file) => file.startsWith("slips/"))).toBe(true);

    // Erasure is asked first, then done; the outcome says what was kept.
    await page.getByRole("link", { name: p.view.eraseButton }).click();
    await expect(page.getByRole("heading", { name: p.view.confirmTitle })).toBeFocused();
    await page.getByRole("button", { name: p.view.confirmErase }).click();
    await expect(page.getByText(p.view.erased)).toBeVisible(SERVER_ANSWER);
    await expect(page.getByRole("heading", { name: p.view.outcomeHeading })).toBeVisible();
    await expect(page.getByText(new RegExp(escapeRegExp(reference))).first()).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The document still downloads for staff, as a PDF.
    const pdf = await page.request.get(documentHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    // The order keeps its facts, without the customer's name, e-mail and phone.
    await gotoHydrated(page, orderPath);
    await expect(page.getByText(reference).first()).toBeVisible();
    const orderText = (await page.locator("main").textContent()) ?? "";
    expect(orderText).not.toContain(name);
    expect(orderText).not.toContain(email);
    expect(orderText).not.toContain("089-765-4321");
    // Searching by the address finds nothing, and a new request finds nothing, the outbox included.
    await gotoHydrated(page, `/admin/payments?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("link", { name: fill(m.table.open, { reference }) })).toHaveCount(0);
    await recordRequest(page, language, "access", email);
    await expect(page.getByText(fill(p.view.messagesHeading, { count: 0 }))).toBeVisible();
    await expect(page.getByText(fill(p.view.ordersHeading, { count: 0 }))).toBeVisible();
    await expect(page.getByText(fill(p.view.mailHeading, { count: 0 }))).toBeVisible();
    await page.getByRole("button", { name: p.view.complete }).click();
    await expect(page.getByText(p.view.completed)).toBeVisible(SERVER_ANSWER);
  });
}

test("Editors are refused the privacy requests screen and its zip", async ({ page }) => {
  await signInAs(page, "editor");
  const screen = await page.request.get("/admin/privacy");
  expect(screen.status()).toBe(403);
  const zip = await page.request.get("/admin/privacy/1/export");
  expect(zip.status()).toBe(403);
});
