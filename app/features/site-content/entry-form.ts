// What the testimonial and FAQ forms share (client-safe): trimmed text fields with a limit, the
// rule that an entry is complete in at least one language, and the row buttons' schema.
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText } from "~/lib/forms/parse-form";

export const entryLanguages = ["en", "th"] as const;
export type EntryLanguage = (typeof entryLanguages)[number];

/** The intent of the add and edit form; the row buttons send their own (entryRowIntents). */
export const SAVE_INTENT = "save";

/** PostgreSQL text cannot hold NUL, and no person types one. */
const withoutNul = (value: string) => value.replace(/\u0000/g, "");

/** A text box: trimmed, at most `max` characters; a field not sent reads as empty, as an empty box would. */
export const entryText = (max: number) => z.string().overwrite(withoutNul).trim().max(max, "errors.tooLong").default("");

/** The hidden fields of the add and edit form: which row (empty for a new one) at which revision. */
export const entryFormBase = {
  intent: z.literal(SAVE_INTENT, "errors.badRequest"),
  id: z.string().trim().max(12, "errors.badRequest").regex(/^\d*$/, "errors.badRequest").default(""),
  revision: z.string().trim().max(40, "errors.badRequest").default(""),
};

type Issue = { code: "custom"; path: string[]; message: string };

/**
 * An entry needs its required fields in at least one language. A language someone started must be
 * complete; with English complete, an empty Thai field shows the English text. With nothing
 * written, the English fields say that either language will do.
 */
export function requireOneLanguage<Field extends string>(
  form: Record<EntryLanguage, Record<Field, string>>,
  required: readonly Field[],
  addIssue: (issue: Issue) => void,
) {
  const started = (language: EntryLanguage) => Object.values<string>(form[language]).some((value) => value !== "");
  const missing = (language: EntryLanguage, message: string) => {
    for (const field of required) {
      if (form[language][field] === "") addIssue({ code: "custom", path: [language, field], message });
    }
  };
  if (started("en")) missing("en", "errors.requiredEn");
  else if (started("th")) missing("th", "errors.requiredTh");
  else missing("en", "errors.requiredEither");
}

/** An entry as the list shows it, in the page's language. */
export interface EntryView {
  id: number;
  /** The name or question (the other language's when this one has none). */
  label: string;
  /** What they said, or the answer. */
  detail: string;
  /** The language of label and detail, when it is not the page's. */
  lang?: "en" | "th";
  hidden: boolean;
  revision: string;
}

/** The row buttons of the lists: move, hide or show, delete. */
export const entryRowIntents = ["move-up", "move-down", "hide", "show", "delete"] as const;
export type EntryRowIntent = (typeof entryRowIntents)[number];

export const EntryRowSchema = z.object({
  intent: z.enum(entryRowIntents, "errors.badRequest"),
  id: z
    .string("errors.notFound")
    .trim()
    .regex(/^\d{1,10}$/, "errors.notFound"),
  // Moves need none: they change no text (entry-rows.server.ts).
  revision: z.string().trim().max(40, "errors.badRequest").default(""),
});
export type EntryRowAction = z.output<typeof EntryRowSchema>;

/** What a row button did: the list says so and keeps the focus on that entry. */
export interface EntryRowSuccess {
  intent: EntryRowIntent;
  id: number;
  /** The entry's name or question, in the page's language. */
  label: string;
  /** False for a move past the end of the list. */
  moved?: boolean;
}
export type EntryRowReply = FormReply<EntryRowSuccess>;

/** The row buttons' refusals in one language; anything a page never sends is a bad request. */
export function entryRowErrorText(t: (key: string) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.badRequest" });
}

/** An id from a form that the schema accepted (digits), or null for a new entry. */
export function entryId(value: string): number | null {
  const id = Number(value);
  return value !== "" && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
