// What every form action answers, read by the form in the browser (and rendered on the server
// when the browser has no JavaScript): conform's submission result, whose errors are text in the
// page's language, keyed by field name ("" for the form as a whole), with the values that were
// sent so nothing typed is lost; plus what a success has to say, when it says something.
import type { SubmissionResult } from "@conform-to/react";

export type FormResult = SubmissionResult<string[]>;

export interface FormReply<Success = undefined> {
  result: FormResult;
  /** Present only when the form was accepted. */
  success?: Success;
}

/**
 * What a use-case answers when it refuses a submission the schema accepted (an order's method
 * switched off, a slug already taken): the HTTP status and the messages, in the page's language,
 * for the whole form or next to a field, as `formReply` (app/.server/forms.server.ts) sends them.
 */
export interface FormRefusal {
  status: number;
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

/** The form-wide messages of a result (rate limited, expired form, bot check, server trouble). */
export function formErrorsOf(result: FormResult | null | undefined): string[] {
  return result?.error?.[""] ?? [];
}
