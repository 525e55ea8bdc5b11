// The payment form's one schema (docs/product.md#payment-form: full name, e-mail, phone, company
// optional, project requirements, plus the order choices), used by the /checkout action and by the
// form in the browser (loaded there on first focus). Messages are keys of the checkout catalogue
// (checkout-messages.ts). Only the named fields are read: amounts, totals or prices a tampered form
// adds are never looked at.
import { z } from "zod";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";
import { isPhoneNumber } from "~/lib/phone";
import { compactDigits, headOfficeBranch, isBranchNumber, taxIdProblem } from "~/lib/thai-tax-id";
import { checkoutLimits, taxInvoiceBranchKinds, taxInvoiceFields, taxInvoiceLimits } from "./checkout-form-fields";
import type { TaxInvoiceBuyer } from "./checkout-types";
import { paymentOptions } from "./order-pricing";

/**
 * What the form offers, from the catalogue (ADR 088): the visible packages, add-ons with their
 * limits, and plans. The server and the browser build the same schema from the same rows.
 */
export interface CheckoutOffers {
  packages: readonly { id: string }[];
  addOns: readonly { id: string; maxQuantity: number }[];
  plans: readonly { id: string }[];
}

export const checkoutMethods = ["promptpay", "bank_transfer", "card"] as const;
export type CheckoutMethod = (typeof checkoutMethods)[number];

/** A text field; when it was not sent at all (or sent twice), a required field says so itself. */
const text = (missing: string) => z.string({ error: missing });

/** A quantity box, or a checkbox ("on" is one) for an add-on one order takes once: empty or left out is none. */
const quantity = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === "on" ? "1" : value?.trim() || "0"))
    .pipe(z.string().regex(/^\d{1,3}$/, "errors.quantity"))
    .transform(Number)
    .pipe(z.number().int().min(0, "errors.quantity").max(max, "errors.quantity"));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The tax-invoice details count only while their box is ticked: unticked, whatever the (always
 * present, without JavaScript) boxes hold is dropped; ticked, a box left out of the post is empty,
 * so it says "required" itself, and the branch number counts only for a branch.
 */
function taxInvoiceInput(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const form: Record<string, unknown> = { ...input };
  const ticked = form.taxInvoice === "on";
  for (const field of taxInvoiceFields) {
    if (!ticked) delete form[field];
    else form[field] ??= "";
  }
  if (ticked && form.taxInvoiceBranch !== "branch") delete form.taxInvoiceBranchNumber;
  return form;
}

const taxIdText = z
  .string()
  .trim()
  .min(1, "errors.taxIdRequired")
  .superRefine((value, context) => {
    const problem = value === "" ? null : taxIdProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem === "format" ? "errors.taxId" : "errors.taxIdCheckDigit" });
  })
  .transform(compactDigits);

const orderFields = (offers: CheckoutOffers) => {
  const packageIds = new Set(offers.packages.map((row) => row.id));
  const planIds = new Set(offers.plans.map((row) => row.id));
  return {
    packageId: z.string("errors.package").refine((id) => packageIds.has(id), "errors.package"),
    option: z.enum(paymentOptions, "errors.option"),
    addOn: z
      .object(Object.fromEntries(offers.addOns.map((row) => [row.id, quantity(row.maxQuantity)])))
      // No add-on sent at all (a form without them) is none of each.
      .prefault({}),
    maintenancePlan: z
      .string()
      .optional()
      .transform((value) => value ?? "")
      .refine((id) => id === "" || planIds.has(id), "errors.maintenancePlan"),
    method: z.enum(checkoutMethods, "errors.method"),
    fullName: text("errors.fullNameRequired")
      .trim()
      .min(2, "errors.fullNameRequired")
      .max(checkoutLimits.fullName, "errors.fullNameTooLong"),
    email: text("errors.emailRequired")
      .trim()
      .min(1, "errors.emailRequired")
      .max(checkoutLimits.email, "errors.email")
      .pipe(z.email("errors.email")),
    phone: text("errors.phoneRequired")
      .trim()
      .min(1, "errors.phoneRequired")
      .max(checkoutLimits.phone, "errors.phone")
      .refine(isPhoneNumber, "errors.phone"),
    company: z.string().trim().max(checkoutLimits.company, "errors.companyTooLong").default(""),
    requirements: text("errors.requirementsRequired")
      .trim()
      .min(10, "errors.requirementsTooShort")
      .max(checkoutLimits.requirements, "errors.requirementsTooLong"),
    /** One per opening of the modal: a double click or a retried POST finds the same order. */
    idempotencyKey: z.string("errors.expired").regex(/^[A-Za-z0-9_-]{16,64}$/, "errors.expired"),
    // "I need a tax invoice" and its details (see taxInvoiceInput: left out unless ticked).
    taxInvoice: z.string().optional(),
    taxInvoiceName: z
      .string()
      .trim()
      .min(1, "errors.taxInvoiceNameRequired")
      .max(taxInvoiceLimits.taxInvoiceName, "errors.taxInvoiceNameTooLong")
      .optional(),
    taxInvoiceAddress: z
      .string()
      .trim()
      .min(1, "errors.taxInvoiceAddressRequired")
      .max(taxInvoiceLimits.taxInvoiceAddress, "errors.taxInvoiceAddressTooLong")
      .optional(),
    taxInvoiceTaxId: taxIdText.optional(),
    taxInvoiceBranch: z.enum(taxInvoiceBranchKinds, "errors.taxInvoiceBranch").optional(),
    taxInvoiceBranchNumber: z
      .string()
      .trim()
      .min(1, "errors.branchNumberRequired")
      .refine((value) => value === "" || isBranchNumber(value), "errors.branchNumber")
      .optional(),
  };
};

const orderSchema = (offers: CheckoutOffers) =>
  z
    .object(orderFields(offers))
    // The form posts `addOn.<id>`; an order counts its `addOns`, and the buyer's details as one value.
    .transform(
      ({
        addOn,
        taxInvoice,
        taxInvoiceName,
        taxInvoiceAddress,
        taxInvoiceTaxId,
        taxInvoiceBranch,
        taxInvoiceBranchNumber,
        ...order
      }) => {
        const taxInvoiceBuyer: TaxInvoiceBuyer | null =
          taxInvoice === "on" && taxInvoiceName && taxInvoiceAddress && taxInvoiceTaxId
            ? {
                name: taxInvoiceName,
                address: taxInvoiceAddress,
                taxId: taxInvoiceTaxId,
                branch: taxInvoiceBranch === "branch" && taxInvoiceBranchNumber ? taxInvoiceBranchNumber : headOfficeBranch,
              }
            : null;
        return { ...order, addOns: addOn as Record<string, number>, taxInvoiceBuyer };
      },
    );

const schemas = new WeakMap<CheckoutOffers, ReturnType<typeof buildSchema>>();
const buildSchema = (offers: CheckoutOffers) => z.preprocess(taxInvoiceInput, orderSchema(offers));

/** The payment form's schema for what is on offer (one per catalogue read, kept while it lives). */
export function checkoutSchema(offers: CheckoutOffers) {
  let schema = schemas.get(offers);
  if (!schema) {
    schema = buildSchema(offers);
    schemas.set(offers, schema);
  }
  return schema;
}

/** A checked order; callers that build one (tests, fixtures) may leave the tax invoice out: not asked for. */
export type CheckoutInput = Omit<z.output<ReturnType<typeof buildSchema>>, "taxInvoiceBuyer"> & {
  taxInvoiceBuyer?: TaxInvoiceBuyer | null;
};

/**
 * The payment form's errors in one language: a key of the checkout catalogue, or, for input the
 * form never sends, "please check this field".
 */
export function checkoutErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.invalid" });
}

/** The schema's check of a submission (conform's parse, one message per field). */
export function checkCheckoutForm(formData: FormData | URLSearchParams, errorText: ErrorText, offers: CheckoutOffers) {
  return parseForm(formData, checkoutSchema(offers), errorText);
}
