// Every change of an order's or a payment's status goes through here, as one guarded statement:
// `UPDATE … SET status = to WHERE id = … AND status IN (the states that may become it)`. Whatever
// the caller read before, a change the table below does not allow matches no row and changes
// nothing, so two requests racing (a customer's report and a staff confirmation, a webhook and its
// retry) can never move a completed order back, or pay a payment twice.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "~/.server/db/client";
import {
  type BalanceStatus,
  type OrderStatus,
  orders,
  type PaymentPurpose,
  type PaymentStatus,
  payments,
} from "~/.server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

/** For each status, the statuses an order may come from to reach it. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  // A new card attempt after a failed one.
  pending: ["failed"],
  // The customer says they paid (again after a rejected transfer; a repeat report changes nothing).
  processing: ["pending", "failed", "processing"],
  // The money arrived: by card, or confirmed by staff (also after they first rejected it).
  completed: ["pending", "processing", "failed"],
  failed: ["pending", "processing"],
  cancelled: ["pending", "processing", "failed"],
  // Everything paid was given back (refunds).
  refunded: ["completed"],
};

/** For each status, the statuses a payment may come from to reach it. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  processing: [],
  // A card declined and then accepted on the same Checkout page is failed -> succeeded.
  succeeded: ["processing", "failed"],
  failed: ["processing"],
};

/**
 * For each balance status, the statuses it may come from. A balance is requested once (the
 * reminders follow on their own) and paid once; an admin may withdraw a request that is not paid
 * (requested -> owed, order-decisions.server.ts); "none" (paid in full at checkout) never changes.
 */
export const BALANCE_TRANSITIONS: Record<BalanceStatus, readonly BalanceStatus[]> = {
  none: [],
  owed: ["requested"],
  requested: ["owed"],
  paid: ["requested"],
};

/**
 * What can be paid on an order now: the amount due at checkout until the order is completed, then
 * the balance of a deposit order once staff have requested it; null when nothing is payable.
 */
export function payablePurpose(order: { status: OrderStatus; balanceStatus: BalanceStatus }): PaymentPurpose | null {
  if (order.status === "cancelled" || order.status === "refunded") return null;
  if (order.status !== "completed") return "due_now";
  return order.balanceStatus === "requested" ? "balance" : null;
}

export function orderMayMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[to].includes(from);
}

/**
 * Moves the order to `to` if its current status allows it; the updated row, or undefined when the
 * guard refused (the caller decides whether that is an error or a harmless repeat).
 */
export async function moveOrder(db: Executor, orderId: number, to: OrderStatus, now?: Date) {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: now ?? sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...ORDER_TRANSITIONS[to]])))
    .returning();
  return row;
}

type PaymentChanges = Omit<PgUpdateSetSource<typeof payments>, "status" | "id" | "orderId">;

/** Moves the payment to `to` (with `changes`) if its current status allows it; else undefined. */
export async function movePayment(db: Executor, paymentId: number, to: PaymentStatus, changes: PaymentChanges = {}) {
  const [row] = await db
    .update(payments)
    .set({ updatedAt: sql`now()`, ...changes, status: to })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...PAYMENT_TRANSITIONS[to]])))
    .returning();
  return row;
}

/**
 * Moves a deposit order's balance to `to` if its balance status allows it and the deposit is paid
 * (the order is completed); the updated row, or undefined when the guard refused.
 */
export async function moveBalance(db: Executor, orderId: number, to: BalanceStatus, changes: { requestedAt?: Date } = {}) {
  const [row] = await db
    .update(orders)
    .set({
      balanceStatus: to,
      updatedAt: sql`now()`,
      ...(to === "requested" ? { balanceRequestedAt: changes.requestedAt ?? sql`now()`, balanceRemindersSent: 0 } : {}),
    })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, "completed"), inArray(orders.balanceStatus, [...BALANCE_TRANSITIONS[to]])),
    )
    .returning();
  return row;
}
