// Paying the balance of a deposit order by PromptPay or bank transfer: the customer reports it on
// the order page (with a slip for a transfer), staff confirm it on the admin page. The card path
// is stripe.server.ts (startCardPayment pays whatever payablePurpose says is due).
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";
import { CheckoutError } from "./checkout-errors";
import { type PaymentReport, queueReportedMail, withReportDetails } from "./payment-report.server";

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The latest payment of an order's balance, by any method. */
export async function latestBalancePayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, "balance")))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return payment;
}

/**
 * The customer says they paid the balance: a new processing payment of the balance by the method
 * they chose, for staff to confirm; the agency is told. Refused while an earlier report waits or
 * once the balance is paid; the order's row lock makes two reports at once count as one.
 */
export async function reportBalancePayment(
  db: Db,
  order: OrderRow,
  options: PaymentReport,
): Promise<{ order: OrderRow; payment: PaymentRow; slipSaved: boolean }> {
  const now = options.now ?? new Date();
  // The customer chooses the balance's method, among those on offer only.
  if (options.allowedMethods && !options.allowedMethods.includes(options.method)) throw new CheckoutError("methodUnavailable");
  const result = await withReportDetails(order.reference, options, (reportDetails) =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
      if (!locked || locked.status !== "completed" || locked.balanceStatus !== "requested") {
        throw new CheckoutError("alreadyConfirmed");
      }
      const [latest] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.purpose, "balance")))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      if (latest && (latest.status === "succeeded" || (latest.status === "processing" && latest.customerConfirmedAt))) {
        throw new CheckoutError("alreadyConfirmed");
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          method: options.method,
          purpose: "balance",
          amountSatang: locked.balanceDueSatang,
          status: "processing",
          customerConfirmedAt: now,
          ...reportDetails,
        })
        .returning();
      if (!payment) throw new Error("The payment was not stored");
      await tx
        .update(orders)
        .set({ updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await queueReportedMail(tx, order, payment, options);
      return { order: locked, payment, slipSaved: Boolean(reportDetails.slipPath) };
    }),
  );
  options.logger?.info("Checkout: balance payment reported by the customer", {
    order: order.reference,
    payment: result.payment.id,
    method: options.method,
  });
  return result;
}
