// The article editor's saves, as the two editor routes call them (ADR 020): the form read by its
// one schema, then created or saved whole; a service error becomes the form's reply (a person's
// mistake next to its field, anything else for the whole form) with its HTTP status.
import type { FormRefusal } from "~/lib/forms/form-reply";
import type { Db } from "~/.server/db/client";
import { logger } from "~/.server/logger";
import type { Language } from "~/i18n/config";
import { type MessagesT, messagesT } from "~/i18n/messages";
import { isArticleAdminError } from "./article-admin-errors";
import { articleAdminMessages } from "./article-admin-messages";
import { isArticleError } from "./article-errors";
import { type ArticleForm, ArticleFormSchema, articleErrorText, type EditorSaved } from "./article-form-schema";
import { type ArticleChange, createArticle, saveArticle } from "./articles.server";

type AdminT = MessagesT<typeof articleAdminMessages>;

/** How the editor's form is read (app/.server/forms.server.ts): its schema, with texts in the page's language. */
export function articleEditorForm(language: Language) {
  const t = messagesT(articleAdminMessages, language);
  return {
    t,
    options: {
      schema: ArticleFormSchema,
      errorText: articleErrorText(t as (key: string) => string),
      unreadable: t("errors.updateFailed"),
    },
  };
}

/** A save that could not be stored, as the form's reply says it: its status and messages. */
export type EditorRefusal = { ok: false } & FormRefusal;

/** A failed create or save: a person's mistake next to its field, anything else for the whole form (logged, no content). */
function refusal(error: unknown, fallback: "errors.createFailed" | "errors.updateFailed", t: AdminT): EditorRefusal {
  if (isArticleAdminError(error, "slugTaken")) return { ok: false, status: 409, fieldErrors: { slug: [t("errors.slugTaken")] } };
  if (isArticleAdminError(error, "categoryUnknown")) {
    return { ok: false, status: 400, fieldErrors: { categoryId: [t("errors.categoryUnknown")] } };
  }
  if (isArticleError(error, "notFound")) return { ok: false, status: 404, formErrors: [t("errors.notFound")] };
  if (isArticleAdminError(error, "staleRevision")) return { ok: false, status: 409, formErrors: [t("errors.staleRevision")] };
  logger.error("Saving an article failed", { error: error instanceof Error ? error.message : String(error) });
  return { ok: false, status: 500, formErrors: [t(fallback)] };
}

/** The new-article screen's save: the new article's id, or why it was not created. */
export async function createArticleFromEditor(
  db: Db,
  form: ArticleForm,
  authorName: string,
  t: AdminT,
): Promise<{ ok: true; id: number } | EditorRefusal> {
  try {
    const { id } = await createArticle(db, form, authorName);
    return { ok: true, id };
  } catch (error) {
    return refusal(error, "errors.createFailed", t);
  }
}

/** The edit screen's save (the whole article, ADR 020), or why it was not saved. */
export async function saveArticleFromEditor(
  db: Db,
  id: number,
  form: ArticleForm,
  change: ArticleChange,
  t: AdminT,
): Promise<{ ok: true; saved: EditorSaved } | EditorRefusal> {
  try {
    await saveArticle(db, id, form, change);
    return { ok: true, saved: { saved: "updated", status: form.status } };
  } catch (error) {
    return refusal(error, "errors.updateFailed", t);
  }
}
