// The dashboard's payment figures on PGlite and PostgreSQL: payments awaiting confirmation, the
// money received this Bangkok month (the Payments screen's own total for it), and their indexes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAgency } from "../../../tests/support/agency";
import * as schema from "~/.server/db/schema";
import { plansOf } from "../../../tests/support/query-plans";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { parseAdminPaymentFilters } from "./admin-payments-schema";
import { listAdminOrders } from "./admin-payments.server";
import { confirmOrderPayment, failOrderPayment } from "./payment-decisions.server";
import { agencyMonth, getPaymentsOverview } from "./payments-overview.server";
import { refundPayment } from "./refunds.server";

describe("the agency's month", () => {
  it("is the Bangkok calendar month, which starts seven hours before UTC's", () => {
    expect(agencyMonth(new Date("2026-05-15T12:00:00Z"))).toEqual({ from: "2026-05-01", to: "2026-05-31" });
    // 31 May 18:00 UTC is already 1 June in Bangkok; 31 May 16:59 UTC is not yet.
    expect(agencyMonth(new Date("2026-05-31T17:00:00Z"))).toEqual({ from: "2026-06-01", to: "2026-06-30" });
    expect(agencyMonth(new Date("2026-05-31T16:59:59Z"))).toEqual({ from: "2026-05-01", to: "2026-05-31" });
    expect(agencyMonth(new Date("2028-02-10T00:00:00Z"))).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(agencyMonth(new Date("2026-12-31T17:30:00Z"))).toEqual({ from: "2027-01-01", to: "2027-01-31" });
  });
});

/** A transfer is refunded offline: Stripe is never asked. */
const withoutStripe = { enabled: false, promptPay: false, secretKey: () => "", webhookSecret: () => "" };

describe.each(databaseKinds)("payment figures on %s", (kind) => {
  let database: TestDatabase;
  let sequence = 0;
  const agency = testAgency;
  const now = new Date("2026-05-20T05:00:00Z");

  /** An order with its first payment attempt, as checkout leaves it. */
  async function order(values: Partial<typeof schema.orders.$inferInsert> = {}) {
    sequence += 1;
    const [row] = await database.db
      .insert(schema.orders)
      .values({
        reference: `SWS-2026-D${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `overview-${kind}-${sequence}`,
        packageId: "ecommerce",
        paymentOption: "deposit",
        balanceStatus: "owed",
        subtotalSatang: 300_000,
        discountSatang: 0,
        totalSatang: 300_000,
        amountDueNowSatang: 150_000,
        balanceDueSatang: 150_000,
        customerName: "Customer",
        customerEmail: "customer@example.com",
        customerPhone: "0812345678",
        paymentMethod: "bank_transfer",
        createdAt: new Date("2026-05-10T03:00:00Z"),
        ...values,
      })
      .returning();
    if (!row) throw new Error("not inserted");
    await database.db
      .insert(schema.payments)
      .values({ orderId: row.id, method: row.paymentMethod, amountSatang: row.amountDueNowSatang });
    return row;
  }

  /** The customer said "I have paid": what reportPayment leaves behind. */
  async function reported(row: { id: number }) {
    await database.db.update(schema.orders).set({ status: "processing" }).where(eq(schema.orders.id, row.id));
    await database.db.update(schema.payments).set({ customerConfirmedAt: new Date() }).where(eq(schema.payments.orderId, row.id));
  }

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    await database.db.insert(schema.users).values({ uid: "admin-1", email: "boss@example.com", role: "admin" });
  });
  afterAll(() => database.dispose());

  it("is zero on a new site", async () => {
    expect(await getPaymentsOverview(database.db, now)).toEqual({
      awaitingConfirmation: 0,
      receivedThisMonthSatang: 0,
      month: { from: "2026-05-01", to: "2026-05-31" },
    });
  });

  it("counts reported PromptPay and bank-transfer payments until staff decide them", async () => {
    const transfer = await order();
    const promptpay = await order({ paymentMethod: "promptpay", createdAt: new Date("2026-04-02T03:00:00Z") });
    await order(); // waiting for the customer: not reported yet
    await order({ paymentMethod: "card", status: "failed" });
    await reported(transfer);
    await reported(promptpay);
    expect((await getPaymentsOverview(database.db, now)).awaitingConfirmation).toBe(2);

    await confirmOrderPayment(database.db, { orderId: transfer.id, staffUid: "admin-1", agency });
    await failOrderPayment(database.db, { orderId: promptpay.id, staffUid: "admin-1", reason: "No transfer arrived" });
    expect((await getPaymentsOverview(database.db, now)).awaitingConfirmation).toBe(0);
  });

  it("totals this month's received money as the Payments screen does for the same period", async () => {
    const filters = (query: string) => parseAdminPaymentFilters(new URLSearchParams(query)).filters;
    const before = (await getPaymentsOverview(database.db, now)).receivedThisMonthSatang;
    // Placed at 00:30 on 1 May in Bangkok (still April in UTC): this month's.
    const early = await order({
      createdAt: new Date("2026-04-30T17:30:00Z"),
      amountDueNowSatang: 120_000,
      balanceDueSatang: 180_000,
    });
    // Placed at 23:30 on 30 April in Bangkok: last month's, though paid now.
    const april = await order({ createdAt: new Date("2026-04-30T16:30:00Z") });
    // Placed at 00:10 on 1 June in Bangkok: next month's.
    const june = await order({ createdAt: new Date("2026-05-31T17:10:00Z") });
    const card = await order({
      paymentMethod: "card",
      createdAt: new Date("2026-05-19T09:00:00Z"),
      amountDueNowSatang: 99_000,
      balanceDueSatang: 201_000,
    });
    for (const row of [early, april, june])
      await confirmOrderPayment(database.db, { orderId: row.id, staffUid: "admin-1", agency });
    await database.db.update(schema.payments).set({ status: "succeeded" }).where(eq(schema.payments.orderId, card.id));
    const processing = await order({ createdAt: new Date("2026-05-19T09:00:00Z") });
    await reported(processing);

    const overview = await getPaymentsOverview(database.db, now);
    expect(overview.receivedThisMonthSatang - before).toBe(120_000 + 99_000);
    const screen = await listAdminOrders(database.db, filters(`from=${overview.month.from}&to=${overview.month.to}`));
    expect(overview.receivedThisMonthSatang).toBe(screen.totals.receivedSatang);
    expect(overview.awaitingConfirmation).toBe((await listAdminOrders(database.db, filters("status=processing"))).total);
  });

  it("counts money kept: a refund lowers the month's figure and the screen's total alike", async () => {
    const filters = (query: string) => parseAdminPaymentFilters(new URLSearchParams(query)).filters;
    const row = await order({ createdAt: new Date("2026-05-12T03:00:00Z") });
    await confirmOrderPayment(database.db, { orderId: row.id, staffUid: "admin-1", agency });
    const paid = (await getPaymentsOverview(database.db, now)).receivedThisMonthSatang;
    const [payment] = await database.db.select().from(schema.payments).where(eq(schema.payments.orderId, row.id));
    if (!payment) throw new Error("no payment");
    await refundPayment(
      database.db,
      { stripe: withoutStripe },
      {
        orderId: row.id,
        paymentId: payment.id,
        amountSatang: 50_000,
        reason: "One page fewer",
        staff: { uid: "admin-1", role: "admin" },
        agency,
      },
    );

    const overview = await getPaymentsOverview(database.db, now);
    expect(paid - overview.receivedThisMonthSatang).toBe(50_000);
    const screen = await listAdminOrders(database.db, filters(`from=${overview.month.from}&to=${overview.month.to}`));
    expect(screen.totals.receivedSatang).toBe(overview.receivedThisMonthSatang);
    expect(screen.rows.find((listed) => listed.id === row.id)?.paidSatang).toBe(100_000);
  });

  it("is answered from the orders and payments indexes", async () => {
    const plans = await plansOf(database, (db) => getPaymentsOverview(db, now));
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan/);
    expect(plans.join("\n")).toMatch(/orders_status_created_at_idx/);
    expect(plans.join("\n")).toMatch(/orders_created_at_idx/);
  });
});
