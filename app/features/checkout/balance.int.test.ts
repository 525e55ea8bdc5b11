// A deposit order taken to paid in full: the deposit confirmed (receipt 1), the balance requested
// (one e-mail, logged), reminders on their days and never after payment, the balance reported by
// transfer and confirmed (receipt 2), each step once however often it is asked for.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAgency } from "../../../tests/support/agency";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { mailOutbox, orderBalanceMails, orderDocuments, orders, payments } from "~/.server/db/schema";
import { storageFor } from "~/.server/storage/storage-for.server";
import { BalanceError, requestBalance, sendBalanceReminders } from "./balance.server";
import { AdminPaymentError, confirmOrderPayment, decidePayment, failOrderPayment } from "./payment-decisions.server";
import { reportPayment } from "./orders.server";
import { listAdminOrders } from "./admin-payments.server";

const DAY = 24 * 60 * 60_000;
const mail = {
  agencyName: "Siam Web Studio",
  notificationEmail: "orders@siamweb.example",
  orderUrl: (ref: string) => `https://siamweb.example/order-confirmation?ref=${ref}&t=x`,
};
const reportContext = { notificationEmail: "orders@siamweb.example", adminUrl: "https://siamweb.example/admin/payments" };
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
);

describe.each(databaseKinds)("a deposit order's balance on %s", (kind) => {
  const database = suiteDatabase(kind);
  let sequence = 0;

  async function depositOrder(values: Partial<typeof orders.$inferInsert> = {}) {
    sequence += 1;
    const [row] = await database.db
      .insert(orders)
      .values({
        reference: `SWS-2026-B${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `balance-${kind}-${sequence}`,
        packageId: "ecommerce",
        paymentOption: "deposit",
        balanceStatus: "owed",
        subtotalSatang: 1_590_000,
        discountSatang: 0,
        totalSatang: 1_590_000,
        amountDueNowSatang: 795_000,
        balanceDueSatang: 795_000,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "0812345678",
        language: "th",
        paymentMethod: "bank_transfer",
        ...values,
      })
      .returning();
    if (!row) throw new Error("not inserted");
    await database.db.insert(payments).values({ orderId: row.id, method: "bank_transfer", amountSatang: row.amountDueNowSatang });
    return row;
  }
  const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const mailsOf = (reference: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.reference, reference)).orderBy(asc(mailOutbox.id));
  const documentsOf = (orderId: number) =>
    database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId)).orderBy(asc(orderDocuments.id));
  const slips = () => storageFor({ dataDir: "/nonexistent", databaseUrl: "postgres://configured" }, database.db, "slips");

  async function paidDeposit() {
    const order = await depositOrder();
    await confirmOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", agency: testAgency });
    return order;
  }

  it("takes a deposit order to paid in full by bank transfer, with a receipt for each payment", async () => {
    const order = await paidDeposit();
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "owed" });

    await requestBalance(database.db, { orderId: order.id, staffUid: "admin-1", mail });
    const requested = await orderRow(order.id);
    expect(requested).toMatchObject({ balanceStatus: "requested", balanceRemindersSent: 0 });
    const request = (await mailsOf(order.reference)).find((row) => row.kind === "balance-request");
    // In the customer's language, with the amount and the order's link.
    expect(request).toMatchObject({ toAddress: "somchai@example.co.th", subject: expect.stringContaining("ยอดคงเหลือ") });
    expect(request?.textBody).toContain("https://siamweb.example/order-confirmation?ref=");
    expect(request?.textBody).toContain("7,950");

    await reportPayment(database.db, {
      reference: order.reference,
      method: "bank_transfer",
      slip: { bytes: PNG, contentType: "image/png" },
      slips: slips(),
      mailContext: reportContext,
    });
    const reported = (await database.db.select().from(payments).where(eq(payments.orderId, order.id))).find(
      (row) => row.purpose === "balance",
    );
    expect(reported).toMatchObject({ status: "processing", amountSatang: 795_000, method: "bank_transfer" });
    expect(reported?.slipPath).toBeTruthy();
    // The order stays completed (its deposit is paid) while staff check the transfer.
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "requested" });

    const outcome = await decidePayment(database.db, {
      orderId: order.id,
      staffUid: "admin-1",
      decision: { intent: "confirm" },
      agency: testAgency,
      balanceMail: async () => mail,
    });
    expect(outcome).toEqual({ ok: true, done: "confirmed" });
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "paid" });

    const documents = await documentsOf(order.id);
    expect(documents.map((document) => document.snapshot.purpose)).toEqual(["deposit", "balance"]);
    expect(documents.map((document) => document.snapshot.totalSatang)).toEqual([795_000, 795_000]);
    expect(
      documents.every((document) => document.type === "receipt" && document.pdf?.subarray(0, 5).toString() === "%PDF-"),
    ).toBe(true);
    // Each receipt goes to the customer with its PDF.
    const receipts = (await mailsOf(order.reference)).filter((row) => row.kind === "payment-receipt");
    expect(receipts.map((row) => row.attachments?.[0]?.filename)).toEqual(documents.map((document) => `${document.number}.pdf`));

    // Paid once: a second confirmation finds nothing to decide.
    await expect(
      confirmOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", agency: testAgency }),
    ).rejects.toMatchObject({
      code: "alreadyCompleted",
    });
    expect(await documentsOf(order.id)).toHaveLength(2);
  });

  it("requests a balance once, only on a paid deposit order", async () => {
    const unpaid = await depositOrder();
    await expect(requestBalance(database.db, { orderId: unpaid.id, staffUid: "admin-1", mail })).rejects.toMatchObject({
      code: "depositUnpaid",
    });
    const full = await depositOrder({
      paymentOption: "full",
      balanceStatus: "none",
      amountDueNowSatang: 1_590_000,
      balanceDueSatang: 0,
    });
    await expect(requestBalance(database.db, { orderId: full.id, staffUid: "admin-1", mail })).rejects.toMatchObject({
      code: "notDeposit",
    });

    const order = await paidDeposit();
    const twice = await Promise.allSettled([
      requestBalance(database.db, { orderId: order.id, staffUid: "admin-1", mail }),
      requestBalance(database.db, { orderId: order.id, staffUid: "admin-2", mail }),
    ]);
    expect(twice.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = twice.find((result) => result.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason instanceof BalanceError && refused.reason.code).toBe(
      "alreadyRequested",
    );
    expect((await mailsOf(order.reference)).filter((row) => row.kind === "balance-request")).toHaveLength(1);
    expect(await database.db.select().from(orderBalanceMails).where(eq(orderBalanceMails.orderId, order.id))).toHaveLength(1);
  });

  it("reminds on the configured days, once each, and never after the balance is paid", async () => {
    const order = await paidDeposit();
    const requestedAt = new Date("2026-11-02T03:00:00Z");
    await requestBalance(database.db, { orderId: order.id, staffUid: "admin-1", mail, now: requestedAt });
    const remind = (days: number) =>
      sendBalanceReminders(database.db, { days: [3, 7], mail, now: new Date(requestedAt.getTime() + days * DAY) });
    const reminders = async () =>
      (
        await database.db
          .select()
          .from(orderBalanceMails)
          .where(and(eq(orderBalanceMails.orderId, order.id), eq(orderBalanceMails.kind, "reminder")))
      ).length;

    await remind(2.9);
    expect(await reminders()).toBe(0);
    await remind(3);
    await remind(3.5);
    expect(await reminders()).toBe(1);
    // Two instances at once: one reminder.
    await Promise.all([remind(7), remind(7)]);
    expect(await reminders()).toBe(2);
    await remind(30);
    expect(await reminders()).toBe(2);
    expect((await mailsOf(order.reference)).filter((row) => row.kind === "balance-reminder")).toHaveLength(2);

    // Paid: the next reminder day passes quietly.
    const other = await paidDeposit();
    await requestBalance(database.db, { orderId: other.id, staffUid: "admin-1", mail, now: requestedAt });
    await reportPayment(database.db, {
      reference: other.reference,
      method: "promptpay",
      slips: slips(),
      mailContext: reportContext,
    });
    await confirmOrderPayment(database.db, { orderId: other.id, staffUid: "admin-1", agency: testAgency });
    await remind(3);
    expect((await mailsOf(other.reference)).filter((row) => row.kind === "balance-reminder")).toHaveLength(0);
  });

  it("a refused balance transfer leaves the order paid and the balance open for another try", async () => {
    const order = await paidDeposit();
    await requestBalance(database.db, { orderId: order.id, staffUid: "admin-1", mail });
    await reportPayment(database.db, {
      reference: order.reference,
      method: "promptpay",
      slips: slips(),
      mailContext: reportContext,
    });
    await failOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", reason: "not received" });
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", balanceStatus: "requested" });
    // Nothing waits for a decision now.
    await expect(
      confirmOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", agency: testAgency }),
    ).rejects.toBeInstanceOf(AdminPaymentError);
    await reportPayment(database.db, {
      reference: order.reference,
      method: "bank_transfer",
      slips: slips(),
      mailContext: reportContext,
    });
    await confirmOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", agency: testAgency });
    expect(await orderRow(order.id)).toMatchObject({ balanceStatus: "paid" });
  });

  it("the payments list filters by balance: to request, requested, paid", async () => {
    const owed = await paidDeposit();
    const requested = await paidDeposit();
    await requestBalance(database.db, { orderId: requested.id, staffUid: "admin-1", mail });
    const unpaid = await depositOrder();
    const listed = async (balance: "owed" | "requested" | "paid") =>
      (await listAdminOrders(database.db, { q: "", page: 1, balance })).rows.map((row) => row.reference);
    expect(await listed("owed")).toContain(owed.reference);
    expect(await listed("owed")).not.toContain(unpaid.reference);
    expect(await listed("owed")).not.toContain(requested.reference);
    expect(await listed("requested")).toContain(requested.reference);
    expect(await listed("requested")).not.toContain(owed.reference);
  });

  it("takes a balance only by a method on offer", async () => {
    const order = await paidDeposit();
    await requestBalance(database.db, { orderId: order.id, staffUid: "admin-1", mail });
    const refused = reportPayment(database.db, {
      reference: order.reference,
      method: "promptpay",
      allowedMethods: ["bank_transfer", "card"],
      slips: slips(),
      mailContext: reportContext,
    });
    await expect(refused).rejects.toMatchObject({ code: "methodUnavailable" });
    const balancePayments = (await database.db.select().from(payments).where(eq(payments.orderId, order.id))).filter(
      (row) => row.purpose === "balance",
    );
    expect(balancePayments).toEqual([]);
  });
});
