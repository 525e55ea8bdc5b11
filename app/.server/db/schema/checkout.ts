import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { maintenancePlans, packages } from "./site-content";

/**
 * Checkout: orders, the payments made against them, and the payment provider's webhook events
 * (docs/product.md#orders-and-payments; ADR 032). Money is integer satang; the server computes every amount from
 * app/lib/pricing.ts and never trusts the client's figures.
 */

export const orderPaymentOptions = ["full", "deposit"] as const;
export type OrderPaymentOption = (typeof orderPaymentOptions)[number];

export const paymentMethods = ["card", "promptpay", "bank_transfer"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * pending: created, nothing paid yet; processing: a payment is claimed or under way;
 * completed: the amount due now is confirmed (the balance, for a deposit, is billed before
 * delivery); failed: the last payment failed, the order stays so the customer can retry;
 * cancelled: withdrawn by staff; refunded: everything paid on it was given back (refunds).
 */
export const orderStatuses = ["pending", "processing", "completed", "failed", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What reading a slip's verification QR found (see payments.slipQrStatus). */
export const slipQrStatuses = ["read", "unreadable"] as const;
export type SlipQrStatus = (typeof slipQrStatuses)[number];

export const paymentStatuses = ["processing", "succeeded", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The balance of a deposit order (ADR 062). none: paid in full at checkout (nothing owed later);
 * owed: a deposit order whose balance has not been asked for yet (before or after the deposit
 * is paid); requested: staff asked the customer for it (an e-mail with the order link, reminders
 * on the days of the payments setting balanceReminderDays); paid: the balance payment is confirmed. Changes go through
 * status-transitions.server.ts like the order's status.
 */
export const balanceStatuses = ["none", "owed", "requested", "paid"] as const;
export type BalanceStatus = (typeof balanceStatuses)[number];

/** What a payment pays: the amount due at checkout, or the balance of a deposit order. */
export const paymentPurposes = ["due_now", "balance"] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** The buyer's details for a full tax invoice, from checkout's optional "I need a tax invoice" section. */
export interface OrderTaxInvoiceBuyer {
  name: string;
  address: string;
  /** 13 digits, check digit verified. */
  taxId: string;
  /** "00000" for a head office, else the 5-digit branch number. */
  branch: string;
}

export const orderLanguages = ["en", "th"] as const;

/** One line per add-on the customer chose; prices are recomputed, never read from here alone. */
export interface OrderAddOnLine {
  /** An add_ons row's id (add-ons live in the order's JSON: the catalogue checks before a delete). */
  id: string;
  quantity: number;
  unitSatang: number;
  lineSatang: number;
}

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** Human-friendly, e.g. SWS-2026-7K3Q9: no 0/O, 1/I/L, so it can be read over the phone. */
    reference: text("reference").notNull(),
    /** From the payment modal, one per opening: a double click or a retried POST finds this row. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** A package row; restrict: a package an order used cannot be deleted, only hidden. */
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "restrict", onUpdate: "restrict" }),
    addOns: jsonb("add_ons")
      .$type<OrderAddOnLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Recorded for a monthly bill later; never part of the amounts below. */
    maintenancePlan: text("maintenance_plan").references(() => maintenancePlans.id, { onDelete: "restrict" }),
    paymentOption: text("payment_option", { enum: orderPaymentOptions }).notNull(),
    subtotalSatang: integer("subtotal_satang").notNull(),
    discountSatang: integer("discount_satang").notNull().default(0),
    /**
     * VAT added on top when the payments setting says prices exclude VAT (7% of subtotal less
     * discount); 0 when prices include VAT or the agency is not VAT-registered.
     */
    vatSatang: integer("vat_satang").notNull().default(0),
    totalSatang: integer("total_satang").notNull(),
    amountDueNowSatang: integer("amount_due_now_satang").notNull(),
    balanceDueSatang: integer("balance_due_satang").notNull().default(0),
    currency: text("currency").notNull().default("THB"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    customerCompany: text("customer_company").notNull().default(""),
    requirements: text("requirements").notNull().default(""),
    language: text("language", { enum: orderLanguages }).notNull().default("en"),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    balanceStatus: text("balance_status", { enum: balanceStatuses }).notNull().default("none"),
    balanceRequestedAt: timestamp("balance_requested_at", { withTimezone: true }),
    /** How many reminders have been queued since the balance was requested. */
    balanceRemindersSent: integer("balance_reminders_sent").notNull().default(0),
    taxInvoiceBuyer: jsonb("tax_invoice_buyer").$type<OrderTaxInvoiceBuyer>(),
    /** The visitor's GA4 client id (the _ga cookie) when analytics consent was given at checkout. */
    analyticsClientId: text("analytics_client_id"),
    /**
     * When a data-subject erasure request (privacy requests) removed the customer's personal
     * details; the order facts a tax document needs stay until the retention period ends.
     */
    personalDataErasedAt: timestamp("personal_data_erased_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_reference_key").on(table.reference),
    uniqueIndex("orders_idempotency_key_key").on(table.idempotencyKey),
    check("orders_payment_option_check", sql`${table.paymentOption} in ('full', 'deposit')`),
    check(
      "orders_status_check",
      sql`${table.status} in ('pending', 'processing', 'completed', 'failed', 'cancelled', 'refunded')`,
    ),
    check("orders_payment_method_check", sql`${table.paymentMethod} in ('card', 'promptpay', 'bank_transfer')`),
    check("orders_balance_status_check", sql`${table.balanceStatus} in ('none', 'owed', 'requested', 'paid')`),
    check("orders_balance_matches_option_check", sql`(${table.balanceStatus} = 'none') = (${table.paymentOption} = 'full')`),
    check("orders_balance_reminders_check", sql`${table.balanceRemindersSent} >= 0`),
    // The reminder job: requested balances, oldest request first.
    index("orders_balance_requested_idx")
      .on(table.balanceRequestedAt)
      .where(sql`${table.balanceStatus} = 'requested'`),
    check("orders_language_check", sql`${table.language} in ('en', 'th')`),
    check("orders_currency_check", sql`${table.currency} = 'THB'`),
    check(
      "orders_amounts_check",
      sql`${table.subtotalSatang} >= 0 and ${table.discountSatang} >= 0 and ${table.vatSatang} >= 0 and ${table.totalSatang} >= 0 and ${table.amountDueNowSatang} >= 0 and ${table.balanceDueSatang} >= 0`,
    ),
    check(
      "orders_amounts_add_up_check",
      sql`${table.totalSatang} = ${table.subtotalSatang} - ${table.discountSatang} + ${table.vatSatang} and ${table.amountDueNowSatang} + ${table.balanceDueSatang} = ${table.totalSatang}`,
    ),
    check("orders_add_ons_array_check", sql`jsonb_typeof(${table.addOns}) = 'array'`),
    // The admin list: newest first, optionally by status.
    index("orders_created_at_idx").on(table.createdAt.desc()),
    index("orders_status_created_at_idx").on(table.status, table.createdAt.desc()),
    // Search by e-mail.
    index("orders_customer_email_idx").on(sql`lower(${table.customerEmail})`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text("method", { enum: paymentMethods }).notNull(),
    purpose: text("purpose", { enum: paymentPurposes }).notNull().default("due_now"),
    amountSatang: integer("amount_satang").notNull(),
    currency: text("currency").notNull().default("THB"),
    status: text("status", { enum: paymentStatuses }).notNull().default("processing"),
    /** Stripe Checkout (the card path). */
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    /** When the customer said "I have paid" (PromptPay) or confirmed the transfer. */
    customerConfirmedAt: timestamp("customer_confirmed_at", { withTimezone: true }),
    /** Relative to DATA_DIR; never served publicly (staff route /admin/payments/slips/:paymentId). */
    slipPath: text("slip_path"),
    slipContentType: text("slip_content_type"),
    /** SHA-256 (hex) of the slip's bytes: the same image sent for another order is flagged to staff. */
    slipSha256: text("slip_sha256"),
    /**
     * What the slip's verification QR says, read on upload: `read` with the bank's transaction
     * reference and the sending bank's code, or `unreadable` when the image has no such QR.
     * A transaction reference already on another order's payment is flagged to staff.
     */
    slipQrStatus: text("slip_qr_status", { enum: slipQrStatuses }),
    slipQrReference: text("slip_qr_reference"),
    slipQrBank: text("slip_qr_bank"),
    /** The bank's reference for the transfer, as the customer typed it (optional); a repeat is flagged. */
    transferReference: text("transfer_reference"),
    /** When the purchase was reported to GA4 through the Measurement Protocol (PromptPay and bank transfer). */
    analyticsSentAt: timestamp("analytics_sent_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
    /** The sum of this payment's succeeded refunds (refunds table); never more than the amount. */
    refundedSatang: integer("refunded_satang").notNull().default(0),
    /** users.uid of the staff member who confirmed; no foreign key, so the record outlives the account. */
    confirmedBy: text("confirmed_by"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payments_order_id_idx").on(table.orderId, table.createdAt.desc()),
    index("payments_status_created_at_idx").on(table.status, table.createdAt.desc()),
    uniqueIndex("payments_stripe_checkout_session_id_key").on(table.stripeCheckoutSessionId),
    uniqueIndex("payments_stripe_payment_intent_id_key").on(table.stripePaymentIntentId),
    check("payments_purpose_check", sql`${table.purpose} in ('due_now', 'balance')`),
    index("payments_slip_sha256_idx")
      .on(table.slipSha256)
      .where(sql`${table.slipSha256} is not null`),
    index("payments_slip_qr_reference_idx")
      .on(table.slipQrReference)
      .where(sql`${table.slipQrReference} is not null`),
    check("payments_slip_qr_status_check", sql`${table.slipQrStatus} is null or ${table.slipQrStatus} in ('read', 'unreadable')`),
    index("payments_transfer_reference_idx")
      .on(sql`lower(${table.transferReference})`)
      .where(sql`${table.transferReference} is not null`),
    // Revenue per month: succeeded payments by confirmation time.
    index("payments_confirmed_at_idx")
      .on(table.confirmedAt)
      .where(sql`${table.status} = 'succeeded'`),
    check("payments_method_check", sql`${table.method} in ('card', 'promptpay', 'bank_transfer')`),
    check("payments_status_check", sql`${table.status} in ('processing', 'succeeded', 'failed')`),
    check("payments_amount_check", sql`${table.amountSatang} >= 0`),
    check("payments_refunded_check", sql`${table.refundedSatang} >= 0 and ${table.refundedSatang} <= ${table.amountSatang}`),
    check("payments_currency_check", sql`${table.currency} = 'THB'`),
    check(
      "payments_slip_content_type_check",
      sql`${table.slipContentType} is null or ${table.slipContentType} in ('image/jpeg', 'image/png', 'image/webp')`,
    ),
  ],
);

/** Each provider event is processed once: a replayed webhook finds its id here. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  providerEventId: text("provider_event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

/**
 * Mails about a balance (the request and each reminder), one row per mail queued: the order's
 * history shows who asked and when.
 */
export const balanceMailKinds = ["request", "reminder"] as const;
export const orderBalanceMails = pgTable(
  "order_balance_mails",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: balanceMailKinds }).notNull(),
    /** users.uid of the staff member who requested; null for the reminder job. */
    sentBy: text("sent_by"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_balance_mails_order_idx").on(table.orderId, table.sentAt),
    check("order_balance_mails_kind_check", sql`${table.kind} in ('request', 'reminder')`),
  ],
);

/**
 * Staff decisions on an order, one row each (who, when, what): a payment confirmed or marked
 * failed, the order cancelled, a balance requested or its request withdrawn. The order page's
 * history lists them; `details` holds what the decision needs to be read later (the amount, the
 * documents issued, a reason). Rows are never changed.
 */
export const orderEventKinds = [
  "payment_confirmed",
  "payment_failed",
  "order_cancelled",
  "balance_requested",
  "balance_withdrawn",
  "refund_requested",
  "refund_succeeded",
  "refund_failed",
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

export const orderEvents = pgTable(
  "order_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: orderEventKinds }).notNull(),
    /** users.uid of the staff member; null for the system (a webhook, a job). No foreign key: the record outlives the account. */
    actor: text("actor"),
    details: jsonb("details")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_events_order_idx").on(table.orderId, table.at),
    check(
      "order_events_kind_check",
      sql`${table.kind} in ('payment_confirmed', 'payment_failed', 'order_cancelled', 'balance_requested', 'balance_withdrawn', 'refund_requested', 'refund_succeeded', 'refund_failed')`,
    ),
  ],
);

/**
 * Money given back on a payment, whole or in part. stripe: a card or Stripe-PromptPay payment,
 * refunded through Stripe's refund API (pending until Stripe says succeeded or failed); offline:
 * PromptPay to the agency's own QR or a bank transfer, given back by staff outside the site and
 * recorded here (succeeded when recorded). A succeeded refund of a payment with a tax invoice
 * issues a credit note (order_documents.refund_id).
 */
export const refundMethods = ["stripe", "offline"] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const refundStatuses = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // Restrict: a refund is a money record kept with the order's tax documents.
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amountSatang: integer("amount_satang").notNull(),
    method: text("method", { enum: refundMethods }).notNull(),
    status: text("status", { enum: refundStatuses }).notNull().default("pending"),
    /** Why, as staff wrote it; printed on the credit note. */
    reason: text("reason").notNull(),
    stripeRefundId: text("stripe_refund_id"),
    failureReason: text("failure_reason"),
    /** users.uid of the staff member; no foreign key, so the record outlives the account. */
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("refunds_payment_idx").on(table.paymentId, table.createdAt),
    index("refunds_order_idx").on(table.orderId, table.createdAt),
    uniqueIndex("refunds_stripe_refund_id_key").on(table.stripeRefundId),
    check("refunds_amount_check", sql`${table.amountSatang} > 0`),
    check("refunds_method_check", sql`${table.method} in ('stripe', 'offline')`),
    check("refunds_status_check", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check("refunds_stripe_id_check", sql`${table.method} = 'stripe' or ${table.stripeRefundId} is null`),
  ],
);
