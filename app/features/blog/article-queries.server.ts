// The blog's reads, with the specification's semantics and error catalogue: published lists (all,
// by category), one article by slug or id, the public categories, and the query pieces the admin
// reads share. Visitors only ever read published articles. Writes are in articles.server.ts.
import { type AnyColumn, and, count, desc, eq, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "~/.server/db/client";
import { type ArticleStatus, articles, articleTranslations, categories, categoryTranslations } from "~/.server/db/schema";
import { type Language, languages, otherLanguage } from "~/i18n/config";
import { ArticleError } from "./article-errors";
import { sanitizeArticleHtml } from "./article-html.server";

/** docs/product.md#numbers-and-limits */
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

export interface ArticleSummary {
  id: number;
  slug: string;
  status: ArticleStatus;
  category: { id: string; name: string } | null;
  authorName: string;
  coverImageUrl: string | null;
  coverImageAlt: string;
  title: string;
  excerpt: string;
  /** The language of title/excerpt/content: the requested one, or English when it has no translation. */
  language: Language;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface ArticleDetail extends ArticleSummary {
  content: string;
  seoTitle: string;
  seoDescription: string;
  /** Languages this article has a translation in. */
  translations: Language[];
}

export interface ArticlePage {
  items: ArticleSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface ListOptions {
  language: Language;
  limit?: number;
  offset?: number;
}

/**
 * Newest first, in the order the (status | category, created_at desc) indexes keep. Drizzle
 * writes an index's `.desc()` as DESC NULLS LAST, while a plain ORDER BY ... DESC means NULLS
 * FIRST, which those indexes cannot serve: PostgreSQL would read and sort every published row
 * for each page. created_at is NOT NULL, so the result is the same; id breaks ties so pages
 * never overlap or skip an article.
 */
const newestFirst = [sql`${articles.createdAt} desc nulls last`, desc(articles.id)] as const;

/** The joined tables of selectArticlesWithText, for choosing columns from them. */
export const requested = alias(articleTranslations, "requested");
export const fallback = alias(articleTranslations, "fallback");
export const categoryName = alias(categoryTranslations, "category_name");
/** The category's name in the other language, shown when it has none in the requested one. */
export const categoryOtherName = alias(categoryTranslations, "category_other_name");

/** A category's name: the requested language's, else the other's (an empty name counts as none). */
export const categoryNameOrOther = (requestedName: AnyColumn, otherName: AnyColumn) =>
  sql<string | null>`coalesce(nullif(${requestedName}, ''), nullif(${otherName}, ''))`;

/** Far past any real last page, and well inside PostgreSQL's bigint OFFSET. */
const MAX_OFFSET = 2_147_483_647;

/** Page options from a URL may be anything: NaN, Infinity, negative or huge. */
function pageBounds(options: ListOptions) {
  const whole = (value: number | undefined, fallback: number) =>
    value === undefined || Number.isNaN(value) ? fallback : Math.trunc(value);
  const limit = Math.min(Math.max(whole(options.limit, DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const offset = Math.min(Math.max(whole(options.offset, 0), 0), MAX_OFFSET);
  return { limit, offset };
}

/**
 * Joins an articles query with its text in `language` (`requested`), in the other language
 * (`fallback`, used when the requested one is missing) and its category's name in `language` (or
 * the other one).
 * The public pages and the admin list choose their columns from these.
 */
export function withText<Query extends PgSelect>(query: Query, language: Language) {
  return query
    .leftJoin(requested, and(eq(requested.articleId, articles.id), eq(requested.language, language)))
    .leftJoin(fallback, and(eq(fallback.articleId, articles.id), eq(fallback.language, otherLanguage(language))))
    .leftJoin(categoryName, and(eq(categoryName.categoryId, articles.categoryId), eq(categoryName.language, language)))
    .leftJoin(
      categoryOtherName,
      and(eq(categoryOtherName.categoryId, articles.categoryId), eq(categoryOtherName.language, otherLanguage(language))),
    );
}

/** The article row, its text in the requested language (or the other one), and its category's name. */
function selectArticles(db: Db, language: Language) {
  return withText(db.select(summaryColumns).from(articles).$dynamic(), language);
}

/** What a row of a list of articles shows (the admin list; with withText). */
export const listColumns = {
  id: articles.id,
  slug: articles.slug,
  status: articles.status,
  categoryId: articles.categoryId,
  categoryName: categoryNameOrOther(categoryName.name, categoryOtherName.name),
  authorName: articles.authorName,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  hasRequested: sql<boolean>`${requested.articleId} is not null`,
  title: sql<string>`coalesce(${requested.title}, ${fallback.title}, '')`,
};

/** A list row plus what a public card shows: the cover and the excerpt. */
const summaryColumns = {
  ...listColumns,
  coverImageUrl: articles.coverImageUrl,
  excerpt: sql<string>`coalesce(${requested.excerpt}, ${fallback.excerpt}, '')`,
  coverImageAlt: sql<string>`coalesce(${requested.coverImageAlt}, ${fallback.coverImageAlt}, '')`,
};

/** The summary plus the chosen text's content and SEO fields and which languages exist: one statement. */
const detailColumns = {
  ...summaryColumns,
  content: sql<string>`coalesce(${requested.content}, ${fallback.content}, '')`,
  seoTitle: sql<string>`coalesce(${requested.seoTitle}, ${fallback.seoTitle}, '')`,
  seoDescription: sql<string>`coalesce(${requested.seoDescription}, ${fallback.seoDescription}, '')`,
  hasFallback: sql<boolean>`${fallback.articleId} is not null`,
};

function selectArticleDetails(db: Db, language: Language) {
  return withText(db.select(detailColumns).from(articles).$dynamic(), language);
}

/**
 * The public article page's query, prepared once per database and language: the SQL is built
 * once instead of on every render, and PostgreSQL keeps the plan (node-postgres named statement).
 */
const slugQueries = new WeakMap<Db, Map<Language, ReturnType<typeof prepareSlugQuery>>>();
function prepareSlugQuery(db: Db, language: Language) {
  return selectArticleDetails(db, language)
    .where(and(eq(articles.slug, sql.placeholder("slug")), eq(articles.status, "published")))
    .limit(2)
    .prepare(`article_by_slug_${language}`);
}
function slugQuery(db: Db, language: Language) {
  let byLanguage = slugQueries.get(db);
  if (!byLanguage) slugQueries.set(db, (byLanguage = new Map()));
  let query = byLanguage.get(language);
  if (!query) byLanguage.set(language, (query = prepareSlugQuery(db, language)));
  return query;
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectArticles>["execute"]>>[number];
type DetailRow = Awaited<ReturnType<ReturnType<typeof selectArticleDetails>["execute"]>>[number];

function toSummary(row: SummaryRow, language: Language): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    category: row.categoryId ? { id: row.categoryId, name: row.categoryName ?? row.categoryId } : null,
    authorName: row.authorName,
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    title: row.title,
    excerpt: row.excerpt,
    language: row.hasRequested ? language : otherLanguage(language),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Published articles, newest first (status = published order by created_at desc). */
export async function listPublishedArticles(db: Db, options: ListOptions): Promise<ArticlePage> {
  const { limit, offset } = pageBounds(options);
  try {
    const published = eq(articles.status, "published");
    const [rows, [totals]] = await Promise.all([
      selectArticles(db, options.language)
        .where(published)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(articles).where(published),
    ]);
    return { items: rows.map((row) => toSummary(row, options.language)), total: totals?.total ?? 0, limit, offset };
  } catch (cause) {
    throw new ArticleError("loadArticlesFailed", { cause });
  }
}

/**
 * Published articles of one category, newest first. As specified, a failure gives an empty
 * list rather than an error; `failed` lets the page say so.
 */
export async function listArticlesByCategory(
  db: Db,
  categoryId: string,
  options: ListOptions,
): Promise<ArticlePage & { failed: boolean }> {
  const { limit, offset } = pageBounds(options);
  // No category can hold a NUL character, and sending one would fail the query.
  if (categoryId.includes("\u0000")) return { items: [], total: 0, limit, offset, failed: false };
  try {
    const where = and(eq(articles.categoryId, categoryId), eq(articles.status, "published"));
    const [rows, [totals]] = await Promise.all([
      selectArticles(db, options.language)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(articles).where(where),
    ]);
    return {
      items: rows.map((row) => toSummary(row, options.language)),
      total: totals?.total ?? 0,
      limit,
      offset,
      failed: false,
    };
  } catch {
    return { items: [], total: 0, limit, offset, failed: true };
  }
}

/**
 * Sanitised HTML by its source: sanitising is deterministic, and parsing a long article on every
 * render was a tenth of the page's CPU. Bounded; the oldest entry goes first.
 */
const sanitizedContent = new Map<string, string>();
const SANITIZED_CONTENT_ENTRIES = 500;
function sanitizedForRender(html: string): string {
  let clean = sanitizedContent.get(html);
  if (clean === undefined) {
    clean = sanitizeArticleHtml(html);
    if (sanitizedContent.size >= SANITIZED_CONTENT_ENTRIES) {
      sanitizedContent.delete(sanitizedContent.keys().next().value as string);
    }
    sanitizedContent.set(html, clean);
  }
  return clean;
}

function toDetail(row: DetailRow, language: Language): ArticleDetail {
  const summary = toSummary(row, language);
  return {
    ...summary,
    content: sanitizedForRender(row.content),
    seoTitle: row.seoTitle || summary.title,
    seoDescription: row.seoDescription || summary.excerpt,
    translations: languages.filter((lang) => (lang === language ? row.hasRequested : row.hasFallback)),
  };
}

/** Any article by id, whatever its status (for staff). Unknown id: "Article not found". */
export async function getArticleById(db: Db, id: number, language: Language): Promise<ArticleDetail> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new ArticleError("notFound");
  let row: DetailRow | undefined;
  try {
    [row] = await selectArticleDetails(db, language).where(eq(articles.id, id)).limit(1);
    if (row) return toDetail(row, language);
  } catch (cause) {
    throw new ArticleError("loadArticleFailed", { cause });
  }
  throw new ArticleError("notFound");
}

/** The published article with this slug; succeeds only if exactly one matches. */
export async function getPublishedArticleBySlug(db: Db, slug: string, language: Language): Promise<ArticleDetail> {
  // Slugs are short, lower-case ASCII: anything else cannot match, so don't ask the database.
  // A NUL character cannot even be sent (PostgreSQL text cannot hold it): it would fail the query.
  if (slug.length === 0 || slug.length > 200 || slug.includes("\u0000")) throw new ArticleError("notFound");
  let rows: DetailRow[];
  try {
    rows = await slugQuery(db, language).execute({ slug });
  } catch (cause) {
    throw new ArticleError("loadArticleFailed", { cause });
  }
  const [row] = rows;
  if (rows.length !== 1 || !row) throw new ArticleError("notFound");
  return toDetail(row, language);
}

export interface CategoryOption {
  id: string;
  name: string;
}

/** Categories with at least one published article, named in the language (or the other one, or by id). */
export async function listPublicCategories(db: Db, language: Language): Promise<CategoryOption[]> {
  const rows = await db
    .selectDistinct({ id: categories.id, name: categoryNameOrOther(categoryName.name, categoryOtherName.name) })
    .from(categories)
    .innerJoin(articles, and(eq(articles.categoryId, categories.id), eq(articles.status, "published")))
    .leftJoin(categoryName, and(eq(categoryName.categoryId, categories.id), eq(categoryName.language, language)))
    .leftJoin(
      categoryOtherName,
      and(eq(categoryOtherName.categoryId, categories.id), eq(categoryOtherName.language, otherLanguage(language))),
    );
  return rows.map((row) => ({ id: row.id, name: row.name ?? row.id })).sort((a, b) => a.name.localeCompare(b.name, language));
}
