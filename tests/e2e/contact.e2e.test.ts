// The contact form as visitors use it (English and Thai, with and without JavaScript) and staff
// reading what arrived, on the PGlite site (captcha off: honeypot, timing and rate limit only).
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { contactAdminMessages } from "../../app/features/contact/contact-admin-messages";
import { contactFormMessages } from "../../app/features/contact/contact-form-messages";
import { pgliteSiteUrl } from "../support/e2e-env";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { skipMinimumFillTime } from "../support/form-clock";
import { signInAs, uniqueClientIp } from "../support/staff";

const form = contactFormMessages;
const admin = contactAdminMessages;

// Each test is its own visitor address, so the per-address limit never carries over.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

/** The form refuses anything sent faster than a person could type it: move its clock instead of waiting. */
const typedLongEnough = (page: Page) => skipMinimumFillTime(page);

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: false }).first();
}

for (const language of ["en", "th"] as const) {
  const strings = form[language];

  test(
    `A visitor sends a message and sees it was received (${language})`,
    { tag: language === "th" ? "@phone" : [] },
    async ({ page, context }) => {
      if (language === "th") await context.addCookies([{ name: "lang", value: "th", url: pgliteSiteUrl() }]);
      await typedLongEnough(page);
      const name = unique(language === "th" ? "สมหญิง" : "Jane");
      await gotoHydrated(page, "/contact?package=premium");
      // The package chosen with "Get started" is pre-selected.
      await expect(field(page, strings.fields.packageId)).toHaveValue("premium");
      // The privacy notice links to the policy; nothing is pre-ticked.
      await expect(page.getByRole("main").getByRole("link", { name: strings.privacy.link, exact: true })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
      await expect(page.locator("form input[type=checkbox]:checked")).toHaveCount(0);

      // Sent empty: the errors appear next to the fields and the first one has the focus.
      await page.getByRole("button", { name: strings.submit }).click();
      await expect(page.getByText(strings.errors.nameRequired)).toBeVisible();
      await expect(page.getByText(strings.errors.emailRequired)).toBeVisible();
      await expect(page.getByText(strings.errors.messageRequired)).toBeVisible();
      await expect(field(page, strings.fields.name)).toBeFocused();
      await expect(field(page, strings.fields.name)).toHaveAttribute("aria-invalid", "true");

      await field(page, strings.fields.name).fill(name);
      await field(page, strings.fields.email).fill("not-an-address");
      await page.getByRole("button", { name: strings.submit }).click();
      await expect(page.getByText(strings.errors.emailInvalid)).toBeVisible();
      await expect(field(page, strings.fields.email)).toBeFocused();

      await field(page, strings.fields.email).fill("jane@example.com");
      await field(page, strings.fields.phone).fill("081 234 5678");
      await field(page, strings.fields.message).fill(
        language === "th" ? "อยากได้เว็บไซต์สำหรับร้านกาแฟ <b>ด่วน</b>" : "We need a website for our café. <b>Soon</b>",
      );
      await page.getByRole("button", { name: strings.submit }).click();
      await expect(page.getByText(strings.success.title)).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: strings.success.title })).toBeFocused();
      // The form is empty again, ready for another message.
      await expect(field(page, strings.fields.name)).toHaveValue("");
      await expect(field(page, strings.fields.message)).toHaveValue("");
      await expect(page.getByText(strings.errors.emailInvalid)).toHaveCount(0);
    },
  );
}

// A refused submission answers 400, which Chromium logs as a console error.
const refusalLogged = [/status of 400 \(Bad Request\)/];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: refusalLogged });

  test("The form works without JavaScript: errors from the server, then the confirmation", async ({ page }) => {
    const strings = form.en;
    await typedLongEnough(page);
    await page.goto("/contact");
    await field(page, strings.fields.name).fill(unique("No Script"));
    await field(page, strings.fields.email).fill("noscript@example");
    await field(page, strings.fields.message).fill("Sent from a browser without JavaScript.");
    await page.getByRole("button", { name: strings.submit }).click();
    await expect(page.getByText(strings.errors.emailInvalid)).toBeVisible();
    // What was typed is still there.
    await expect(field(page, strings.fields.message)).toHaveValue("Sent from a browser without JavaScript.");
    await field(page, strings.fields.email).fill("noscript@example.com");
    await page.getByRole("button", { name: strings.submit }).click();
    await expect(page.getByText(strings.success.title)).toBeVisible();
  });
});

test.describe("too fast", () => {
  // Without scripts the page is ready at once, so the form is sent well inside the minimum time
  // even on a busy machine (hydration alone can take longer than that).
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: refusalLogged });

  test("A message sent faster than a person can type is refused with a message, and nothing is lost", async ({ page }) => {
    const strings = form.en;
    // A bot posts the instant it has the page. A browser on a busy test machine can take longer than
    // the minimum time between loading and sending, so the post carries a stamp issued just now.
    await page.route("**/contact", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const fresh = await page.request.get("/contact");
      const token = /name="formToken" value="([^"]+)"/.exec(await fresh.text())?.[1];
      if (!token) throw new Error("The contact page has no form stamp");
      const body = new URLSearchParams(request.postData() ?? "");
      body.set("formToken", token);
      await route.continue({ postData: body.toString() });
    });
    await page.goto("/contact");
    await field(page, strings.fields.name).fill("Speedy");
    await field(page, strings.fields.email).fill("speedy@example.com");
    await field(page, strings.fields.message).fill("Too fast");
    await page.getByRole("button", { name: strings.submit }).click();
    await expect(page.getByText(strings.errors.tooFast)).toBeVisible();
    await expect(field(page, strings.fields.message)).toHaveValue("Too fast");
  });
});

test("Staff read a message on the dashboard, mark it read, and delete it", async ({ page }) => {
  const strings = form.en;
  const name = unique("Reader Test");
  const html = '<img src=x onerror="window.__xss=1">Hello & welcome';
  await typedLongEnough(page);
  await gotoHydrated(page, "/contact");
  await field(page, strings.fields.name).fill(name);
  await field(page, strings.fields.email).fill("reader@example.com");
  await field(page, strings.fields.company).fill('=HYPERLINK("x")');
  await field(page, strings.fields.message).fill(html);
  await page.getByRole("button", { name: strings.submit }).click();
  await expect(page.getByText(strings.success.title)).toBeVisible();

  await signInAs(page, "admin");
  const t = admin.en;
  await gotoHydrated(page, "/admin/dashboard");
  const item = page.getByRole("link", { name: new RegExp(name) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(t.list.new);
  await item.click();
  await expect(page.getByRole("heading", { name: `Message from ${name}` })).toBeVisible();
  // HTML a visitor typed is shown as text, never run.
  await expect(page.getByText(html)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByText(t.view.unread, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: t.view.markRead }).click();
  await expect(page.getByText(t.view.markedRead)).toBeVisible();
  await expect(page.getByText(t.view.read, { exact: true })).toBeVisible();

  // The CSV export defuses a formula in a cell.
  const csv = await page.request.get("/admin/messages.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`"'=HYPERLINK(""x"")"`);

  await page.getByRole("link", { name: t.view.delete }).click();
  await expect(page.getByRole("heading", { name: t.view.confirmTitle })).toBeFocused();
  await page.getByRole("button", { name: t.view.confirmDelete }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?deleted=1$/);
  await expect(page.getByText(t.list.deleted)).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
});

test("Editors neither read, delete nor export messages; visitors are sent to sign in", async ({ page, request }) => {
  await signInAs(page, "editor");
  await gotoHydrated(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: admin.en.list.title })).toHaveCount(0);
  await expect(page.getByRole("link", { name: admin.en.list.exportCsv })).toHaveCount(0);
  expect((await page.request.get("/admin/messages.csv")).status()).toBe(403);
  expect((await page.request.get("/admin/messages/1", { maxRedirects: 0 })).status()).toBe(403);
  const deletion = await page.request.post("/admin/messages/1", {
    headers: { Origin: pgliteSiteUrl() },
    form: { intent: "delete" },
    maxRedirects: 0,
  });
  expect(deletion.status()).toBe(403);
  const anonymous = await request.get("/admin/messages.csv", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/\/login$/);
});
