// The contact form's one schema, used by the action on the server and by the form in the browser
// (loaded there only once someone starts typing: zod is too big for the public pages' budget,
// ADR 025). Error messages are keys of the form catalogue (contact-form-messages.ts).

export { contactLimits } from "./contact-form-fields";
import { z } from "zod";
import { isPhoneNumber } from "~/lib/phone";
import { contactLimits } from "./contact-form-fields";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";

/** Control characters (CR and LF above all) would let a value add lines to a mail's headers. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_NEWLINES_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A text field; when it was not sent at all, a required field says so with its own message. */
const text = (missing?: string) => z.string({ error: (issue) => (issue.input === undefined ? missing : undefined) });

const oneLine = (max: number, tooLong: string, missing?: string) =>
  text(missing)
    .trim()
    .max(max, tooLong)
    .refine((value) => !CONTROL.test(value), "errors.oneLine");

const optionalOneLine = (max: number, tooLong: string) =>
  oneLine(max, tooLong)
    .transform((value) => (value === "" ? undefined : value))
    .optional();

export const ContactFormSchema = z.object({
  name: oneLine(contactLimits.name, "errors.nameTooLong", "errors.nameRequired").pipe(z.string().min(1, "errors.nameRequired")),
  email: text("errors.emailRequired")
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
  // A package id as the catalogue writes them; whether it is on offer is the route's check (the
  // catalogue is in the database). Anything else (a hand-edited form) is dropped, not refused.
  packageId: z
    .string()
    .optional()
    .transform((value) => (value && /^[A-Za-z][\w-]{0,39}$/.test(value) ? value : undefined)),
  message: text("errors.messageRequired")
    .trim()
    .min(1, "errors.messageRequired")
    .max(contactLimits.message, "errors.messageTooLong")
    .refine((value) => !CONTROL_EXCEPT_NEWLINES_AND_TABS.test(value), "errors.messageInvalid"),
});

export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactMessageInput = z.output<typeof ContactFormSchema>;

/**
 * The contact form's errors in one language: a key of the form catalogue with its field's limit,
 * or, for input the form never sends (a field missing or sent twice), "please check this field".
 */
export function contactErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.check", limits: contactLimits });
}

/** The schema's check of a submission (conform's parse, one message per field). */
export function checkContactForm(formData: FormData | URLSearchParams, errorText: ErrorText) {
  return parseForm(formData, ContactFormSchema, errorText);
}
