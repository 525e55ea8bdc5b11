// The invoicing section of the /admin/settings form and the payments section's reminder days, as
// the browser posts them: two checkboxes, a head office / branch choice with a branch-number box,
// and the reminder days as one text box ("3, 7"). Read here into the stored shapes of
// invoicing-settings-schema.ts.
import { z } from "zod";
import { headOfficeBranch, isBranchNumber } from "~/lib/thai-tax-id";
import { type InvoicingSettings, InvoicingSettingsSchema, maxBalanceReminders, taxIdField } from "./invoicing-settings-schema";

export const branchKinds = ["headOffice", "branch"] as const;
export type BranchKind = (typeof branchKinds)[number];

// A type alias, not an interface: conform's form values must be indexable records.
export type InvoicingFormValues = {
  /** A checkbox: "on" when ticked, "" when not. */
  vatRegistered: string;
  pricesIncludeVat: string;
  legalName: string;
  taxId: string;
  branchKind: string;
  branchNumber: string;
};

export const invoicingFormTemplate: InvoicingFormValues = {
  vatRegistered: "",
  pricesIncludeVat: "",
  legalName: "",
  taxId: "",
  branchKind: "",
  branchNumber: "",
};

export function invoicingToFormValues(invoicing: InvoicingSettings): InvoicingFormValues {
  const headOffice = invoicing.branch === headOfficeBranch;
  return {
    vatRegistered: invoicing.vatRegistered ? "on" : "",
    pricesIncludeVat: invoicing.pricesIncludeVat ? "on" : "",
    legalName: invoicing.legalName,
    taxId: invoicing.taxId,
    branchKind: headOffice ? "headOffice" : "branch",
    branchNumber: headOffice ? "" : invoicing.branch,
  };
}

const checkbox = z.string().transform((value) => value !== "");

export const InvoicingFormSchema = z
  .object({
    vatRegistered: checkbox,
    pricesIncludeVat: checkbox,
    legalName: InvoicingSettingsSchema.shape.legalName,
    taxId: taxIdField,
    // No choice posted (a form from before the section existed) is the head office, the default.
    branchKind: z
      .string()
      .transform((value) => value || "headOffice")
      .pipe(z.enum(branchKinds, { error: "errors.invalid" })),
    branchNumber: z.string().trim(),
  })
  .superRefine((form, context) => {
    // The stored schema's rule too, checked here so it shows alongside the branch's.
    if (form.vatRegistered && form.taxId === "") {
      context.addIssue({ code: "custom", message: "errors.requiredForVat", path: ["taxId"] });
    }
    if (form.branchKind === "branch" && !isBranchNumber(form.branchNumber)) {
      const message = form.branchNumber === "" ? "errors.required" : "errors.branchNumber";
      context.addIssue({ code: "custom", message, path: ["branchNumber"] });
    }
  })
  .transform((form): InvoicingSettings => ({
    vatRegistered: form.vatRegistered,
    pricesIncludeVat: form.pricesIncludeVat,
    legalName: form.legalName,
    taxId: form.taxId,
    branch: form.branchKind === "branch" ? form.branchNumber : headOfficeBranch,
  }))
  .pipe(InvoicingSettingsSchema);

const reminderDay = (token: string) => (/^\d{1,3}$/.test(token) ? Number(token) : Number.NaN);

/**
 * The reminder day boxes as posted (one value per box, a box left empty is no day) -> the numbers;
 * a word becomes NaN, which the list's check names. A single text ("3, 7") is read as before.
 */
export function reminderDaysFromForm(value: unknown): unknown {
  if (typeof value === "string") {
    return value
      .split(/[\s,]+/)
      .filter((token) => token !== "")
      .map(reminderDay);
  }
  if (!Array.isArray(value)) return value;
  // Counted before it is walked: a forged `[99999]` makes a long list, refused as too many.
  if (value.length > 100) return new Array(maxBalanceReminders + 1).fill(1);
  return value
    .map((item) => (typeof item === "string" ? item.trim() : ""))
    .filter((item) => item !== "")
    .map(reminderDay);
}

/** The stored days as the form's boxes, with one empty box to type a new day into (without JavaScript). */
export const reminderDaysToRows = (days: number[], emptyRow = false) => {
  const rows = days.map(String);
  return emptyRow && rows.length < maxBalanceReminders ? [...rows, ""] : rows;
};
