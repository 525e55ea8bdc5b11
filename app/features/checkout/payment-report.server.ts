// What a customer's "I have paid" or transfer notice stores and sends, the same for the amount due
// at checkout (orders.server.ts reportPayment) and for a deposit order's balance
// (balance-payments.server.ts): the slip saved first and removed again if the report is not stored,
// its hash and the bank's reference on the payment, and the agency told in the same transaction.
import type { Db } from "~/.server/db/client";
import type { orders, payments } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import type { Logger } from "~/lib/logger";
import type { ObjectStorage } from "~/.server/storage/storage";
import type { OrderMethod } from "./checkout-types";
import { type OrderMailContext, paymentReportedMail } from "./order-mail.server";
import { type CheckedSlip, removeSlip, saveSlip, slipSha256 } from "./slips.server";

type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface PaymentReport {
  /** The method of the page the visitor used: PromptPay's "I have paid" or the transfer form. */
  method: "promptpay" | "bank_transfer";
  slip?: CheckedSlip | null;
  /** The bank's reference for the transfer as the customer typed it (trimmed, at most 40 characters). */
  transferReference?: string | null;
  /** The methods on offer: a balance can be reported only by one of them. */
  allowedMethods?: readonly OrderMethod[];
  /** Where the slip is kept (storageFor(env, db, "slips")). */
  slips: ObjectStorage;
  mailContext: Pick<OrderMailContext, "notificationEmail" | "adminUrl">;
  logger?: Pick<Logger, "info">;
  now?: Date;
}

/** The payment's columns a report fills in. */
export interface ReportDetails {
  slipPath: string | null;
  slipContentType: CheckedSlip["contentType"] | null;
  /** With the bank's reference, lets staff see one transfer claimed for two orders. */
  slipSha256: string | null;
  transferReference: string | null;
}

/** Saves the report's slip, then stores the report with `store`; a report not stored leaves no slip. */
export async function withReportDetails<T>(
  reference: string,
  report: PaymentReport,
  store: (details: ReportDetails) => Promise<T>,
): Promise<T> {
  const slipPath = report.slip ? await saveSlip(report.slips, reference, report.slip) : null;
  try {
    return await store({
      slipPath,
      slipContentType: report.slip?.contentType ?? null,
      slipSha256: report.slip ? slipSha256(report.slip) : null,
      transferReference: report.transferReference || null,
    });
  } catch (error) {
    if (slipPath) await removeSlip(report.slips, slipPath);
    throw error;
  }
}

/** Tells the agency, in the report's transaction, that the customer says they paid. */
export async function queueReportedMail(
  tx: Executor,
  order: typeof orders.$inferSelect,
  payment: typeof payments.$inferSelect,
  report: PaymentReport,
): Promise<void> {
  await enqueueMail(
    tx as unknown as Db,
    paymentReportedMail(
      {
        reference: order.reference,
        language: order.language,
        method: report.method,
        amountSatang: payment.amountSatang,
        slip: Boolean(payment.slipPath),
        customerEmail: order.customerEmail,
      },
      report.mailContext,
    ),
  );
}
