// The Privacy requests screens' forms, shared by the forms and the actions (client-safe). Messages
// are keys of privacy-messages.ts.
import { z } from "zod";
import { bangkokDate, bangkokDaysBetween, bangkokMidnight } from "~/lib/bangkok-date";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText } from "~/lib/forms/parse-form";

export const requestKinds = ["access", "export", "correction", "erasure"] as const;
export const MAX_NOTE = 500;
const MAX_EMAIL = 254;
const MAX_PHONE = 40;
/** How far back a request's date of receipt may be given: further is surely a typing mistake. */
export const MAX_RECEIVED_DAYS_AGO = 365;

// Kept short and plain: the note is staff's own words about the request, never the person's data.
const note = z
  .string()
  .trim()
  .max(MAX_NOTE, "errors.noteTooLong")
  .optional()
  .transform((value) => value ?? "");

export const NewRequestSchema = z.object({
  kind: z.enum(requestKinds, "errors.kind"),
  email: z
    .string("errors.emailRequired")
    .trim()
    .min(1, "errors.emailRequired")
    .max(MAX_EMAIL, "errors.email")
    .pipe(z.email("errors.email"))
    .transform((value) => value.toLowerCase()),
  // The day the request reached the agency (a Bangkok date), when that was before today: the
  // 30 days run from receipt, not from when it was recorded here. Empty means today.
  receivedOn: z
    .string("errors.receivedOn")
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || bangkokMidnight(value) !== null, "errors.receivedOn")
    .refine((value) => value === undefined || bangkokDaysBetween(value, bangkokDate()) >= 0, "errors.receivedOnFuture")
    .refine(
      (value) => value === undefined || bangkokDaysBetween(value, bangkokDate()) <= MAX_RECEIVED_DAYS_AGO,
      "errors.receivedOnTooOld",
    ),
  note,
});
export type NewRequest = z.output<typeof NewRequestSchema>;

export const requestIntents = ["erase", "complete", "refuse"] as const;

export const RequestActionSchema = z
  .object({
    intent: z.enum(requestIntents, "errors.unknownAction"),
    // The phone the screen searched with, carried by the erase form (it is never stored).
    phone: z.string().trim().max(MAX_PHONE, "errors.phone").optional(),
    note,
  })
  .refine((value) => value.intent !== "refuse" || value.note.length > 0, { message: "errors.refuseNote", path: ["note"] });
export type RequestAction = z.output<typeof RequestActionSchema>;

export interface RequestActionSuccess {
  notice: "erased" | "completed" | "refused";
}
export type RequestActionReply = FormReply<RequestActionSuccess>;

export function privacyErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.unknownAction", limits: { note: MAX_NOTE } });
}
