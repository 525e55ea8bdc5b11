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

/** The form-wide messages of a result (rate limited, expired form, bot check, server trouble). */
export function formErrorsOf(result: FormResult | null | undefined): string[] {
  return result?.error?.[""] ?? [];
}
