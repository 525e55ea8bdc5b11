// A credit note (ใบลดหนี้, Revenue Code s.86/10) for a refund of a payment that had a tax invoice
// (full or abbreviated), issued in the transaction that records the refund as succeeded: numbered
// CN-YYYY-NNNNN from document_counters like every document (gap-free, its own series), it names
// the invoice it reduces (number, date, value), the value credited by earlier credit notes on that
// invoice, the refund and its reason. VAT is shown as the invoice showed it: apart under the
// lines for a full tax invoice, as a line of its own for an abbreviated one. A plain receipt (an
// agency not VAT-registered) gets no credit note.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type DocumentSnapshot, orderDocuments, type orders, type payments, type refunds } from "~/.server/db/schema";
import { creditNoteWords } from "./document-words-messages";
import {
  type DocumentRow,
  type DocumentSeller,
  sellerOf,
  storeDocument,
  VAT_RATE_PERCENT,
  vatIncluded,
} from "./issue-document.server";

type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The invoice a refund of the payment reduces: its latest tax invoice (a correction replaces the original), else none. */
export async function invoiceOfPayment(tx: Executor, paymentId: number): Promise<DocumentRow | undefined> {
  const [latest] = await tx
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.paymentId, paymentId), isNull(orderDocuments.refundId)))
    .orderBy(desc(orderDocuments.issuedAt), desc(orderDocuments.id))
    .limit(1);
  return latest && (latest.type === "tax_invoice" || latest.type === "abbreviated_tax_invoice") ? latest : undefined;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/** The lines of a credit note: the refund, before VAT when the invoice showed VAT apart or as a line. */
export function creditNoteLines(invoice: DocumentSnapshot, refundedSatang: number): Pick<DocumentSnapshot, "lines" | "vat"> {
  const description = {
    en: fill(creditNoteWords.line.en, { number: invoice.number }),
    th: fill(creditNoteWords.line.th, { number: invoice.number }),
  };
  const ratePercent = invoice.vat?.ratePercent ?? VAT_RATE_PERCENT;
  const vat = vatIncluded(refundedSatang, ratePercent);
  if (invoice.type === "tax_invoice") return { lines: [{ description, amountSatang: vat.baseSatang }], vat };
  const rate = String(ratePercent);
  return {
    lines: [
      { description, amountSatang: vat.baseSatang },
      {
        description: { en: fill(creditNoteWords.vat.en, { rate }), th: fill(creditNoteWords.vat.th, { rate }) },
        amountSatang: vat.vatSatang,
      },
    ],
  };
}

/**
 * Issues the refund's credit note in the caller's transaction when the payment has a tax invoice;
 * undefined when it has none (a receipt). A refund has one credit note: asked twice, the one it has.
 */
export async function issueCreditNote(
  tx: Executor,
  input: {
    order: typeof orders.$inferSelect;
    payment: typeof payments.$inferSelect;
    refund: typeof refunds.$inferSelect;
    seller: DocumentSeller;
    now?: Date;
  },
): Promise<DocumentRow | undefined> {
  const [existing] = await tx
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.refundId, input.refund.id), isNull(orderDocuments.correctsId)));
  if (existing) return existing;
  const invoice = await invoiceOfPayment(tx, input.payment.id);
  if (!invoice) return undefined;
  // Credit notes already issued against this invoice (the payment's earlier refunds).
  const [before] = await tx
    .select({ satang: sql<string>`coalesce(sum((${orderDocuments.snapshot}->>'totalSatang')::int), 0)` })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.paymentId, input.payment.id),
        isNotNull(orderDocuments.refundId),
        inArray(orderDocuments.type, ["credit_note"]),
        sql`${orderDocuments.snapshot}->'creditNote'->'invoice'->>'number' = ${invoice.number}`,
      ),
    );
  const issuedAt = input.now ?? new Date();
  const source = invoice.snapshot;
  const draft: Omit<DocumentSnapshot, "number"> = {
    type: "credit_note",
    issuedAt: issuedAt.toISOString(),
    seller: sellerOf(input.seller),
    // The buyer as the invoice named them (a correction included).
    buyer: source.buyer,
    orderReference: source.orderReference,
    purpose: source.purpose,
    ...creditNoteLines(source, input.refund.amountSatang),
    totalSatang: input.refund.amountSatang,
    payment: source.payment,
    creditNote: {
      invoice: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString(), totalSatang: source.totalSatang },
      refundedSatang: input.refund.amountSatang,
      creditedBeforeSatang: Number(before?.satang ?? 0),
      reason: input.refund.reason,
    },
  };
  return storeDocument(
    tx,
    {
      order: input.order,
      payment: input.payment,
      draft,
      refundId: input.refund.id,
      issuedBy: input.refund.createdBy ?? undefined,
    },
    issuedAt,
  );
}
