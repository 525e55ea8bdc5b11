// What the blog's page loaders hand their components: one language's text, dates already
// formatted (so the server's HTML and the browser's render agree), nothing the page doesn't show.
import type { Language } from "~/i18n/config";
import type { ArticleErrorCode } from "./article-errors";

export interface DateView {
  /** ISO 8601, for `<time dateTime>` and structured data. */
  iso: string;
  /** For people, in the page's language (the Buddhist calendar in Thai). */
  text: string;
}

export interface CoverView {
  url: string | null;
  alt: string;
}

export interface ArticleCardView {
  slug: string;
  title: string;
  excerpt: string;
  /** The language of the text, which is English when the article has no translation yet. */
  language: Language;
  category: { id: string; name: string } | null;
  cover: CoverView;
  published: DateView;
}

export interface ArticleListView {
  language: Language;
  items: ArticleCardView[];
  categories: { id: string; name: string }[];
  /** The `?category=` asked for; `name` is null when no such category has published articles. */
  category: { id: string; name: string | null } | null;
  page: number;
  totalPages: number;
  total: number;
  error: Extract<ArticleErrorCode, "loadArticlesFailed"> | null;
  meta: { title: string; description: string; noindex: boolean };
}

/** One article's page: its card's fields (text language, cover, publication date) and the rest. */
export interface ArticleView extends ArticleCardView {
  /** Sanitised on the server (on save and again on render). */
  html: string;
  /** The language the visitor asked for; differs from `language` when showing a fallback. */
  requestedLanguage: Language;
  /** Languages the article is written in (hreflang alternates, sitemap). */
  translations: Language[];
  authorName: string;
  /** Not published (yet): a draft in a preview or through a share link shows no publication date. */
  draft: boolean;
  modified: DateView;
  seo: { title: string; description: string };
}

/** What the blog routes throw for their error boundaries (as `data(payload, { status })`). */
export interface BlogErrorPayload {
  reason: "pageNotFound" | "articleNotFound" | "loadArticleFailed";
  /** The document title, in the request's language. */
  title: string;
}

export function isBlogErrorPayload(value: unknown): value is BlogErrorPayload {
  return (
    typeof value === "object" &&
    value !== null &&
    "reason" in value &&
    "title" in value &&
    typeof (value as { title: unknown }).title === "string"
  );
}
