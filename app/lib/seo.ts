import type { MetaDescriptor } from "react-router";

export interface PageMetaInput {
  title: string;
  description?: string;
  siteName: string;
  siteUrl: string;
  path: string;
  locale: string;
  noindex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({ title, description, siteName, siteUrl, path, locale, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${siteName}`;
  const url = `${siteUrl}${path === "/" ? "" : path}` || siteUrl;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { property: "og:title", content: fullTitle },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale.replace("-", "_") },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (description) {
    meta.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
