// The payment form's one schema (docs/product.md#payment-form: full name, e-mail, phone, company
// optional, project requirements, plus the order choices), used by the /checkout action and by the
// form in the browser (loaded there on first focus). Messages are keys of the checkout catalogue
// (checkout-messages.ts). Only the named fields are read: amounts, totals or prices a tampered form
// adds are never looked at.
import { z } from "zod";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";
import { isPhoneNumber } from "~/lib/phone";
import { maintenancePlans, packages } from "~/lib/pricing";
import { checkoutLimits } from "./checkout-form-fields";
import { maxAddOnQuantity, paymentOptions } from "./order-pricing";

export const checkoutMethods = ["promptpay", "bank_transfer", "card"] as const;
export type CheckoutMethod = (typeof checkoutMethods)[number];

/** A text field; when it was not sent at all (or sent twice), a required field says so itself. */
const text = (missing: string) => z.string({ error: missing });

/** A quantity box: empty or left out is none. */
const quantity = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || "0")
    .pipe(z.string().regex(/^\d{1,3}$/, "errors.quantity"))
    .transform(Number)
    .pipe(z.number().int().min(0, "errors.quantity").max(max, "errors.quantity"));

export const CheckoutSchema = z
  .object({
    packageId: z.enum(packages.map((pkg) => pkg.id) as [string, ...string[]], "errors.package"),
    option: z.enum(paymentOptions, "errors.option"),
    addOn: z
      .object({
        domain: quantity(maxAddOnQuantity.domain),
        extraPage: quantity(maxAddOnQuantity.extraPage),
        premiumSsl: quantity(maxAddOnQuantity.premiumSsl),
        // The logo is a checkbox: "on" (or "1") means one.
        logo: z
          .string()
          .optional()
          .transform((value) => (value === "on" ? "1" : value))
          .pipe(quantity(maxAddOnQuantity.logo)),
      })
      // No add-on sent at all (a form without them) is none of each.
      .prefault({}),
    maintenancePlan: z
      .string()
      .optional()
      .transform((value) => value ?? "")
      .pipe(
        z.union(
          [z.literal(""), z.enum(maintenancePlans.map((plan) => plan.id) as [string, ...string[]])],
          "errors.maintenancePlan",
        ),
      ),
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
  })
  // The form posts `addOn.<id>`; an order counts its `addOns`.
  .transform(({ addOn, ...order }) => ({ ...order, addOns: addOn }));

export type CheckoutInput = z.output<typeof CheckoutSchema>;

/**
 * The payment form's errors in one language: a key of the checkout catalogue, or, for input the
 * form never sends, "please check this field".
 */
export function checkoutErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.invalid" });
}

/** The schema's check of a submission (conform's parse, one message per field). */
export function checkCheckoutForm(formData: FormData | URLSearchParams, errorText: ErrorText) {
  return parseForm(formData, CheckoutSchema, errorText);
}
