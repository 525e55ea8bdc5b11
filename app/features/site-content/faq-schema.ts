// The FAQ form's one schema (client-safe), used by the form in the browser and by the action: the
// question and answer in English and in Thai, complete in at least one language, the answer's
// {{placeholders}} well formed (which names exist is the server's check: faq-admin.server.ts).
// Messages are keys of faq-messages.ts.
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";
import { entryFormBase, entryText, requireOneLanguage } from "./entry-form";

/** A well-formed placeholder, as app/lib/copy-figures.ts reads them: a letter, then letters, digits or _. */
const placeholder = /\{\{\s*[A-Za-z]\w*\s*\}\}/g;

/** Whether braces are left over once the well-formed placeholders are taken out (`{{price}`, `{{ }}`). */
export function hasBrokenPlaceholder(text: string): boolean {
  const rest = text.replace(placeholder, "");
  return rest.includes("{{") || rest.includes("}}");
}

export const faqLimits = { question: 300, answer: 2000 } as const;
export const faqFields = ["question", "answer"] as const;
export type FaqField = (typeof faqFields)[number];

const texts = z.object({
  question: entryText(faqLimits.question),
  answer: entryText(faqLimits.answer).refine((answer) => !hasBrokenPlaceholder(answer), "errors.placeholderSyntax"),
});
export type FaqTexts = z.output<typeof texts>;

export const FaqFormSchema = z
  .object({ ...entryFormBase, en: texts.prefault({}), th: texts.prefault({}) })
  .superRefine((form, context) => requireOneLanguage(form, faqFields, (issue) => context.addIssue(issue)));

export type FaqForm = z.output<typeof FaqFormSchema>;
/** The form's values as the browser posts them (and as the form is filled). */
export type FaqFormValues = z.input<typeof FaqFormSchema>;
export type FaqReply = FormReply;

const limits = Object.fromEntries(
  (["en", "th"] as const).flatMap((language) => faqFields.map((field) => [`${language}.${field}`, faqLimits[field]])),
);

/** A figure every catalogue has, for the messages' example. */
const EXAMPLE = "{{depositPercent}}";

export function faqErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  const text = catalogueErrorText(t, { fallbackKey: "errors.badRequest", limits });
  return (key, field) => text(key, field).replace("{{example}}", EXAMPLE);
}

export function checkFaqForm(formData: FormData, errorText: ErrorText) {
  return parseForm(formData, FaqFormSchema, errorText);
}
