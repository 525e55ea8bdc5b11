// The public blog pages' loaders: read the request (language, page, category, slug), ask the
// articles service, and return one language's view, or throw the status the page should answer.
import { data } from "react-router";
import type { Db } from "~/.server/db/client";
import { type Language, localeFor } from "~/i18n/config";
import { commonMessages } from "~/i18n/resources";
import { messagesIn } from "~/i18n/messages";
import { isArticleError } from "./article-errors";
import {
  type ArticleDetail,
  type ArticleSummary,
  type CategoryOption,
  DEFAULT_PAGE_SIZE,
  getPublishedArticleBySlug,
  listArticlesByCategory,
  listPublicCategories,
  listPublishedArticles,
} from "./article-queries.server";
import type { ArticleCardView, ArticleListView, ArticleView, BlogErrorPayload, DateView } from "./blog-types";
import { pageCount, parsePageParam } from "./pagination";

/** Dates are shown on Thailand's calendar day, wherever the server runs. */
const SITE_TIME_ZONE = "Asia/Bangkok";
/** Category ids are short keys; anything longer cannot exist, so it is not looked up. */
const MAX_CATEGORY_LENGTH = 100;

export function blogStrings(language: Language) {
  return messagesIn(commonMessages, language).blog;
}

/** A date for people: "March 1, 2026" in English, "1 มีนาคม 2569" (Buddhist era) in Thai. */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

export function formatArticleDate(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), { dateStyle: "long", timeZone: SITE_TIME_ZONE });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

function dateView(iso: string, language: Language): DateView {
  return { iso, text: formatArticleDate(iso, language) };
}

function toCard(article: ArticleSummary, language: Language): ArticleCardView {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    language: article.language,
    category: article.category,
    cover: { url: article.coverImageUrl, alt: article.coverImageAlt },
    // Dates follow the page's language even when the text fell back to English.
    published: dateView(article.publishedAt ?? article.createdAt, language),
  };
}

function blogError(payload: BlogErrorPayload, status: number): never {
  throw data(payload, { status });
}

/**
 * The article list: `?page=` (10 a page) and `?category=`. A malformed page number, or one past
 * the last page, answers 404; an unknown category gives the translated empty list.
 */
export async function loadArticleList(db: Db, request: Request, language: Language) {
  const strings = blogStrings(language);
  const search = new URL(request.url).searchParams;
  const page = parsePageParam(search.get("page"));
  if (page === null) blogError({ reason: "pageNotFound", title: strings.pageNotFound.title }, 404);
  const categoryId = search.get("category") || null;

  // The filter is a convenience: if its names cannot be read, the list still shows.
  const categories: CategoryOption[] = await listPublicCategories(db, language).catch(() => []);
  const selected = categoryId ? categories.find((category) => category.id === categoryId) : undefined;
  const options = { language, limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE };

  let items: ArticleSummary[] = [];
  let total = 0;
  let error: ArticleListView["error"] = null;
  if (categoryId === null) {
    try {
      ({ items, total } = await listPublishedArticles(db, options));
    } catch (cause) {
      if (!isArticleError(cause)) throw cause;
      error = "loadArticlesFailed";
    }
  } else if (categoryId.length <= MAX_CATEGORY_LENGTH) {
    // Asked even when the category is not in the filter's list, which may have failed to load.
    const result = await listArticlesByCategory(db, categoryId, options);
    ({ items, total } = result);
    if (result.failed) error = "loadArticlesFailed";
  }

  const totalPages = pageCount(total, DEFAULT_PAGE_SIZE);
  if (error === null && page > totalPages) {
    blogError({ reason: "pageNotFound", title: strings.pageNotFound.title }, 404);
  }

  const categoryName = selected?.name ?? null;
  const titleParts = [categoryName, page > 1 ? strings.meta.pageTitle.replace("{{page}}", String(page)) : null];
  const view: ArticleListView = {
    language,
    items: items.map((item) => toCard(item, language)),
    categories,
    category: categoryId === null ? null : { id: categoryId, name: categoryName },
    page,
    totalPages,
    total,
    error,
    meta: {
      title: titleParts.some(Boolean)
        ? [...titleParts.filter((part): part is string => Boolean(part)), strings.eyebrow].join(" – ")
        : strings.meta.title,
      description: strings.meta.description,
      // An unknown category is an empty page nobody should find in a search engine.
      noindex: categoryId !== null && !selected,
    },
  };
  // A failed read must not be cached as if it were the list, nor an unknown category (anyone can
  // make up endless ones, and they would push real pages out of the page cache).
  if (error) return data(view, { status: 503, headers: { "Cache-Control": "no-store" } });
  if (view.meta.noindex) return data(view, { headers: { "Cache-Control": "no-store" } });
  return data(view);
}

/** One article as its public page shows it (also the staff preview's and the share link's view). */
export function toView(article: ArticleDetail, requestedLanguage: Language): ArticleView {
  return {
    ...toCard(article, requestedLanguage),
    html: article.content,
    requestedLanguage,
    translations: article.translations,
    authorName: article.authorName,
    draft: article.status !== "published",
    modified: dateView(article.updatedAt, requestedLanguage),
    seo: { title: article.seoTitle || article.title, description: article.seoDescription || article.excerpt },
  };
}

/**
 * One published article in `language` (the request's), or in a language it exists in. A draft, an
 * unknown slug or any slug that cannot be one answers 404 "Article not found".
 */
export async function loadArticle(db: Db, slug: string, language: Language) {
  const strings = blogStrings(language);
  try {
    let article = await getPublishedArticleBySlug(db, slug, language);
    // The service falls back to English; an article written only in Thai is shown in Thai.
    const written = article.translations[0];
    if (!article.translations.includes(article.language) && written) {
      article = await getPublishedArticleBySlug(db, slug, written);
    }
    return { article: toView(article, language) };
  } catch (cause) {
    if (isArticleError(cause, "notFound")) {
      blogError({ reason: "articleNotFound", title: strings.errors.notFound }, 404);
    }
    if (isArticleError(cause)) {
      blogError({ reason: "loadArticleFailed", title: strings.errors.loadArticleFailed }, 503);
    }
    throw cause;
  }
}
