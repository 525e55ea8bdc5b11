// The product walked through as it runs in production: Chromium → nginx (TLS) → two instances on
// one PostgreSQL, each with its own DATA_DIR, staff signing in with Google (a local stand-in).
// Visitors write and order, staff sign in, publish and change settings through instance A, and
// instance B shows it at once.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { articleAdminMessages } from "../../../app/features/blog/article-admin-messages";
import { checkoutMessages } from "../../../app/features/checkout/checkout-messages";
import { contactFormMessages } from "../../../app/features/contact/contact-form-messages";
import { en as marketingEn } from "../../../app/features/marketing/content/en";
import { settingsMessages } from "../../../app/features/settings/settings-messages";
import { catalogue, escapeRegExp, expect, gotoHydrated, isSameDocument, markDocument, test } from "../../support/fixtures";
import {
  PRODUCTION_ADMIN_EMAIL,
  productionRequest,
  productionSiteUrl,
  queryProduction,
} from "../../support/production/production-env";
import { skipMinimumFillTime } from "../../support/form-clock";
import { uniqueClientIp } from "../../support/staff";
import {
  answerGoogleAvatars,
  getVia,
  pinTo,
  signInWithGoogle,
  staffGetVia,
  staffPostVia,
} from "../../support/production/production-staff";

test.describe.configure({ mode: "serial" });

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
const PNG_SLIP = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.beforeEach(async ({ context }) => {
  // Each test is its own visitor (per-address rate limits); nginx appends its own hop.
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  await answerGoogleAvatars(context);
});

/** Waits until `check` passes on instance B; answers how long that took after `since`. */
async function visibleWithin(check: () => Promise<boolean>, since: number, timeoutMs = 5_000): Promise<number> {
  while (!(await check())) {
    if (performance.now() - since > timeoutMs) throw new Error(`Not visible within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.now() - since;
}

/** Orders the Starter package from its card on the home page; answers the order's reference. */
async function orderStarter(
  page: Page,
  { option, method, customer }: { option: "full" | "deposit"; method: "promptpay" | "bank_transfer"; customer: string },
): Promise<string> {
  const t = checkoutMessages.en;
  await gotoHydrated(page, "/");
  const link = option === "full" ? marketingEn.labels.payNow : fill(marketingEn.labels.payDeposit, { depositPercent: "50%" });
  await page.getByRole("article", { name: "Starter" }).getByRole("link", { name: link, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.form.fullName).fill(customer);
  await dialog.getByLabel(t.form.email).fill("customer@example.co.th");
  await dialog.getByLabel(t.form.phone).fill("081-234-5678");
  await dialog.getByLabel(t.form.requirements).fill("A website for our coffee shop with a menu and a map.");
  await dialog.getByRole("radio", { name: new RegExp(`^${t.method[method]}`) }).check();
  await dialog.getByRole("button", { name: new RegExp(escapeRegExp(fill(t.submit, { amount: "" }).trim())) }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.confirmation.heading })).toBeVisible();
  return (await page.getByTestId("order-reference").textContent())?.trim() ?? "";
}

test("a visitor's contact message goes through the TLS proxy and is stored (Thai)", async ({ page, context }) => {
  const strings = contactFormMessages.th;
  await context.addCookies([{ name: "lang", value: "th", url: productionSiteUrl() }]);
  const name = unique("สมหญิง");
  // The form's minimum fill time is moved on, not waited for.
  await skipMinimumFillTime(page);
  await gotoHydrated(page, "/contact");
  await page.getByLabel(strings.fields.name, { exact: false }).first().fill(name);
  await page.getByLabel(strings.fields.email, { exact: false }).first().fill("somying@example.co.th");
  await page.getByLabel(strings.fields.message, { exact: false }).first().fill("อยากได้เว็บไซต์สำหรับร้านอาหาร มีเมนูและแผนที่");
  await page.getByRole("button", { name: strings.submit }).click();
  await expect(page.getByText(strings.success.title)).toBeVisible();
  const rows = await queryProduction<{ language: string }>("select language from contact_messages where name = $1", [name]);
  expect(rows).toEqual([{ language: "th" }]);
});

test("a visitor orders with PromptPay and gets the QR code for the amount", async ({ page }) => {
  const customer = unique("Somchai");
  const reference = await orderStarter(page, { option: "full", method: "promptpay", customer });
  await expect(page.getByTestId("promptpay-qr")).toBeVisible();
  const [order] = await queryProduction<{ customer_name: string; payment_method: string }>(
    "select customer_name, payment_method from orders where reference = $1",
    [reference],
  );
  expect(order).toEqual({ customer_name: customer, payment_method: "promptpay" });
});

test("both instances serve a page fresh and from their page cache, and the routes it links to; the footer navigates in place (Thai)", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "lang", value: "th", url: productionSiteUrl() }]);
  for (const instance of ["a", "b"] as const) {
    const fresh = await getVia(instance, "/terms?lang=th");
    const cached = await getVia(instance, "/terms?lang=th");
    expect(cached.headers["x-page-cache"], instance).toBe("hit");
    expect(
      [fresh.text(), cached.text()].map((html) => /<html lang="th"/.test(html)),
      instance,
    ).toEqual([true, true]);
    // React Router's lazy route discovery (ADR 080) asks the instance for the routes the page links to.
    await pinTo(context, instance);
    const discovery = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    await gotoHydrated(page, "/terms");
    const manifest = await discovery;
    expect(manifest.status(), instance).toBe(200);
    expect(Object.keys((await manifest.json()) as object), instance).toContain("routes/about");
  }
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: catalogue.th.nav.about }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await isSameDocument(page), "the page was not reloaded").toBe(true);
});

test.describe("staff", () => {
  // Chromium logs a 404 document (an unpublished article) as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a bank-transfer slip sent through instance A is shown to staff through instance B", async ({
    page,
    context,
    browser,
  }) => {
    const t = checkoutMessages.en;
    const reference = await orderStarter(page, { option: "deposit", method: "bank_transfer", customer: unique("Kanya") });

    await pinTo(context, "a");
    await page.getByLabel(t.bank.slip).setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: PNG_SLIP });
    await page.getByRole("button", { name: t.bank.confirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.bank.thankYouHeading })).toBeVisible();
    const thankYouUrl = page.url();

    const [payment] = await queryProduction<{ id: number }>(
      "select p.id from payments p join orders o on o.id = p.order_id where o.reference = $1",
      [reference],
    );
    const staff = await browser.newContext();
    await answerGoogleAvatars(staff);
    const staffPage = await staff.newPage();
    try {
      await signInWithGoogle(staffPage, PRODUCTION_ADMIN_EMAIL, "Owner Admin");
      const slip = await staffGetVia(staffPage, "b", `/admin/payments/slips/${payment?.id}`);
      expect(slip.status).toBe(200);
      expect(slip.type).toBe("image/png");
      expect(Buffer.from(slip.bytes).equals(PNG_SLIP)).toBe(true);
      // Not for visitors, on either instance.
      const visitor = await getVia("b", `/admin/payments/slips/${payment?.id}`);
      expect(visitor.headers.location).toBe("/login");

      // Confirmed through A, the balance requested through B: the receipt, numbered and stored on
      // the shared database, downloads through either instance, and the customer's link opens it.
      const [order] = await queryProduction<{ id: number }>("select id from orders where reference = $1", [reference]);
      expect(await staffPostVia(staffPage, "a", `/admin/payments/${order?.id}`, { intent: "confirm" })).toBe("redirect");
      expect(await staffPostVia(staffPage, "b", `/admin/payments/${order?.id}`, { intent: "request-balance" })).toBe("redirect");
      const [document] = await queryProduction<{ id: number; number: string }>(
        "select id, number from order_documents where order_id = $1",
        [order?.id],
      );
      expect(document?.number).toMatch(/^RC-\d{4}-\d{5}$/);
      const receipt = await staffGetVia(staffPage, "b", `/admin/payments/${order?.id}/documents/${document?.id}`);
      expect(receipt.status).toBe(200);
      expect(receipt.type).toBe("application/pdf");
      const [balance] = await queryProduction<{ balance_status: string }>("select balance_status from orders where id = $1", [
        order?.id,
      ]);
      expect(balance?.balance_status).toBe("requested");
      const link = new URL(thankYouUrl);
      const customerCopy = await getVia(
        "a",
        `/order-confirmation/documents/${document?.id}?ref=${link.searchParams.get("ref")}&t=${link.searchParams.get("t")}`,
      );
      expect(customerCopy.status).toBe(200);
      expect(customerCopy.headers["content-type"]).toBe("application/pdf");
      expect(customerCopy.headers["cache-control"]).toContain("no-store");
    } finally {
      await staff.close();
    }
  });

  test("the owner signs in with Google as admin (ADMIN_EMAILS) and signs out", async ({ page }) => {
    await signInWithGoogle(page, PRODUCTION_ADMIN_EMAIL, "Owner Admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("admin-user-role")).toHaveText(catalogue.en.admin.roles.admin);
    await page.getByRole("button", { name: catalogue.en.auth.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an article with a cover published through A is read through B at once; unpublished, it is gone from B", async ({
    page,
    context,
  }) => {
    const en = articleAdminMessages.en;
    await signInWithGoogle(page, PRODUCTION_ADMIN_EMAIL, "Owner Admin");
    // B holds the article list in its page cache before the change.
    await getVia("b", "/articles?lang=en");
    expect((await getVia("b", "/articles?lang=en")).headers["x-page-cache"]).toBe("hit");

    await pinTo(context, "a");
    await gotoHydrated(page, "/admin/articles/new");
    const english = page.getByRole("tabpanel", { name: en.editor.languages.en });
    await expect(english.getByRole("toolbar", { name: en.toolbar.label })).toBeVisible();
    const title = unique("Two instances");
    await english.getByLabel(new RegExp(`^${escapeRegExp(en.editor.fields.title)}`)).fill(title);
    const slug = await page.getByLabel(new RegExp(`^${escapeRegExp(en.editor.fields.slug)}`)).inputValue();
    const content = english.getByRole("textbox", { name: en.editor.fields.content });
    await content.click();
    await content.pressSequentially("Published on one instance, read on the other.");
    const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 29, g: 64, b: 184 } } })
      .png()
      .toBuffer();
    await page.getByLabel(en.upload.choose).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
    await expect(page.getByText(en.upload.uploaded)).toBeVisible();
    await english.getByLabel(new RegExp(`^${escapeRegExp(en.editor.fields.coverImageAlt)}`)).fill("A blue cover");
    await page.getByLabel(new RegExp(`^${escapeRegExp(en.editor.fields.status)}`)).selectOption("published");
    await page.getByRole("button", { name: en.editor.save, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: en.editor.created })).toBeVisible();
    const saved = performance.now();

    const listed = await visibleWithin(async () => (await getVia("b", "/articles?lang=en")).text().includes(title), saved);
    console.info(`Publish on A, read on B: the article list on B showed it ${listed.toFixed(0)} ms after the save was confirmed`);
    const article = await getVia("b", `/articles/${slug}?lang=en`);
    expect(article.status).toBe(200);
    const coverUrl = /<img src="(\/media\/[a-f0-9]{32}-\d+\.webp)" srcSet="[^"]+" alt="A blue cover"/.exec(article.text())?.[1];
    expect(coverUrl).toBeTruthy();
    const image = await getVia("b", coverUrl as string);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    // B now holds the article in its cache too.
    expect((await getVia("b", `/articles/${slug}?lang=en`)).headers["x-page-cache"]).toBe("hit");

    await gotoHydrated(page, `/admin/articles?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: fill(en.list.unpublishNamed, { title }) }).click();
    await expect(page.getByRole("status")).toContainText(fill(en.list.unpublished, { title }));
    const unpublished = performance.now();
    const gone = await visibleWithin(async () => (await getVia("b", `/articles/${slug}?lang=en`)).status === 404, unpublished);
    console.info(`Unpublish on A: B answered 404 ${gone.toFixed(0)} ms later`);
  });

  test("settings saved through A show on B's public pages at once", async ({ page, context }) => {
    const t = settingsMessages.en;
    await signInWithGoogle(page, PRODUCTION_ADMIN_EMAIL, "Owner Admin");
    await getVia("b", "/contact?lang=en");
    await pinTo(context, "a");
    await gotoHydrated(page, "/admin/settings");
    const phone = page.getByRole("textbox", { name: t.fields.phone });
    const original = await phone.inputValue();
    const changed = `+66 2 555 ${String(1000 + Math.floor(Math.random() * 8999)).slice(0, 4)}`;
    try {
      await phone.fill(changed);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
      const since = performance.now();
      const shown = await visibleWithin(async () => (await getVia("b", "/contact?lang=en")).text().includes(changed), since);
      console.info(`Settings saved on A: B's pages showed the new phone ${shown.toFixed(0)} ms later`);
    } finally {
      await gotoHydrated(page, "/admin/settings");
      await page.getByRole("textbox", { name: t.fields.phone }).fill(original);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    }
  });
});

test.describe("what a public origin refuses", () => {
  test("the built-in passwordless provider is not there; sign-in is Google's", async () => {
    expect((await productionRequest("/local-idp/.well-known/openid-configuration")).status).toBe(404);
    const start = await productionRequest("/auth/start");
    expect(start.headers.location).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/o\/oauth2\/v2\/auth\?/);
  });

  test("a form posted from another site gets a 403 and changes nothing", async () => {
    const name = unique("Cross Site");
    const response = await productionRequest("/contact", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name, email: "x@example.com", message: "A message from somewhere else entirely." }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await queryProduction("select id from contact_messages where name = $1", [name])).toEqual([]);
  });
});
