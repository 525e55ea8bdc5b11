// The Page copy form's one schema, built for one page from the texts the page has: one field per
// text and language, named `en/hero/title` (a "/" keeps conform from reading the path as nesting).
// English is required where the default has words; Thai may be left empty (it then shows English).
// A `{{figure}}` must be one the page can fill. Messages are keys of pageCopyMessages.
import { z } from "zod";
import { placeholderNames } from "~/lib/copy-paths";
import type { FormReply } from "~/lib/forms/form-reply";
import type { ErrorText } from "~/lib/forms/parse-form";

export const copyLanguages = ["en", "th"] as const;
export type CopyLanguage = (typeof copyLanguages)[number];

/** Longer than any text the pages have (the longest default is about 330 characters). */
export const maxCopyLength = 2_000;

export interface CopyField {
  path: string;
  /** The default English text is not empty: the English field may not be emptied. */
  required: boolean;
}

export function copyFieldName(language: CopyLanguage, path: string): string {
  return `${language}/${path.replaceAll(".", "/")}`;
}

export type PageCopyFormValues = Record<string, string>;

export interface PageCopySaved {
  outcome: "saved" | "unchanged";
}
export type PageCopyReply = FormReply<PageCopySaved>;

function text(required: boolean, figures: ReadonlySet<string>) {
  return z
    .string("errors.invalid")
    .max(maxCopyLength, "errors.tooLong")
    .refine((value) => !required || value.trim() !== "", "errors.required")
    .refine((value) => placeholderNames(value).every((name) => figures.has(name)), "errors.unknownFigure");
}

/** The schema of one page's form: a revision and every text in both languages. */
export function pageCopySchema(fields: readonly CopyField[], figures: readonly string[]) {
  const known = new Set(figures);
  const shape: Record<string, z.ZodType<string>> = { revision: z.string("errors.invalid") };
  for (const field of fields) {
    shape[copyFieldName("en", field.path)] = text(field.required, known);
    shape[copyFieldName("th", field.path)] = text(false, known);
  }
  return z.object(shape);
}

/** The form's values back into the service's shape: path → text per language. */
export function editsFromForm(values: Record<string, string>, fields: readonly CopyField[]) {
  const pick = (language: CopyLanguage) =>
    Object.fromEntries(fields.map((field) => [field.path, values[copyFieldName(language, field.path)] ?? ""]));
  return { revision: values.revision ?? "", en: pick("en"), th: pick("th") };
}

export function pageCopyErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  const values = { max: maxCopyLength };
  return (key) => {
    const sentence = t(key, values);
    return sentence === key ? t("errors.invalid", values) : sentence;
  };
}
