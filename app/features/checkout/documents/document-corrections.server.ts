// Correcting issued documents (ADR 063): an admin fixes the buyer's details for the tax invoice
// (or the agency fixed its own in the settings) and gives a reason; every payment's latest
// document is then re-issued as a correction naming the one it replaces, and the customer gets
// the new PDFs. Nothing issued is changed.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orderDocuments, orders, type OrderTaxInvoiceBuyer, payments } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import { messagesT } from "~/i18n/messages";
import { codedError } from "~/lib/errors";
import { balanceMessages } from "../balance-messages";
import { type DocumentRow, type DocumentSeller, issueCorrection, pdfAttachments } from "./issue-document.server";

export const CorrectionError = codedError<"notFound" | "noDocuments">("CorrectionError", (code) => `Correction refused: ${code}`);

export interface DocumentCorrection {
  reason: string;
  /** The buyer as the tax invoice should name them; null keeps the order's (none asked for). */
  buyer: OrderTaxInvoiceBuyer | null;
}

export async function correctOrderDocuments(
  db: Db,
  input: { orderId: number; staffUid: string; correction: DocumentCorrection; seller: DocumentSeller; replyTo: string },
): Promise<DocumentRow[]> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!locked) throw new CorrectionError("notFound");
    const issued = await tx
      .select()
      .from(orderDocuments)
      // A credit note is not replaced by a buyer's correction: the invoices it refers to are.
      .where(and(eq(orderDocuments.orderId, locked.id), isNull(orderDocuments.refundId)))
      .orderBy(desc(orderDocuments.id));
    // The latest document of each payment is the one a correction replaces.
    const latest = [...new Map(issued.reverse().map((document) => [document.paymentId, document])).values()];
    if (latest.length === 0) throw new CorrectionError("noDocuments");
    const [order] = input.correction.buyer
      ? await tx.update(orders).set({ taxInvoiceBuyer: input.correction.buyer }).where(eq(orders.id, locked.id)).returning()
      : [locked];
    if (!order) throw new CorrectionError("notFound");
    const corrections: DocumentRow[] = [];
    for (const original of latest) {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, original.paymentId), eq(payments.orderId, order.id)));
      if (!payment) continue;
      corrections.push(
        await issueCorrection(tx, {
          original,
          order,
          payment,
          seller: input.seller,
          reason: input.correction.reason,
          staffUid: input.staffUid,
        }),
      );
    }
    if (order.customerEmail) {
      const t = messagesT(balanceMessages, order.language);
      await enqueueMail(tx as unknown as Db, {
        to: order.customerEmail,
        replyTo: input.replyTo,
        subject: t("mail.correctedSubject", { reference: order.reference }),
        text: [
          t("mail.greeting", { name: order.customerName }),
          "",
          t("mail.correctedIntro", { numbers: corrections.map((document) => document.number).join(", ") }),
          "",
          t("mail.questions"),
        ].join("\n"),
        attachments: pdfAttachments(corrections),
        kind: "document-correction",
        reference: order.reference,
      });
    }
    return corrections;
  });
}
