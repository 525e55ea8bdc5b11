// Which decisions the admin payment screen offers on an order (client-safe, read by the screen and
// its loader). The use-cases check the same again under the order's lock
// (payment-decisions.server.ts, order-decisions.server.ts); these only decide what is shown.

/** The decisions asked about first (decision-dialog.tsx). */
export type DecisionAsk = "confirm" | "cancel" | "withdraw";
interface OrderState {
  status: "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded";
  balanceStatus: "none" | "owed" | "requested" | "paid";
  paidSatang: number;
  decidable: boolean;
}

/** An order nothing was paid on, not cancelled yet. A paid order is refunded, never cancelled. */
export function mayCancel(order: OrderState): boolean {
  return order.status !== "completed" && order.status !== "cancelled" && order.paidSatang === 0;
}

/** A balance requested and not paid yet. */
export function mayWithdrawBalance(order: OrderState): boolean {
  return order.status === "completed" && order.balanceStatus === "requested";
}

/** The question the URL asks (?ask=), if that decision is open to the order now; else none. */
export function decisionAsked(order: OrderState, value: string | null): DecisionAsk | null {
  if (value === "confirm" && order.decidable) return "confirm";
  if (value === "cancel" && mayCancel(order)) return "cancel";
  if (value === "withdraw" && mayWithdrawBalance(order)) return "withdraw";
  return null;
}
