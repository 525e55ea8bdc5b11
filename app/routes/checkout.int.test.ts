// The /checkout action below the browser, on PGlite and PostgreSQL: an accepted order goes to its
// page, and every refusal answers the one form reply (`result.error[field]`, `result.error[""]`)
// in the language of the page the form was on.
import { seedSamplePaymentDetails } from "../../db/seed/sample-payments";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attestationKey, issueAttestationToken } from "~/.server/attestation/attestation-token.server";
import { orders, settings } from "~/.server/db/schema";
import type { CheckoutReply } from "~/features/checkout/checkout-form-fields";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import type { Language } from "~/i18n/config";
import {
  redirectTarget,
  routeContext,
  settle,
  statusOf,
  TEST_SESSION_SECRET,
  testEnv,
  type DataAnswer,
} from "../../tests/support/route-context";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { action } from "./checkout";

const SITE = "https://siamweb.example";
const env = testEnv("checkout-action-", { SITE_URL: SITE });
const captchaEnv = testEnv("checkout-action-captcha-", { SITE_URL: SITE, CAPTCHA_SECRET_KEY: "test-captcha-secret" });
const { en, th } = checkoutMessages;

let sequence = 0;
function order(overrides: Record<string, string> = {}) {
  sequence += 1;
  return {
    packageId: "starter",
    option: "full",
    "addOn.domain": "1",
    method: "promptpay",
    fullName: "Somchai Jaidee",
    // One address per order: the daily cap on mails to one address stays out of the way.
    email: `buyer-${sequence}@example.co.th`,
    phone: "081-234-5678",
    requirements: "A website for our coffee shop with a menu and a map.",
    idempotencyKey: `action-test-${sequence}-${Math.random().toString(36).slice(2, 10)}`,
    lang: "th",
    ...overrides,
  };
}

describe.each(databaseKinds)("the checkout action on %s", (kind) => {
  let database: TestDatabase;
  let ip = 0;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    // A local site with sample content: PromptPay and bank transfer to the sample account (ADR 098).
    await seedSamplePaymentDetails(database.db);
  });
  afterAll(() => database.dispose());
  beforeEach(() => {
    ip++;
  });

  function post(
    fields: Record<string, string>,
    options: { useEnv?: typeof env; clientIp?: string; cookie?: string; language?: Language } = {},
  ) {
    const request = new Request(`${SITE}/checkout?package=starter&option=full`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `lang=en${options.cookie ?? ""}` },
    });
    // The request's language says English; the form's `lang` field, the page it was on, wins.
    const context = routeContext(options.useEnv ?? env, database.db, {
      clientIp: options.clientIp ?? `10.3.0.${ip}`,
      language: options.language ?? "en",
    });
    return settle(action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]));
  }
  const replyOf = (answer: unknown) => (answer as DataAnswer).data as unknown as CheckoutReply;
  const ordersFor = (key: string) => database.db.select().from(orders).where(eq(orders.idempotencyKey, key));

  it("places the order in the form's language and goes to its page", async () => {
    const fields = order();
    const answer = await post(fields);
    expect(redirectTarget(answer)).toMatch(/^\/order-confirmation\?ref=SWS-\d{4}-[A-Z2-9]{5}&t=/);
    const [placed] = await ordersFor(fields.idempotencyKey);
    expect(placed).toMatchObject({ packageId: "starter", language: "th", customerName: "Somchai Jaidee" });
  });

  it("places the order, and answers, in the request's language when the form carries none", async () => {
    const { lang: _lang, ...fields } = order();
    expect(redirectTarget(await post(fields, { language: "th" }))).toMatch(/^\/order-confirmation\?/);
    expect((await ordersFor(fields.idempotencyKey))[0]?.language).toBe("th");
    const wrong = await post({ ...order({ fullName: " " }), lang: "" }, { language: "th" });
    expect(replyOf(wrong).result.error).toEqual({ fullName: [th.errors.fullNameRequired] });
  });

  it("answers a body it cannot read as a form in the request's language", async () => {
    const request = new Request(`${SITE}/checkout?package=starter&option=full`, {
      method: "POST",
      body: "not a form",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    const context = routeContext(env, database.db, { clientIp: `10.3.1.${ip}`, language: "th" });
    const answer = await settle(action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]));
    expect(statusOf(answer)).toBe(400);
    expect(replyOf(answer).result.error).toEqual({ "": [th.errors.expired] });
  });

  it("keeps the visitor's GA4 client id with the order only when analytics consent was granted", async () => {
    const ga = "; _ga=GA1.1.1234567890.1700000000";
    const granted = order();
    await post(granted, { cookie: `; analytics_consent=granted${ga}` });
    const denied = order();
    await post(denied, { cookie: `; analytics_consent=denied${ga}` });
    const noConsent = order();
    await post(noConsent, { cookie: ga });
    expect((await ordersFor(granted.idempotencyKey))[0]?.analyticsClientId).toBe("1234567890.1700000000");
    expect((await ordersFor(denied.idempotencyKey))[0]?.analyticsClientId).toBeNull();
    expect((await ordersFor(noConsent.idempotencyKey))[0]?.analyticsClientId).toBeNull();
  });

  it("answers wrong fields with their messages and the values sent, and places nothing", async () => {
    const fields = order({ fullName: " ", email: "somchai@", "addOn.extraPage": "100000" });
    const answer = await post(fields);
    expect(statusOf(answer)).toBe(400);
    const { result, success } = replyOf(answer);
    expect(success).toBeUndefined();
    expect(result.error).toEqual({
      fullName: [th.errors.fullNameRequired],
      email: [th.errors.email],
      "addOn.extraPage": [th.errors.quantity],
    });
    expect(result.initialValue).toMatchObject({ email: "somchai@", requirements: fields.requirements });
    expect(await ordersFor(fields.idempotencyKey)).toHaveLength(0);
  });

  it("tells the visitor next to the method when it is not on offer (card without Stripe)", async () => {
    const fields = order({ method: "card", lang: "en" });
    const answer = await post(fields);
    expect(statusOf(answer)).toBe(400);
    expect(replyOf(answer).result.error).toEqual({ method: [en.errors.methodUnavailable] });
    expect(await ordersFor(fields.idempotencyKey)).toHaveLength(0);
  });

  it("refuses an address that places too many orders, saying so for the whole form", async () => {
    const clientIp = `10.4.0.${ip}`;
    for (let i = 0; i < 10; i++) expect(redirectTarget(await post(order(), { clientIp }))).toBeTruthy();
    const fields = order();
    const answer = await post(fields, { clientIp });
    expect(statusOf(answer)).toBe(429);
    expect(new Headers((answer as { init: { headers: HeadersInit } }).init.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(replyOf(answer).result.error).toEqual({ "": [th.errors.tooManyRequests] });
    expect(await ordersFor(fields.idempotencyKey)).toHaveLength(0);
  });

  describe("with captcha on", () => {
    beforeAll(() =>
      database.db
        .update(settings)
        .set({ value: sql`${settings.value} || ${JSON.stringify({ captchaSiteKey: "test-site-key" })}::jsonb` })
        .where(eq(settings.key, "integrations")),
    );

    it("refuses an order without an attestation token, for the whole form, and places nothing", async () => {
      const fields = order();
      const answer = await post(fields, { useEnv: captchaEnv });
      expect(statusOf(answer)).toBe(403);
      const error = replyOf(answer).result.error ?? {};
      expect(Object.keys(error)).toEqual([""]);
      expect(error[""]?.[0]).toBeTruthy();
      expect(await ordersFor(fields.idempotencyKey)).toHaveLength(0);
    });

    it("places an order whose token was issued for /checkout", async () => {
      const { token } = issueAttestationToken(attestationKey(TEST_SESSION_SECRET), "/checkout");
      const fields = order({ attestationToken: token });
      expect(redirectTarget(await post(fields, { useEnv: captchaEnv }))).toMatch(/^\/order-confirmation\?/);
      expect(await ordersFor(fields.idempotencyKey)).toHaveLength(1);
    });
  });
});
