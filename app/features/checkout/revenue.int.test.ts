// The dashboard's revenue on PGlite and PostgreSQL: succeeded payments per Bangkok month and
// method over twelve months (zeros included), and the deposit balances still to collect.
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~/.server/db/schema";
import { plansOf } from "../../../tests/support/query-plans";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { getRevenue } from "./revenue.server";

type OrderValues = Partial<typeof schema.orders.$inferInsert>;
type PaymentValues = Partial<typeof schema.payments.$inferInsert>;

// 26 November 2026, 10:00 in Bangkok: the twelve months are December 2025 to November 2026.
const now = new Date("2026-11-26T03:00:00Z");
const months = [
  "2025-12",
  "2026-01",
  "2026-02",
  "2026-03",
  "2026-04",
  "2026-05",
  "2026-06",
  "2026-07",
  "2026-08",
  "2026-09",
  "2026-10",
  "2026-11",
];
const zero = { card: 0, promptpay: 0, bank_transfer: 0 };

describe.each(databaseKinds)("revenue on %s", (kind) => {
  const database = suiteDatabase(kind);
  let sequence = 0;

  beforeEach(async () => {
    await database.db.delete(schema.payments);
    await database.db.delete(schema.orders);
  });

  /** A deposit order (the deposit paid unless said otherwise) of 3,000 THB. */
  async function order(values: OrderValues = {}) {
    sequence += 1;
    const [row] = await database.db
      .insert(schema.orders)
      .values({
        reference: `SWS-2026-V${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `revenue-${kind}-${sequence}`,
        packageId: "ecommerce",
        paymentOption: "deposit",
        balanceStatus: "owed",
        status: "completed",
        subtotalSatang: 300_000,
        discountSatang: 0,
        totalSatang: 300_000,
        amountDueNowSatang: 150_000,
        balanceDueSatang: 150_000,
        customerName: "Customer",
        customerEmail: "customer@example.com",
        customerPhone: "0812345678",
        paymentMethod: "bank_transfer",
        ...values,
      })
      .returning();
    if (!row) throw new Error("not inserted");
    return row;
  }

  async function payment(confirmedAt: string, amountSatang: number, values: PaymentValues = {}) {
    const row = await order();
    await database.db.insert(schema.payments).values({
      orderId: row.id,
      method: "bank_transfer",
      amountSatang,
      status: "succeeded",
      confirmedAt: new Date(confirmedAt),
      ...values,
    });
  }

  it("is twelve zero months ending with this Bangkok month, and nothing outstanding, on a new site", async () => {
    const revenue = await getRevenue(database.db, now);
    expect(revenue.months.map((m) => m.month)).toEqual(months);
    for (const month of revenue.months) expect(month.bySatang).toEqual(zero);
    expect(revenue.outstanding).toEqual({ count: 0, totalSatang: 0, requested: 0 });
  });

  it("puts each succeeded payment in its Bangkok month, by method, deposits and balances alike", async () => {
    // 31 October 18:00 UTC is 1 November 01:00 in Bangkok.
    await payment("2026-10-31T18:00:00Z", 100_000);
    // 31 October 16:59 UTC is still October in Bangkok.
    await payment("2026-10-31T16:59:00Z", 20_000, { method: "promptpay" });
    await payment("2026-11-10T05:00:00Z", 150_000, { method: "card", purpose: "balance" });
    await payment("2026-11-11T05:00:00Z", 150_000, { method: "card" });
    await payment("2026-03-02T05:00:00Z", 7_550, { method: "promptpay" });
    // The first of the twelve months begins at 1 December 2025 00:00 in Bangkok (30 November 17:00 UTC).
    await payment("2025-11-30T17:00:00Z", 1_000);
    // Not received: failed, still processing, or outside the twelve months.
    await payment("2026-11-12T05:00:00Z", 999_000, { status: "failed" });
    await payment("2026-11-12T05:00:00Z", 888_000, { status: "processing", confirmedAt: null });
    await payment("2025-11-30T16:59:00Z", 777_000);
    await payment("2026-11-30T17:00:00Z", 666_000);

    const revenue = await getRevenue(database.db, now);
    expect(revenue.months.map((m) => m.month)).toEqual(months);
    const byMonth = Object.fromEntries(revenue.months.map((m) => [m.month, m.bySatang]));
    expect(byMonth["2026-11"]).toEqual({ card: 300_000, promptpay: 0, bank_transfer: 100_000 });
    expect(byMonth["2026-10"]).toEqual({ card: 0, promptpay: 20_000, bank_transfer: 0 });
    expect(byMonth["2026-03"]).toEqual({ card: 0, promptpay: 7_550, bank_transfer: 0 });
    expect(byMonth["2025-12"]).toEqual({ card: 0, promptpay: 0, bank_transfer: 1_000 });
    for (const month of ["2026-01", "2026-02", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09"]) {
      expect(byMonth[month]).toEqual(zero);
    }
  });

  it("ends the twelve months with the Bangkok month even when UTC is still in the previous one", async () => {
    // 31 December 2026 18:00 UTC is 1 January 2027 in Bangkok.
    const revenue = await getRevenue(database.db, new Date("2026-12-31T18:00:00Z"));
    expect(revenue.months[0]?.month).toBe("2026-02");
    expect(revenue.months.at(-1)?.month).toBe("2027-01");
  });

  it("counts completed orders' owed and requested balances, and how many were requested", async () => {
    await order({ balanceStatus: "owed", balanceDueSatang: 150_000 });
    await order({ balanceStatus: "requested", amountDueNowSatang: 60_000, balanceDueSatang: 240_000 });
    await order({ balanceStatus: "requested", amountDueNowSatang: 100_000, balanceDueSatang: 200_000 });
    // Not outstanding: the balance is paid, the order was paid in full, or the deposit is not in.
    await order({ balanceStatus: "paid" });
    await order({ paymentOption: "full", balanceStatus: "none", amountDueNowSatang: 300_000, balanceDueSatang: 0 });
    await order({ status: "pending" });
    await order({ status: "processing", balanceStatus: "requested" });
    await order({ status: "failed" });
    await order({ status: "cancelled", balanceStatus: "requested" });

    expect((await getRevenue(database.db, now)).outstanding).toEqual({
      count: 3,
      totalSatang: 150_000 + 240_000 + 200_000,
      requested: 2,
    });
  });

  it("reads the months' payments through payments_confirmed_at_idx", async () => {
    const plans = await plansOf(database, (db) => getRevenue(db, now));
    const monthsPlan = plans.find((plan) => /payments/.test(plan)) ?? "";
    expect(monthsPlan).toMatch(/payments_confirmed_at_idx/);
  });
});
