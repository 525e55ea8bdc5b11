// Turns the admin service's rows into what the admin screens show: dates formatted in the staff
// member's language on the server (so the server's HTML and the browser's render agree).
import { type Language, localeFor } from "~/i18n/config";
import type { AdminArticlePage, EditableArticle } from "./article-admin.server";
import { type ArticleFormInput, emptyArticleForm } from "./article-form-schema";
import { utcToBangkokLocal } from "./article-schedule-time";
import type { AdminArticleRowView } from "./components/admin-article-list";

/** Dates are shown on Thailand's clock, wherever the server runs (as the public blog does). */
const SITE_TIME_ZONE = "Asia/Bangkok";
const formats = new Map<Language, Intl.DateTimeFormat>();

export function formatAdminDate(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), { dateStyle: "medium", timeStyle: "short", timeZone: SITE_TIME_ZONE });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}

export function adminRowViews(page: AdminArticlePage, language: Language): AdminArticleRowView[] {
  return page.items.map((row) => ({
    id: row.id,
    slug: row.slug,
    status: row.status,
    title: row.title,
    titleIsFallback: row.titleLanguage !== language,
    titleLanguage: row.titleLanguage,
    category: row.category,
    authorName: row.authorName,
    created: formatAdminDate(row.createdAt, language),
    updated: formatAdminDate(row.updatedAt, language),
    updatedIso: row.updatedAt,
    published: row.publishedAt ? formatAdminDate(row.publishedAt, language) : null,
    scheduled: row.scheduledAt ? { iso: row.scheduledAt, text: formatAdminDate(row.scheduledAt, language) } : null,
  }));
}

/** The editor's starting values for a stored article (a missing Thai version is empty fields). */
export function editorValues(article: EditableArticle): ArticleFormInput {
  const empty = emptyArticleForm();
  return {
    slug: article.slug,
    status: article.status,
    categoryId: article.categoryId ?? "",
    coverImageUrl: article.coverImageUrl ?? "",
    scheduledAt: article.scheduledAt ? utcToBangkokLocal(new Date(article.scheduledAt)) : "",
    en: article.translations.en ?? empty.en,
    th: article.translations.th ?? empty.th,
  };
}
