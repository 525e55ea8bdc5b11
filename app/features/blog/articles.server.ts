// Every write to articles, each announcing the change (contentChanged) so every instance's page
// cache empties at once: the editor's create and save (whole form, all or nothing), publishing
// from the list, and the specification's partial update and delete by id.
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { contentChanged } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import { type ArticleStatus, articles, articleTranslations, categories } from "~/.server/db/schema";
import { type Language, languages } from "~/i18n/config";
import { FOREIGN_KEY_VIOLATION, isUniqueViolation, postgresErrorOf } from "~/.server/db/postgres-errors";
import { ArticleAdminError, isArticleAdminError } from "./article-admin-errors";
import { ArticleError, isArticleError } from "./article-errors";
import type { ArticleForm } from "./article-form-schema";
import { sanitizeArticleHtml } from "./article-html.server";
import { type ChangedBy, keepCurrentVersion, savedBy } from "./article-revisions.server";
import { scheduledAtOf } from "./article-schedule-time";

const MAX_ID = 2_147_483_647;

function validId(id: number) {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
}

/** The languages the form filled in: those with a title (the schema checks the rest, and that one is). */
function writtenTranslations(form: ArticleForm) {
  return languages
    .filter((language) => form[language].title !== "")
    .map((language) => {
      const text = form[language];
      return {
        language,
        title: text.title,
        excerpt: text.excerpt,
        content: sanitizeArticleHtml(text.content),
        seoTitle: text.seoTitle || null,
        seoDescription: text.seoDescription || null,
        coverImageAlt: text.coverImageAlt || null,
      };
    });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function assertCategory(tx: Tx, categoryId: string | null) {
  if (categoryId === null) return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!row) throw new ArticleAdminError("categoryUnknown");
}

async function assertSlugFree(tx: Tx, slug: string, exceptId?: number) {
  const where = exceptId === undefined ? eq(articles.slug, slug) : and(eq(articles.slug, slug), ne(articles.id, exceptId));
  const [row] = await tx.select({ id: articles.id }).from(articles).where(where).limit(1);
  if (row) throw new ArticleAdminError("slugTaken");
}

/** A failure inside a save: our own errors pass through; a unique or foreign-key race gets its name. */
function classify(cause: unknown, otherwise: () => Error): Error {
  if (isArticleAdminError(cause) || isArticleError(cause)) return cause;
  if (isUniqueViolation(cause, "articles_slug_key")) return new ArticleAdminError("slugTaken", { cause });
  const { code, constraint } = postgresErrorOf(cause);
  if (code === FOREIGN_KEY_VIOLATION && (constraint === undefined || constraint.includes("category"))) {
    return new ArticleAdminError("categoryUnknown", { cause });
  }
  return otherwise();
}

/**
 * Creates an article from the editor's validated form, all or nothing (one transaction).
 * A taken slug: "slugTaken"; an unknown category: "categoryUnknown"; anything else: "createFailed".
 */
export async function createArticle(db: Db, form: ArticleForm, authorName: string): Promise<{ id: number }> {
  const by = authorName.slice(0, 200);
  const categoryId = form.categoryId || null;
  let id: number | undefined;
  try {
    await db.transaction(async (tx) => {
      await assertCategory(tx, categoryId);
      await assertSlugFree(tx, form.slug);
      const [row] = await tx
        .insert(articles)
        .values({
          slug: form.slug,
          status: form.status,
          categoryId,
          authorName: by,
          updatedBy: by,
          coverImageUrl: form.coverImageUrl || null,
          publishedAt: form.status === "published" ? sql`now()` : null,
          scheduledAt: scheduledAtOf(form),
        })
        .returning({ id: articles.id });
      if (!row) throw new Error("The insert returned no row");
      await tx.insert(articleTranslations).values(writtenTranslations(form).map((text) => ({ ...text, articleId: row.id })));
      id = row.id;
    });
  } catch (cause) {
    throw classify(cause, () => new ArticleAdminError("createFailed", { cause }));
  }
  if (id === undefined) throw new ArticleAdminError("createFailed");
  if (form.status === "published") contentChanged();
  return { id };
}

/**
 * The editor's optimistic check: the article is still as last saved when the editor opened it
 * (`revision` is its updated_at, to the millisecond as JavaScript has it). No revision, no check.
 */
function savedAt(revision: string | undefined): SQL | undefined {
  const at = revision ? new Date(revision) : null;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  return sql`date_trunc('milliseconds', ${articles.updatedAt}) = ${at.toISOString()}::timestamptz`;
}

/** Who changes an article and how many earlier versions it keeps (ADR 068). */
export interface ArticleChange {
  by: ChangedBy;
  kept: number;
}

/**
 * Saves the editor's whole form over an article, all or nothing: the version it replaces kept in
 * the history, the article's fields, each written language (a language cleared in the form is
 * removed), updated_at from the database's clock, published_at stamped on the first publish.
 * Unknown id: "notFound". `how` is "restore" when the form is an earlier version brought back.
 */
export async function saveArticle(
  db: Db,
  id: number,
  form: ArticleForm,
  change: ArticleChange & { how?: "save" | "restore" },
): Promise<void> {
  if (!validId(id)) throw new ArticleError("notFound");
  const categoryId = form.categoryId || null;
  try {
    await db.transaction(async (tx) => {
      await keepCurrentVersion(tx, id, { how: change.how ?? "save", by: change.by, kept: change.kept });
      const updated = await tx
        .update(articles)
        .set({
          slug: form.slug,
          status: form.status,
          categoryId,
          coverImageUrl: form.coverImageUrl || null,
          ...savedBy(change.by),
          // A draft keeps the form's time (none clears it); publishing by hand clears it.
          scheduledAt: scheduledAtOf(form),
          ...(form.status === "published" ? { publishedAt: sql`coalesce(${articles.publishedAt}, now())` } : {}),
        })
        .where(and(eq(articles.id, id), savedAt(form.revision)))
        .returning({ id: articles.id });
      if (updated.length === 0) {
        const [exists] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
        throw exists ? new ArticleAdminError("staleRevision") : new ArticleError("notFound");
      }
      await assertCategory(tx, categoryId);
      await assertSlugFree(tx, form.slug, id);
      const texts = writtenTranslations(form);
      for (const text of texts) {
        await tx
          .insert(articleTranslations)
          .values({ ...text, articleId: id })
          .onConflictDoUpdate({
            target: [articleTranslations.articleId, articleTranslations.language],
            set: {
              title: text.title,
              excerpt: text.excerpt,
              content: text.content,
              seoTitle: text.seoTitle,
              seoDescription: text.seoDescription,
              coverImageAlt: text.coverImageAlt,
            },
          });
      }
      const kept = texts.map((text) => text.language);
      for (const language of languages.filter((language) => !kept.includes(language))) {
        await tx
          .delete(articleTranslations)
          .where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.language, language)));
      }
    });
  } catch (cause) {
    throw classify(cause, () => new ArticleError("updateFailed", { cause }));
  }
  contentChanged();
}

/** Publish or unpublish from the list: the specification's partial update, the replaced version kept. */
export async function setArticleStatus(db: Db, id: number, status: ArticleStatus, change: ArticleChange): Promise<void> {
  await updateArticle(db, id, { status }, { ...change, how: "status" });
}

export type TranslationFields = Pick<
  typeof articleTranslations.$inferInsert,
  "title" | "excerpt" | "content" | "seoTitle" | "seoDescription" | "coverImageAlt"
>;

export interface ArticlePatch {
  slug?: string;
  status?: ArticleStatus;
  categoryId?: string | null;
  authorName?: string;
  coverImageUrl?: string | null;
  translations?: Partial<Record<Language, Partial<TranslationFields>>>;
}

/**
 * Partial update by id; updated_at is set by the database's clock. Publishing for the first
 * time stamps published_at. With `change`, the replaced version is kept in the history first.
 * Unknown id: "Article not found"; anything else that fails: "Failed to update article. Please
 * try again.".
 */
export async function updateArticle(
  db: Db,
  id: number,
  patch: ArticlePatch,
  change?: ArticleChange & { how: "status" | "save" },
): Promise<void> {
  if (!validId(id)) throw new ArticleError("notFound");
  let found = false;
  try {
    await db.transaction(async (tx) => {
      const { translations, ...fields } = patch;
      if (change && !(await keepCurrentVersion(tx, id, change))) return;
      const updated = await tx
        .update(articles)
        .set({
          ...fields,
          ...(change ? savedBy(change.by) : { updatedAt: sql`now()` }),
          // Publishing by hand ends a schedule (only drafts may have one).
          ...(fields.status === "published"
            ? { publishedAt: sql`coalesce(${articles.publishedAt}, now())`, scheduledAt: null }
            : {}),
        })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      found = updated.length === 1;
      if (!found) return;
      for (const [language, given] of Object.entries(translations ?? {}) as [Language, Partial<TranslationFields>][]) {
        if (Object.keys(given).length === 0) continue;
        const text = given.content === undefined ? given : { ...given, content: sanitizeArticleHtml(given.content) };
        const changed = await tx
          .update(articleTranslations)
          .set(text)
          .where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.language, language)))
          .returning({ id: articleTranslations.articleId });
        if (changed.length === 0) {
          if (!text.title) throw new Error(`A new ${language} translation needs a title`);
          await tx.insert(articleTranslations).values({ ...text, title: text.title, articleId: id, language });
        }
      }
    });
  } catch (cause) {
    throw new ArticleError("updateFailed", { cause });
  }
  if (!found) throw new ArticleError("notFound");
  contentChanged();
}

/** Deletes by id (its translations go with it). Unknown id: "Article not found". */
export async function deleteArticle(db: Db, id: number): Promise<void> {
  if (!validId(id)) throw new ArticleError("notFound");
  let deleted: { id: number }[];
  try {
    deleted = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  } catch (cause) {
    throw new ArticleError("deleteFailed", { cause });
  }
  if (deleted.length === 0) throw new ArticleError("notFound");
  contentChanged();
}
