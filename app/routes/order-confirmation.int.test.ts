// The order page's two forms below the browser, on PGlite and PostgreSQL: the payment report
// (/order-confirmation, with an optional slip) and the card payment start (/payment-success).
// Success is a redirect; every refusal answers the one form reply, for the whole form or next to
// the slip, in the visitor's language.
import { seedSamplePaymentDetails } from "../../db/seed/sample-payments";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, payments } from "~/.server/db/schema";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { stripeMessages } from "~/features/checkout/stripe-messages";
import type { FormReply } from "~/lib/forms/form-reply";
import { redirectTarget, routeContext, settle, statusOf, testEnv, type DataAnswer } from "../../tests/support/route-context";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { action as checkout } from "./checkout";
import { action as reportPayment } from "./order-confirmation";
import { action as payByCard } from "./payment-success";

const SITE = "https://siamweb.example";
const env = testEnv("order-confirmation-", { SITE_URL: SITE });
const PNG = new Uint8Array(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
);
type Action = (args: never) => Promise<unknown>;

describe.each(databaseKinds)("the order page's forms on %s", (kind) => {
  let database: TestDatabase;
  let ip = 0;
  let sequence = 0;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    // A local site with sample content: PromptPay and bank transfer to the sample account (ADR 098).
    await seedSamplePaymentDetails(database.db);
  });
  afterAll(() => database.dispose());
  beforeEach(() => {
    ip++;
  });

  function call(route: Action, path: string, body: FormData | URLSearchParams, language: "en" | "th" = "en", clientIp?: string) {
    const request = new Request(`${SITE}${path}`, { method: "POST", body });
    const context = routeContext(env, database.db, { clientIp: clientIp ?? `10.5.0.${ip}`, language });
    return settle(route({ request, context, params: {} } as never));
  }
  const replyOf = (answer: unknown) => (answer as DataAnswer).data as unknown as FormReply;

  /** A new order by `method`; answers its link (ref and t). */
  async function placeOrder(method: "promptpay" | "bank_transfer") {
    sequence += 1;
    const answer = await call(
      checkout as Action,
      "/checkout?package=starter",
      new URLSearchParams({
        packageId: "starter",
        option: "full",
        method,
        fullName: "Kanya Srisuk",
        email: `kanya-${sequence}@example.co.th`,
        phone: "081-234-5678",
        requirements: "An online shop for handmade soap, about 40 products.",
        idempotencyKey: `report-test-${sequence}-${Math.random().toString(36).slice(2, 10)}`,
      }),
      "en",
      `10.6.0.${sequence}`,
    );
    const url = new URL(redirectTarget(answer) ?? "", SITE);
    return { ref: url.searchParams.get("ref") ?? "", t: url.searchParams.get("t") ?? "" };
  }

  function report(fields: Record<string, string>, slip?: Blob, language: "en" | "th" = "en", clientIp?: string) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (slip) body.set("slip", slip, "slip.png");
    // The page's form posts to its own address, the order's link in the query.
    const link = new URLSearchParams({ ref: fields.ref ?? "", t: fields.t ?? "" });
    return call(reportPayment as Action, `/order-confirmation?${link}`, body, language, clientIp);
  }

  it("takes a bank transfer notice with its slip to the thank-you page", async () => {
    const link = await placeOrder("bank_transfer");
    const answer = await report({ intent: "bank-transfer", ...link }, new Blob([PNG], { type: "image/png" }));
    expect(redirectTarget(answer)).toMatch(/^\/bank-transfer-thank-you\?ref=/);
  });

  it("keeps the slip's SHA-256 and the transfer reference, trimmed, with the payment", async () => {
    const link = await placeOrder("bank_transfer");
    const answer = await report(
      { intent: "bank-transfer", ...link, transferReference: "  FT2611ABC9  " },
      new Blob([PNG], { type: "image/png" }),
    );
    expect(redirectTarget(answer)).toMatch(/^\/bank-transfer-thank-you\?ref=/);
    const [row] = await database.db
      .select({ slipSha256: payments.slipSha256, transferReference: payments.transferReference })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.reference, link.ref));
    expect(row).toEqual({
      slipSha256: createHash("sha256").update(PNG).digest("hex"),
      transferReference: "FT2611ABC9",
    });
  });

  it("refuses a transfer reference over 40 characters next to the field, in the visitor's language", async () => {
    const link = await placeOrder("bank_transfer");
    const answer = await report({ intent: "bank-transfer", ...link, transferReference: "X".repeat(41) }, undefined, "th");
    expect(statusOf(answer)).toBe(400);
    expect(replyOf(answer).result.error).toEqual({
      transferReference: [checkoutMessages.th.errors.transferReferenceLength],
    });
  });

  it("refuses a slip that is not an image next to the slip, in the visitor's language", async () => {
    const link = await placeOrder("bank_transfer");
    const answer = await report({ intent: "bank-transfer", ...link }, new Blob(["not an image"], { type: "image/png" }), "th");
    expect(statusOf(answer)).toBe(400);
    expect(replyOf(answer).result.error).toEqual({ slip: [checkoutMessages.th.errors.slipType] });
  });

  it("refuses a forged link for the whole form", async () => {
    const link = await placeOrder("promptpay");
    const answer = await report({ intent: "promptpay-paid", ref: link.ref, t: "AAAAAAAAAAAAAAAAAAAAAAAA" });
    expect(statusOf(answer)).toBe(404);
    expect(replyOf(answer).result.error).toEqual({ "": [checkoutMessages.en.errors.orderNotFound] });
  });

  it("reports on the order of the page's address, whatever the form's hidden fields say", async () => {
    const shown = await placeOrder("promptpay");
    const other = await placeOrder("promptpay");
    const body = new FormData();
    for (const [name, value] of Object.entries({ intent: "promptpay-paid", ...other })) body.set(name, value);
    const answer = await call(reportPayment as Action, `/order-confirmation?${new URLSearchParams(shown)}`, body);
    expect(redirectTarget(answer)).toContain(`ref=${shown.ref}`);
    const forged = await call(reportPayment as Action, "/order-confirmation", body);
    expect(statusOf(forged)).toBe(404);
  });

  it("says so when PromptPay's 'I have paid' comes twice", async () => {
    const link = await placeOrder("promptpay");
    expect(redirectTarget(await report({ intent: "promptpay-paid", ...link }))).toMatch(/^\/order-confirmation\?/);
    const again = await report({ intent: "promptpay-paid", ...link });
    expect(statusOf(again)).toBe(409);
    expect(replyOf(again).result.error).toEqual({ "": [checkoutMessages.en.errors.alreadyConfirmed] });
  });

  it("refuses an address that sends too many reports", async () => {
    const clientIp = `10.7.0.${ip}`;
    const forged = { intent: "promptpay-paid", ref: "SWS-2026-AAAAA", t: "AAAAAAAAAAAAAAAAAAAAAAAA" };
    for (let i = 0; i < 20; i++) expect(statusOf(await report(forged, undefined, "en", clientIp))).toBe(404);
    const answer = await report(forged, undefined, "en", clientIp);
    expect(statusOf(answer)).toBe(429);
    expect(replyOf(answer).result.error).toEqual({ "": [checkoutMessages.en.errors.tooManyRequests] });
  });

  it("a card payment from a forged link, or with card payments off, is refused for the whole form", async () => {
    const link = await placeOrder("promptpay");
    const pay = (fields: Record<string, string>) =>
      call(payByCard as Action, "/payment-success", new URLSearchParams(fields), "th");
    const forged = await pay({ ref: link.ref, t: "AAAAAAAAAAAAAAAAAAAAAAAA" });
    expect(statusOf(forged)).toBe(404);
    expect(replyOf(forged).result.error).toEqual({ "": [stripeMessages.th.success.notFoundTitle] });
    // No Stripe keys in this Env: card payments are off.
    const off = await pay(link);
    expect(statusOf(off)).toBe(409);
    expect(replyOf(off).result.error).toEqual({ "": [stripeMessages.th.success.cardUnavailable] });
  });
});
