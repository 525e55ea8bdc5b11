// Decisions an admin can take back on an order that is not paid: cancel it, or withdraw a balance
// request. Each is one transaction: the order is locked, the change is a guarded transition
// (status-transitions.server.ts) and its order_events row is written with it, so a refused or
// failed decision changes nothing and records nothing. A paid order is never cancelled here (a
// refund is another decision).
import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";
import { codedError } from "~/lib/errors";
import { recordOrderEvent } from "./order-events.server";
import { moveBalance, moveOrder } from "./status-transitions.server";

export type OrderDecisionErrorCode = "notFound" | "cancelled" | "paid" | "notRequested";
export const OrderDecisionError = codedError<OrderDecisionErrorCode>(
  "OrderDecisionError",
  (code) => `Order decision refused: ${code}`,
);
export type OrderDecisionError = InstanceType<typeof OrderDecisionError>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new OrderDecisionError("notFound");
  return order;
}

/** Whether any money was taken on the order (a succeeded payment of any purpose). */
async function hasPaidMoney(tx: Tx, orderId: number): Promise<boolean> {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")))
    .limit(1);
  return Boolean(paid);
}

/**
 * Cancels an order nothing was paid on: pending, processing or failed -> cancelled. The customer's
 * page then offers no payment. Open attempts stay as they are, for the record.
 */
export async function cancelOrder(
  db: Db,
  input: { orderId: number; staffUid: string; reason: string },
): Promise<{ reference: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.status === "cancelled") throw new OrderDecisionError("cancelled");
    if (order.status === "completed" || (await hasPaidMoney(tx, order.id))) throw new OrderDecisionError("paid");
    const moved = await moveOrder(tx, order.id, "cancelled");
    if (!moved) throw new OrderDecisionError("paid");
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "order_cancelled",
      actor: input.staffUid,
      details: { amountSatang: order.amountDueNowSatang, ...(input.reason ? { reason: input.reason } : {}) },
    });
    return { reference: order.reference };
  });
}

/**
 * Takes back a balance request: requested -> owed. The reminder job only reads requested balances,
 * so the reminders stop, and the customer's page no longer asks for the balance; it can be
 * requested again later (a new request starts the reminders afresh).
 */
export async function withdrawBalance(db: Db, input: { orderId: number; staffUid: string }): Promise<{ reference: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.status === "cancelled") throw new OrderDecisionError("cancelled");
    const moved = await moveBalance(tx, order.id, "owed");
    if (!moved) throw new OrderDecisionError("notRequested");
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "balance_withdrawn",
      actor: input.staffUid,
      details: { amountSatang: order.balanceDueSatang },
    });
    return { reference: order.reference };
  });
}
