// The admin article list's row actions as one use-case: publish, unpublish, unschedule or delete one article,
// each refusal named for the screen with its status (an article that is gone 404, anything
// unexpected 500 and logged; a draft no longer scheduled 409).
import type { Db } from "~/.server/db/client";
import { logger } from "~/.server/logger";
import type { Language } from "~/i18n/config";
import { getEditableArticle } from "./article-admin.server";
import { parseArticleId } from "./article-admin-actions.server";
import { isArticleAdminError } from "./article-admin-errors";
import type { ArticleAdminErrorKey } from "./article-admin-messages";
import { isArticleError } from "./article-errors";
import type { ArticleListAction, ArticleListSuccess } from "./article-list-action-schema";
import { type ArticleChange, deleteArticle, setArticleStatus } from "./articles.server";
import { unscheduleArticle } from "./article-schedule.server";

export type ArticleListOutcome =
  | { ok: true; success: ArticleListSuccess }
  | { ok: false; status: 404; gone: true; error: ArticleAdminErrorKey }
  | { ok: false; status: 409; gone: false; error: ArticleAdminErrorKey }
  | { ok: false; status: 500; gone: false; error: ArticleAdminErrorKey };

export async function applyArticleListAction(
  db: Db,
  action: ArticleListAction,
  language: Language,
  change: ArticleChange,
): Promise<ArticleListOutcome> {
  const id = parseArticleId(action.id);
  try {
    const article = await getEditableArticle(db, id);
    const title =
      article.translations[language]?.title || article.translations.en?.title || article.translations.th?.title || article.slug;
    if (action.intent === "delete") await deleteArticle(db, id);
    else if (action.intent === "unschedule") await unscheduleArticle(db, id, change);
    else await setArticleStatus(db, id, action.intent === "publish" ? "published" : "draft", change);
    return { ok: true, success: { intent: action.intent, id, title } };
  } catch (error) {
    if (isArticleError(error, "notFound")) return { ok: false, status: 404, gone: true, error: "errors.notFound" };
    if (isArticleAdminError(error, "notScheduled")) return { ok: false, status: 409, gone: false, error: "errors.notScheduled" };
    logger.error("An article list action failed", {
      intent: action.intent,
      error: error instanceof Error ? error.message : String(error),
    });
    return {
      ok: false,
      status: 500,
      gone: false,
      error: action.intent === "delete" ? "errors.deleteFailed" : "errors.updateFailed",
    };
  }
}
