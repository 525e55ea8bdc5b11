// Orders and their PromptPay / bank-transfer payments: the only place checkout's SQL lives.
// Every amount comes from priceOrder(); the order, its first payment and its e-mails are written
// in one transaction, so a failure leaves nothing behind (ADR 032).
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import type { Language } from "~/i18n/config";
import type { Logger } from "~/lib/logger";
import { type Catalogue, catalogueNames } from "~/lib/pricing";
import { moveOrder, payablePurpose } from "./status-transitions.server";
import { reportBalancePayment } from "./balance-payments.server";
import { CheckoutError } from "./checkout-errors";
import type { CheckoutInput } from "./checkout-schema";
import type { OrderMethod, OrderView } from "./checkout-types";
import { newOrderMails, type OrderMailContext } from "./order-mail.server";
import { PricingError, priceOrder } from "./order-pricing";
import { generateReference } from "./order-reference";
import { type PaymentReport, queueReportedMail, withReportDetails } from "./payment-report.server";

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** What may be logged about a payment: through the masking logger only, never the raw row. */
function paymentLogObject(order: OrderRow, payment: Pick<PaymentRow, "status" | "amountSatang" | "currency" | "method">) {
  return {
    reference: order.reference,
    status: payment.status,
    method: payment.method,
    currency: payment.currency,
    amount: payment.amountSatang,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    order: { package_name: order.packageId },
  };
}

export interface CreateOrderOptions {
  /** The catalogue read for this request: the order is priced from it and stores the result. */
  catalogue: Catalogue;
  /** Add 7% VAT on top of the prices (addsVatOnTop of the invoicing settings read for this request). */
  vatOnTop?: boolean;
  input: CheckoutInput;
  language: Language;
  /** The visitor's GA4 client id (analytics consent given): a confirmed transfer is reported with it. */
  analyticsClientId?: string | null;
  /** The methods on offer right now (settings, and card only with Stripe configured). */
  allowedMethods: readonly OrderMethod[];
  /** Builds the e-mails' links and recipients for the new reference. */
  mailContext: (reference: string) => OrderMailContext;
  logger?: Pick<Logger, "info">;
  now?: Date;
  /** Tests force reference collisions with it. */
  random?: (size: number) => Uint8Array;
}

export interface CreatedOrder {
  order: OrderRow;
  payment: PaymentRow;
  /** False when the idempotency key had already made this order (a double click, a retry). */
  created: boolean;
}

export async function createOrder(db: Db, options: CreateOrderOptions): Promise<CreatedOrder> {
  const { input, language, now = new Date(), random = randomBytes } = options;
  if (!options.allowedMethods.includes(input.method)) throw new CheckoutError("methodUnavailable");
  const addOns = Object.fromEntries(Object.entries(input.addOns));
  const { catalogue } = options;
  const pricing = priceOrder(catalogue, {
    packageId: input.packageId,
    addOns,
    option: input.option,
    vatOnTop: options.vatOnTop ?? false,
  });
  const maintenancePlan = input.maintenancePlan || null;
  if (maintenancePlan && !catalogue.plans.some((plan) => plan.id === maintenancePlan && !plan.hidden)) {
    throw new PricingError("unknownPlan", maintenancePlan);
  }

  const result = await db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const reference = generateReference(now, random);
      // No conflict target: a taken reference and a reused idempotency key both insert nothing.
      const [order] = await tx
        .insert(orders)
        .values({
          reference,
          idempotencyKey: input.idempotencyKey,
          packageId: pricing.packageId,
          addOns: pricing.addOns,
          maintenancePlan,
          paymentOption: pricing.option,
          balanceStatus: pricing.option === "deposit" ? "owed" : "none",
          subtotalSatang: pricing.subtotalSatang,
          discountSatang: pricing.discountSatang,
          vatSatang: pricing.vatSatang,
          totalSatang: pricing.totalSatang,
          amountDueNowSatang: pricing.dueNowSatang,
          balanceDueSatang: pricing.balanceSatang,
          currency: pricing.currency,
          customerName: input.fullName,
          customerEmail: input.email,
          customerPhone: input.phone,
          customerCompany: input.company,
          requirements: input.requirements,
          taxInvoiceBuyer: input.taxInvoiceBuyer ?? null,
          language,
          status: "pending",
          paymentMethod: input.method,
          analyticsClientId: options.analyticsClientId ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!order) {
        const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
        if (existing) {
          const [payment] = await tx
            .select()
            .from(payments)
            .where(eq(payments.orderId, existing.id))
            .orderBy(desc(payments.createdAt), desc(payments.id))
            .limit(1);
          if (!payment) throw new Error("An order without a payment");
          return { order: existing, payment, created: false };
        }
        continue; // the reference was taken: draw another
      }
      const [payment] = await tx
        .insert(payments)
        .values({ orderId: order.id, method: input.method, amountSatang: pricing.dueNowSatang, status: "processing" })
        .returning();
      if (!payment) throw new Error("The payment was not stored");
      const mails = newOrderMails(
        {
          reference,
          language,
          method: input.method,
          pricing,
          maintenancePlan,
          names: catalogueNames(catalogue, language),
          customer: {
            name: input.fullName,
            email: input.email,
            phone: input.phone,
            company: input.company,
            requirements: input.requirements,
          },
        },
        options.mailContext(reference),
      );
      for (const mail of mails) await enqueueMail(tx as unknown as Db, mail);
      return { order, payment, created: true };
    }
    throw new Error("Could not draw a free order reference");
  });
  options.logger?.info(
    result.created ? "Checkout: order created" : "Checkout: repeated submit, same order",
    paymentLogObject(result.order, result.payment),
  );
  return result;
}

async function latestPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return payment;
}

export async function findOrder(db: Db, reference: string): Promise<{ order: OrderRow; payment: PaymentRow | null } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  if (!order) return null;
  return { order, payment: (await latestPayment(db, order.id)) ?? null };
}

/** The order as its pages show it (client-safe, no phone or requirements). */
export function toOrderView(order: OrderRow, payment: PaymentRow | null): OrderView {
  return {
    reference: order.reference,
    packageId: order.packageId,
    option: order.paymentOption,
    addOns: order.addOns,
    maintenancePlan: order.maintenancePlan,
    packageSatang: order.subtotalSatang - order.addOns.reduce((sum, line) => sum + line.lineSatang, 0),
    subtotalSatang: order.subtotalSatang,
    discountSatang: order.discountSatang,
    vatSatang: order.vatSatang,
    totalSatang: order.totalSatang,
    dueNowSatang: order.amountDueNowSatang,
    balanceSatang: order.balanceDueSatang,
    currency: "THB",
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    language: order.language,
    status: order.status,
    method: order.paymentMethod,
    createdAt: order.createdAt.toISOString(),
    taxInvoiceBuyer: order.taxInvoiceBuyer ?? null,
    payment: payment
      ? {
          id: payment.id,
          status: payment.status,
          amountSatang: payment.amountSatang,
          customerConfirmedAt: payment.customerConfirmedAt?.toISOString() ?? null,
          hasSlip: Boolean(payment.slipPath),
        }
      : null,
  };
}

export interface ReportPaymentOptions extends PaymentReport {
  reference: string;
}

/**
 * The visitor says they have paid: the payment is (still) processing until staff confirm it, the
 * order moves to processing and the agency is told. Saying it twice changes nothing; after a
 * failed payment it opens a new attempt, so the order can be paid again.
 */
export async function reportPayment(
  db: Db,
  options: ReportPaymentOptions,
): Promise<{ order: OrderRow; payment: PaymentRow; slipSaved: boolean }> {
  const { now = new Date() } = options;
  const found = await findOrder(db, options.reference);
  // Once a deposit order's balance is requested, a report is about the balance, by any method.
  if (found && payablePurpose(found.order) === "balance") return reportBalancePayment(db, found.order, options);
  if (!found || found.order.paymentMethod !== options.method) throw new CheckoutError("orderNotFound");
  const { order } = found;
  if (found.payment && (found.payment.status === "succeeded" || found.payment.customerConfirmedAt)) {
    throw new CheckoutError("alreadyConfirmed");
  }

  const result = await withReportDetails(order.reference, options, (reportDetails) =>
    db.transaction(async (tx) => {
      let payment: PaymentRow | undefined;
      if (found.payment && found.payment.status === "processing") {
        // Only the first report wins when two arrive at once.
        [payment] = await tx
          .update(payments)
          .set({ customerConfirmedAt: now, ...reportDetails, updatedAt: now })
          .where(and(eq(payments.id, found.payment.id), eq(payments.status, "processing"), isNull(payments.customerConfirmedAt)))
          .returning();
        if (!payment) throw new CheckoutError("alreadyConfirmed");
      } else {
        [payment] = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            method: options.method,
            amountSatang: order.amountDueNowSatang,
            status: "processing",
            customerConfirmedAt: now,
            ...reportDetails,
          })
          .returning();
        if (!payment) throw new Error("The payment was not stored");
      }
      // Guarded: an order completed (or cancelled) since it was read above stays as it is, and this
      // report, its new attempt and its slip are undone.
      const updated = await moveOrder(tx, order.id, "processing", now);
      if (!updated) throw new CheckoutError("alreadyConfirmed");
      await queueReportedMail(tx, order, payment, options);
      return { order: updated, payment, slipSaved: Boolean(reportDetails.slipPath) };
    }),
  );
  options.logger?.info("Checkout: payment reported by the customer", paymentLogObject(result.order, result.payment));
  return result;
}

/** For the staff route and the admin Payments screen: the slip of a payment, if any. */
export async function findSlip(db: Db, paymentId: number): Promise<{ path: string; contentType: string } | null> {
  const [row] = await db
    .select({ path: payments.slipPath, contentType: payments.slipContentType })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.path && row.contentType ? { path: row.path, contentType: row.contentType } : null;
}
