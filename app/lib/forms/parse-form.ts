// One way to read a form: conform parses the FormData (nested names, repeated fields) and zod
// checks it with the form's one schema, on the server in the action and in the browser before a
// submit. Schemas write their messages as catalogue keys; `errorText` turns a key into the
// sentence in the page's language, so the errors a form shows are text on both sides and a reply
// can be rendered as it is, with or without JavaScript.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { $ZodIssue } from "zod/v4/core";

/** A schema message key (or zod's own message for input no form sends) → the text to show. */
export type ErrorText = (key: string, field: string) => string;

/** One message per field: the first problem is the one to fix first. */
export function parseForm<Schema extends z.ZodType>(
  formData: FormData | URLSearchParams,
  schema: Schema,
  errorText: ErrorText,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parseWithZod(formData, {
    schema,
    // The schemas are written for the strings a form posts: "" stays "" (a required field says
    // so itself) instead of becoming undefined.
    disableAutoCoercion: true,
    formatError: (issues: $ZodIssue[]) => {
      const [first] = issues;
      return first ? [errorText(first.message, first.path.join("."))] : [];
    },
  });
}

/**
 * An ErrorText over a catalogue's translate function: a key the catalogue has becomes its text
 * (with the field's limit for `{{max}}`), anything else (zod's English for a field that was not
 * sent or sent twice) the form's general "check this field" message.
 */
export function catalogueErrorText(
  t: (key: string, values?: Record<string, string | number>) => string,
  options: { fallbackKey: string; limits?: Partial<Record<string, number>> },
): ErrorText {
  return (key, field) => {
    const values = { max: options.limits?.[field] ?? "" };
    const text = t(key, values);
    return text === key ? t(options.fallbackKey, values) : text;
  };
}
