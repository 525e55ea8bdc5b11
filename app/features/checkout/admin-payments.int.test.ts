// The admin Payments service on PGlite and PostgreSQL: list, filters, search, totals, decisions.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAgency } from "../../../tests/support/agency";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { mailOutbox, orders, payments, users } from "~/.server/db/schema";
import { parseAdminPaymentFilters } from "./admin-payments-schema";
import { exportAdminOrders, getAdminOrder, listAdminOrders } from "./admin-payments.server";
import { AdminPaymentError, confirmOrderPayment, failOrderPayment } from "./payment-decisions.server";

const agency = testAgency;
const filters = (query: string) => parseAdminPaymentFilters(new URLSearchParams(query)).filters;

describe("admin payment filters", () => {
  it("reads valid filters and reports invalid ones without failing", () => {
    expect(
      parseAdminPaymentFilters(
        new URLSearchParams("q=%20som%20&status=completed&method=card&from=2026-01-01&to=2026-01-31&page=2"),
      ),
    ).toEqual({
      filters: { q: "som", status: "completed", method: "card", from: "2026-01-01", to: "2026-01-31", page: 2 },
      errors: {},
    });
    const bad = parseAdminPaymentFilters(new URLSearchParams("status=paid&method=cash&from=2026-02-31&to=yesterday&page=-1"));
    expect(bad.filters).toEqual({ q: "", page: 1 });
    expect(bad.errors).toMatchObject({ from: "filters.invalidDate", to: "filters.invalidDate" });
    expect(parseAdminPaymentFilters(new URLSearchParams("from=2026-03-02&to=2026-03-01")).errors).toEqual({
      from: "filters.invalidRange",
    });
  });
});

describe.each(databaseKinds)("admin payments on %s", (kind) => {
  let database: TestDatabase;
  let sequence = 0;

  async function order(values: Partial<typeof orders.$inferInsert> & { createdAt?: Date } = {}) {
    sequence += 1;
    const [row] = await database.db
      .insert(orders)
      .values({
        reference: `SWS-2026-A${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `admin-${kind}-${sequence}`,
        packageId: "ecommerce",
        paymentOption: "deposit",
        balanceStatus: "owed",
        subtotalSatang: 450_000,
        discountSatang: 0,
        totalSatang: 450_000,
        amountDueNowSatang: 225_000,
        balanceDueSatang: 225_000,
        customerName: "Customer",
        customerEmail: "customer@example.com",
        customerPhone: "0812345678",
        paymentMethod: "bank_transfer",
        ...values,
      })
      .returning();
    if (!row) throw new Error("not inserted");
    await database.db
      .insert(payments)
      .values({ orderId: row.id, method: row.paymentMethod, amountSatang: row.amountDueNowSatang });
    return row;
  }

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    await database.db
      .insert(users)
      .values({ uid: "admin-1", email: "boss@example.com", displayName: "Khun Boss", role: "admin" });
  });
  afterAll(() => database.dispose());

  it("lists, filters, searches, pages and totals orders", async () => {
    const a = await order({
      customerName: "Somchai Jaidee",
      customerEmail: "somchai@example.co.th",
      createdAt: new Date("2026-03-01T03:00:00Z"),
    });
    const b = await order({ customerName: "Anong 100%_off", paymentMethod: "card", createdAt: new Date("2026-03-05T03:00:00Z") });
    const c = await order({
      customerName: "Malee",
      paymentMethod: "promptpay",
      status: "cancelled",
      createdAt: new Date("2026-02-28T18:00:00Z"),
    });
    await confirmOrderPayment(database.db, { orderId: a.id, staffUid: "admin-1", agency });
    // More payments than orders, so that no order's id equals its payment's id by chance.
    await database.db.insert(payments).values({ orderId: b.id, method: "card", amountSatang: 1, status: "failed" });
    await database.db
      .update(payments)
      .set({ slipPath: "slips/c.png", slipContentType: "image/png" })
      .where(eq(payments.orderId, c.id));

    const all = await listAdminOrders(database.db, filters(""));
    expect(all.rows.map((r) => r.reference)).toEqual([b.reference, a.reference, c.reference]);
    expect(all.rows.map((r) => [r.paidSatang, r.hasSlip, r.latestPaymentStatus])).toEqual([
      [0, false, "failed"],
      [225_000, false, "succeeded"],
      [0, true, "processing"],
    ]);
    expect(all.rows[1]).toMatchObject({ status: "completed", paidSatang: 225_000, amountDueNowSatang: 225_000 });
    expect(all.totals).toEqual({ orders: 3, orderedSatang: 900_000, receivedSatang: 225_000, awaitingSatang: 225_000 });

    expect((await listAdminOrders(database.db, filters("status=completed"))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listAdminOrders(database.db, filters("method=card"))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listAdminOrders(database.db, filters("q=SOMCHAI@example"))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listAdminOrders(database.db, filters(`q=${b.reference.toLowerCase()}`))).rows.map((r) => r.id)).toEqual([b.id]);
    // % and _ are literal characters, not wildcards.
    expect((await listAdminOrders(database.db, filters("q=100%25_"))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listAdminOrders(database.db, filters("q=%25"))).rows.map((r) => r.id)).toEqual([b.id]);
    // 2026-02-28T18:00Z is 1 March in Bangkok: the period is in the agency's days.
    const march1 = await listAdminOrders(database.db, filters("from=2026-03-01&to=2026-03-01"));
    expect(march1.rows.map((r) => r.id)).toEqual([a.id, c.id]);
    expect(march1.totals).toEqual({ orders: 2, orderedSatang: 450_000, receivedSatang: 225_000, awaitingSatang: 0 });

    for (let i = 0; i < 21; i++) await order({ createdAt: new Date("2025-01-01T00:00:00Z") });
    const page2 = await listAdminOrders(database.db, filters("page=2"));
    expect(page2).toMatchObject({ total: 24, page: 2, pages: 2 });
    expect(page2.rows).toHaveLength(4);
    expect((await listAdminOrders(database.db, filters("page=99"))).page).toBe(2);
    expect((await exportAdminOrders(database.db, filters("method=card")))[0]).toMatchObject({
      reference: b.reference,
      customerPhone: "0812345678",
    });
  });

  it("the order's detail carries the buyer's tax-invoice details, or null when none were asked for", async () => {
    const buyer = { name: "Siam Soap Co., Ltd.", address: "99 Rama IV Road, Bangkok", taxId: "0105536000011", branch: "00000" };
    const asked = await order({ taxInvoiceBuyer: buyer });
    const plain = await order();
    expect((await getAdminOrder(database.db, asked.id))?.taxInvoiceBuyer).toEqual(buyer);
    expect((await getAdminOrder(database.db, plain.id))?.taxInvoiceBuyer).toBeNull();
  });

  it("an admin confirms a transfer: Completed, receipts queued, who and when recorded", async () => {
    const transfer = await order({ language: "th" });
    await database.db
      .update(payments)
      .set({ customerConfirmedAt: new Date(), slipPath: "slips/x.png", slipContentType: "image/png" })
      .where(eq(payments.orderId, transfer.id));
    await confirmOrderPayment(database.db, { orderId: transfer.id, staffUid: "admin-1", agency });

    const detail = await getAdminOrder(database.db, transfer.id);
    expect(detail).toMatchObject({ status: "completed", paidSatang: 225_000, decidable: false });
    expect(detail?.payments).toHaveLength(1);
    expect(detail?.payments[0]).toMatchObject({
      status: "succeeded",
      hasSlip: true,
      decidedBy: { kind: "staff", name: "Khun Boss" },
    });
    expect(detail?.payments[0]?.decidedAt).toEqual(expect.any(String));
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reference, transfer.reference))
      .orderBy(asc(mailOutbox.id));
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ["payment-receipt", "customer@example.com"],
      ["payment-received-agency", "orders@siamweb.example"],
    ]);
    expect(mails[0]?.textBody).toContain("โอนเงินผ่านธนาคาร");

    await expect(confirmOrderPayment(database.db, { orderId: transfer.id, staffUid: "admin-1", agency })).rejects.toMatchObject({
      code: "alreadyCompleted",
    });
  });

  it("money that arrives before the customer reports it can still be confirmed", async () => {
    const early = await order({ paymentMethod: "promptpay" });
    await database.db.delete(payments).where(eq(payments.orderId, early.id));
    await confirmOrderPayment(database.db, { orderId: early.id, staffUid: "admin-1", agency });
    expect((await getAdminOrder(database.db, early.id))?.payments.map((p) => p.status)).toEqual(["succeeded"]);
  });

  it("an admin marks a transfer failed; the order stays for a new attempt; card and unknown orders are refused", async () => {
    const transfer = await order();
    await failOrderPayment(database.db, { orderId: transfer.id, staffUid: "gone-uid", reason: "No money arrived" });
    const detail = await getAdminOrder(database.db, transfer.id);
    expect(detail).toMatchObject({ status: "failed", decidable: true });
    expect(detail?.payments[0]).toMatchObject({
      status: "failed",
      failureReason: "No money arrived",
      decidedBy: { kind: "unknown" },
    });
    await expect(failOrderPayment(database.db, { orderId: transfer.id, staffUid: "admin-1", reason: "" })).rejects.toMatchObject({
      code: "notProcessing",
    });
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.reference, transfer.reference))).toEqual([]);

    const card = await order({ paymentMethod: "card" });
    const refused = confirmOrderPayment(database.db, { orderId: card.id, staffUid: "admin-1", agency });
    await expect(refused).rejects.toBeInstanceOf(AdminPaymentError);
    await expect(refused).rejects.toMatchObject({ code: "cardPayment" });
    expect((await getAdminOrder(database.db, card.id))?.status).toBe("pending");
    await expect(confirmOrderPayment(database.db, { orderId: 999_999, staffUid: "admin-1", agency })).rejects.toMatchObject({
      code: "notFound",
    });
    expect(await getAdminOrder(database.db, 999_999)).toBeUndefined();
  });

  it("two admins confirming at once complete the order once", async () => {
    const transfer = await order();
    const results = await Promise.allSettled([
      confirmOrderPayment(database.db, { orderId: transfer.id, staffUid: "admin-1", agency }),
      confirmOrderPayment(database.db, { orderId: transfer.id, staffUid: "admin-1", agency }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.reference, transfer.reference))).toHaveLength(2);
  });
});
