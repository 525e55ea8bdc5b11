// The admin's article reads: the list with search, filters and paging (drafts included), the
// categories, the slug check and an article as the editor opens it. Public reads are in
// article-queries.server.ts, every write in articles.server.ts.
import { and, count, desc, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type ArticleStatus, articles, articleTranslations, categories } from "~/.server/db/schema";
import { type Language, languages, otherLanguage } from "~/i18n/config";
import { ArticleError } from "./article-errors";
import type { ArticleTranslationInput } from "./article-form-schema";
import { SLUG_PATTERN, articleLimits } from "./article-form-schema";
import { sanitizeArticleHtml } from "./article-html.server";
import { categoryName, categoryNameOrOther, categoryOtherName, listColumns, withText } from "./article-queries.server";

export const ADMIN_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 200;
const MAX_ID = 2_147_483_647;

export interface AdminListOptions {
  language: Language;
  search?: string;
  /** "scheduled": drafts waiting for their publishing time (ADR 069). */
  status?: ArticleStatus | "scheduled" | null;
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
  /** The language of the title: the staff member's, or the other one when the article lacks it. */
  titleLanguage: Language;
  category: { id: string; name: string } | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  scheduledAt: string | null;
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
 * staff member's language or the other one, searched by title in any language.
 */
export async function listAdminArticles(db: Db, options: AdminListOptions): Promise<AdminArticlePage> {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? ADMIN_PAGE_SIZE), 1), 100);
  const page = Math.min(Math.max(Math.trunc(Number.isFinite(options.page) ? (options.page as number) : 1), 1), 100_000);
  const search = (options.search ?? "")
    .replace(/\u0000/g, "")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  const conditions: SQL[] = [];
  if (options.status === "scheduled") conditions.push(and(eq(articles.status, "draft"), isNotNull(articles.scheduledAt)) as SQL);
  else if (options.status) conditions.push(eq(articles.status, options.status));
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
          .select({ ...listColumns, scheduledAt: articles.scheduledAt })
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
        scheduledAt: row.scheduledAt?.toISOString() ?? null,
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

/** Every category (not only those with published articles), named in the language, the other one or by id. */
export async function listAllCategories(db: Db, language: Language): Promise<CategoryChoice[]> {
  const rows = await db
    .select({ id: categories.id, name: categoryNameOrOther(categoryName.name, categoryOtherName.name) })
    .from(categories)
    .leftJoin(categoryName, and(eq(categoryName.categoryId, categories.id), eq(categoryName.language, language)))
    .leftJoin(
      categoryOtherName,
      and(eq(categoryOtherName.categoryId, categories.id), eq(categoryOtherName.language, otherLanguage(language))),
    );
  return rows.map((row) => ({ id: row.id, name: row.name ?? row.id })).sort((a, b) => a.name.localeCompare(b.name, language));
}

function validId(id: number) {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
}

/** Whether a slug is well formed and free (ignoring the article being edited). */
export async function checkSlug(db: Db, slug: string, exceptId?: number): Promise<{ valid: boolean; available: boolean }> {
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
  /** A draft's scheduled publishing time (ADR 069), or null. */
  scheduledAt: string | null;
  translations: Record<Language, ArticleTranslationInput | null>;
}

/** An article's row and its language rows, as stored. Unknown id: "notFound"; a failed read: "loadArticleFailed". */
export async function readArticleRows(db: Db, id: number) {
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
  return { article, texts };
}

/** An article with all its languages, as stored (content sanitised again). Unknown id: "Article not found". */
export async function getEditableArticle(db: Db, id: number): Promise<EditableArticle> {
  const { article, texts } = await readArticleRows(db, id);
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
    scheduledAt: article.scheduledAt?.toISOString() ?? null,
    translations,
  };
}
