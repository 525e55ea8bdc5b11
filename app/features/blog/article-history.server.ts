// An article's history for staff (ADR 068): the current version and the earlier ones kept in
// article_revisions, newest first, one earlier version whole, and bringing one back. A restore is
// an ordinary save of the earlier version's form (so the version it replaces is kept too, and the
// revision check refuses a restore based on a page older than the last save).
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type ArticleVersionSnapshot, articleRevisions, type RevisionChange } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { readArticleRows } from "./article-admin.server";
import { isArticleAdminError } from "./article-admin-errors";
import { ArticleError, isArticleError } from "./article-errors";
import { type ArticleForm, type ArticleFormInput, type ArticleTranslationInput, parseArticleForm } from "./article-form-schema";
import { versionSnapshot } from "./article-revisions.server";
import { scheduledAtOf, utcToBangkokLocal } from "./article-schedule-time";
import { type ArticleChange, saveArticle } from "./articles.server";

const MAX_ID = 2_147_483_647;
/** More than ARTICLE_REVISIONS_KEPT would ever sensibly be; the list stays one bounded page. */
const MAX_LISTED = 500;

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/** The version the article holds now: who saved it and when (`updatedAt` is also the revision check's value). */
export interface CurrentVersion {
  id: number;
  updatedAt: string;
  updatedBy: string | null;
  snapshot: ArticleVersionSnapshot;
}

/** One earlier version as the history lists it. */
export interface RevisionSummary {
  id: number;
  savedAt: string;
  savedBy: string | null;
  replacedAt: string;
  replacedBy: string | null;
  replacedHow: RevisionChange;
  /** The version's own status: a status change that replaced a draft published it. */
  status: ArticleVersionSnapshot["status"];
  title: string;
}

export interface RevisionDetail extends RevisionSummary {
  snapshot: ArticleVersionSnapshot;
}

/** The article as it is now, both languages. Unknown id: "notFound". */
export async function getCurrentVersion(db: Db, id: number): Promise<CurrentVersion> {
  const { article, texts } = await readArticleRows(db, id);
  return {
    id: article.id,
    updatedAt: article.updatedAt.toISOString(),
    updatedBy: article.updatedBy,
    snapshot: versionSnapshot(article, texts),
  };
}

function summary(row: typeof articleRevisions.$inferSelect): RevisionSummary {
  const { en, th } = row.snapshot.translations;
  return {
    id: row.id,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy,
    replacedAt: row.replacedAt.toISOString(),
    replacedBy: row.replacedBy,
    replacedHow: row.replacedHow,
    status: row.snapshot.status,
    title: en?.title || th?.title || "",
  };
}

/** The article's earlier versions, newest first (the article itself is checked by the caller). */
export async function listRevisions(db: Db, articleId: number): Promise<RevisionSummary[]> {
  try {
    const rows = await db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, articleId))
      .orderBy(desc(articleRevisions.id))
      .limit(MAX_LISTED);
    return rows.map(summary);
  } catch (cause) {
    throw new ArticleError("loadArticleFailed", { cause });
  }
}

/** One earlier version of this article. Unknown, pruned or another article's: "notFound". */
export async function getRevision(db: Db, articleId: number, revisionId: number): Promise<RevisionDetail> {
  if (!validId(articleId) || !validId(revisionId)) throw new ArticleError("notFound");
  let row: typeof articleRevisions.$inferSelect | undefined;
  try {
    [row] = await db
      .select()
      .from(articleRevisions)
      .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)))
      .limit(1);
  } catch (cause) {
    throw new ArticleError("loadArticleFailed", { cause });
  }
  if (!row) throw new ArticleError("notFound");
  return { ...summary(row), snapshot: row.snapshot };
}

const translationInput = (text: ArticleVersionSnapshot["translations"]["en"]): ArticleTranslationInput => ({
  title: text?.title ?? "",
  excerpt: text?.excerpt ?? "",
  content: text?.content ?? "",
  seoTitle: text?.seoTitle ?? "",
  seoDescription: text?.seoDescription ?? "",
  coverImageAlt: text?.coverImageAlt ?? "",
});

/**
 * The editor's form holding an earlier version (a missing Thai version is empty fields, which the
 * save removes). The snapshot's scheduledAt is not part of the editor's form, so it is not restored.
 */
export function snapshotForm(snapshot: ArticleVersionSnapshot, now = new Date()): ArticleFormInput {
  return {
    slug: snapshot.slug,
    status: snapshot.status,
    // A schedule still ahead comes back with the version; one that has passed does not (the
    // restored version is then a plain draft), as a time in the past cannot be saved.
    scheduledAt: restorableSchedule(snapshot, now),
    categoryId: snapshot.categoryId ?? "",
    coverImageUrl: snapshot.coverImageUrl ?? "",
    en: translationInput(snapshot.translations.en),
    th: translationInput(snapshot.translations.th),
  };
}

function restorableSchedule(snapshot: ArticleVersionSnapshot, now: Date): string {
  const at = snapshot.status === "draft" && snapshot.scheduledAt ? new Date(snapshot.scheduledAt) : null;
  return at && at.getTime() - now.getTime() > 60_000 ? utcToBangkokLocal(at) : "";
}

/** What the editor's form holds, as a version to compare (the saved one gives what a form has not). */
export function formSnapshot(form: ArticleForm, saved: ArticleVersionSnapshot): ArticleVersionSnapshot {
  const translation = (text: ArticleForm["en"]) =>
    text.title === "" && text.content.replace(/<p><\/p>/g, "").trim() === ""
      ? null
      : {
          title: text.title,
          excerpt: text.excerpt,
          content: text.content,
          seoTitle: text.seoTitle || null,
          seoDescription: text.seoDescription || null,
          coverImageAlt: text.coverImageAlt || null,
        };
  return {
    ...saved,
    slug: form.slug,
    status: form.status,
    scheduledAt: scheduledAtOf(form)?.toISOString() ?? null,
    categoryId: form.categoryId || null,
    coverImageUrl: form.coverImageUrl || null,
    translations: { en: translation(form.en), th: translation(form.th) },
  };
}

/** Why a restore was refused: a catalogue key of article-history-messages.ts and the HTTP status. */
export type RestoreOutcome =
  | { ok: true }
  | { ok: false; status: number; error: `errors.${"revisionNotFound" | "staleRevision" | "restoreInvalid" | "restoreFailed"}` };

/**
 * Saves an earlier version back over the article as a new save ("restore"), so the version it
 * replaces is kept. `revision` is the article's updated_at as the compare screen loaded it: a
 * restore based on an older page is refused, as an editor's save is. An unknown article or
 * version, or another article's version: "revisionNotFound", 404.
 */
export async function restoreRevision(
  db: Db,
  articleId: number,
  revisionId: number,
  revision: string,
  change: ArticleChange,
): Promise<RestoreOutcome> {
  try {
    const { snapshot } = await getRevision(db, articleId, revisionId);
    // Through the editor's own rules, as a save from the editor would be.
    const form = parseArticleForm({ ...snapshotForm(snapshot), revision });
    if (!form.ok) return { ok: false, status: 422, error: "errors.restoreInvalid" };
    await saveArticle(db, articleId, form.value, { ...change, how: "restore" });
    return { ok: true };
  } catch (error) {
    if (isArticleError(error, "notFound")) return { ok: false, status: 404, error: "errors.revisionNotFound" };
    if (isArticleAdminError(error, "staleRevision")) return { ok: false, status: 409, error: "errors.staleRevision" };
    // A slug another article took since, or a category removed since: the editor says which.
    if (isArticleAdminError(error, "slugTaken") || isArticleAdminError(error, "categoryUnknown")) {
      return { ok: false, status: 409, error: "errors.restoreInvalid" };
    }
    logger.error("Restoring an article version failed", { error: error instanceof Error ? error.message : String(error) });
    return { ok: false, status: 500, error: "errors.restoreFailed" };
  }
}
