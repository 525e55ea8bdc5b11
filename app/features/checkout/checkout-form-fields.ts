// What the /checkout action and the payment form agree on, without zod (the schema is loaded on
// the form's first focus, to keep zod out of the pages that open the modal): the fields, their
// limits and the reply's shape.
import type { FormReply } from "~/lib/forms/form-reply";

/** Upper bounds a person reaches only on purpose; each is checked in the browser and on the server. */
export const checkoutLimits = {
  fullName: 100,
  /** RFC 5321: 64 for the local part, 255 for the domain. */
  email: 254,
  phone: 30,
  company: 120,
  requirements: 2000,
} as const;

export type CustomerField = keyof typeof checkoutLimits;

/** The buyer's details for a tax invoice, asked for only when "I need a tax invoice" is ticked. */
export const taxInvoiceFields = [
  "taxInvoiceName",
  "taxInvoiceAddress",
  "taxInvoiceTaxId",
  "taxInvoiceBranch",
  "taxInvoiceBranchNumber",
] as const;
export type TaxInvoiceField = (typeof taxInvoiceFields)[number];

export const taxInvoiceLimits = { taxInvoiceName: 200, taxInvoiceAddress: 500 } as const;

/** Head office ("00000") or a branch with its own 5-digit number. */
export const taxInvoiceBranchKinds = ["headOffice", "branch"] as const;

/** The form's values as it posts them; each add-on is `addOn.<id>`, one taken once a checkbox. */
export type CheckoutValues = {
  packageId: string;
  option: string;
  addOn: Record<string, string>;
  maintenancePlan: string;
  method: string;
  fullName: string;
  email: string;
  phone: string;
  company: string;
  requirements: string;
  idempotencyKey: string;
  /** The checkbox: "on" when ticked. */
  taxInvoice: string;
} & Record<TaxInvoiceField, string>;

export type CheckoutField = keyof CheckoutValues;

/** The fields the error summary can point at, in the order of the form. */
export const summaryFields = [
  "option",
  "addOn",
  "maintenancePlan",
  "fullName",
  "email",
  "phone",
  "company",
  "requirements",
  "taxInvoiceName",
  "taxInvoiceAddress",
  "taxInvoiceTaxId",
  "taxInvoiceBranch",
  "taxInvoiceBranchNumber",
  "method",
] as const satisfies readonly CheckoutField[];

/** A placed order is a redirect to its page: the reply only ever carries a refusal. */
export type CheckoutReply = FormReply;
