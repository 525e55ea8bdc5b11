import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders, payments, refunds } from "./checkout";

/**
 * Receipts and tax invoices (ADR 063). A document is issued in the transaction that confirms its
 * payment, numbered from `document_counters` in that same transaction (so a rollback gives its
 * number back and the sequence has no gaps), and never changes afterwards: a trigger refuses
 * updates and deletes, except filling `pdf` once. A correction is a new document whose
 * `corrects_id` names the old one.
 */
/**
 * receipt: a plain receipt (no VAT registration); tax_invoice: a full tax invoice (s.86/4);
 * abbreviated_tax_invoice: ใบกำกับภาษีอย่างย่อ (s.86/6), when a VAT-registered agency's buyer gave no
 * tax details; credit_note: ใบลดหนี้ (s.86/10), issued for a refund of a payment with a tax invoice,
 * referring to that invoice, numbered in its own series.
 */
export const documentTypes = ["receipt", "tax_invoice", "abbreviated_tax_invoice", "credit_note"] as const;
export type DocumentType = (typeof documentTypes)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Everything printed on the document, frozen when it is issued; the PDF is drawn from this alone. */
export interface DocumentSnapshot {
  type: DocumentType;
  number: string;
  /** ISO timestamp of issue; printed as the Bangkok date. */
  issuedAt: string;
  seller: {
    name: string;
    address: string;
    /** Present when VAT-registered. */
    taxId?: string;
    /** "00000" head office, else the branch number. */
    branch?: string;
    email: string;
    phone: string;
  };
  buyer: {
    name: string;
    address: string;
    email: string;
    taxId?: string;
    branch?: string;
  };
  orderReference: string;
  /** What the payment was for: the checkout amount (full or deposit) or the balance. */
  purpose: "full" | "deposit" | "balance";
  lines: { description: { en: string; th: string }; amountSatang: number }[];
  /** The amount paid, VAT included when VAT applies. */
  totalSatang: number;
  /** VAT at `vatRatePercent`, shown separately on a tax invoice; absent on a plain receipt. */
  vat?: { ratePercent: number; baseSatang: number; vatSatang: number };
  payment: { method: "card" | "promptpay" | "bank_transfer"; paidAt: string };
  /** The document this one corrects (its number), when it is a correction. */
  corrects?: { number: string; issuedAt: string; reason: string };
  /**
   * A credit note: the tax invoice it reduces, the invoice's value, the refund and its reason
   * (s.86/10 asks for the original value, the correct value and the difference).
   */
  creditNote?: {
    invoice: { number: string; issuedAt: string; totalSatang: number };
    refundedSatang: number;
    /** Earlier credit notes on the same invoice (s.86/10's "correct value" subtracts them too). */
    creditedBeforeSatang?: number;
    reason: string;
  };
}

export const orderDocuments = pgTable(
  "order_documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // Restrict: a document outlives nothing it refers to being deleted (tax records are kept).
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    type: text("type", { enum: documentTypes }).notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb("snapshot").$type<DocumentSnapshot>().notNull(),
    correctsId: integer("corrects_id"),
    /** users.uid of who issued a correction; null for documents issued on confirmation. */
    issuedBy: text("issued_by"),
    /** The refund a credit note is for; set on credit notes only. */
    refundId: integer("refund_id").references(() => refunds.id, { onDelete: "restrict" }),
    pdf: bytea("pdf"),
  },
  (table) => [
    uniqueIndex("order_documents_number_key").on(table.number),
    uniqueIndex("order_documents_type_year_sequence_key").on(table.type, table.year, table.sequence),
    // One original document per payment; corrections and credit notes add more.
    uniqueIndex("order_documents_payment_original_key")
      .on(table.paymentId)
      .where(sql`${table.correctsId} is null and ${table.refundId} is null`),
    // One credit note per refund (a correction of it adds another).
    uniqueIndex("order_documents_refund_original_key")
      .on(table.refundId)
      .where(sql`${table.correctsId} is null and ${table.refundId} is not null`),
    check("order_documents_credit_note_refund_check", sql`(${table.type} = 'credit_note') = (${table.refundId} is not null)`),
    index("order_documents_order_idx").on(table.orderId, table.issuedAt),
    check(
      "order_documents_type_check",
      sql`${table.type} in ('receipt', 'tax_invoice', 'abbreviated_tax_invoice', 'credit_note')`,
    ),
    check("order_documents_sequence_check", sql`${table.sequence} > 0`),
  ],
);

/** The last number issued per document type and (Bangkok) year. */
export const documentCounters = pgTable(
  "document_counters",
  {
    type: text("type", { enum: documentTypes }).notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.year] })],
);
