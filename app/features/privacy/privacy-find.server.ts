// Everything the site holds about one person, found by e-mail address (and optionally a phone
// number) for a data-subject request (ADR 110). The privacy feature reads across the tables that
// hold personal data through the data layer: answering the PDPA is one duty over all of them, and
// features do not import each other. Read-only; erasure is privacy-erase.server.ts.
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contactMessages, mailOutbox, orderDocuments, orders, payments, sessions, users } from "~/.server/db/schema";

/** A bound on every list, so one request never reads an unbounded amount (and the export stays small). */
export const MAX_FOUND_PER_KIND = 200;

export interface Subject {
  /** Lower-cased and trimmed (privacy-schema.ts). */
  email: string;
  /** Digits only, or null when none was given. */
  phoneDigits: string | null;
}

/** The digits of a phone number as typed ("081-234 5678" → "0812345678"); null when none. */
export function phoneDigitsOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 6 ? digits : null;
}

const digitsOf = (column: unknown) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

export interface FoundDocument {
  id: number;
  type: string;
  number: string;
  issuedAt: Date;
}

export interface FoundPayment {
  id: number;
  method: string;
  purpose: string;
  amountSatang: number;
  status: string;
  transferReference: string | null;
  slipPath: string | null;
  slipContentType: string | null;
  confirmedAt: Date | null;
  createdAt: Date;
}

export interface FoundOrder {
  id: number;
  reference: string;
  status: string;
  packageId: string;
  totalSatang: number;
  paymentMethod: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerCompany: string;
  requirements: string;
  taxInvoiceBuyer: unknown;
  analyticsClientId: string | null;
  language: string;
  createdAt: Date;
  personalDataErasedAt: Date | null;
  payments: FoundPayment[];
  documents: FoundDocument[];
}

export interface SubjectData {
  subject: Subject;
  messages: (typeof contactMessages.$inferSelect)[];
  orders: FoundOrder[];
  mail: {
    id: number;
    kind: string;
    reference: string | null;
    toAddress: string;
    subject: string;
    status: string;
    createdAt: Date;
  }[];
  staff: {
    uid: string;
    email: string;
    displayName: string;
    role: string;
    createdAt: Date;
    lastLogin: Date;
    sessions: number;
  } | null;
}

export async function findSubjectData(db: Db, subject: Subject): Promise<SubjectData> {
  const { email, phoneDigits } = subject;
  const messages = await db
    .select()
    .from(contactMessages)
    .where(
      or(
        eq(sql`lower(${contactMessages.email})`, email),
        phoneDigits ? eq(digitsOf(contactMessages.phone), phoneDigits) : undefined,
      ),
    )
    .orderBy(asc(contactMessages.createdAt))
    .limit(MAX_FOUND_PER_KIND);

  const orderRows = await db
    .select()
    .from(orders)
    .where(
      and(
        // An order already erased keeps nothing that could match; it is not found again.
        isNull(orders.personalDataErasedAt),
        or(
          eq(sql`lower(${orders.customerEmail})`, email),
          phoneDigits ? eq(digitsOf(orders.customerPhone), phoneDigits) : undefined,
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(MAX_FOUND_PER_KIND);
  const orderIds = orderRows.map((row) => row.id);
  const paymentRows = orderIds.length
    ? await db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.createdAt))
    : [];
  const documentRows = orderIds.length
    ? await db
        .select({
          id: orderDocuments.id,
          orderId: orderDocuments.orderId,
          type: orderDocuments.type,
          number: orderDocuments.number,
          issuedAt: orderDocuments.issuedAt,
        })
        .from(orderDocuments)
        .where(inArray(orderDocuments.orderId, orderIds))
        .orderBy(asc(orderDocuments.issuedAt))
    : [];

  // Mail to or about the person: sent to them, replying to them (the agency's copy of their
  // message), or belonging to one of their messages or orders.
  const references = [...messages.map((message) => `contact:${message.id}`), ...orderRows.map((order) => order.reference)];
  const mail = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      reference: mailOutbox.reference,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      or(
        eq(sql`lower(${mailOutbox.toAddress})`, email),
        eq(sql`lower(${mailOutbox.replyTo})`, email),
        references.length ? inArray(mailOutbox.reference, references) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(MAX_FOUND_PER_KIND);

  const [user] = await db.select().from(users).where(eq(users.email, email));
  const sessionCount = user
    ? Number(
        (
          await db
            .select({ total: sql<number>`count(*)` })
            .from(sessions)
            .where(eq(sessions.userUid, user.uid))
        )[0]?.total ?? 0,
      )
    : 0;

  return {
    subject,
    messages,
    orders: orderRows.map((order) => ({
      id: order.id,
      reference: order.reference,
      status: order.status,
      packageId: order.packageId,
      totalSatang: order.totalSatang,
      paymentMethod: order.paymentMethod,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      customerCompany: order.customerCompany,
      requirements: order.requirements,
      taxInvoiceBuyer: order.taxInvoiceBuyer,
      analyticsClientId: order.analyticsClientId,
      language: order.language,
      createdAt: order.createdAt,
      personalDataErasedAt: order.personalDataErasedAt,
      payments: paymentRows
        .filter((payment) => payment.orderId === order.id)
        .map((payment) => ({
          id: payment.id,
          method: payment.method,
          purpose: payment.purpose,
          amountSatang: payment.amountSatang,
          status: payment.status,
          transferReference: payment.transferReference,
          slipPath: payment.slipPath,
          slipContentType: payment.slipContentType,
          confirmedAt: payment.confirmedAt,
          createdAt: payment.createdAt,
        })),
      documents: documentRows
        .filter((document) => document.orderId === order.id)
        .map(({ orderId: _orderId, ...document }) => document),
    })),
    mail,
    staff: user
      ? {
          uid: user.uid,
          email: user.email,
          displayName: user.displayName,
          role: user.role,
          createdAt: user.createdAt,
          lastLogin: user.lastLogin,
          sessions: sessionCount,
        }
      : null,
  };
}
