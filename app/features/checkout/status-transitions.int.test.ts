// Status changes are guarded transitions: whatever a request read before, a change the tables in
// status-transitions.server.ts do not allow changes nothing. The race that used to move a
// completed order back to processing is replayed step by step, then run for real in parallel.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAgency } from "../../../tests/support/agency";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { orderStatuses, orders, payments } from "~/.server/db/schema";
import type { ObjectStorage } from "~/.server/storage/storage";
import { storageFor } from "~/.server/storage/storage-for.server";
import { confirmOrderPayment, failOrderPayment } from "./payment-decisions.server";
import { isCheckoutError } from "./checkout-errors";
import { reportPayment } from "./orders.server";
import { moveOrder, ORDER_TRANSITIONS } from "./status-transitions.server";

const agency = testAgency;
const reportContext = { notificationEmail: "orders@siamweb.example", adminUrl: "https://www.siamweb.example/admin/payments" };
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
);
const slip = () => ({ bytes: PNG, contentType: "image/png" as const });

describe.each(databaseKinds)("guarded status changes on %s", (kind) => {
  let database: TestDatabase;
  let slips: ObjectStorage;
  let sequence = 0;

  async function transferOrder() {
    sequence += 1;
    const [row] = await database.db
      .insert(orders)
      .values({
        reference: `SWS-2026-T${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `transitions-${kind}-${sequence}`,
        packageId: "starter",
        paymentOption: "full",
        subtotalSatang: 990_000,
        discountSatang: 49_500,
        totalSatang: 940_500,
        amountDueNowSatang: 940_500,
        balanceDueSatang: 0,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "0812345678",
        paymentMethod: "bank_transfer",
      })
      .returning();
    if (!row) throw new Error("not inserted");
    await database.db.insert(payments).values({ orderId: row.id, method: "bank_transfer", amountSatang: row.amountDueNowSatang });
    return row;
  }
  const statusOf = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
  const paymentsOf = (id: number) => database.db.select().from(payments).where(eq(payments.orderId, id));

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    slips = storageFor({ dataDir: "/nonexistent", databaseUrl: "postgres://configured" }, database.db, "slips");
  });
  afterAll(() => database.dispose());

  it("a transfer report that read the order before staff confirmed it cannot move the completed order back", async () => {
    const order = await transferOrder();
    await failOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", reason: "not received" });
    // The customer's report reads the order (failed: a new attempt is allowed), then saves the slip;
    // while it does, staff find the money and confirm.
    let release!: () => void;
    const slipSaving = new Promise<void>((resolve) => (release = resolve));
    let reportReachedStorage!: () => void;
    const reachedStorage = new Promise<void>((resolve) => (reportReachedStorage = resolve));
    const gated: ObjectStorage = {
      ...slips,
      put: async (...args) => {
        reportReachedStorage();
        await slipSaving;
        return slips.put(...args);
      },
      delete: (key) => slips.delete(key),
    };
    const report = reportPayment(database.db, {
      reference: order.reference,
      method: "bank_transfer",
      slip: slip(),
      slips: gated,
      mailContext: reportContext,
    });
    await reachedStorage;
    await confirmOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", agency });
    release();

    const outcome = await report.then(
      () => "reported",
      (error: unknown) => error,
    );
    expect(isCheckoutError(outcome, "alreadyConfirmed")).toBe(true);
    expect(await statusOf(order.id)).toBe("completed");
    const attempts = await paymentsOf(order.id);
    expect(attempts.map((p) => p.status).sort()).toEqual(["failed", "succeeded"]);
    // The refused report's slip is not kept.
    expect(attempts.every((p) => p.slipPath === null)).toBe(true);
  });

  it("allows only the moves in the table, whatever the caller read", async () => {
    const order = await transferOrder();
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        await database.db.update(orders).set({ status: from }).where(eq(orders.id, order.id));
        const moved = await moveOrder(database.db, order.id, to);
        expect(Boolean(moved), `${from} -> ${to}`).toBe(ORDER_TRANSITIONS[to].includes(from));
        expect(await statusOf(order.id)).toBe(moved ? to : from);
      }
    }
    // A completed order can only be refunded; a cancelled or refunded order is final.
    expect(orderStatuses.filter((to) => ORDER_TRANSITIONS[to].includes("completed"))).toEqual(["refunded"]);
    expect(orderStatuses.filter((to) => ORDER_TRANSITIONS[to].includes("cancelled"))).toEqual([]);
    expect(orderStatuses.filter((to) => ORDER_TRANSITIONS[to].includes("refunded"))).toEqual([]);
  });

  it.runIf(kind === "postgres")("under real concurrency, a confirmed order always ends completed", async () => {
    for (let round = 0; round < 8; round++) {
      const order = await transferOrder();
      await failOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", reason: "not received" });
      const results = await Promise.allSettled([
        reportPayment(database.db, { reference: order.reference, method: "bank_transfer", slips, mailContext: reportContext }),
        confirmOrderPayment(database.db, { orderId: order.id, staffUid: "admin-1", agency }),
      ]);
      const [, confirmation] = results;
      if (confirmation.status === "fulfilled") expect(await statusOf(order.id), `round ${round}`).toBe("completed");
      // Never two attempts open, never an open attempt on a completed order.
      const open = (await paymentsOf(order.id)).filter((p) => p.status === "processing");
      if ((await statusOf(order.id)) === "completed") expect(open).toEqual([]);
    }
  });
});
