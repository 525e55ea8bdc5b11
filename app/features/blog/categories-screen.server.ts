// The categories screen's action after its form was read: the service call for the form's intent,
// and its answer in the page's language (a field's error, or the form's), as the route replies it.
import type { ContentActor } from "~/.server/content-audit.server";
import type { Db } from "~/.server/db/client";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { type CategorySaveResult, createCategory, deleteCategory, renameCategory } from "./categories-admin.server";
import { categoryLabel } from "./category-names";
import { categoriesMessages } from "./categories-messages";
import type { CategoryAction, CategorySaved } from "./category-form-schema";

export type CategoryScreenOutcome =
  | { ok: true; success: CategorySaved }
  | { ok: false; status: number; formErrors?: string[]; fieldErrors?: Record<string, string[]> };

function save(db: Db, actor: ContentActor, action: CategoryAction): Promise<CategorySaveResult> {
  if (action.intent === "delete") return deleteCategory(db, actor, { slug: action.slug, revision: action.revision });
  const names = { en: action.nameEn, th: action.nameTh };
  if (action.intent === "create") return createCategory(db, actor, { slug: action.slug, names });
  return renameCategory(db, actor, { slug: action.slug, revision: action.revision, names });
}

export async function applyCategoryAction(
  db: Db,
  actor: ContentActor,
  action: CategoryAction,
  language: Language,
): Promise<CategoryScreenOutcome> {
  const t = messagesT(categoriesMessages, language);
  const result = await save(db, actor, action);
  if (result.ok) {
    const name = categoryLabel(result.category, language);
    return { ok: true, success: { intent: action.intent, slug: action.slug, name, unchanged: result.unchanged } };
  }
  switch (result.reason) {
    case "slugInvalid":
      return { ok: false, status: 400, fieldErrors: { slug: [t("errors.slugFormat")] } };
    case "slugTaken":
      return { ok: false, status: 400, fieldErrors: { slug: [t("errors.slugTaken")] } };
    case "inUse":
      return {
        ok: false,
        status: 409,
        formErrors: [result.articleCount === 1 ? t("errors.inUseOne") : t("errors.inUse", { count: result.articleCount })],
      };
    default:
      return { ok: false, status: result.status, formErrors: [t(`errors.${result.reason}`)] };
  }
}
