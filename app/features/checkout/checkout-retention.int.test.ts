// Checkout's retention jobs on PGlite and PostgreSQL, with a fixed clock: a record just inside its
// period stays, one just past it goes; a dry run changes nothing; a second run finds nothing.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testAgency, testSeller } from "../../../tests/support/agency";
import { mailOutbox, orderDocuments, orders, payments, paymentWebhookEvents, storedObjects } from "~/.server/db/schema";
import { createDatabaseStorage } from "~/.server/storage/database-storage.server";
import { accountingCutoff, daysBefore, monthsBefore } from "~/lib/retention";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { confirmOrderPayment } from "./payment-decisions.server";
import {
  anonymiseOldOrders,
  clearOldRequirements,
  deleteOldDocuments,
  purgeOldWebhookEvents,
  removeOrphanSlips,
} from "./checkout-retention.server";
import { issuePaymentDocument } from "./documents/issue-document.server";

const MINUTE = 60_000;
const earlier = (date: Date) => new Date(date.getTime() - MINUTE);
const later = (date: Date) => new Date(date.getTime() + MINUTE);
const bytes = new TextEncoder().encode("slip");

describe.each(databaseKinds)("checkout retention on %s", (kind) => {
  const database = suiteDatabase(kind);
  const slips = () => createDatabaseStorage(database.db, "slips");
  let sequence = 0;

  beforeEach(async () => {
    // Issued documents are never deleted one by one (a trigger refuses it); a test starts afresh.
    await database.db.execute(sql`truncate order_documents, payments, orders cascade`);
    await database.db.delete(storedObjects);
    await database.db.delete(paymentWebhookEvents);
  });

  /** An order last changed at `at`, with one payment (changed then too) and optionally a slip. */
  async function order(at: Date, options: { slip?: boolean } = {}) {
    sequence += 1;
    const reference = `SWS-2026-R${String(sequence).padStart(4, "0")}`;
    const [row] = await database.db
      .insert(orders)
      .values({
        reference,
        idempotencyKey: `retention-${kind}-${sequence}`,
        packageId: "starter",
        paymentOption: "full",
        subtotalSatang: 300_000,
        discountSatang: 15_000,
        totalSatang: 285_000,
        amountDueNowSatang: 285_000,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "0812345678",
        customerCompany: "Jaidee Co.",
        requirements: "A shop for our rice crackers",
        status: "completed",
        paymentMethod: "bank_transfer",
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error("not inserted");
    const key = `${reference}-0011223344556677.png`;
    if (options.slip) await slips().put(key, bytes, "image/png");
    await database.db.insert(payments).values({
      orderId: row.id,
      method: "bank_transfer",
      amountSatang: 285_000,
      status: "succeeded",
      slipPath: options.slip ? `slips/${key}` : null,
      slipContentType: options.slip ? "image/png" : null,
      createdAt: at,
      updatedAt: at,
    });
    return { id: row.id, key };
  }

  const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const paymentOf = async (id: number) => (await database.db.select().from(payments).where(eq(payments.orderId, id)))[0];

  it("empties project requirements two years after the order's last activity", async () => {
    const now = new Date("2030-06-15T00:00:00Z");
    const cutOff = monthsBefore(now, 24);
    const inside = await order(later(cutOff));
    const past = await order(earlier(cutOff));
    // Changed long ago, but paid just inside the period: the last activity counts.
    const paidLater = await order(earlier(cutOff));
    await database.db
      .update(payments)
      .set({ updatedAt: later(cutOff) })
      .where(eq(payments.orderId, paidLater.id));

    expect(await clearOldRequirements(database.db, { now, years: 2, dryRun: true })).toEqual([String(past.id)]);
    expect((await orderRow(past.id))?.requirements).toBe("A shop for our rice crackers");

    expect(await clearOldRequirements(database.db, { now, years: 2 })).toEqual([String(past.id)]);
    expect(await orderRow(past.id)).toMatchObject({
      requirements: "",
      customerEmail: "somchai@example.co.th",
      updatedAt: earlier(cutOff),
    });
    expect((await orderRow(inside.id))?.requirements).toBe("A shop for our rice crackers");
    expect((await orderRow(paidLater.id))?.requirements).toBe("A shop for our rice crackers");
    expect(await clearOldRequirements(database.db, { now, years: 2 })).toEqual([]);
  });

  it("anonymises orders and deletes their slips five years after the end of their accounting year", async () => {
    // 00:00 on 1 January 2032 in Bangkok: orders last changed in 2026 are past, 2027's are not.
    const now = new Date("2031-12-31T17:00:00Z");
    const cutOff = accountingCutoff(now, 5);
    expect(cutOff.toISOString()).toBe("2026-12-31T17:00:00.000Z");
    const inside = await order(cutOff, { slip: true });
    const past = await order(earlier(cutOff), { slip: true });

    expect(await anonymiseOldOrders(database.db, slips(), { now, years: 5, dryRun: true })).toEqual([String(past.id)]);
    expect((await orderRow(past.id))?.customerName).toBe("Somchai Jaidee");
    expect(await slips().has(past.key)).toBe(true);

    // Two instances at once: each order is done once, and neither fails.
    const [first, second] = await Promise.all([
      anonymiseOldOrders(database.db, slips(), { now, years: 5 }),
      anonymiseOldOrders(database.db, slips(), { now, years: 5 }),
    ]);
    expect([...new Set([...(first ?? []), ...(second ?? [])])]).toEqual([String(past.id)]);

    expect(await orderRow(past.id)).toMatchObject({
      customerName: "",
      customerEmail: "",
      customerPhone: "",
      customerCompany: "",
      requirements: "",
      totalSatang: 285_000,
      status: "completed",
      paymentMethod: "bank_transfer",
    });
    expect(await paymentOf(past.id)).toMatchObject({
      slipPath: null,
      slipContentType: null,
      amountSatang: 285_000,
      status: "succeeded",
    });
    expect(await slips().has(past.key)).toBe(false);

    expect(await orderRow(inside.id)).toMatchObject({ customerName: "Somchai Jaidee", customerEmail: "somchai@example.co.th" });
    expect((await paymentOf(inside.id))?.slipPath).toBe(`slips/${inside.key}`);
    expect(await slips().has(inside.key)).toBe(true);
    expect(await anonymiseOldOrders(database.db, slips(), { now, years: 5 })).toEqual([]);
  });

  it("lets staff still confirm a payment of an anonymised order, mailing only the agency", async () => {
    const now = new Date("2031-12-31T17:00:00Z");
    const past = await order(new Date("2026-06-01T00:00:00Z"));
    await database.db.update(orders).set({ status: "processing" }).where(eq(orders.id, past.id));
    await database.db.update(payments).set({ status: "processing" }).where(eq(payments.orderId, past.id));
    expect(await anonymiseOldOrders(database.db, slips(), { now, years: 5 })).toEqual([String(past.id)]);
    await database.db.delete(mailOutbox);
    const agency = testAgency;
    await confirmOrderPayment(database.db, { orderId: past.id, staffUid: "admin-1", agency });
    const mails = await database.db.select({ to: mailOutbox.toAddress, replyTo: mailOutbox.replyTo }).from(mailOutbox);
    expect(mails).toEqual([{ to: "orders@siamweb.example", replyTo: null }]);
  });

  it("deletes slips no payment refers to, once a day has passed since their upload", async () => {
    const now = new Date("2030-06-15T00:00:00Z");
    const cutOff = daysBefore(now, 1);
    const referenced = await order(earlier(cutOff), { slip: true });
    for (const key of ["SWS-2030-OLD01-aaaaaaaaaaaaaaaa.png", "SWS-2030-NEW01-bbbbbbbbbbbbbbbb.png"])
      await slips().put(key, bytes, "image/png");
    const stored = async (key: string, at: Date) =>
      database.db.execute(
        sql`update stored_objects set created_at = ${at.toISOString()}::timestamptz where bucket = 'slips' and key = ${key}`,
      );
    await stored("SWS-2030-OLD01-aaaaaaaaaaaaaaaa.png", earlier(cutOff));
    await stored("SWS-2030-NEW01-bbbbbbbbbbbbbbbb.png", later(cutOff));
    await stored(referenced.key, earlier(cutOff));

    expect(await removeOrphanSlips(database.db, slips(), { now, days: 1, dryRun: true })).toEqual([
      "SWS-2030-OLD01-aaaaaaaaaaaaaaaa.png",
    ]);
    expect(await slips().has("SWS-2030-OLD01-aaaaaaaaaaaaaaaa.png")).toBe(true);
    expect(await removeOrphanSlips(database.db, slips(), { now, days: 1 })).toEqual(["SWS-2030-OLD01-aaaaaaaaaaaaaaaa.png"]);
    expect(await slips().has("SWS-2030-OLD01-aaaaaaaaaaaaaaaa.png")).toBe(false);
    expect(await slips().has("SWS-2030-NEW01-bbbbbbbbbbbbbbbb.png")).toBe(true);
    expect(await slips().has(referenced.key)).toBe(true);
  });

  it("deletes Stripe webhook event ids after 90 days", async () => {
    const now = new Date("2030-06-15T00:00:00Z");
    const cutOff = daysBefore(now, 90);
    await database.db.insert(paymentWebhookEvents).values([
      { providerEventId: "evt_inside", type: "checkout.session.completed", receivedAt: cutOff },
      { providerEventId: "evt_past", type: "checkout.session.completed", receivedAt: earlier(cutOff) },
    ]);
    expect(await purgeOldWebhookEvents(database.db, { now, days: 90, dryRun: true })).toEqual(["evt_past"]);
    expect(await database.db.$count(paymentWebhookEvents)).toBe(2);
    expect(await purgeOldWebhookEvents(database.db, { now, days: 90 })).toEqual(["evt_past"]);
    const left = await database.db.select({ id: paymentWebhookEvents.providerEventId }).from(paymentWebhookEvents);
    expect(left).toEqual([{ id: "evt_inside" }]);
  });

  it("deletes receipts and tax invoices after the accounting year of their issue plus the period, and no sooner", async () => {
    const issue = async (at: Date) => {
      const { id } = await order(at);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
      const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, id));
      return issuePaymentDocument(database.db, { order: row!, payment: payment!, seller: testSeller, now: at });
    };
    // Issued on the last evening of 2026 in Bangkok: kept through 2031.
    const old = await issue(new Date("2026-12-31T16:00:00Z"));
    const kept = await issue(new Date("2026-12-31T17:30:00Z")); // already 2027 in Bangkok
    const now = new Date("2031-12-31T17:00:00Z"); // 1 January 2032 in Bangkok
    expect(await deleteOldDocuments(database.db, { now, years: 5, dryRun: true })).toEqual([old.number]);
    expect(await deleteOldDocuments(database.db, { now, years: 5 })).toEqual([old.number]);
    const left = await database.db.select({ number: orderDocuments.number }).from(orderDocuments);
    expect(left).toEqual([{ number: kept.number }]);
    // Anyone else still cannot delete one.
    await expect(database.db.delete(orderDocuments)).rejects.toThrow();
  });
});
