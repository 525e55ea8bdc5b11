// Previews of an article as its public page shows it: the editor's unsaved form, the saved draft
// (staff), and the saved draft through a share link (anyone holding it). Each ends in the public
// page's own view (blog.server.ts toView) with the content sanitised as on render.
import type { Db } from "~/.server/db/client";
import { type Language, languages } from "~/i18n/config";
import { listAllCategories } from "./article-admin.server";
import { isArticleError } from "./article-errors";
import type { ArticleForm } from "./article-form-schema";
import { sanitizeArticleHtml } from "./article-html.server";
import { type ArticleDetail, getArticleById } from "./article-queries.server";
import type { ArticleView } from "./blog-types";
import { toView } from "./blog.server";
import { sharedArticleId } from "./share-links.server";

/**
 * Any saved article by id, whatever its status, in `language` as the public page would choose it
 * (English when there is no translation; Thai when the article is written only in Thai).
 * Unknown id: ArticleError "notFound".
 */
export async function savedArticleView(db: Db, id: number, language: Language): Promise<SavedPreview> {
  let article = await getArticleById(db, id, language);
  const written = article.translations[0];
  if (!article.translations.includes(article.language) && written) article = await getArticleById(db, id, written);
  return { article: toView(article, language), published: article.status === "published" };
}

/** A saved article's preview, and whether readers can already see it (the banner says which). */
export interface SavedPreview {
  article: ArticleView;
  published: boolean;
}

/** What the form alone cannot say: the saved article it edits (none for a new one) and who writes. */
export interface PreviewContext {
  saved: ArticleDetail | null;
  authorName: string;
  now: Date;
}

/** The editor's form (already checked by its schema) as the public page would show it in `language`. */
export async function postedArticleView(
  db: Db,
  form: ArticleForm,
  language: Language,
  { saved, authorName, now }: PreviewContext,
): Promise<ArticleView> {
  const written = languages.filter((lang) => form[lang].title !== "");
  const textLanguage = written.includes(language) ? language : (written[0] ?? "en");
  const text = form[textLanguage];
  // The category's name as the page shows it; the list is small and the preview rare.
  const categories = form.categoryId ? await listAllCategories(db, language) : [];
  const nowIso = now.toISOString();
  const detail: ArticleDetail = {
    id: saved?.id ?? 0,
    slug: form.slug,
    status: form.status,
    category: form.categoryId
      ? { id: form.categoryId, name: categories.find((category) => category.id === form.categoryId)?.name ?? form.categoryId }
      : null,
    authorName: saved?.authorName ?? authorName,
    coverImageUrl: form.coverImageUrl || null,
    coverImageAlt: text.coverImageAlt,
    title: text.title,
    excerpt: text.excerpt,
    language: textLanguage,
    createdAt: saved?.createdAt ?? nowIso,
    updatedAt: nowIso,
    // A draft shows the day it would be published on if published now.
    publishedAt: saved?.publishedAt ?? nowIso,
    content: sanitizeArticleHtml(text.content),
    seoTitle: text.seoTitle || text.title,
    seoDescription: text.seoDescription || text.excerpt,
    translations: written,
  };
  return toView(detail, language);
}

/** The saved article an unsaved preview starts from, or null when there is none (any more). */
export async function savedArticleOrNull(db: Db, id: number): Promise<ArticleDetail | null> {
  try {
    return await getArticleById(db, id, "en");
  } catch (error) {
    if (isArticleError(error, "notFound")) return null;
    throw error;
  }
}

/**
 * The article a share link opens, as it is now, in `language`; null when the link is malformed,
 * unknown, revoked or expired, or its article is gone (share-links.server.ts).
 */
export async function openShareLink(db: Db, token: string, language: Language): Promise<SavedPreview | null> {
  const id = await sharedArticleId(db, token);
  if (id === null) return null;
  try {
    return await savedArticleView(db, id, language);
  } catch (error) {
    // Deleted between the two reads.
    if (isArticleError(error, "notFound")) return null;
    throw error;
  }
}
