// The admin Payments screen's queries: the filtered, paged list with its totals, the CSV export and
// one order with every payment attempt. The decisions on a payment are in payment-decisions.server.ts.
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments, users } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE, type AdminPaymentFilters } from "./admin-payments-schema";
import { balanceMailsOf } from "./balance.server";
import type { OrderDocumentLink, TaxInvoiceBuyer } from "./checkout-types";
import { documentsOf } from "./documents/issue-document.server";
import { type DuplicatePaymentOrder, findDuplicatePaymentOrders } from "./payment-duplicates.server";
import { STRIPE_CONFIRMER } from "./stripe-webhooks.server";

/** The agency's time zone: a "day" in the period filter is a Bangkok day. */
const AGENCY_UTC_OFFSET = "+07:00";

export function periodStart(date: string): Date {
  return new Date(`${date}T00:00:00${AGENCY_UTC_OFFSET}`);
}

export function periodEnd(date: string): Date {
  return new Date(periodStart(date).getTime() + 24 * 60 * 60 * 1000);
}

/** `%` and `_` typed by staff are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filters: AdminPaymentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.method) conditions.push(eq(orders.paymentMethod, filters.method));
  if (filters.balance) conditions.push(eq(orders.balanceStatus, filters.balance));
  // "Owed" is a balance to ask for: the deposit is paid.
  if (filters.balance === "owed") conditions.push(eq(orders.status, "completed"));
  if (filters.from) conditions.push(gte(orders.createdAt, periodStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, periodEnd(filters.to)));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const match = or(ilike(orders.reference, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern));
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

// Correlated subqueries name the outer row explicitly: inside them an unqualified "id" or
// "updated_at" would be the payment's own column.
const orderId = sql.raw('"orders"."id"');
const orderUpdatedAt = sql.raw('"orders"."updated_at"');
// Money kept: what succeeded less what was refunded (ADR 102), so the list and its totals match revenue.
const paidSatang = sql<number>`coalesce((select sum(p.amount_satang - p.refunded_satang) from payments p where p.order_id = ${orderId} and p.status = 'succeeded'), 0)::int`;
const latestPaymentStatus = sql<
  "processing" | "succeeded" | "failed" | null
>`(select p.status from payments p where p.order_id = ${orderId} order by p.created_at desc, p.id desc limit 1)`;
const lastActivityAt = sql<string>`greatest(${orderUpdatedAt}, coalesce((select max(p.updated_at) from payments p where p.order_id = ${orderId}), ${orderUpdatedAt}))`;
const hasSlip = sql<boolean>`exists(select 1 from payments p where p.order_id = ${orderId} and p.slip_path is not null)`;
const customerReported = sql<boolean>`exists(select 1 from payments p where p.order_id = ${orderId} and p.status = 'processing' and p.customer_confirmed_at is not null)`;

export interface AdminOrderRow {
  id: number;
  reference: string;
  customerName: string;
  customerEmail: string;
  packageId: string;
  paymentOption: "full" | "deposit";
  paymentMethod: "card" | "promptpay" | "bank_transfer";
  totalSatang: number;
  amountDueNowSatang: number;
  paidSatang: number;
  status: "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded";
  latestPaymentStatus: "processing" | "succeeded" | "failed" | null;
  customerReported: boolean;
  hasSlip: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminTotals {
  orders: number;
  orderedSatang: number;
  receivedSatang: number;
  awaitingSatang: number;
}

const rowColumns = {
  id: orders.id,
  reference: orders.reference,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  packageId: orders.packageId,
  paymentOption: orders.paymentOption,
  paymentMethod: orders.paymentMethod,
  totalSatang: orders.totalSatang,
  amountDueNowSatang: orders.amountDueNowSatang,
  paidSatang,
  status: orders.status,
  latestPaymentStatus,
  customerReported,
  hasSlip,
  createdAt: orders.createdAt,
  updatedAt: lastActivityAt,
};

function toRow(
  row: {
    createdAt: Date;
    updatedAt: string | Date;
    paidSatang: number | string;
    hasSlip: boolean | string;
    customerReported: boolean | string;
  } & Omit<AdminOrderRow, "createdAt" | "updatedAt" | "paidSatang" | "hasSlip" | "customerReported">,
): AdminOrderRow {
  return {
    ...row,
    paidSatang: Number(row.paidSatang),
    hasSlip: row.hasSlip === true || row.hasSlip === "t" || row.hasSlip === "true",
    customerReported: row.customerReported === true || row.customerReported === "t" || row.customerReported === "true",
    createdAt: row.createdAt.toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listAdminOrders(
  db: Db,
  filters: AdminPaymentFilters,
): Promise<{ rows: AdminOrderRow[]; total: number; page: number; pages: number; totals: AdminTotals }> {
  const where = whereOf(filters);
  const [summary] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      orderedSatang: sql<number>`coalesce(sum(${orders.totalSatang}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`,
      receivedSatang: sql<number>`coalesce(sum(${paidSatang}), 0)::bigint`,
      awaitingSatang: sql<number>`coalesce(sum(${orders.amountDueNowSatang}) filter (where ${orders.status} in ('pending', 'processing', 'failed')), 0)::bigint`,
    })
    .from(orders)
    .where(where);
  const total = Number(summary?.orders ?? 0);
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const rows = await db
    .select(rowColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    rows: rows.map(toRow),
    total,
    page,
    pages,
    totals: {
      orders: total,
      orderedSatang: Number(summary?.orderedSatang ?? 0),
      receivedSatang: Number(summary?.receivedSatang ?? 0),
      awaitingSatang: Number(summary?.awaitingSatang ?? 0),
    },
  };
}

/** Every order the filters match, for the CSV export (bounded, newest first). */
export async function exportAdminOrders(
  db: Db,
  filters: AdminPaymentFilters,
  limit = 10_000,
): Promise<(AdminOrderRow & { customerPhone: string })[]> {
  const rows = await db
    .select({ ...rowColumns, customerPhone: orders.customerPhone })
    .from(orders)
    .where(whereOf(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...toRow(row), customerPhone: row.customerPhone }));
}

export interface AdminPaymentDetail {
  id: number;
  method: "card" | "promptpay" | "bank_transfer";
  amountSatang: number;
  status: "processing" | "succeeded" | "failed";
  createdAt: string;
  customerConfirmedAt: string | null;
  /** What it paid: the amount due at checkout, or a deposit order's balance. */
  purpose: "due_now" | "balance";
  hasSlip: boolean;
  /** The bank's reference as the customer typed it, if they did. */
  transferReference: string | null;
  /** What the slip's verification QR says (slip-qr.server.ts); null when nothing was read. */
  slipQr: { status: "read"; bank: string; reference: string } | { status: "unreadable" } | null;
  failureReason: string | null;
  decidedAt: string | null;
  /** "stripe", a staff member's name, or "unknown" when the account is gone. */
  decidedBy: { kind: "stripe" } | { kind: "staff"; name: string } | { kind: "unknown" } | null;
}

export interface AdminOrderDetail {
  id: number;
  reference: string;
  status: AdminOrderRow["status"];
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerCompany: string;
  requirements: string;
  /** The buyer's details for a tax invoice; null when not asked for. */
  taxInvoiceBuyer: TaxInvoiceBuyer | null;
  language: "en" | "th";
  packageId: string;
  addOns: { id: string; quantity: number; lineSatang: number }[];
  maintenancePlan: string | null;
  paymentOption: "full" | "deposit";
  paymentMethod: "card" | "promptpay" | "bank_transfer";
  subtotalSatang: number;
  discountSatang: number;
  /** VAT added on top when the order was placed (0 when prices included it). */
  vatSatang: number;
  totalSatang: number;
  amountDueNowSatang: number;
  balanceDueSatang: number;
  paidSatang: number;
  createdAt: string;
  payments: AdminPaymentDetail[];
  /** Whether an admin could confirm or reject a payment now. */
  decidable: boolean;
  balanceStatus: "none" | "owed" | "requested" | "paid";
  /** The balance request and reminders, oldest first. */
  balanceMails: { kind: "request" | "reminder"; sentAt: string }[];
  documents: OrderDocumentLink[];
  /** Other orders paid with the same slip image, slip QR transaction reference or transfer reference. */
  duplicates: DuplicatePaymentOrder[];
}

function slipQrOf(payment: typeof payments.$inferSelect): AdminPaymentDetail["slipQr"] {
  if (payment.slipQrStatus === "read" && payment.slipQrBank && payment.slipQrReference) {
    return { status: "read", bank: payment.slipQrBank, reference: payment.slipQrReference };
  }
  return payment.slipQrStatus === "unreadable" ? { status: "unreadable" } : null;
}

export async function getAdminOrder(db: Db, orderId: number): Promise<AdminOrderDetail | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  const rows = await db
    .select({ payment: payments, staffName: users.displayName, staffEmail: users.email })
    .from(payments)
    .leftJoin(users, eq(users.uid, payments.confirmedBy))
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const list: AdminPaymentDetail[] = rows.map(({ payment, staffName, staffEmail }) => ({
    id: payment.id,
    method: payment.method,
    amountSatang: payment.amountSatang,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    customerConfirmedAt: payment.customerConfirmedAt?.toISOString() ?? null,
    purpose: payment.purpose,
    hasSlip: Boolean(payment.slipPath),
    transferReference: payment.transferReference,
    slipQr: slipQrOf(payment),
    failureReason: payment.failureReason,
    decidedAt: payment.confirmedAt?.toISOString() ?? null,
    decidedBy: !payment.confirmedBy
      ? null
      : payment.confirmedBy === STRIPE_CONFIRMER
        ? { kind: "stripe" }
        : staffEmail
          ? { kind: "staff", name: staffName || staffEmail }
          : { kind: "unknown" },
  }));
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    customerCompany: order.customerCompany,
    requirements: order.requirements,
    taxInvoiceBuyer: order.taxInvoiceBuyer ?? null,
    language: order.language,
    packageId: order.packageId,
    addOns: order.addOns.map(({ id, quantity, lineSatang }) => ({ id, quantity, lineSatang })),
    maintenancePlan: order.maintenancePlan,
    paymentOption: order.paymentOption,
    paymentMethod: order.paymentMethod,
    subtotalSatang: order.subtotalSatang,
    discountSatang: order.discountSatang,
    vatSatang: order.vatSatang,
    totalSatang: order.totalSatang,
    amountDueNowSatang: order.amountDueNowSatang,
    balanceDueSatang: order.balanceDueSatang,
    paidSatang: list.filter((p) => p.status === "succeeded").reduce((sum, p) => sum + p.amountSatang, 0),
    createdAt: order.createdAt.toISOString(),
    payments: list,
    decidable:
      order.status === "completed"
        ? order.balanceStatus === "requested" &&
          list.some((payment) => payment.purpose === "balance" && payment.status === "processing" && payment.method !== "card")
        : order.paymentMethod !== "card" && order.status !== "cancelled",
    balanceStatus: order.balanceStatus,
    balanceMails: (await balanceMailsOf(db, order.id)).map((mail) => ({ kind: mail.kind, sentAt: mail.sentAt.toISOString() })),
    documents: (await documentsOf(db, order.id)).map((document) => ({
      type: document.type,
      number: document.number,
      issuedAt: document.issuedAt.toISOString(),
      href: `/admin/payments/${order.id}/documents/${document.id}`,
      corrects: document.corrects,
    })),
    duplicates: await findDuplicatePaymentOrders(db, order.id),
  };
}
