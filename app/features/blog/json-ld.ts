// Structured data (schema.org, as JSON-LD) for the blog pages. Client-safe: the route renders it.
import type { Language } from "~/i18n/config";
import { absoluteUrl } from "~/lib/json-ld";
import type { ArticleCardView, ArticleView } from "./blog-types";

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
