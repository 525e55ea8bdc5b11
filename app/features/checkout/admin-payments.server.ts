// The admin Payments screen's queries and decisions. Staff read everything; only admins confirm a
// PromptPay or bank-transfer payment (the order becomes Completed and receipts are queued in the
// same transaction) or mark it failed. Each decision stores who (users.uid) and when (database
// clock) on the payment. Card payments are decided by Stripe's webhook only.
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments, users } from "~/.server/db/schema";
import { moveOrder, movePayment } from "./status-transitions.server";
import { type AgencyContact, enqueuePaymentReceipts } from "./admin-receipt-mail.server";
import { ADMIN_PAGE_SIZE, type AdminPaymentFilters } from "./admin-payments-schema";
import { STRIPE_CONFIRMER } from "./stripe-webhooks.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type AdminPaymentErrorCode = "notFound" | "cardPayment" | "alreadyCompleted" | "cancelled" | "notProcessing";

export class AdminPaymentError extends Error {
  override name = "AdminPaymentError";
  constructor(readonly code: AdminPaymentErrorCode) {
    super(`Payment decision refused: ${code}`);
  }
}

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
  if (filters.from) conditions.push(gte(orders.createdAt, periodStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, periodEnd(filters.to)));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const match = or(
      ilike(orders.reference, pattern),
      ilike(orders.customerName, pattern),
      ilike(orders.customerEmail, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

// Correlated subqueries name the outer row explicitly: inside them an unqualified "id" or
// "updated_at" would be the payment's own column.
const orderId = sql.raw('"orders"."id"');
const orderUpdatedAt = sql.raw('"orders"."updated_at"');
const paidSatang = sql<number>`coalesce((select sum(p.amount_satang) from payments p where p.order_id = ${orderId} and p.status = 'succeeded'), 0)::int`;
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
  status: "pending" | "processing" | "completed" | "failed" | "cancelled";
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

function toRow(row: {
  createdAt: Date;
  updatedAt: string | Date;
  paidSatang: number | string;
  hasSlip: boolean | string;
  customerReported: boolean | string;
} & Omit<AdminOrderRow, "createdAt" | "updatedAt" | "paidSatang" | "hasSlip" | "customerReported">): AdminOrderRow {
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
  hasSlip: boolean;
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
  language: "en" | "th";
  packageId: string;
  addOns: { id: string; quantity: number; lineSatang: number }[];
  maintenancePlan: string | null;
  paymentOption: "full" | "deposit";
  paymentMethod: "card" | "promptpay" | "bank_transfer";
  subtotalSatang: number;
  discountSatang: number;
  totalSatang: number;
  amountDueNowSatang: number;
  balanceDueSatang: number;
  paidSatang: number;
  createdAt: string;
  payments: AdminPaymentDetail[];
  /** Whether an admin could confirm or reject a payment now. */
  decidable: boolean;
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
    hasSlip: Boolean(payment.slipPath),
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
    language: order.language,
    packageId: order.packageId,
    addOns: order.addOns.map(({ id, quantity, lineSatang }) => ({ id, quantity, lineSatang })),
    maintenancePlan: order.maintenancePlan,
    paymentOption: order.paymentOption,
    paymentMethod: order.paymentMethod,
    subtotalSatang: order.subtotalSatang,
    discountSatang: order.discountSatang,
    totalSatang: order.totalSatang,
    amountDueNowSatang: order.amountDueNowSatang,
    balanceDueSatang: order.balanceDueSatang,
    paidSatang: list.filter((p) => p.status === "succeeded").reduce((sum, p) => sum + p.amountSatang, 0),
    createdAt: order.createdAt.toISOString(),
    payments: list,
    decidable: order.paymentMethod !== "card" && order.status !== "completed" && order.status !== "cancelled",
  };
}

/** Locks the order and picks the attempt to decide on: the latest processing one of the order's method. */
async function lockForDecision(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new AdminPaymentError("notFound");
  if (order.paymentMethod === "card") throw new AdminPaymentError("cardPayment");
  if (order.status === "completed") throw new AdminPaymentError("alreadyCompleted");
  if (order.status === "cancelled") throw new AdminPaymentError("cancelled");
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "processing"), eq(payments.method, order.paymentMethod)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
    .for("update");
  return { order, payment };
}

/**
 * The money is in the agency's account: the payment succeeds, the order is Completed, receipts are
 * queued. Money can arrive before the customer says so, so with no attempt open one is recorded.
 */
export async function confirmOrderPayment(
  db: Db,
  input: { orderId: number; staffUid: string; agency: () => Promise<AgencyContact> },
): Promise<{ reference: string; paymentId: number }> {
  const agency = await input.agency();
  return db.transaction(async (tx) => {
    const { order, payment } = await lockForDecision(tx, input.orderId);
    const target =
      payment ??
      (
        await tx
          .insert(payments)
          .values({ orderId: order.id, method: order.paymentMethod, amountSatang: order.amountDueNowSatang })
          .returning()
      )[0];
    if (!target) throw new Error("The payment was not stored");
    const confirmed = await movePayment(tx, target.id, "succeeded", {
      failureReason: null,
      confirmedBy: input.staffUid,
      confirmedAt: sql`now()`,
    });
    if (!confirmed) throw new AdminPaymentError("notProcessing");
    if (!(await moveOrder(tx, order.id, "completed"))) throw new AdminPaymentError("alreadyCompleted");
    await enqueuePaymentReceipts(tx, {
      order,
      payment: confirmed,
      confirmedAt: confirmed.confirmedAt ?? new Date(),
      agency,
    });
    return { reference: order.reference, paymentId: confirmed.id };
  });
}

/** The transfer did not arrive (or was wrong): the attempt fails, the order stays for a new one. */
export async function failOrderPayment(
  db: Db,
  input: { orderId: number; staffUid: string; reason: string },
): Promise<{ reference: string; paymentId: number }> {
  return db.transaction(async (tx) => {
    const { order, payment } = await lockForDecision(tx, input.orderId);
    if (!payment) throw new AdminPaymentError("notProcessing");
    const failed = await movePayment(tx, payment.id, "failed", {
      failureReason: input.reason || "rejected by staff",
      confirmedBy: input.staffUid,
      confirmedAt: sql`now()`,
    });
    if (!failed) throw new AdminPaymentError("notProcessing");
    if (!(await moveOrder(tx, order.id, "failed"))) throw new AdminPaymentError("alreadyCompleted");
    return { reference: order.reference, paymentId: payment.id };
  });
}

