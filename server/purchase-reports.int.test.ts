// The GA4 purchase reports of confirmed PromptPay and bank-transfer payments, against a local fake
// of the Measurement Protocol endpoint (tests/support/fake-ga4.ts), on PGlite and PostgreSQL.
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, payments, settings } from "~/.server/db/schema";
import { type Env, parseEnv } from "~/.server/env";
import { invalidateSiteSettings } from "~/features/settings/settings.server";
import { type FakeGa4, startFakeGa4 } from "../tests/support/fake-ga4";
import { databaseKinds, suiteDatabase } from "../tests/support/test-database";
import { startJobs } from "~/.server/jobs.server";
import { PURCHASE_REPORT_JOB, purchaseReportJobs, purchaseReportsOn, reportPurchases } from "./purchase-reports";

const MEASUREMENT_ID = "G-TEST12345";
const SECRET = "mp-secret-for-tests";
const CLIENT_ID = "1234567890.1700000000";
const HOUR = 60 * 60_000;

let fake: FakeGa4;
beforeAll(async () => {
  fake = await startFakeGa4();
});
afterAll(() => fake.close());

const envWith = (values: Record<string, string>): Env => parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", ...values });

describe.each(databaseKinds)("GA4 purchase reports on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let sequence = 0;

  beforeAll(async () => {
    env = envWith({ GA4_API_SECRET: SECRET, GA4_MP_URL: fake.collectUrl });
    await setMeasurementId(MEASUREMENT_ID);
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.answerWith(204);
    fake.delayBy(0);
  });
  // Nothing a test leaves unsent is picked up by the next one.
  afterEach(async () => {
    await database.db.update(payments).set({ analyticsSentAt: new Date() }).where(isNull(payments.analyticsSentAt));
  });

  async function setMeasurementId(id: string) {
    await database.db
      .update(settings)
      .set({ value: sql`jsonb_set(${settings.value}, '{gaMeasurementId}', to_jsonb(${id}::text))` })
      .where(eq(settings.key, "integrations"));
    invalidateSiteSettings();
  }

  /** An order with one payment; answers the order's reference and the payment's id. */
  async function paidOrder(
    options: {
      method?: "card" | "promptpay" | "bank_transfer";
      status?: "processing" | "succeeded" | "failed";
      clientId?: string | null;
      confirmedAt?: Date | null;
      option?: "full" | "deposit";
    } = {},
  ) {
    sequence += 1;
    const method = options.method ?? "bank_transfer";
    const deposit = options.option === "deposit";
    const reference = `SWS-2026-G${String(sequence).padStart(4, "0")}`;
    const [order] = await database.db
      .insert(orders)
      .values({
        reference,
        idempotencyKey: `ga4-${kind}-${sequence}`,
        packageId: "starter",
        paymentOption: deposit ? "deposit" : "full",
        balanceStatus: deposit ? "owed" : "none",
        subtotalSatang: 1_500_000,
        totalSatang: 1_500_000,
        amountDueNowSatang: deposit ? 750_000 : 1_500_000,
        balanceDueSatang: deposit ? 750_000 : 0,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "0812345678",
        paymentMethod: method,
        status: "completed",
        analyticsClientId: options.clientId === undefined ? CLIENT_ID : options.clientId,
      })
      .returning();
    if (!order) throw new Error("not inserted");
    const status = options.status ?? "succeeded";
    const confirmedAt = options.confirmedAt === undefined ? new Date(Date.now() - HOUR) : options.confirmedAt;
    const [payment] = await database.db
      .insert(payments)
      .values({
        orderId: order.id,
        method,
        amountSatang: order.amountDueNowSatang,
        status,
        confirmedAt: status === "processing" ? null : confirmedAt,
      })
      .returning();
    if (!payment) throw new Error("not inserted");
    return { order, payment };
  }

  const sentAt = async (paymentId: number) =>
    (await database.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.analyticsSentAt ?? null;

  it("sends a confirmed bank transfer once, with the measurement id and secret in the query", async () => {
    const { order, payment } = await paidOrder();
    expect(await reportPurchases(database.db, env, new Date())).toBe(1);
    expect(fake.requests).toEqual([
      {
        method: "POST",
        path: "/mp/collect",
        measurementId: MEASUREMENT_ID,
        apiSecret: SECRET,
        contentType: "application/json",
        body: {
          client_id: CLIENT_ID,
          timestamp_micros: payment.confirmedAt!.getTime() * 1000,
          events: [
            {
              name: "purchase",
              params: {
                transaction_id: order.reference,
                value: 15_000,
                currency: "THB",
                payment_type: "bank_transfer",
                items: [{ item_name: "Starter website package", item_category: "web_services", quantity: 1, price: 15_000 }],
              },
            },
          ],
        },
      },
    ]);
    expect(await sentAt(payment.id)).toBeInstanceOf(Date);
    // A second run finds nothing left to send.
    expect(await reportPurchases(database.db, env, new Date())).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it("runs every minute among the background jobs", async () => {
    const [job] = purchaseReportJobs(database.db, env);
    expect(job).toMatchObject({ name: PURCHASE_REPORT_JOB, intervalMs: 60_000 });
    await paidOrder();
    const quiet = { info() {}, notice() {}, warn() {}, error() {} };
    const jobs = startJobs({ env, db: database.db, log: quiet, extra: purchaseReportJobs(database.db, env) });
    try {
      expect(await jobs.runJob(PURCHASE_REPORT_JOB)).toBe(1);
    } finally {
      await jobs.stop();
    }
    expect(fake.requests).toHaveLength(1);
  });

  it("sends it once when two instances run at the same time", async () => {
    await paidOrder({ method: "promptpay" });
    // The first request waits, so the other run meets the locked row.
    fake.delayBy(300);
    const runs = await Promise.all([
      reportPurchases(database.db, env, new Date()),
      reportPurchases(database.db, env, new Date()),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body).toMatchObject({ events: [{ params: { payment_type: "promptpay" } }] });
  });

  it("reports a deposit and its balance payment each with its own amount and transaction id", async () => {
    const { order } = await paidOrder({ option: "deposit" });
    await database.db.insert(payments).values({
      orderId: order.id,
      method: "bank_transfer",
      purpose: "balance",
      amountSatang: 750_000,
      status: "succeeded",
      confirmedAt: new Date(),
    });
    expect(await reportPurchases(database.db, env, new Date())).toBe(2);
    const params = fake.requests.map(
      (request) => (request.body as { events: { params: { transaction_id: string; value: number } }[] }).events[0]?.params,
    );
    expect(params).toMatchObject([
      { transaction_id: order.reference, value: 7_500 },
      { transaction_id: `${order.reference}-balance`, value: 7_500 },
    ]);
  });

  it("sends nothing without the secret or without a measurement id, and says whether reports are on", async () => {
    const { payment } = await paidOrder();
    const noSecret = envWith({ GA4_MP_URL: fake.collectUrl });
    expect(await reportPurchases(database.db, noSecret, new Date())).toBe(0);
    await setMeasurementId("");
    try {
      expect(await reportPurchases(database.db, env, new Date())).toBe(0);
    } finally {
      await setMeasurementId(MEASUREMENT_ID);
    }
    expect(fake.requests).toEqual([]);
    expect(await sentAt(payment.id)).toBeNull();
    expect([
      purchaseReportsOn(env, MEASUREMENT_ID),
      purchaseReportsOn(env, ""),
      purchaseReportsOn(noSecret, MEASUREMENT_ID),
    ]).toEqual([true, false, false]);
  });

  it("sends nothing for a failed or processing payment, a card payment, no client id or a confirmation over 3 days old", async () => {
    await paidOrder({ status: "failed" });
    await paidOrder({ status: "processing" });
    await paidOrder({ method: "card" });
    await paidOrder({ clientId: null });
    await paidOrder({ confirmedAt: new Date(Date.now() - 73 * HOUR) });
    expect(await reportPurchases(database.db, env, new Date())).toBe(0);
    expect(fake.requests).toEqual([]);
  });

  it("leaves what Google refused for the next run, stopping at the first failure, and logs no secret", async () => {
    const { order, payment } = await paidOrder();
    const { payment: later } = await paidOrder({ confirmedAt: new Date() });
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(args) };
    fake.answerWith(500);
    expect(await reportPurchases(database.db, env, new Date(), { log })).toBe(0);
    expect(fake.requests).toHaveLength(1);
    expect(await sentAt(payment.id)).toBeNull();
    expect(JSON.stringify(warnings)).toContain(order.reference);
    expect(JSON.stringify(warnings)).toContain("HTTP 500");
    expect(JSON.stringify(warnings)).not.toContain(SECRET);
    fake.answerWith(204);
    expect(await reportPurchases(database.db, env, new Date(), { log })).toBe(2);
    expect(fake.requests).toHaveLength(3);
    expect(await sentAt(payment.id)).toBeInstanceOf(Date);
    expect(await sentAt(later.id)).toBeInstanceOf(Date);
  });

  it("gives up on a request that does not answer in time, and tries again next run", async () => {
    const { payment } = await paidOrder();
    fake.delayBy(500);
    expect(await reportPurchases(database.db, env, new Date(), { timeoutMs: 100 })).toBe(0);
    expect(await sentAt(payment.id)).toBeNull();
  });
});
