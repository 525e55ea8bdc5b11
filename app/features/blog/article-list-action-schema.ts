// The admin article list's row actions (publish, unpublish, delete), shared by its forms and the
// action (client-safe). Messages are keys of article-admin-messages.ts.
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText } from "~/lib/forms/parse-form";

// "unschedule": a scheduled draft back to a plain draft (ADR 069).
export const articleListIntents = ["publish", "unpublish", "delete", "unschedule"] as const;
export type ArticleListIntent = (typeof articleListIntents)[number];

export const ArticleListActionSchema = z.object({
  intent: z.enum(articleListIntents, "errors.updateFailed"),
  // Any text: an id that names no article is "not found" (the use-case says so), not a wrong field.
  id: z.string("errors.notFound"),
});

export type ArticleListAction = z.output<typeof ArticleListActionSchema>;

/** What a row action did: the list updates that row and says so. */
export interface ArticleListSuccess {
  intent: ArticleListIntent;
  id: number;
  title: string;
}

/**
 * A refused row action answers the form's message (`""`), except an article that is gone, which
 * is the `id` field's: the list then drops that row.
 */
export type ArticleListReply = FormReply<ArticleListSuccess>;

export function articleListErrorText(t: (key: string) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.updateFailed" });
}
