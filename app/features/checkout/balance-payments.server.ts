// Paying the balance of a deposit order by PromptPay or bank transfer: the customer reports it on
// the order page (with a slip for a transfer), staff confirm it on the admin page. The card path
// is stripe.server.ts (startCardPayment pays whatever payablePurpose says is due).
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import { CheckoutError } from "./checkout-errors";
import { paymentReportedMail } from "./order-mail.server";
import type { Logger } from "~/lib/logger";
import type { ObjectStorage } from "~/.server/storage/storage";
import type { OrderMailContext } from "./order-mail.server";
import { type CheckedSlip, removeSlip, saveSlip, slipSha256 } from "./slips.server";

/** The report as orders.server.ts reportPayment receives it. */
interface BalanceReport {
  method: "promptpay" | "bank_transfer";
  slip?: CheckedSlip | null;
  transferReference?: string | null;
  allowedMethods?: readonly ("card" | "promptpay" | "bank_transfer")[];
  slips: ObjectStorage;
  mailContext: Pick<OrderMailContext, "notificationEmail" | "adminUrl">;
  logger?: Pick<Logger, "info">;
  now?: Date;
}

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
  options: BalanceReport,
): Promise<{ order: OrderRow; payment: PaymentRow; slipSaved: boolean }> {
  const now = options.now ?? new Date();
  // The customer chooses the balance's method, among those on offer only.
  if (options.allowedMethods && !options.allowedMethods.includes(options.method)) throw new CheckoutError("methodUnavailable");
  const slipPath = options.slip ? await saveSlip(options.slips, order.reference, options.slip) : null;
  try {
    const result = await db.transaction(async (tx) => {
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
          slipPath,
          slipContentType: options.slip?.contentType ?? null,
          // As for the deposit: staff are warned of a slip or reference used for another order.
          slipSha256: options.slip ? slipSha256(options.slip) : null,
          transferReference: options.transferReference || null,
        })
        .returning();
      if (!payment) throw new Error("The payment was not stored");
      await tx
        .update(orders)
        .set({ updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await enqueueMail(
        tx as unknown as Db,
        paymentReportedMail(
          {
            reference: order.reference,
            language: order.language,
            method: options.method,
            amountSatang: payment.amountSatang,
            slip: Boolean(slipPath),
            customerEmail: order.customerEmail,
          },
          options.mailContext,
        ),
      );
      return { order: locked, payment, slipSaved: Boolean(slipPath) };
    });
    options.logger?.info("Checkout: balance payment reported by the customer", {
      order: order.reference,
      payment: result.payment.id,
      method: options.method,
    });
    return result;
  } catch (error) {
    if (slipPath) await removeSlip(options.slips, slipPath);
    throw error;
  }
}
