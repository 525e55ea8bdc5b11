// The testimonial form's one schema (client-safe), used by the form in the browser and by the
// action: the four texts in English and in Thai, complete in at least one language. Messages are
// keys of testimonials-messages.ts.
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";
import { entryFormBase, entryText, requireOneLanguage } from "./entry-form";

export const testimonialLimits = { name: 120, jobTitle: 120, company: 120, quote: 2000 } as const;
export const testimonialFields = ["name", "jobTitle", "company", "quote"] as const;
export type TestimonialField = (typeof testimonialFields)[number];
const required = ["name", "quote"] as const satisfies readonly TestimonialField[];

const texts = z.object({
  name: entryText(testimonialLimits.name),
  jobTitle: entryText(testimonialLimits.jobTitle),
  company: entryText(testimonialLimits.company),
  quote: entryText(testimonialLimits.quote),
});
export type TestimonialTexts = z.output<typeof texts>;

export const TestimonialFormSchema = z
  .object({ ...entryFormBase, en: texts.prefault({}), th: texts.prefault({}) })
  .superRefine((form, context) => requireOneLanguage(form, required, (issue) => context.addIssue(issue)));

export type TestimonialForm = z.output<typeof TestimonialFormSchema>;
/** The form's values as the browser posts them (and as the form is filled). */
export type TestimonialFormValues = z.input<typeof TestimonialFormSchema>;
export type TestimonialReply = FormReply;

const limits = Object.fromEntries(
  (["en", "th"] as const).flatMap((language) =>
    testimonialFields.map((field) => [`${language}.${field}`, testimonialLimits[field]]),
  ),
);

export function testimonialErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.badRequest", limits });
}

export function checkTestimonialForm(formData: FormData, errorText: ErrorText) {
  return parseForm(formData, TestimonialFormSchema, errorText);
}
