// The blog pages' <head>: title, description, canonical and hreflang (through pageMeta), Open
// Graph article tags, and the RSS feeds. Client-safe: meta runs in the browser on navigation.
import type { MetaDescriptor } from "react-router";
import { fallbackLanguage, languages } from "~/i18n/config";
import { getT } from "~/i18n/i18n";
import { languageUrl, pageMeta, type RootMetaData } from "~/lib/seo";
import type { ArticleListView, ArticleView } from "./blog-types";
import { isBlogErrorPayload } from "./blog-types";
import { absoluteUrl } from "~/lib/json-ld";
import { articleHref } from "./pagination";

export const LIST_PATH = "/articles";
export const FEED_PATH = "/rss.xml";

/** `<link rel="alternate" type="application/rss+xml">` for the feed in each language. */
export function feedLinks(root: RootMetaData): MetaDescriptor[] {
  const t = getT(root.language);
  return languages.map((language) => ({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    hrefLang: language,
    href: languageUrl(root.env.siteUrl, FEED_PATH, language),
    title: t("blog.feed.linkTitle", { name: root.settings.agency.name, language: t(`blog.languageNames.${language}`) }),
  }));
}

/** Adds query parameters to an absolute address (canonical, og:url, alternates). */
function withQuery(url: string, query: Record<string, string>): string {
  if (Object.keys(query).length === 0) return url;
  const parsed = new URL(url);
  const language = parsed.searchParams.get("lang");
  parsed.search = "";
  for (const [name, value] of Object.entries(query)) parsed.searchParams.set(name, value);
  // The language goes last, as languageUrl() and the page's own links write it.
  if (language) parsed.searchParams.set("lang", language);
  return parsed.toString();
}

function addQuery(meta: MetaDescriptor[], query: Record<string, string>): MetaDescriptor[] {
  return meta.map((descriptor) => {
    const entry = descriptor as Record<string, unknown>;
    if (entry.tagName === "link" && typeof entry.href === "string") {
      return { ...descriptor, href: withQuery(entry.href, query) } as MetaDescriptor;
    }
    if (entry.property === "og:url" && typeof entry.content === "string") {
      return { ...descriptor, content: withQuery(entry.content, query) } as MetaDescriptor;
    }
    return descriptor;
  });
}

/** The list: each page and each category is its own address, and says so in its canonical. */
export function articleListMeta(view: ArticleListView | undefined, root: RootMetaData | undefined): MetaDescriptor[] {
  if (!view) return [];
  if (!root) return [{ title: view.meta.title }, { name: "description", content: view.meta.description }];
  const query: Record<string, string> = {};
  if (view.category) query.category = view.category.id;
  if (view.page > 1) query.page = String(view.page);
  const meta = pageMeta({
    title: view.meta.title,
    description: view.meta.description,
    root,
    path: LIST_PATH,
    noindex: view.meta.noindex,
  });
  return [...addQuery(meta, query), ...feedLinks(root)];
}

/** The canonical address of an article: in the language its text is in. */
export function articleUrl(siteUrl: string, article: Pick<ArticleView, "slug" | "language">): string {
  return languageUrl(siteUrl, articleHref(article.slug), article.language);
}

/**
 * One article. When a reader gets the other language's text (the article has none in theirs),
 * the page is that version's duplicate: its canonical, og:locale and hreflang follow the text,
 * not the request. An article only in Thai is canonical at its Thai address (ADR 091).
 */
export function articleMeta(view: ArticleView | undefined, root: RootMetaData | undefined): MetaDescriptor[] {
  if (!view) return [];
  if (!root) return [{ title: view.seo.title }, { name: "description", content: view.seo.description }];
  const meta = pageMeta({
    title: view.seo.title,
    description: view.seo.description,
    root: {
      ...root,
      language: view.language,
      languageInUrl:
        root.languageInUrl || view.language !== view.requestedLanguage || !view.translations.includes(fallbackLanguage),
    },
    path: articleHref(view.slug),
    type: "article",
    availableLanguages: view.translations,
  });
  meta.push(
    { property: "article:published_time", content: view.published.iso },
    { property: "article:modified_time", content: view.modified.iso },
  );
  if (view.category) meta.push({ property: "article:section", content: view.category.name });
  if (view.cover.url) {
    meta.push({ property: "og:image", content: absoluteUrl(root.env.siteUrl, view.cover.url) });
    if (view.cover.alt) meta.push({ property: "og:image:alt", content: view.cover.alt });
  }
  meta.push({ name: "twitter:card", content: view.cover.url ? "summary_large_image" : "summary" });
  return [...meta, ...feedLinks(root)];
}

/** A blog error page (404, failed load): its translated title, kept out of search results. */
export function blogErrorMeta(error: unknown, root: RootMetaData | undefined): MetaDescriptor[] {
  const payload =
    error && typeof error === "object" && "data" in error && isBlogErrorPayload((error as { data: unknown }).data)
      ? (error as { data: { title: string } }).data
      : undefined;
  const title = payload?.title ?? getT(root?.language ?? fallbackLanguage)("error.title");
  const name = root?.settings.agency.name;
  return [{ title: name ? `${title} | ${name}` : title }, { name: "robots", content: "noindex" }];
}
