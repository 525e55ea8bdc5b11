// Issuing a receipt or tax invoice (ADR 063) inside the transaction that confirms its payment:
// the next number of its type and Bangkok year comes from document_counters (the counter row stays
// locked until the transaction ends, and a rollback gives the number back, so numbers have no
// gaps), the snapshot freezes everything the document prints, and the PDF is drawn from it once
// and stored with it. Issued documents never change (a database trigger refuses it); a correction
// is a new document naming the old one.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import {
  documentCounters,
  type DocumentSnapshot,
  type DocumentType,
  type MailAttachment,
  orderDocuments,
  type orders,
  type payments,
} from "~/.server/db/schema";
import { bangkokYear } from "~/lib/bangkok-date";
import { renderDocumentPdf } from "./document-pdf.server";
import { type OrderNames, orderNamesOf } from "../order-names.server";
import { VAT_RATE_PERCENT } from "../order-pricing";
import { documentLines } from "./document-lines";

type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
export type DocumentRow = typeof orderDocuments.$inferSelect;

export { VAT_RATE_PERCENT };

/** The agency as its documents name it: settings (agency and invoicing groups), read by the route. */
export interface DocumentSeller {
  /** The registered name (settings: legalName, else the agency's name). */
  name: string;
  address: { en: string; th: string };
  email: string;
  phone: string;
  vatRegistered: boolean;
  /** 13 digits; printed when VAT-registered. */
  taxId: string;
  /** "00000" head office, else the branch number. */
  branch: string;
}

const prefixes: Record<DocumentType, string> = {
  receipt: "RC",
  tax_invoice: "TI",
  abbreviated_tax_invoice: "AT",
  credit_note: "CN",
};

/** E.g. TI-2026-00042: the type, the Bangkok year of issue, the number within that year. */
export function documentNumber(type: DocumentType, year: number, sequence: number): string {
  return `${prefixes[type]}-${year}-${String(sequence).padStart(5, "0")}`;
}

/** The next number of a type and year; the counter row is locked until the caller's transaction ends. */
async function nextSequence(tx: Executor, type: DocumentType, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ type, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.type, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error("The document counter did not answer");
  return row.last;
}

/** The VAT inside an amount that includes it: the base is rounded to the satang, VAT is the rest. */
export function vatIncluded(totalSatang: number, ratePercent = VAT_RATE_PERCENT) {
  const baseSatang = Math.round((totalSatang * 100) / (100 + ratePercent));
  return { ratePercent, baseSatang, vatSatang: totalSatang - baseSatang };
}

/**
 * Which document a payment gets (ADR 097): a plain receipt while the agency is not VAT-registered;
 * when it is, a full tax invoice (s.86/4) for a buyer who gave their tax details at checkout (or
 * in a correction), else an abbreviated tax invoice (s.86/6), which names no buyer address.
 */
export function documentTypeFor(
  seller: Pick<DocumentSeller, "vatRegistered">,
  order: Pick<OrderRow, "taxInvoiceBuyer">,
): DocumentType {
  if (!seller.vatRegistered) return "receipt";
  return order.taxInvoiceBuyer ? "tax_invoice" : "abbreviated_tax_invoice";
}

function buyerOf(order: OrderRow): DocumentSnapshot["buyer"] {
  const taxBuyer = order.taxInvoiceBuyer;
  if (taxBuyer) {
    return {
      name: taxBuyer.name,
      address: taxBuyer.address,
      email: order.customerEmail,
      // A buyer named without a tax id (a person, or a correction of the name alone) has neither.
      ...(taxBuyer.taxId ? { taxId: taxBuyer.taxId, branch: taxBuyer.branch } : {}),
    };
  }
  return { name: order.customerCompany || order.customerName, address: "", email: order.customerEmail };
}

export function sellerOf(seller: DocumentSeller): DocumentSnapshot["seller"] {
  return {
    name: seller.name,
    address: seller.address.th || seller.address.en,
    email: seller.email,
    phone: seller.phone,
    ...(seller.vatRegistered ? { taxId: seller.taxId, branch: seller.branch } : {}),
  };
}

export interface IssueInput {
  order: OrderRow;
  payment: PaymentRow;
  seller: DocumentSeller;
  now?: Date;
}

/** What the document would print, without a number yet (tests and the issue below). */
export function draftSnapshot(input: IssueInput & { names: OrderNames }, issuedAt: Date): Omit<DocumentSnapshot, "number"> {
  const { order, payment, seller } = input;
  const type = documentTypeFor(seller, order);
  const purpose = payment.purpose === "balance" ? "balance" : order.paymentOption;
  const totalSatang = payment.amountSatang;
  return {
    type,
    issuedAt: issuedAt.toISOString(),
    seller: sellerOf(seller),
    buyer: buyerOf(order),
    orderReference: order.reference,
    purpose,
    // Only a full tax invoice shows VAT apart, under lines before VAT; the others list VAT added
    // on top as a line, so their lines add up to the amount paid.
    lines: documentLines(order, purpose, totalSatang, input.names, { vatAsLine: type !== "tax_invoice" }),
    totalSatang,
    ...(type === "tax_invoice" ? { vat: vatIncluded(totalSatang) } : {}),
    payment: { method: payment.method, paidAt: (payment.confirmedAt ?? issuedAt).toISOString() },
  };
}

/** Numbers, draws and stores a document in the caller's transaction (credit-note.server.ts too). */
export async function storeDocument(
  tx: Executor,
  row: {
    order: OrderRow;
    payment: PaymentRow;
    draft: Omit<DocumentSnapshot, "number">;
    correctsId?: number;
    issuedBy?: string;
    refundId?: number;
  },
  issuedAt: Date,
): Promise<DocumentRow> {
  const year = bangkokYear(issuedAt);
  const sequence = await nextSequence(tx, row.draft.type, year);
  const number = documentNumber(row.draft.type, year, sequence);
  const snapshot: DocumentSnapshot = { ...row.draft, number };
  const pdf = await renderDocumentPdf(snapshot);
  const [document] = await tx
    .insert(orderDocuments)
    .values({
      orderId: row.order.id,
      paymentId: row.payment.id,
      type: snapshot.type,
      year,
      sequence,
      number,
      issuedAt,
      snapshot,
      correctsId: row.correctsId ?? null,
      issuedBy: row.issuedBy ?? null,
      refundId: row.refundId ?? null,
      pdf,
    })
    .returning();
  if (!document) throw new Error("The document was not stored");
  return document;
}

/**
 * The payment's document, issued in the caller's transaction (the one that confirms it). A payment
 * has one original document: asked twice, it answers the one it has.
 */
export async function issuePaymentDocument(tx: Executor, input: IssueInput): Promise<DocumentRow> {
  const [existing] = await tx
    .select()
    .from(orderDocuments)
    // A credit note of the payment (refund_id set) is not its original document.
    .where(
      and(eq(orderDocuments.paymentId, input.payment.id), isNull(orderDocuments.correctsId), isNull(orderDocuments.refundId)),
    );
  if (existing) return existing;
  const issuedAt = input.now ?? new Date();
  const names = await orderNamesOf(tx, input.order);
  return storeDocument(
    tx,
    { order: input.order, payment: input.payment, draft: draftSnapshot({ ...input, names }, issuedAt) },
    issuedAt,
  );
}

/** A corrected document: a new number, the old one named with the reason; the old one stays as it was. */
export async function issueCorrection(
  tx: Executor,
  input: {
    original: DocumentRow;
    order: OrderRow;
    payment: PaymentRow;
    seller: DocumentSeller;
    reason: string;
    staffUid: string;
    now?: Date;
  },
): Promise<DocumentRow> {
  const issuedAt = input.now ?? new Date();
  const names = await orderNamesOf(tx, input.order);
  const draft = {
    ...draftSnapshot({ ...input, names }, issuedAt),
    corrects: { number: input.original.number, issuedAt: input.original.issuedAt.toISOString(), reason: input.reason },
  };
  return storeDocument(
    tx,
    { order: input.order, payment: input.payment, draft, correctsId: input.original.id, issuedBy: input.staffUid },
    issuedAt,
  );
}

/** A document's PDF as a mail attachment (none while its PDF is missing). */
export function pdfAttachments(documents: DocumentRow[]): MailAttachment[] {
  return documents.flatMap((document) =>
    document.pdf
      ? [{ filename: `${document.number}.pdf`, contentType: "application/pdf", contentBase64: document.pdf.toString("base64") }]
      : [],
  );
}

/** The documents of an order, oldest first, without their bytes. */
export async function documentsOf(db: Db, orderId: number) {
  return db
    .select({
      id: orderDocuments.id,
      type: orderDocuments.type,
      number: orderDocuments.number,
      issuedAt: orderDocuments.issuedAt,
      paymentId: orderDocuments.paymentId,
      correctsId: orderDocuments.correctsId,
      /** The number of the document this one corrects, if any. */
      corrects: sql<string | null>`${orderDocuments.snapshot}->'corrects'->>'number'`,
    })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.issuedAt), asc(orderDocuments.id));
}

/** A document's PDF, when it belongs to the order (customer links and admin pages name both). */
export async function documentPdfOf(
  db: Db,
  orderId: number,
  documentId: number,
): Promise<{ number: string; pdf: Buffer } | null> {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId)));
  if (!row) return null;
  if (row.pdf) return { number: row.number, pdf: row.pdf };
  // Issued without its PDF (none today, kept for a renderer failure): draw it once, store it.
  const pdf = await renderDocumentPdf(row.snapshot);
  await db
    .update(orderDocuments)
    .set({ pdf })
    .where(and(eq(orderDocuments.id, row.id), isNull(orderDocuments.pdf)));
  return { number: row.number, pdf };
}
