// PromptPay paid at Stripe Checkout (ADR 099), below the browser: the real stripe-node client against
// the local fake Stripe server, which follows Stripe's flow for a delayed method (completed unpaid,
// then async_payment_succeeded or _failed), webhooks signed with stripe's own test helper, on PGlite
// and PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testAgency } from "../../../tests/support/agency";
import { defaultCatalogue } from "../../../tests/support/catalogue";
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  type SignedEvent,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { mailOutbox, orderDocuments, orders, payments } from "~/.server/db/schema";
import { type Env, parseEnv } from "~/.server/env";
import { requestBalance } from "./balance.server";
import type { CheckoutPaymentSettings } from "./checkout.server";
import { type ConfirmedPurchase, reportConfirmedPurchases } from "./confirmed-purchases.server";
import { orderAccessToken } from "./order-access.server";
import { referenceAlphabet } from "./order-reference";
import { loadOrderConfirmation } from "./order-confirmation.server";
import { isStripePaymentError } from "./stripe-errors";
import { getPaymentStatus, startCardPayment } from "./stripe.server";
import { handleStripeWebhook, STRIPE_CONFIRMER } from "./stripe-webhooks.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "stripe-promptpay-int-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const settings: CheckoutPaymentSettings = {
  promptPayId: "0812345678",
  bankName: "Kasikornbank",
  accountName: "Siam Web Studio Co., Ltd.",
  accountNumber: "123-4-56789-0",
  branch: "Silom",
  methods: { card: true, promptPay: true, bankTransfer: true },
};

let sequence = 0;

describe.each(databaseKinds)("PromptPay through Stripe on %s", (kind) => {
  const database = suiteDatabase(kind);
  let fake: FakeStripe;
  let env: Env;
  const stripeEnv = (more: Record<string, string> = {}) =>
    parseEnv({
      DATA_DIR: dataDir,
      SITE_URL: "https://www.siamweb.example",
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      ...more,
    });
  const deliver = (event: SignedEvent) =>
    handleStripeWebhook(database.db, env, { payload: event.payload, signature: event.signature, agency: testAgency });

  beforeAll(async () => {
    fake = await startFakeStripe();
    env = stripeEnv({ STRIPE_PROMPTPAY: "true" });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  /** A Starter order by PromptPay, as the checkout stores it: a 50% deposit, or the full price less 5%. */
  async function insertOrder(option: "deposit" | "full" = "deposit") {
    sequence += 1;
    const deposit = option === "deposit";
    const [order] = await database.db
      .insert(orders)
      .values({
        // A reference the order links accept (order-reference.ts), unique per test run.
        reference: `SWS-2026-P${Array.from({ length: 4 }, () => referenceAlphabet[Math.floor(Math.random() * referenceAlphabet.length)]).join("")}`,
        idempotencyKey: `promptpay-order-${sequence}-${Math.random()}`,
        packageId: "starter",
        paymentOption: option,
        balanceStatus: deposit ? "owed" : "none",
        subtotalSatang: 300_000,
        discountSatang: deposit ? 0 : 15_000,
        totalSatang: deposit ? 300_000 : 285_000,
        amountDueNowSatang: deposit ? 150_000 : 285_000,
        balanceDueSatang: deposit ? 150_000 : 0,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "081-234-5678",
        language: "th",
        paymentMethod: "promptpay",
        analyticsClientId: "1234567890.1700000000",
      })
      .returning();
    if (!order) throw new Error("order not inserted");
    return order;
  }

  const paymentsOf = (orderId: number) =>
    database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const documentsOf = (orderId: number) =>
    database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId)).orderBy(asc(orderDocuments.id));
  const receiptMails = async (reference: string) =>
    (await database.db.select().from(mailOutbox)).filter(
      (mail) => mail.kind === "payment-receipt" && mail.subject.includes(reference),
    );
  const lastSession = () => [...fake.sessions.values()].at(-1);
  const pageOf = (reference: string) =>
    loadOrderConfirmation(
      database.db,
      env,
      { reference, token: orderAccessToken(env.auth.sessionSecret(), reference) },
      async () => settings,
      { catalogue: defaultCatalogue(), language: "en" },
    );
  /** The server's GA4 job: what it would send now about one order (each confirmed payment once). */
  async function reportedPurchases(reference: string): Promise<ConfirmedPurchase[]> {
    const sent: ConfirmedPurchase[] = [];
    await reportConfirmedPurchases(database.db, {
      now: new Date(),
      batchSize: 50,
      send: async (purchase) => {
        sent.push(purchase);
        return { ok: true };
      },
    });
    return sent.filter((purchase) => purchase.payment.reference_number === reference);
  }

  it("asks Stripe for a PromptPay session in THB for the order's stored amount; the order page offers it instead of the own QR", async () => {
    const order = await insertOrder("deposit");
    const before = await pageOf(order.reference);
    expect(before).toMatchObject({ promptPayAction: "/payment-success", promptPay: null, awaitingBank: false });

    const { url, paymentId } = await startCardPayment(database.db, env, { reference: order.reference, language: "th" });
    expect(url).toMatch(/\/pay\/cs_test_/);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.params).toMatchObject({
      mode: "payment",
      currency: "thb",
      payment_method_types: ["promptpay"],
      line_items: [{ quantity: "1", price_data: { currency: "thb", unit_amount: "150000" } }],
      metadata: { order_reference: order.reference, payment_id: String(paymentId) },
    });
    expect(lastSession()).toMatchObject({ payment_method_types: ["promptpay"], amount_total: 150_000, currency: "thb" });
    expect(await paymentsOf(order.id)).toMatchObject([
      { id: paymentId, method: "promptpay", purpose: "due_now", status: "processing" },
    ]);

    // Without STRIPE_PROMPTPAY the order keeps today's QR and "I have paid": nothing goes to Stripe.
    const off = stripeEnv();
    await expect(startCardPayment(database.db, off, { reference: order.reference, language: "th" })).rejects.toSatisfy(
      (error) => isStripePaymentError(error) && error.code === "notConfigured",
    );
    const ownQr = await loadOrderConfirmation(
      database.db,
      off,
      { reference: order.reference, token: orderAccessToken(off.auth.sessionSecret(), order.reference) },
      async () => settings,
      { catalogue: defaultCatalogue(), language: "en" },
    );
    expect(ownQr?.promptPayAction).toBeNull();
    expect(ownQr?.promptPay?.id).toBe("0812345678");
    expect(fake.requests).toHaveLength(1);
  });

  it("completed unpaid waits for the bank; async_payment_succeeded pays the order and issues the receipt once, however often replayed", async () => {
    const order = await insertOrder("deposit");
    const { paymentId } = await startCardPayment(database.db, env, { reference: order.reference, language: "th" });
    const session = lastSession();
    if (!session) throw new Error("no session");
    const [completed, succeeded] = fake.completeSession(session.id, "paid");
    if (!completed || !succeeded) throw new Error("events missing");
    expect(JSON.parse(completed.payload).data.object).toMatchObject({ status: "complete", payment_status: "unpaid" });
    expect(succeeded.type).toBe("checkout.session.async_payment_succeeded");

    expect(await deliver(completed)).toEqual({ status: 200, outcome: "processed" });
    expect(await paymentsOf(order.id)).toMatchObject([{ id: paymentId, status: "processing", confirmedBy: null }]);
    expect((await orderRow(order.id))?.status).toBe("processing");
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({
      status: "processing",
      stripeMethod: "promptpay",
    });
    expect(await pageOf(order.reference)).toMatchObject({ awaitingBank: true, promptPayAction: "/payment-success" });
    expect(await documentsOf(order.id)).toEqual([]);
    expect(await reportedPurchases(order.reference)).toEqual([]);

    expect(await deliver(succeeded)).toEqual({ status: 200, outcome: "processed" });
    for (const event of [completed, succeeded, succeeded]) expect((await deliver(event)).outcome).toBe("duplicate");

    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ status: "succeeded", confirmedBy: STRIPE_CONFIRMER, method: "promptpay" });
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "owed" });
    expect((await documentsOf(order.id)).map((document) => document.snapshot.purpose)).toEqual(["deposit"]);
    expect(await receiptMails(order.reference)).toHaveLength(1);
    expect(await pageOf(order.reference)).toMatchObject({ awaitingBank: false, order: { status: "completed" } });
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "completed", paidSatang: 150_000 });
    // The confirmed-purchase path staff confirmations use: reported once, as a PromptPay sale.
    const purchases = await reportedPurchases(order.reference);
    expect(purchases.map((purchase) => purchase.payment)).toEqual([
      expect.objectContaining({ transactionId: order.reference, amount: 150_000, payment_method: "promptpay" }),
    ]);
    expect(await reportedPurchases(order.reference)).toEqual([]);
  });

  it("takes the bank's answer before the session's completion: paid once, the late completion changes nothing", async () => {
    const order = await insertOrder("full");
    await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    const [completed, succeeded] = fake.completeSession(lastSession()?.id ?? "", "paid");
    if (!completed || !succeeded) throw new Error("events missing");
    expect(await deliver(succeeded)).toEqual({ status: 200, outcome: "processed" });
    expect(await deliver(completed)).toEqual({ status: 200, outcome: "processed" });
    expect((await deliver(completed)).outcome).toBe("duplicate");
    expect(await orderRow(order.id)).toMatchObject({ status: "completed" });
    expect(await paymentsOf(order.id)).toMatchObject([{ status: "succeeded", amountSatang: 285_000 }]);
    expect(await documentsOf(order.id)).toHaveLength(1);
    expect(await receiptMails(order.reference)).toHaveLength(1);
  });

  it("async_payment_failed fails the attempt and keeps the order; a retry opens a new PromptPay session and pays", async () => {
    const order = await insertOrder("full");
    const first = await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    const firstSession = lastSession()?.id ?? "";
    const [completed, failed] = fake.completeSession(firstSession, "failed");
    if (!completed || !failed) throw new Error("events missing");
    expect(failed.type).toBe("checkout.session.async_payment_failed");
    await deliver(completed);
    expect(await deliver(failed)).toEqual({ status: 200, outcome: "processed" });
    expect((await deliver(failed)).outcome).toBe("duplicate");
    expect(await paymentsOf(order.id)).toMatchObject([{ status: "failed", failureReason: "async_payment_failed" }]);
    expect((await orderRow(order.id))?.status).toBe("failed");
    expect(await getPaymentStatus(database.db, order.reference)).toMatchObject({ status: "failed", stripeMethod: "promptpay" });
    expect(await pageOf(order.reference)).toMatchObject({ awaitingBank: false, promptPayAction: "/payment-success" });
    expect(await documentsOf(order.id)).toEqual([]);

    fake.requests.length = 0;
    const retry = await startCardPayment(database.db, env, { reference: order.reference, language: "en", method: "promptpay" });
    expect(retry.paymentId).not.toBe(first.paymentId);
    expect(lastSession()?.id).not.toBe(firstSession);
    expect(fake.requests[0]?.params).toMatchObject({ payment_method_types: ["promptpay"] });
    expect((await orderRow(order.id))?.status).toBe("pending");

    for (const event of fake.completeSession(lastSession()?.id ?? "", "paid")) await deliver(event);
    expect((await orderRow(order.id))?.status).toBe("completed");
    expect(await paymentsOf(order.id)).toMatchObject([{ status: "failed" }, { id: retry.paymentId, status: "succeeded" }]);
    expect(await documentsOf(order.id)).toHaveLength(1);
    // The old attempt's failure, replayed after the retry paid, changes nothing.
    expect((await deliver(failed)).outcome).toBe("duplicate");
    expect((await orderRow(order.id))?.status).toBe("completed");
  });

  it("pays a requested balance by PromptPay at Stripe with no staff step: its own receipt and its own purchase", async () => {
    const order = await insertOrder("deposit");
    await startCardPayment(database.db, env, { reference: order.reference, language: "th" });
    for (const event of fake.completeSession(lastSession()?.id ?? "", "paid")) await deliver(event);
    await requestBalance(database.db, {
      orderId: order.id,
      staffUid: "admin-1",
      mail: { agencyName: "Siam Web Studio", notificationEmail: "orders@siamweb.example", orderUrl: () => "https://x" },
    });
    const page = await pageOf(order.reference);
    expect(page?.balance).toMatchObject({
      state: "requested",
      method: "promptpay",
      promptPayAction: "/payment-success",
      promptPay: null,
    });

    fake.requests.length = 0;
    const { paymentId } = await startCardPayment(database.db, env, {
      reference: order.reference,
      language: "th",
      method: "promptpay",
    });
    expect(fake.requests[0]?.params).toMatchObject({
      payment_method_types: ["promptpay"],
      line_items: [{ price_data: { currency: "thb", unit_amount: "150000" } }],
    });
    const [completed, succeeded] = fake.completeSession(lastSession()?.id ?? "", "paid");
    if (!completed || !succeeded) throw new Error("events missing");
    await deliver(completed);
    expect((await pageOf(order.reference))?.balance).toMatchObject({ awaitingBank: true });
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "requested" });
    for (const event of [succeeded, completed, succeeded]) await deliver(event);

    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "paid" });
    expect((await paymentsOf(order.id)).at(-1)).toMatchObject({ id: paymentId, purpose: "balance", status: "succeeded" });
    expect((await documentsOf(order.id)).map((document) => document.snapshot.purpose)).toEqual(["deposit", "balance"]);
    expect(await receiptMails(order.reference)).toHaveLength(2);
    const ofThisOrder = await reportedPurchases(order.reference);
    expect(ofThisOrder.map((purchase) => purchase.payment.transactionId).sort()).toEqual([
      order.reference,
      `${order.reference}-balance`,
    ]);
  });

  it("a Stripe account without PromptPay turned on refuses the session: 'Payment failed', nothing paid", async () => {
    const cardOnly = await startFakeStripe({ activePaymentMethods: ["card"] });
    try {
      const order = await insertOrder("full");
      const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
      const env2 = parseEnv({
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: cardOnly.url,
        STRIPE_PROMPTPAY: "true",
      });
      await expect(startCardPayment(database.db, env2, { reference: order.reference, language: "en" })).rejects.toSatisfy(
        (error) => isStripePaymentError(error) && error.code === "paymentFailed",
      );
      expect(quiet).toHaveBeenCalledWith(
        "Stripe Checkout Session could not be created",
        expect.objectContaining({ error: expect.objectContaining({ message: expect.stringMatching(/promptpay is invalid/) }) }),
      );
      quiet.mockRestore();
      expect((await orderRow(order.id))?.status).toBe("pending");
    } finally {
      await cardOnly.close();
    }
  });
});
