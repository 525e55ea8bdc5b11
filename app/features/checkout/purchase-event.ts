// The purchase analytics event of an order (docs/product.md#analytics-and-consent): the payment as the analytics feature's
// purchase() reads it. Structural, so checkout does not import analytics; routes join the two.
import type { OrderView } from "./checkout-types";
import type { PaymentStatusView } from "./stripe.server";

export interface OrderPurchasePayment {
  /** The order's reference number stands in for a transaction id (offline methods have none). */
  transactionId?: string | null;
  reference_number: string;
  /** What is paid now, in satang: the total, or the deposit. */
  amount: number;
  currency: string;
  payment_method: string;
  order: { final_amount: number; package_name: string };
}

/**
 * Package names in analytics stay in English whatever the visitor's language, so reports group:
 * the package's English name in the catalogue, or its id if the catalogue no longer has it.
 */
export function packageNameForAnalytics(packageId: string, englishName: string | undefined): string {
  return `${englishName || packageId} website package`;
}

export function orderPurchasePayment(
  order: Pick<OrderView, "reference" | "dueNowSatang" | "totalSatang" | "currency" | "method" | "packageId"> & {
    /** The package's English name in the catalogue. */
    packageNameEn?: string;
  },
  transactionId?: string | null,
): OrderPurchasePayment {
  return {
    transactionId: transactionId ?? null,
    reference_number: order.reference,
    amount: order.dueNowSatang,
    currency: order.currency || "THB",
    payment_method: order.method,
    order: { final_amount: order.totalSatang, package_name: packageNameForAnalytics(order.packageId, order.packageNameEn) },
  };
}

/**
 * The purchase the browser reports on /payment-success: a completed card payment only. PromptPay
 * and bank transfer are sales once staff confirm the money, and the server reports those
 * (confirmed-purchases.server.ts), so the browser never does, whichever page it is on.
 */
export function browserPurchase(payment: PaymentStatusView | null | undefined): OrderPurchasePayment | null {
  return payment?.status === "completed" && payment.paymentMethod === "card" ? paymentStatusPurchase(payment) : null;
}

/** The event of a completed payment as /payment-success sees it: what was paid, else what was due now. */
export function paymentStatusPurchase(payment: PaymentStatusView): OrderPurchasePayment {
  return orderPurchasePayment({
    reference: payment.reference,
    dueNowSatang: payment.paidSatang || payment.amountDueNowSatang,
    totalSatang: payment.totalSatang,
    currency: "THB",
    method: payment.paymentMethod,
    packageId: payment.packageId,
    packageNameEn: payment.packageNames.en,
  });
}
