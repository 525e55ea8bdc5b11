// The decisions staff take on an order and their history (order_events): confirm, fail, cancel,
// request and withdraw a balance. Each allowed decision changes the order and writes its event in
// the same transaction (the database clock, now(), is the transaction's start, so the change's
// timestamp and the event's are equal); each refused one changes nothing and writes nothing.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testAgency, testSeller } from "../../../tests/support/agency";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { mailOutbox, orderEvents, orders, payments, users } from "~/.server/db/schema";
import { requestBalance, sendBalanceReminders } from "./balance.server";
import { orderEventsOf } from "./order-events.server";
import { confirmationPreview, decidePayment } from "./payment-decisions.server";

const mail = {
  agencyName: "Siam Web Studio",
  notificationEmail: "orders@siamweb.example",
  orderUrl: (ref: string) => `https://siamweb.example/order-confirmation?ref=${ref}&t=x`,
};
const DAY = 24 * 60 * 60_000;

describe.each(databaseKinds)("decisions on an order and their history on %s", (kind) => {
  const database = suiteDatabase(kind);
  let sequence = 0;

  beforeAll(async () => {
    await database.db
      .insert(users)
      .values({ uid: "admin-1", email: "boss@example.com", displayName: "Khun Boss", role: "admin" });
  });

  async function order(values: Partial<typeof orders.$inferInsert> = {}) {
    sequence += 1;
    const [row] = await database.db
      .insert(orders)
      .values({
        reference: `SWS-2026-D${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `decisions-${kind}-${sequence}`,
        packageId: "ecommerce",
        paymentOption: "full",
        subtotalSatang: 1_590_000,
        discountSatang: 0,
        totalSatang: 1_590_000,
        amountDueNowSatang: 1_590_000,
        balanceDueSatang: 0,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "0812345678",
        language: "th",
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
  const depositOrder = () =>
    order({ paymentOption: "deposit", balanceStatus: "owed", amountDueNowSatang: 795_000, balanceDueSatang: 795_000 });
  const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = (orderId: number) =>
    database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  const decide = (orderId: number, decision: Parameters<typeof decidePayment>[1]["decision"]) =>
    decidePayment(database.db, { orderId, staffUid: "admin-1", decision, agency: testAgency, balanceMail: async () => mail });

  it("records a confirmed payment with its amount and receipt number, in the confirming transaction", async () => {
    const row = await order();
    expect(await confirmationPreview(database.db, { orderId: row.id, seller: testSeller })).toEqual({
      amountSatang: 1_590_000,
      documentType: "receipt",
    });
    // A VAT-registered agency issues an abbreviated tax invoice to a buyer who gave no tax details.
    expect(await confirmationPreview(database.db, { orderId: row.id, seller: { ...testSeller, vatRegistered: true } })).toEqual({
      amountSatang: 1_590_000,
      documentType: "abbreviated_tax_invoice",
    });
    expect(await decide(row.id, { intent: "confirm" })).toEqual({ ok: true, done: "confirmed" });
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, row.id));
    const [event] = await eventsOf(row.id);
    expect(event).toMatchObject({ kind: "payment_confirmed", actor: "admin-1" });
    expect(event?.details).toMatchObject({ amountSatang: 1_590_000, documents: [expect.stringMatching(/^RC-/)] });
    expect(event?.at.getTime()).toBe(payment?.confirmedAt?.getTime());
    // Nothing is left to confirm: no question, and a second confirmation is refused with no event.
    expect(await confirmationPreview(database.db, { orderId: row.id, seller: testSeller })).toBeNull();
    expect(await decide(row.id, { intent: "confirm" })).toMatchObject({ ok: false, status: 409 });
    expect(await eventsOf(row.id)).toHaveLength(1);
    // The history names the staff member.
    expect(await orderEventsOf(database.db, row.id)).toEqual([
      expect.objectContaining({ kind: "payment_confirmed", actor: { kind: "staff", name: "Khun Boss" } }),
    ]);
  });

  it("records a failed payment with its reason", async () => {
    const row = await order();
    expect(await decide(row.id, { intent: "fail", reason: "No transfer on the statement" })).toEqual({
      ok: true,
      done: "failed",
    });
    const [event] = await eventsOf(row.id);
    expect(event).toMatchObject({ kind: "payment_failed", actor: "admin-1" });
    expect(event?.details).toMatchObject({ amountSatang: 1_590_000, reason: "No transfer on the statement" });
  });

  it("cancels a pending, processing or failed order nothing was paid on, with its reason", async () => {
    for (const status of ["pending", "processing", "failed"] as const) {
      const row = await order({ status });
      expect(
        await decide(row.id, { intent: "cancel-order", reason: status === "failed" ? "" : "Customer changed their mind" }),
      ).toEqual({
        ok: true,
        done: "cancelled",
      });
      const cancelled = await orderRow(row.id);
      expect(cancelled.status).toBe("cancelled");
      const events = await eventsOf(row.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ kind: "order_cancelled", actor: "admin-1" });
      expect(events[0]?.details.reason).toBe(status === "failed" ? undefined : "Customer changed their mind");
      expect(events[0]?.at.getTime()).toBe(cancelled.updatedAt.getTime());
    }
  });

  it("refuses to cancel a paid or cancelled order, and to decide on a cancelled one, changing nothing", async () => {
    const paid = await order();
    await decide(paid.id, { intent: "confirm" });
    const before = await orderRow(paid.id);
    expect(await decide(paid.id, { intent: "cancel-order", reason: "" })).toEqual({ ok: false, status: 409, error: "paid" });
    expect(await orderRow(paid.id)).toEqual(before);
    expect((await eventsOf(paid.id)).map((event) => event.kind)).toEqual(["payment_confirmed"]);

    const cancelled = await order();
    await decide(cancelled.id, { intent: "cancel-order", reason: "" });
    const afterCancel = await orderRow(cancelled.id);
    for (const decision of [
      { intent: "cancel-order", reason: "" },
      { intent: "confirm" },
      { intent: "fail", reason: "" },
    ] as const) {
      expect(await decide(cancelled.id, decision)).toEqual({ ok: false, status: 409, error: "cancelled" });
    }
    expect(await orderRow(cancelled.id)).toEqual(afterCancel);
    expect(await eventsOf(cancelled.id)).toHaveLength(1);
    // An order no one has.
    expect(await decide(2_147_483_000, { intent: "cancel-order", reason: "" })).toEqual({
      ok: false,
      status: 404,
      error: "notFound",
    });
  });

  it("records a balance request, withdraws it (reminders stop) and allows a new request", async () => {
    const row = await depositOrder();
    await decide(row.id, { intent: "confirm" });
    const requestedAt = new Date(Date.now() - 10 * DAY);
    await requestBalance(database.db, { orderId: row.id, staffUid: "admin-1", mail, now: requestedAt });
    const requested = await orderRow(row.id);
    expect(requested.balanceStatus).toBe("requested");
    // Cancelling is refused: the deposit is paid.
    expect(await decide(row.id, { intent: "cancel-order", reason: "" })).toMatchObject({ ok: false, error: "paid" });

    expect(await decide(row.id, { intent: "withdraw-balance" })).toEqual({ ok: true, done: "withdrawn" });
    const withdrawn = await orderRow(row.id);
    expect(withdrawn).toMatchObject({ status: "completed", balanceStatus: "owed" });
    const events = await eventsOf(row.id);
    expect(events.map((event) => event.kind)).toEqual(["payment_confirmed", "balance_requested", "balance_withdrawn"]);
    expect(events[1]?.details).toMatchObject({ amountSatang: 795_000 });
    expect(events[2]).toMatchObject({ actor: "admin-1", details: { amountSatang: 795_000 } });
    expect(events[2]?.at.getTime()).toBe(withdrawn.updatedAt.getTime());

    // The reminder days have all passed, yet nothing is sent: the request is withdrawn.
    expect(await sendBalanceReminders(database.db, { days: [3, 7], mail })).toBe(0);
    const reminders = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "balance-reminder"));
    expect(reminders.filter((mailRow) => mailRow.reference === row.reference)).toEqual([]);

    // Withdrawing again is refused and writes nothing; a new request is allowed.
    expect(await decide(row.id, { intent: "withdraw-balance" })).toEqual({ ok: false, status: 409, error: "notRequested" });
    expect(await eventsOf(row.id)).toHaveLength(3);
    expect(await decide(row.id, { intent: "request-balance" })).toEqual({ ok: true, done: "requested" });
    expect((await orderRow(row.id)).balanceStatus).toBe("requested");
  });

  it("refuses to withdraw a balance that was never requested or is paid", async () => {
    const unpaid = await depositOrder();
    expect(await decide(unpaid.id, { intent: "withdraw-balance" })).toEqual({ ok: false, status: 409, error: "notRequested" });
    const full = await order();
    await decide(full.id, { intent: "confirm" });
    expect(await decide(full.id, { intent: "withdraw-balance" })).toEqual({ ok: false, status: 409, error: "notRequested" });
    expect(await orderRow(full.id)).toMatchObject({ status: "completed", balanceStatus: "none" });
    expect((await eventsOf(full.id)).map((event) => event.kind)).toEqual(["payment_confirmed"]);
  });
});
