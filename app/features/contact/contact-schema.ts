// The contact form's one schema, used by the action on the server and by the form in the browser
// (loaded there only once someone starts typing: zod is too big for the public pages' budget,
// ADR 025). Error messages are keys of the form catalogue (contact-form-messages.ts).
import { z } from "zod";
import { isPhoneNumber } from "~/lib/phone";
import { isPackageId } from "~/lib/package-ids";

/** Upper bounds a person reaches only on purpose; each is checked in the browser and on the server. */
export const contactLimits = {
  name: 100,
  /** RFC 5321: 64 for the local part, 255 for the domain. */
  email: 254,
  phone: 30,
  company: 150,
  message: 5000,
} as const;

/** The whole request body: every field at its limit (Thai is 3 bytes a character), with room to spare. */
export const MAX_CONTACT_FORM_BYTES = 64 * 1024;

/** The fields a person fills in, in the order of the form (focus goes to the first error). */
export const contactFields = ["name", "email", "phone", "company", "packageId", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** Control characters (CR and LF above all) would let a value add lines to a mail's headers. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_NEWLINES_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const oneLine = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !CONTROL.test(value), "errors.oneLine");

const optionalOneLine = (max: number, tooLong: string) =>
  oneLine(max, tooLong).transform((value) => (value === "" ? undefined : value));

export const ContactFormSchema = z.object({
  name: oneLine(contactLimits.name, "errors.nameTooLong").pipe(z.string().min(1, "errors.nameRequired")),
  email: z
    .string()
    .trim()
    .min(1, "errors.emailRequired")
    .max(contactLimits.email, "errors.emailTooLong")
    // Before the format check: a CR or LF in an address is an injection attempt, not a typo.
    .refine((value) => !CONTROL.test(value), "errors.emailInvalid")
    .pipe(z.email("errors.emailInvalid")),
  phone: optionalOneLine(contactLimits.phone, "errors.phoneTooLong").refine(
    (value) => value === undefined || isPhoneNumber(value),
    "errors.phoneInvalid",
  ),
  company: optionalOneLine(contactLimits.company, "errors.companyTooLong"),
  // An unknown package (an old link, a hand-edited form) is dropped rather than refused.
  packageId: z
    .string()
    .optional()
    .transform((value) => (isPackageId(value) ? value : undefined)),
  message: z
    .string()
    .trim()
    .min(1, "errors.messageRequired")
    .max(contactLimits.message, "errors.messageTooLong")
    .refine((value) => !CONTROL_EXCEPT_NEWLINES_AND_TABS.test(value), "errors.messageInvalid"),
});

export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactMessageInput = z.output<typeof ContactFormSchema>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Reads the form's fields from a submission: only strings, only known names. */
export function contactValuesFrom(formData: FormData): Record<ContactField, string> {
  const read = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    phone: read("phone"),
    company: read("company"),
    packageId: read("packageId"),
    message: read("message"),
  };
}

export type ContactValidation =
  { success: true; data: ContactMessageInput } | { success: false; fieldErrors: ContactFieldErrors };

/** Validates a submission; errors are catalogue keys, the first per field. */
export function validateContactForm(values: Record<string, unknown>): ContactValidation {
  const result = ContactFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (contactFields as readonly string[]).includes(field)) {
      fieldErrors[field as ContactField] ??= issue.message;
    }
  }
  return { success: false, fieldErrors };
}
