// The admin's article operations: the list with search, filters and paging (drafts included),
// reading an article for the editor, creating and saving from the editor's form, publishing and
// the slug check. Public reads stay in articles.server.ts; every write here that can change a
// public page announces it (contentChanged) so the page cache empties at once.
import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { contentChanged } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import {
  type ArticleStatus,
  articles,
  articleTranslations,
  categories,
  categoryTranslations,
} from "~/.server/db/schema";
import { fallbackLanguage, type Language, languages, otherLanguage } from "~/i18n/config";
import { ArticleAdminError, isArticleAdminError, postgresErrorOf } from "./article-admin-errors";
import { ArticleError, isArticleError } from "./article-errors";
import type { ArticleForm, ArticleTranslationInput } from "./article-form-schema";
import { SLUG_PATTERN, articleLimits } from "./article-form-schema";
import { sanitizeArticleHtml } from "./article-html.server";
import { categoryName, fallback, requested, updateArticle, withText } from "./articles.server";

export const ADMIN_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 200;
const MAX_ID = 2_147_483_647;

export interface AdminListOptions {
  language: Language;
  search?: string;
  status?: ArticleStatus | null;
  /** A category id, `"none"` for articles without one, or null for all. */
  categoryId?: string | null;
  page?: number;
  pageSize?: number;
}

export interface AdminArticleRow {
  id: number;
  slug: string;
  status: ArticleStatus;
  title: string;
  /** The language of the title: the staff member's, or English when the article lacks it. */
  titleLanguage: Language;
  category: { id: string; name: string } | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface AdminArticlePage {
  items: AdminArticleRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}


/** `%` and `_` typed into the search box are letters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export const NO_CATEGORY = "none";

/**
 * All articles for staff, newest change first (updated_at desc, id desc), with the title in the
 * staff member's language or English, searched by title in any language.
 */
export async function listAdminArticles(db: Db, options: AdminListOptions): Promise<AdminArticlePage> {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? ADMIN_PAGE_SIZE), 1), 100);
  const page = Math.min(Math.max(Math.trunc(Number.isFinite(options.page) ? (options.page as number) : 1), 1), 100_000);
  const search = (options.search ?? "").replace(/\u0000/g, "").trim().slice(0, MAX_SEARCH_LENGTH);
  const conditions: SQL[] = [];
  if (options.status) conditions.push(eq(articles.status, options.status));
  if (options.categoryId === NO_CATEGORY) conditions.push(sql`${articles.categoryId} is null`);
  else if (options.categoryId) conditions.push(eq(articles.categoryId, options.categoryId.replace(/\u0000/g, "")));
  if (search) {
    conditions.push(
      sql`exists (select 1 from ${articleTranslations} as search_text where search_text.article_id = ${articles.id} and search_text.title ilike ${likePattern(search)} escape '\\')`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  try {
    const [rows, [totals]] = await Promise.all([
      withText(
        db
          .select({
            id: articles.id,
            slug: articles.slug,
            status: articles.status,
            categoryId: articles.categoryId,
            categoryName: categoryName.name,
            authorName: articles.authorName,
            createdAt: articles.createdAt,
            updatedAt: articles.updatedAt,
            publishedAt: articles.publishedAt,
            hasRequested: sql<boolean>`${requested.articleId} is not null`,
            title: sql<string>`coalesce(${requested.title}, ${fallback.title}, '')`,
          })
          .from(articles)
          .$dynamic(),
        options.language,
      )
        .where(where)
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(articles).where(where),
    ]);
    const total = totals?.total ?? 0;
    return {
      items: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        status: row.status,
        title: row.title,
        titleLanguage: row.hasRequested ? options.language : otherLanguage(options.language),
        category: row.categoryId ? { id: row.categoryId, name: row.categoryName ?? row.categoryId } : null,
        authorName: row.authorName,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        publishedAt: row.publishedAt?.toISOString() ?? null,
      })),
      total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
    };
  } catch (cause) {
    throw new ArticleError("loadArticlesFailed", { cause });
  }
}

export interface CategoryChoice {
  id: string;
  name: string;
}

/** Every category (not only those with published articles), named in the language or by id. */
export async function listAllCategories(db: Db, language: Language): Promise<CategoryChoice[]> {
  const rows = await db
    .select({ id: categories.id, name: categoryTranslations.name })
    .from(categories)
    .leftJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, language)),
    );
  return rows
    .map((row) => ({ id: row.id, name: row.name ?? row.id }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

function validId(id: number) {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
}

/** Whether a slug is well formed and free (ignoring the article being edited). */
export async function checkSlug(
  db: Db,
  slug: string,
  exceptId?: number,
): Promise<{ valid: boolean; available: boolean }> {
  if (!slug || slug.length > articleLimits.slug || !SLUG_PATTERN.test(slug)) return { valid: false, available: false };
  const where =
    exceptId !== undefined && validId(exceptId)
      ? and(eq(articles.slug, slug), ne(articles.id, exceptId))
      : eq(articles.slug, slug);
  const [row] = await db.select({ id: articles.id }).from(articles).where(where).limit(1);
  return { valid: true, available: !row };
}

export interface EditableArticle {
  id: number;
  slug: string;
  status: ArticleStatus;
  categoryId: string | null;
  coverImageUrl: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  translations: Record<Language, ArticleTranslationInput | null>;
}

/** An article with all its languages, as stored (content sanitised again). Unknown id: "Article not found". */
export async function getEditableArticle(db: Db, id: number): Promise<EditableArticle> {
  if (!validId(id)) throw new ArticleError("notFound");
  let article: typeof articles.$inferSelect | undefined;
  let texts: (typeof articleTranslations.$inferSelect)[] = [];
  try {
    [article] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
    if (article) texts = await db.select().from(articleTranslations).where(eq(articleTranslations.articleId, id));
  } catch (cause) {
    throw new ArticleError("loadArticleFailed", { cause });
  }
  if (!article) throw new ArticleError("notFound");
  const translations = Object.fromEntries(
    languages.map((language) => {
      const text = texts.find((row) => row.language === language);
      return [
        language,
        text
          ? {
              title: text.title,
              excerpt: text.excerpt,
              content: sanitizeArticleHtml(text.content),
              seoTitle: text.seoTitle ?? "",
              seoDescription: text.seoDescription ?? "",
              coverImageAlt: text.coverImageAlt ?? "",
            }
          : null,
      ];
    }),
  ) as Record<Language, ArticleTranslationInput | null>;
  return {
    id: article.id,
    slug: article.slug,
    status: article.status,
    categoryId: article.categoryId,
    coverImageUrl: article.coverImageUrl,
    authorName: article.authorName,
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    publishedAt: article.publishedAt?.toISOString() ?? null,
    translations,
  };
}

/** The languages the form filled in; Thai only when its title was written (the schema checks the rest). */
function writtenTranslations(form: ArticleForm) {
  return languages
    .filter((language) => language === fallbackLanguage || form[language].title !== "")
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
  const { code, constraint } = postgresErrorOf(cause);
  if (code === "23505" && (constraint === undefined || constraint === "articles_slug_key")) {
    return new ArticleAdminError("slugTaken", { cause });
  }
  if (code === "23503" && (constraint === undefined || constraint.includes("category"))) {
    return new ArticleAdminError("categoryUnknown", { cause });
  }
  return otherwise();
}

/**
 * Creates an article from the editor's validated form, all or nothing (one transaction).
 * A taken slug: "slugTaken"; an unknown category: "categoryUnknown"; anything else: "createFailed".
 */
export async function createArticle(db: Db, form: ArticleForm, authorName: string): Promise<{ id: number }> {
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
          authorName: authorName.slice(0, 200),
          coverImageUrl: form.coverImageUrl || null,
          publishedAt: form.status === "published" ? sql`now()` : null,
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
 * Saves the editor's whole form over an article, all or nothing: the article's fields, each
 * written language (a Thai version cleared in the form is removed), updated_at from the
 * database's clock, published_at stamped on the first publish. Unknown id: "notFound".
 */
export async function saveArticle(db: Db, id: number, form: ArticleForm): Promise<void> {
  if (!validId(id)) throw new ArticleError("notFound");
  const categoryId = form.categoryId || null;
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(articles)
        .set({
          slug: form.slug,
          status: form.status,
          categoryId,
          coverImageUrl: form.coverImageUrl || null,
          updatedAt: sql`now()`,
          ...(form.status === "published" ? { publishedAt: sql`coalesce(${articles.publishedAt}, now())` } : {}),
        })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      if (updated.length === 0) throw new ArticleError("notFound");
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

/** Publish or unpublish from the list: the specification's partial update (updated_at by the database). */
export async function setArticleStatus(db: Db, id: number, status: ArticleStatus): Promise<void> {
  await updateArticle(db, id, { status });
}
