// What a customer's "I have paid" or transfer notice stores and sends, the same for the amount due
// at checkout (orders.server.ts reportPayment) and for a deposit order's balance
// (balance-payments.server.ts): the slip saved first and removed again if the report is not stored,
// its hash, what its verification QR says and the bank's reference on the payment, and the agency
// told in the same transaction.
import type { Db } from "~/.server/db/client";
import type { orders, payments } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import type { Logger } from "~/lib/logger";
import type { ObjectStorage } from "~/.server/storage/storage";
import type { OrderMethod } from "./checkout-types";
import { type OrderMailContext, paymentReportedMail } from "./order-mail.server";
import { readSlipQr, type SlipQrReading } from "./slip-qr.server";
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
  logger?: Pick<Logger, "info" | "warn">;
  now?: Date;
}

/** The payment's columns a report fills in. */
export interface ReportDetails {
  slipPath: string | null;
  slipContentType: CheckedSlip["contentType"] | null;
  /** With the bank's reference, lets staff see one transfer claimed for two orders. */
  slipSha256: string | null;
  transferReference: string | null;
  /** What the slip's verification QR says (slip-qr.server.ts); null without a slip. */
  slipQrStatus: SlipQrReading["status"] | null;
  slipQrReference: string | null;
  slipQrBank: string | null;
}

/** Reads the slip's QR; an unreadable one is logged by its reason only, never the image or the customer. */
async function readReportedSlip(reference: string, report: PaymentReport): Promise<SlipQrReading | null> {
  if (!report.slip) return null;
  const reading = await readSlipQr(report.slip.bytes);
  if (reading.status === "unreadable") {
    const entry = { order: reference, why: reading.why, contentType: report.slip.contentType, detail: reading.detail };
    // A file the decoder fails on, or a search that overran, is worth a look; a slip without a QR is not.
    if (reading.why === "image-error" || reading.why === "timeout") report.logger?.warn("Checkout: slip QR not read", entry);
    else report.logger?.info("Checkout: slip has no slip-verify QR", entry);
  }
  return reading;
}

/** Saves the report's slip, then stores the report with `store`; a report not stored leaves no slip. */
export async function withReportDetails<T>(
  reference: string,
  report: PaymentReport,
  store: (details: ReportDetails) => Promise<T>,
): Promise<T> {
  // Read while the slip is saved: both finish before the report's transaction opens.
  const [slipPath, reading] = await Promise.all([
    report.slip ? saveSlip(report.slips, reference, report.slip) : null,
    readReportedSlip(reference, report),
  ]);
  try {
    return await store({
      slipPath,
      slipContentType: report.slip?.contentType ?? null,
      slipSha256: report.slip ? slipSha256(report.slip) : null,
      transferReference: report.transferReference || null,
      slipQrStatus: reading?.status ?? null,
      slipQrReference: reading?.status === "read" ? reading.reference : null,
      slipQrBank: reading?.status === "read" ? reading.bank : null,
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
