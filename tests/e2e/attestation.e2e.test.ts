// Bot protection as visitors meet it, on the PostgreSQL site, where captcha is on against a local
// Turnstile stand-in (tests/support/fake-captcha.ts): the contact form carries an attestation token
// and is received; a bot, or a browser without JavaScript (no token), is refused in its language.
import type { Page, Request } from "@playwright/test";
import { attestationMessages } from "../../app/lib/attestation/attestation-messages";
import { contactFormMessages } from "../../app/features/contact/contact-form-messages";
import { pgliteSiteUrl, postgresSiteUrl } from "../support/e2e-env";
import { expect, gotoHydrated, settled, stubGoogleTagManager, test } from "../support/fixtures";
import { skipMinimumFillTime } from "../support/form-clock";
import { uniqueClientIp } from "../support/staff";

const copy = { en: contactFormMessages.en, th: contactFormMessages.th };
type Language = keyof typeof copy;

test.use({ baseURL: postgresSiteUrl() });
// Each test is its own visitor address (the e2e servers trust X-Forwarded-For), so the contact
// form's and the exchange's per-address limits never carry over between tests.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  // This site also has Google Analytics configured; never reach Google from a test.
  await stubGoogleTagManager(context);
});

async function fillContactForm(page: Page, language: Language, note: string) {
  const strings = copy[language];
  await page
    .getByLabel(strings.fields.name, { exact: false })
    .first()
    .fill(language === "th" ? "สมชาย ใจดี" : "Somchai Jaidee");
  await page.getByLabel(strings.fields.email, { exact: false }).first().fill("somchai@example.com");
  await page
    .getByLabel(strings.fields.message, { exact: false })
    .first()
    .fill(language === "th" ? `อยากได้เว็บไซต์สำหรับร้านกาแฟ ${note}` : `We would like a website for our coffee shop. ${note}`);
  // The form refuses a submission faster than a person could type (its minimum fill time);
  // its clock is moved on rather than waited for.
  await skipMinimumFillTime(page);
}

function isContactPost(request: Request) {
  return (
    request.method() === "POST" &&
    /\/contact(\.data)?(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search)
  );
}

for (const language of ["en", "th"] as const) {
  test(`A visitor's message carries an attestation token and is received (${language})`, async ({ page, context }) => {
    if (language === "th") await context.addCookies([{ name: "lang", value: "th", url: postgresSiteUrl() }]);
    const exchanges: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/attestation/token") exchanges.push(response.status());
    });
    await gotoHydrated(page, "/contact");
    // The form's code loads after the page's (ADR 083): once it is in and nothing is in flight,
    // nothing of the provider has loaded for a visitor who only reads.
    await settled(page);
    await expect(page.locator('script[src*="/turnstile/v0/api.js"]')).toHaveCount(0);

    await fillContactForm(page, language, `(attestation ${language})`);
    await expect(page.locator('script[src*="/turnstile/v0/api.js"]')).toHaveCount(1);
    await expect.poll(() => exchanges).toEqual([200]);

    const posted = page.waitForRequest(isContactPost);
    await page.getByRole("button", { name: copy[language].submit }).click();
    const body = (await posted).postData() ?? "";
    // Url-encoded or multipart, the field holds a signed attestation token (v1.<payload>.<signature>).
    expect(body).toMatch(/attestationToken\W+v1\.[\w-]+\.[\w-]+/);
    await expect(page.getByText(copy[language].success.title)).toBeVisible();
    // The token fetched at the first keystroke was still fresh at submit: no second exchange.
    expect(exchanges).toEqual([200]);
  });
}

test.describe("a bot", () => {
  test.use({
    // The refused token fetch (403) and the client's log lines for it and for the blocked retry.
    allowedConsoleErrors: [/attestation\/(initial-throttle|throttled)|status of 403/],
  });

  test("A bot's message is refused: the check fails, further tries are blocked, nothing is sent", async ({ page, context }) => {
    await context.addCookies([{ name: "fake-captcha", value: "bot", url: postgresSiteUrl() }]);
    const contactPosts: Request[] = [];
    const exchanges: number[] = [];
    page.on("request", (request) => {
      if (isContactPost(request)) contactPosts.push(request);
    });
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/attestation/token") exchanges.push(response.status());
    });
    await gotoHydrated(page, "/contact");
    // Typed once the form's own code is in: the first keystroke is what asks for a token.
    await settled(page);
    await fillContactForm(page, "en", "(bot)");
    // The token fetched at the first keystroke was refused (403): 24 hours without another request.
    await expect.poll(() => exchanges).toEqual([403]);
    await page.getByRole("button", { name: copy.en.submit }).click();
    await expect(page.getByText(attestationMessages.en.throttled)).toBeVisible();
    expect(exchanges).toEqual([403]);
    await expect(page.getByText(copy.en.success.title)).toHaveCount(0);
    expect(contactPosts).toHaveLength(0);
  });
});

test.describe("without JavaScript", () => {
  // Chromium logs the refused submission's 403 document as a console error.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 403/] });

  for (const language of ["en", "th"] as const) {
    test(`A message sent without a token is refused with a translated message (${language})`, async ({ page, context }) => {
      if (language === "th") await context.addCookies([{ name: "lang", value: "th", url: postgresSiteUrl() }]);
      await page.goto("/contact");
      await fillContactForm(page, language, "(no token)");
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => isContactPost(candidate.request())),
        page.getByRole("button", { name: copy[language].submit }).click(),
      ]);
      expect(response.status()).toBe(403);
      await expect(page.getByText(attestationMessages[language].required)).toBeVisible();
      await expect(page.getByText(copy[language].success.title)).toHaveCount(0);
    });
  }
});

test("The token exchange refuses what is not a solved check, and exists only while captcha is on", async ({ request }) => {
  const headers = { "X-Forwarded-For": uniqueClientIp() };
  // As the page's own fetch sends it: with this site's Origin (anything else is refused before the route).
  const forged = await request.post("/attestation/token", {
    headers: { ...headers, Origin: postgresSiteUrl() },
    data: { captchaToken: "fake.forged", purpose: "/contact" },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ error: "captcha-refused", message: attestationMessages.en.required });
  expect((await request.get("/attestation/token", { headers })).status()).toBe(405);
  const captchaOff = await request.post(`${pgliteSiteUrl()}/attestation/token`, {
    headers: { ...headers, Origin: pgliteSiteUrl() },
    data: { captchaToken: "x", purpose: "/contact" },
  });
  expect(captchaOff.status()).toBe(404);

  // The policy lets the provider's script and frame in on this site only.
  const captchaOn = (await request.get("/contact", { headers })).headers()["content-security-policy"] ?? "";
  expect(captchaOn).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
  expect(captchaOn).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  const policyOff = (await request.get(`${pgliteSiteUrl()}/contact`, { headers })).headers()["content-security-policy"] ?? "";
  expect(policyOff).not.toContain("frame-src");
});
