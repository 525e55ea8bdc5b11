// The agency's tax details for receipts and tax invoices (the `invoicing` settings group) and the
// balance reminder days of the payments group: stored shapes and their checks, shared by the
// /admin/settings form and the readers. Messages are keys of the settings catalogue.
import { z } from "zod";
import { compactDigits, headOfficeBranch, taxIdProblem } from "~/lib/thai-tax-id";

/** Stored without separators; "" while the agency is not VAT-registered and has not typed one. */
export const taxIdField = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = value === "" ? null : taxIdProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem === "format" ? "errors.taxId" : "errors.taxIdCheckDigit" });
  })
  .transform(compactDigits);

export const InvoicingSettingsSchema = z
  .object({
    /** Registered for VAT: documents are tax invoices with 7% VAT shown, else plain receipts. */
    vatRegistered: z.boolean({ error: "errors.invalid" }),
    /** The package prices on the site already include VAT (VAT is worked out of them, not added). */
    pricesIncludeVat: z.boolean({ error: "errors.invalid" }),
    /** The registered name printed on documents; "" means the agency's name. */
    legalName: z.string().trim().max(200, { error: "errors.tooLong200" }),
    taxId: taxIdField,
    /** "00000" for the head office, else the 5-digit branch number. */
    branch: z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: "errors.branchNumber" }),
  })
  .superRefine((invoicing, context) => {
    // A tax invoice must carry the seller's tax id (Revenue Code section 86/4).
    if (invoicing.vatRegistered && invoicing.taxId === "") {
      context.addIssue({ code: "custom", message: "errors.requiredForVat", path: ["taxId"] });
    }
  });
export type InvoicingSettings = z.infer<typeof InvoicingSettingsSchema>;

export const defaultInvoicingSettings: InvoicingSettings = {
  vatRegistered: false,
  pricesIncludeVat: true,
  legalName: "",
  taxId: "",
  branch: headOfficeBranch,
};

export const maxBalanceReminders = 5;
export const defaultBalanceReminderDays = [3, 7];

/**
 * The reminder days: at most 5, each a whole day from 1 to 90, strictly increasing. One message
 * for the whole list, so it stands next to the one field that holds it.
 */
export const balanceReminderDaysField = z
  // Any number here, NaN included (a word typed in the box): the list's check below names it.
  .array(z.custom<number>((value) => typeof value === "number", { error: "errors.reminderDay" }))
  .superRefine((days, context) => {
    const issue = (message: string) => context.addIssue({ code: "custom", message });
    if (days.some((day) => !Number.isInteger(day) || day < 1 || day > 90)) issue("errors.reminderDay");
    else if (days.length > maxBalanceReminders) issue("errors.reminderDaysTooMany");
    else if (days.some((day, index) => index > 0 && day <= (days[index - 1] as number))) issue("errors.reminderDaysOrder");
  });
