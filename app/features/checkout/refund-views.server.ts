// What the admin's order page shows of each paid payment's refunds (refund-panel.tsx).
import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { payments, refunds } from "~/.server/db/schema";
import { refundMethodOf } from "./refunds.server";

export interface PaymentRefundView {
  id: number;
  amountSatang: number;
  status: "pending" | "succeeded" | "failed";
  reason: string;
  createdAt: string;
}

/** A succeeded payment's refunds for the admin screen: how it is refunded, what is left, each refund. */
export interface PaymentRefunds {
  method: "stripe" | "offline";
  refundedSatang: number;
  pendingSatang: number;
  refundableSatang: number;
  refunds: PaymentRefundView[];
}

/** Per payment id (succeeded payments only), oldest refund first. */
export async function paymentRefundsOf(db: Db, orderId: number): Promise<Record<number, PaymentRefunds>> {
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")));
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt, refunds.id);
  const result: Record<number, PaymentRefunds> = {};
  for (const payment of paid) {
    const own = rows.filter((row) => row.paymentId === payment.id);
    const pendingSatang = own.filter((row) => row.status === "pending").reduce((sum, row) => sum + row.amountSatang, 0);
    result[payment.id] = {
      method: refundMethodOf(payment),
      refundedSatang: payment.refundedSatang,
      pendingSatang,
      refundableSatang: payment.amountSatang - payment.refundedSatang - pendingSatang,
      refunds: own.map((row) => ({
        id: row.id,
        amountSatang: row.amountSatang,
        status: row.status,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }
  return result;
}
