// The admin Payments screen's inputs, shared by its forms and its loader/actions (client-safe).
// Error messages are keys of admin-messages.ts.
import { z } from "zod";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";
import { compactDigits, isBranchNumber, isThaiIdNumber } from "~/lib/thai-tax-id";
import { parseFilterDate } from "./admin-filter-dates";

export const adminOrderStatuses = ["pending", "processing", "completed", "failed", "cancelled", "refunded"] as const;
export const adminPaymentMethods = ["card", "promptpay", "bank_transfer"] as const;
/** A deposit order's balance: owed (deposit paid, not requested yet), requested, paid. */
export const adminBalanceFilters = ["owed", "requested", "paid"] as const;
export const ADMIN_PAGE_SIZE = 20;

/** A date as staff type it (d/m/yyyy, Buddhist or Gregorian year) or as a link carries it (ISO); ISO out. */
const filterDate = z
  .string()
  .max(40, { error: "filters.invalidDate" })
  .transform((value, ctx) => {
    const iso = parseFilterDate(value);
    if (!iso) ctx.addIssue({ code: "custom", message: "filters.invalidDate" });
    return iso ?? "";
  });

/** The list's query string. Unknown values are errors shown by the form, never a 500. */
export const AdminPaymentFiltersSchema = z
  .object({
    q: z.string().trim().max(200).optional().default(""),
    status: z.enum(adminOrderStatuses).optional(),
    method: z.enum(adminPaymentMethods).optional(),
    balance: z.enum(adminBalanceFilters).optional(),
    from: filterDate.optional(),
    to: filterDate.optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    path: ["from"],
    error: "filters.invalidRange",
  });

export type AdminPaymentFilters = z.output<typeof AdminPaymentFiltersSchema>;

/** Reads the filters from a URL; a field that does not parse is dropped and reported. */
export function parseAdminPaymentFilters(search: URLSearchParams): {
  filters: AdminPaymentFilters;
  errors: Partial<Record<"from" | "to" | "q" | "status" | "method" | "balance" | "page", string>>;
} {
  const raw: Record<string, string> = {};
  for (const key of ["q", "status", "method", "balance", "from", "to", "page"]) {
    const value = search.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const errors: Partial<Record<"from" | "to" | "q" | "status" | "method" | "balance" | "page", string>> = {};
  let result = AdminPaymentFiltersSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof typeof errors | undefined;
      if (field && !errors[field]) errors[field] = issue.message.startsWith("filters.") ? issue.message : "filters.invalidDate";
      if (field) delete raw[field];
    }
    result = AdminPaymentFiltersSchema.safeParse(raw);
  }
  return { filters: result.success ? result.data : { q: "", page: 1 }, errors };
}

/** An order's or a document's id as a URL spells it (1 to 10 digits), else null. */
export function urlIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return /^\d{1,10}$/.test(value ?? "") && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The longest reason staff may give for a failed payment. */
export const MAX_FAILURE_REASON = 500;
/** The longest reason printed on a corrected document. */
export const MAX_CORRECTION_REASON = 300;

/** The longest reason for a refund (printed on its credit note). */
export const MAX_REFUND_REASON = 300;

/**
 * Baht as staff type them ("1500", "1,500.50", or with the baht sign U+0E3F) in satang, or null when it is not an
 * amount. Linear: one pass removing separators, then an anchored pattern without nesting.
 */
export function bahtToSatang(value: string): number | null {
  const compact = value.replace(/[\s,\u0E3F]/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return null;
  const [whole = "0", fraction = ""] = compact.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Satang as the refund form's amount field shows it: "1500.50", "1500". */
export function satangToBaht(satang: number): string {
  return satang % 100 === 0 ? String(satang / 100) : (satang / 100).toFixed(2);
}

/** A refund's fields (the form asks, the dialog posts them); error keys are refund-messages.ts's. */
export const refundFields = {
  paymentId: z.coerce.number({ error: "errors.invalid" }).int({ error: "errors.invalid" }).positive({ error: "errors.invalid" }),
  amount: z
    .string({ error: "refund.errors.amountInvalid" })
    .max(40, { error: "refund.errors.amountInvalid" })
    .transform((value, ctx) => {
      const satang = bahtToSatang(value);
      if (satang === null) ctx.addIssue({ code: "custom", message: "refund.errors.amountInvalid" });
      else if (satang === 0) ctx.addIssue({ code: "custom", message: "refund.errors.amountZero" });
      return satang ?? 0;
    }),
  reason: z
    .string({ error: "refund.errors.reasonRequired" })
    .trim()
    .min(1, { error: "refund.errors.reasonRequired" })
    .max(MAX_REFUND_REASON, { error: "refund.errors.reasonTooLong" }),
};
export const RefundAskSchema = z.object(refundFields);

/**
 * Confirm or reject a PromptPay or bank-transfer payment, cancel an unpaid order, request a deposit
 * order's balance or withdraw that request (admins only): the detail screen's forms, checked in the browser and by the action. The order is
 * the page's own (its URL).
 */
export const PaymentDecisionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("confirm") }),
    z.object({ intent: z.literal("request-balance") }),
    z.object({
      intent: z.literal("correct-documents"),
      reason: z
        .string({ error: "errors.correctionReasonRequired" })
        .trim()
        .min(1, { error: "errors.correctionReasonRequired" })
        .max(MAX_CORRECTION_REASON, { error: "errors.correctionReasonTooLong" }),
      buyerName: z
        .string({ error: "errors.buyerNameRequired" })
        .trim()
        .min(1, { error: "errors.buyerNameRequired" })
        .max(200, { error: "errors.buyerNameTooLong" }),
      buyerAddress: z.string().trim().max(500, { error: "errors.buyerAddressTooLong" }).optional().default(""),
      buyerTaxId: z
        .string()
        .trim()
        .optional()
        .default("")
        .transform(compactDigits)
        .refine((value) => value === "" || isThaiIdNumber(value), { error: "errors.buyerTaxId" }),
      buyerBranch: z
        .string()
        .trim()
        .optional()
        .default("")
        .refine((value) => value === "" || isBranchNumber(value), { error: "errors.buyerBranch" }),
    }),
    z.object({
      intent: z.literal("cancel-order"),
      reason: z.string().trim().max(MAX_FAILURE_REASON, { error: "errors.reasonTooLong" }).optional().default(""),
    }),
    z.object({ intent: z.literal("withdraw-balance") }),
    z.object({ intent: z.literal("refund"), ...refundFields }),
    z.object({
      intent: z.literal("fail"),
      reason: z.string().trim().max(MAX_FAILURE_REASON, { error: "errors.reasonTooLong" }).optional().default(""),
    }),
  ],
  { error: "errors.invalid" },
);

export type PaymentDecision = z.output<typeof PaymentDecisionSchema>;

/** Why a confirm or fail was refused: the screen's message key. */
export type PaymentDecisionError =
  | "notFound"
  | "forbidden"
  | "cardPayment"
  | "alreadyCompleted"
  | "cancelled"
  | "notProcessing"
  | "invalid"
  | "reasonTooLong"
  | "failed"
  | "notDeposit"
  | "depositUnpaid"
  | "alreadyRequested"
  | "alreadyPaid"
  | "noDocuments"
  | "paid"
  | "notRequested"
  | "tooMuch"
  | "notRefundable"
  | "stripeOff";

/** The decision forms' errors in one language; anything the forms never send is "not understood". */
export function paymentDecisionErrorText(t: (key: string) => string, refundT?: (key: string) => string): ErrorText {
  const text = catalogueErrorText(t, { fallbackKey: "errors.invalid" });
  // A refund's field errors are refund-messages.ts's ("refund.errors.…").
  return (key, field) => (refundT && key.startsWith("refund.") ? refundT(key.slice("refund.".length)) : text(key, field));
}

/** The decision forms' check, in the browser and in the action. */
export function checkPaymentDecision(formData: FormData, errorText: ErrorText) {
  return parseForm(formData, PaymentDecisionSchema, errorText);
}
