// The payment form (docs/product.md#payment-form: full name, e-mail, phone, company optional, project
// requirements) plus the order choices, validated by one schema in the modal and in the action.
// Error messages are keys of the checkout catalogue (checkout-messages.ts), translated where shown.
import { z } from "zod";
import { isPhoneNumber } from "~/lib/phone";
import { addOns, maintenancePlans, packages } from "~/lib/pricing";
import { maxAddOnQuantity, paymentOptions } from "./order-pricing";

type ErrorKey = `errors.${string}`;
const error = (key: ErrorKey) => ({ error: key });

export const checkoutMethods = ["promptpay", "bank_transfer", "card"] as const;
export type CheckoutMethod = (typeof checkoutMethods)[number];

const quantity = (max: number) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? "0" : value))
    .pipe(z.string().regex(/^\d{1,3}$/, error("errors.quantity")))
    .transform(Number)
    .pipe(z.number().int().min(0, error("errors.quantity")).max(max, error("errors.quantity")));

export const CheckoutSchema = z.object({
  packageId: z.enum(packages.map((pkg) => pkg.id) as [string, ...string[]], error("errors.package")),
  option: z.enum(paymentOptions, error("errors.option")),
  addOns: z.object({
    domain: quantity(maxAddOnQuantity.domain),
    extraPage: quantity(maxAddOnQuantity.extraPage),
    premiumSsl: quantity(maxAddOnQuantity.premiumSsl),
    logo: quantity(maxAddOnQuantity.logo),
  }),
  maintenancePlan: z.union(
    [z.literal(""), z.enum(maintenancePlans.map((plan) => plan.id) as [string, ...string[]])],
    error("errors.maintenancePlan"),
  ),
  method: z.enum(checkoutMethods, error("errors.method")),
  fullName: z
    .string(error("errors.fullNameRequired"))
    .trim()
    .min(2, error("errors.fullNameRequired"))
    .max(100, error("errors.fullNameTooLong")),
  email: z
    .string(error("errors.emailRequired"))
    .trim()
    .min(1, error("errors.emailRequired"))
    .max(254, error("errors.email"))
    .pipe(z.email(error("errors.email"))),
  phone: z
    .string(error("errors.phoneRequired"))
    .trim()
    .min(1, error("errors.phoneRequired"))
    .max(30, error("errors.phone"))
    .refine(isPhoneNumber, error("errors.phone")),
  company: z.string().trim().max(120, error("errors.companyTooLong")).default(""),
  requirements: z
    .string(error("errors.requirementsRequired"))
    .trim()
    .min(10, error("errors.requirementsTooShort"))
    .max(2000, error("errors.requirementsTooLong")),
  /** One per opening of the modal: a double click or a retried POST finds the same order. */
  idempotencyKey: z.string(error("errors.expired")).regex(/^[A-Za-z0-9_-]{16,64}$/, error("errors.expired")),
});

export type CheckoutInput = z.output<typeof CheckoutSchema>;
export type CheckoutField =
  | "idempotencyKey"
  | "fullName"
  | "email"
  | "phone"
  | "company"
  | "requirements"
  | "method"
  | "option"
  | "addOns"
  | "maintenancePlan"
  | "packageId";

/**
 * The form's fields as the schema reads them. Only the named fields are read: amounts, totals or
 * prices a tampered form adds are never looked at.
 */
export function checkoutFormValues(formData: FormData) {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    packageId: text("packageId"),
    option: text("option"),
    addOns: Object.fromEntries(
      addOns.map((addOn) => {
        const raw = text(`addOn.${addOn.id}`) ?? "";
        // The logo is a checkbox: "on" (or "1") means one.
        return [addOn.id, addOn.id === "logo" && (raw === "on" || raw === "1") ? "1" : raw];
      }),
    ),
    maintenancePlan: text("maintenancePlan") ?? "",
    method: text("method"),
    fullName: text("fullName"),
    email: text("email"),
    phone: text("phone"),
    company: text("company") ?? "",
    requirements: text("requirements"),
    idempotencyKey: text("idempotencyKey"),
  };
}

/** The first message key per field, for the form. */
export function fieldErrors(error: z.ZodError): Partial<Record<CheckoutField, string>> {
  const out: Partial<Record<CheckoutField, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form") as CheckoutField;
    out[field] ??= issue.message.startsWith("errors.") ? issue.message : "errors.invalid";
  }
  return out;
}
