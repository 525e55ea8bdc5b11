// Structured data (schema.org, as JSON-LD) for the blog pages. Client-safe: the route renders it.
import type { Language } from "~/i18n/config";
import type { ArticleCardView, ArticleView } from "./blog-types";

/**
 * JSON for an inline <script>: `<` (and `>`, `&`) escaped so article text such as
 * "</script>" cannot end the element early, and the two line separators JavaScript mishandles.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** An address on this site made absolute; absolute addresses are kept. */
export function absoluteUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

interface Site {
  siteUrl: string;
  agencyName: string;
}

function publisher({ siteUrl, agencyName }: Site) {
  return {
    "@type": "Organization",
    name: agencyName,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: `${siteUrl}/logo.svg` },
  };
}

/** `Article` for one article page; `url` is the page's canonical address. */
export function articleJsonLd(article: ArticleView, site: Site & { url: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.seo.description,
    ...(article.cover.url ? { image: [absoluteUrl(site.siteUrl, article.cover.url)] } : {}),
    datePublished: article.published.iso,
    dateModified: article.modified.iso,
    author: article.authorName
      ? { "@type": "Person", name: article.authorName }
      : { "@type": "Organization", name: site.agencyName, url: `${site.siteUrl}/` },
    publisher: publisher(site),
    inLanguage: article.language,
    ...(article.category ? { articleSection: article.category.name } : {}),
    url: site.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": site.url },
  };
}

/** `Blog` for the list page, with the articles it shows. */
export function blogJsonLd(
  items: ArticleCardView[],
  site: Site & { url: string; name: string; description: string; language: Language; itemUrl: (slug: string) => string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: site.name,
    description: site.description,
    url: site.url,
    inLanguage: site.language,
    publisher: publisher(site),
    blogPost: items.map((item) => ({
      "@type": "BlogPosting",
      headline: item.title,
      url: site.itemUrl(item.slug),
      datePublished: item.published.iso,
      inLanguage: item.language,
    })),
  };
}
