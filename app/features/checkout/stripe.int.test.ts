// Card payments end to end below the browser: the real stripe-node client against the local fake
// Stripe server, webhooks signed with stripe's own test helper, on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testAgency } from "../../../tests/support/agency";
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { mailOutbox, orderDocuments, orders, payments, paymentWebhookEvents } from "~/.server/db/schema";
import { requestBalance } from "./balance.server";
import { type Env, parseEnv } from "~/.server/env";
import { orderAccessToken } from "./order-access.server";
import { isStripePaymentError } from "./stripe-errors";
import { getPaymentStatus, startCardPayment, stripeIdempotencyKey } from "./stripe.server";
import { handleStripeWebhook, STRIPE_CONFIRMER } from "./stripe-webhooks.server";

const agency = testAgency;
const dataDir = mkdtempSync(path.join(tmpdir(), "stripe-int-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let sequence = 0;
/** An order as the checkout service stores it: Starter, full payment (5% off). */
async function insertOrder(db: TestDatabase["db"], overrides: Partial<typeof orders.$inferInsert> = {}) {
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      reference: `SWS-2026-T${String(sequence).padStart(4, "0")}`,
      idempotencyKey: `order-key-${sequence}-${Math.random()}`,
      packageId: "starter",
      paymentOption: "full",
      subtotalSatang: 300_000,
      discountSatang: 15_000,
      totalSatang: 285_000,
      amountDueNowSatang: 285_000,
      balanceDueSatang: 0,
      customerName: "Somchai Jaidee",
      customerEmail: "somchai@example.co.th",
      customerPhone: "081-234-5678",
      language: "th",
      paymentMethod: "card",
      ...overrides,
    })
    .returning();
  if (!order) throw new Error("order not inserted");
  return order;
}

describe.each(databaseKinds)("card payments on %s", (kind) => {
  let database: TestDatabase;
  let fake: FakeStripe;
  let env: Env;
  const webhook = (payload: string, signature: string | null) =>
    handleStripeWebhook(database.db, env, { payload, signature, agency });

  beforeAll(async () => {
    [database, fake] = await Promise.all([openMigratedTestDatabase(kind), startFakeStripe()]);
    env = parseEnv({
      DATA_DIR: dataDir,
      SITE_URL: "https://www.siamweb.example",
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await Promise.all([database.dispose(), fake.close()]);
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const token = (reference: string) => orderAccessToken(env.auth.sessionSecret(), reference);
  /** A new order whose card payment has started: the order, the payment and its Checkout Session at the fake. */
  const startedCardPayment = async (language: "en" | "th" = "en") => {
    const order = await insertOrder(database.db);
    const payment = await startCardPayment(database.db, env, { reference: order.reference, language });
    const sessionId = [...fake.sessions.keys()].at(-1) ?? "";
    return { order, payment, sessionId };
  };

  const mailsFor = (reference: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.reference, reference)).orderBy(asc(mailOutbox.id));
  const paymentsOf = (orderId: number) =>
    database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

  it("creates a Checkout Session in THB for the order's amount due now, with an idempotency key from the payment id", async () => {
    const order = await insertOrder(database.db, {
      paymentOption: "deposit",
      balanceStatus: "owed",
      discountSatang: 0,
      totalSatang: 300_000,
      amountDueNowSatang: 150_000,
      balanceDueSatang: 150_000,
    });
    const { url, paymentId } = await startCardPayment(database.db, env, { reference: order.reference, language: "th" });
    expect(url).toBe(`${fake.url}/pay/${[...fake.sessions.keys()].at(-1)}`);

    const [request] = fake.requests;
    expect(fake.requests).toHaveLength(1);
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: stripeIdempotencyKey(paymentId, "create-session"),
      authorization: `Bearer ${FAKE_STRIPE_SECRET_KEY}`,
    });
    expect(request?.params).toMatchObject({
      mode: "payment",
      currency: "thb",
      client_reference_id: order.reference,
      locale: "th",
      line_items: [{ quantity: "1", price_data: { currency: "thb", unit_amount: "150000" } }],
      metadata: { order_reference: order.reference, payment_id: String(paymentId) },
      payment_intent_data: { metadata: { payment_id: String(paymentId) } },
      success_url: `https://www.siamweb.example/payment-success?ref=${order.reference}&t=${token(order.reference)}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://www.siamweb.example/order-confirmation?ref=${order.reference}&t=${token(order.reference)}`,
    });
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ id: paymentId, method: "card", status: "processing", amountSatang: 150_000 });
    expect(payment?.stripeCheckoutSessionId).toMatch(/^cs_test_/);
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "processing", paidSatang: 0 });
  });

  it("a double click reuses the open session; a lost answer is retried with the same key and gets the same session", async () => {
    const order = await insertOrder(database.db);
    const first = await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    const second = await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    expect(second).toEqual(first);
    expect(fake.requests.map((r) => `${r.method} ${r.path.replace(/cs_test_\w+/, "{id}")}`)).toEqual([
      "POST /v1/checkout/sessions",
      "GET /v1/checkout/sessions/{id}",
    ]);

    // Stripe created the session but its answer never reached us: the row has no session id.
    const [payment] = await paymentsOf(order.id);
    await database.db
      .update(payments)
      .set({ stripeCheckoutSessionId: null })
      .where(eq(payments.id, payment?.id ?? 0));
    const sessionsBefore = fake.sessions.size;
    const third = await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    expect(third.url).toBe(first.url);
    expect(fake.sessions.size).toBe(sessionsBefore);
    const posts = fake.requests.filter((r) => r.method === "POST");
    expect(posts.map((r) => r.idempotencyKey)).toEqual([
      stripeIdempotencyKey(first.paymentId, "create-session"),
      stripeIdempotencyKey(first.paymentId, "create-session"),
    ]);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it("a signed checkout.session.completed completes the order once, with receipts in the customer's language, however often it is replayed", async () => {
    const {
      order,
      payment: { paymentId },
      sessionId,
    } = await startedCardPayment("th");
    const [completed, intentSucceeded] = fake.completeSession(sessionId, "paid");
    if (!completed || !intentSucceeded) throw new Error("events missing");

    expect(await webhook(completed.payload, completed.signature)).toEqual({ status: 200, outcome: "processed" });
    // Replays, one at a time and all at once, and the second event about the same payment.
    expect(await webhook(completed.payload, completed.signature)).toEqual({ status: 200, outcome: "duplicate" });
    const burst = await Promise.all(Array.from({ length: 4 }, () => webhook(completed.payload, completed.signature)));
    expect(burst.map((r) => r.outcome)).toEqual(["duplicate", "duplicate", "duplicate", "duplicate"]);
    expect(await webhook(intentSucceeded.payload, intentSucceeded.signature)).toEqual({ status: 200, outcome: "duplicate" });

    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ id: paymentId, status: "succeeded", confirmedBy: STRIPE_CONFIRMER });
    expect(payment?.stripePaymentIntentId).toMatch(/^pi_test_/);
    expect(payment?.confirmedAt).toBeInstanceOf(Date);
    expect((await orderRow(order.id))?.status).toBe("completed");
    const mails = await mailsFor(order.reference);
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ["payment-receipt", "somchai@example.co.th"],
      ["payment-received-agency", "orders@siamweb.example"],
    ]);
    expect(mails[0]?.subject).toBe(`ได้รับการชำระเงินแล้ว: คำสั่งซื้อ ${order.reference}`);
    expect(mails[0]?.textBody).toContain("฿2,850.00");
    const events = await database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.providerEventId, completed.id));
    expect(events).toHaveLength(1);
    expect(events[0]?.processedAt).toBeInstanceOf(Date);
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "completed", paidSatang: 285_000 });
    // Paid orders cannot be paid again.
    await expect(startCardPayment(database.db, env, { reference: order.reference, language: "en" })).rejects.toSatisfy(
      (error) => isStripePaymentError(error) && error.code === "alreadyPaid",
    );
  });

  it("rejects a bad or missing signature and a tampered body with 400, and changes nothing", async () => {
    const { order, sessionId } = await startedCardPayment();
    const [completed] = fake.completeSession(sessionId, "paid");
    if (!completed) throw new Error("event missing");
    const forged = fake.signedEvent("checkout.session.completed", JSON.parse(completed.payload).data.object, {
      secret: "whsec_notTheRealSecret",
    });
    const tampered = completed.payload.replace('"amount_total":285000', '"amount_total":1');

    expect(await webhook(forged.payload, forged.signature)).toEqual({ status: 400, outcome: "badSignature" });
    expect(await webhook(tampered, completed.signature)).toEqual({ status: 400, outcome: "badSignature" });
    expect(await webhook(completed.payload, null)).toEqual({ status: 400, outcome: "badSignature" });
    expect(await webhook(completed.payload, "t=1,v1=abc")).toEqual({ status: 400, outcome: "badSignature" });
    expect(await webhook("not json", "garbage")).toEqual({ status: 400, outcome: "badSignature" });

    expect((await paymentsOf(order.id))[0]?.status).toBe("processing");
    expect((await orderRow(order.id))?.status).toBe("pending");
    expect(await mailsFor(order.reference)).toEqual([]);
    const events = await database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.providerEventId, forged.id));
    expect(events).toEqual([]);
  });

  it("a correctly signed event with another amount does not complete the order", async () => {
    const { order, sessionId } = await startedCardPayment();
    const session = { ...fake.sessions.get(sessionId), status: "complete", payment_status: "paid", amount_total: 100 };
    const event = fake.signedEvent("checkout.session.completed", session);
    expect(await webhook(event.payload, event.signature)).toEqual({ status: 200, outcome: "amountMismatch" });
    expect((await paymentsOf(order.id))[0]?.status).toBe("processing");
    expect((await orderRow(order.id))?.status).toBe("pending");
  });

  it("is atomic: when the e-mails cannot be queued nothing is written, and Stripe's redelivery then succeeds", async () => {
    const { order, sessionId } = await startedCardPayment();
    const [completed] = fake.completeSession(sessionId, "paid");
    if (!completed) throw new Error("event missing");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = await handleStripeWebhook(database.db, env, {
      payload: completed.payload,
      signature: completed.signature,
      agency: async () => {
        throw new Error("settings unavailable");
      },
    });
    expect(broken).toEqual({ status: 503, outcome: "retryLater" });
    expect(logged).toHaveBeenCalledWith("Stripe webhook could not be processed", {
      type: "checkout.session.completed",
      error: { name: "Error", message: "settings unavailable" },
    });
    expect((await paymentsOf(order.id))[0]?.status).toBe("processing");
    expect((await orderRow(order.id))?.status).toBe("pending");
    expect(
      await database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.providerEventId, completed.id)),
    ).toEqual([]);

    expect(await webhook(completed.payload, completed.signature)).toEqual({ status: 200, outcome: "processed" });
    expect((await orderRow(order.id))?.status).toBe("completed");
    expect(await mailsFor(order.reference)).toHaveLength(2);
  });

  it("a declined card fails the payment, keeps the order, and a retry starts a new payment with a new key", async () => {
    const { order, payment: first, sessionId } = await startedCardPayment();
    const [failed] = fake.completeSession(sessionId, "failed");
    if (!failed) throw new Error("event missing");
    expect(await webhook(failed.payload, failed.signature)).toEqual({ status: 200, outcome: "processed" });
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: "failed", failureReason: "card_declined" });
    expect((await orderRow(order.id))?.status).toBe("failed");
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "failed" });

    const retry = await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    expect(retry.paymentId).not.toBe(first.paymentId);
    expect(fake.requests.filter((r) => r.method === "POST").map((r) => r.idempotencyKey)).toEqual([
      stripeIdempotencyKey(first.paymentId, "create-session"),
      stripeIdempotencyKey(retry.paymentId, "create-session"),
    ]);
    expect((await orderRow(order.id))?.status).toBe("pending");
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "processing" });

    // The first session expiring later does not undo the retry's state.
    const expired = fake.signedEvent("checkout.session.expired", { ...fake.sessions.get(sessionId), status: "expired" });
    expect(await webhook(expired.payload, expired.signature)).toEqual({ status: 200, outcome: "processed" });
    expect((await orderRow(order.id))?.status).toBe("pending");

    const retrySession = [...fake.sessions.keys()].at(-1) ?? "";
    for (const event of fake.completeSession(retrySession, "paid")) await webhook(event.payload, event.signature);
    expect((await orderRow(order.id))?.status).toBe("completed");
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "completed", paidSatang: 285_000 });
  });

  it("refuses unknown orders and orders of other methods; without keys card is off and the webhook answers 404", async () => {
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => "resolved",
        (error: unknown) => (isStripePaymentError(error) ? error.code : String(error)),
      );
    expect(await code(startCardPayment(database.db, env, { reference: "SWS-0000-NOPE1", language: "en" }))).toBe("orderNotFound");
    expect(await code(startCardPayment(database.db, env, { reference: "'; drop table orders;--", language: "en" }))).toBe(
      "orderNotFound",
    );
    const transfer = await insertOrder(database.db, { paymentMethod: "bank_transfer" });
    expect(await code(startCardPayment(database.db, env, { reference: transfer.reference, language: "en" }))).toBe(
      "notCardOrder",
    );
    const off = parseEnv({ DATA_DIR: dataDir });
    expect(await code(startCardPayment(database.db, off, { reference: transfer.reference, language: "en" }))).toBe(
      "notConfigured",
    );
    expect(await handleStripeWebhook(database.db, off, { payload: "{}", signature: "x", agency })).toEqual({
      status: 404,
      outcome: "notConfigured",
    });
    expect(fake.requests).toEqual([]);
  });

  it("Stripe being down is 'Payment failed', and the next try uses the same payment and key", async () => {
    const order = await insertOrder(database.db);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = parseEnv({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: "sk_test_wrongKeyForTheFakeServer",
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    await expect(startCardPayment(database.db, down, { reference: order.reference, language: "en" })).rejects.toSatisfy(
      (error) =>
        isStripePaymentError(error) && error.code === "paymentFailed" && error.message === "Payment failed. Please try again.",
    );
    expect(logged).toHaveBeenCalledWith(
      "Stripe Checkout Session could not be created",
      expect.objectContaining({
        order: order.reference,
        error: expect.objectContaining({ message: "Invalid API Key provided." }),
      }),
    );
    const ok = await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual([
      stripeIdempotencyKey(ok.paymentId, "create-session"),
      stripeIdempotencyKey(ok.paymentId, "create-session"),
    ]);
  });

  it("pays a requested balance by card once: a Checkout Session for the balance, the webhook marks it paid with its own receipt", async () => {
    const order = await insertOrder(database.db, {
      paymentOption: "deposit",
      balanceStatus: "owed",
      discountSatang: 0,
      totalSatang: 300_000,
      amountDueNowSatang: 150_000,
      balanceDueSatang: 150_000,
    });
    await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    for (const event of fake.completeSession([...fake.sessions.keys()].at(-1) ?? "", "paid"))
      await webhook(event.payload, event.signature);
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "owed" });
    // Not requested yet: nothing to pay.
    await expect(startCardPayment(database.db, env, { reference: order.reference, language: "en" })).rejects.toMatchObject({
      code: "alreadyPaid",
    });

    await requestBalance(database.db, {
      orderId: order.id,
      staffUid: "admin-1",
      mail: { agencyName: "Siam Web Studio", notificationEmail: "orders@siamweb.example", orderUrl: () => "https://x" },
    });
    fake.requests.length = 0;
    const { paymentId } = await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    expect(fake.requests[0]?.params).toMatchObject({ line_items: [{ price_data: { unit_amount: "150000" } }] });
    expect((await paymentsOf(order.id)).at(-1)).toMatchObject({ id: paymentId, purpose: "balance", status: "processing" });
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "processing", paidSatang: 150_000 });

    const events = fake.completeSession([...fake.sessions.keys()].at(-1) ?? "", "paid");
    // Delivered twice (a retry), and both events for the one payment: paid once.
    for (const event of [...events, ...events]) await webhook(event.payload, event.signature);
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "paid" });
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "completed", paidSatang: 300_000 });
    const documents = await database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id));
    expect(documents.map((document) => document.snapshot.purpose).sort()).toEqual(["balance", "deposit"]);
    await expect(startCardPayment(database.db, env, { reference: order.reference, language: "en" })).rejects.toMatchObject({
      code: "alreadyPaid",
    });
  });
});
