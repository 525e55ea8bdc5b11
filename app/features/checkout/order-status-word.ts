// Which status word an order shows its customer: the admin Payments list's word for the same order
// (admin-messages.ts orderStatus), so both sides name it alike (ADR 101). An offline order has a
// payment row in "processing" from the moment it is placed; it still reads "Awaiting payment"
// until the customer reports paying ("I have paid" or a slip), which moves the order to processing.
import type { OrderStatus, PaymentStatus } from "./checkout-types";

export function orderStatusWord(order: { status: OrderStatus; payment: { status: PaymentStatus } | null }): OrderStatus {
  if (order.status !== "pending") return order.status;
  // A declined card attempt on an order that may still be paid again.
  return order.payment?.status === "failed" ? "failed" : "pending";
}
