import type { MetaDescriptor } from "react-router";
import { fallbackLanguage, type Language, languageParam, languages, localeFor } from "~/i18n/config";

/** The parts of the root loader's data a page's meta tags need (typed structurally). */
export interface RootMetaData {
  language: Language;
  /** True when the page's address carries `?lang=`; otherwise it was the cookie or the browser's choice. */
  languageInUrl?: boolean;
  settings: { agency: { name: string } };
  env: { siteUrl: string };
}

/**
 * The URL of a page in a language: English at the plain path (also the x-default), other
 * languages with `?lang=`. The server honours `?lang=` before the cookie and the browser language.
 */
export function languageUrl(siteUrl: string, path: string, language: Language): string {
  const base = `${siteUrl}${path === "/" ? "/" : path}`;
  return language === fallbackLanguage ? base : `${base}?${languageParam}=${language}`;
}

/**
 * A page's canonical URL: the address as requested, `?lang=th` when the address names Thai, the
 * plain path when a cookie or the browser chose it (crawlers send neither, so they always see the
 * plain path in English, and each language version names itself).
 */
export function canonicalUrl(root: Pick<RootMetaData, "env" | "language" | "languageInUrl">, path: string): string {
  return languageUrl(root.env.siteUrl, path, root.languageInUrl ? root.language : fallbackLanguage);
}

export interface PageMetaInput {
  title: string;
  description?: string;
  root: RootMetaData;
  path: string;
  noindex?: boolean;
  /** Open Graph type; "article" on blog posts. */
  type?: "website" | "article";
  /** Languages the page exists in; all by default. */
  availableLanguages?: readonly Language[];
}

/** Title, description, canonical URL, hreflang alternates and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  root,
  path,
  noindex,
  type = "website",
  availableLanguages = languages,
}: PageMetaInput): MetaDescriptor[] {
  const siteName = root.settings.agency.name;
  const fullTitle = `${title} | ${siteName}`;
  const url = canonicalUrl(root, path);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { property: "og:title", content: fullTitle },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:url", content: url },
    { property: "og:locale", content: localeFor(root.language).replace("-", "_") },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (description) {
    meta.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  if (noindex) {
    meta.push({ name: "robots", content: "noindex" });
    return meta;
  }
  for (const language of availableLanguages) {
    meta.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: languageUrl(root.env.siteUrl, path, language),
    });
  }
  // The default is English, or the one language a page (an article only in Thai) exists in.
  const xDefault = availableLanguages.includes(fallbackLanguage) ? fallbackLanguage : availableLanguages[0];
  if (xDefault) {
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: languageUrl(root.env.siteUrl, path, xDefault) });
  }
  return meta;
}

/** A route's `meta` from its loader's `{ title, description }` and the root loader's data. */
export function routeMeta(
  page: { title: string; description: string } | undefined,
  root: RootMetaData | undefined,
  path: string,
): MetaDescriptor[] {
  if (!page) return [];
  if (!root) return [{ title: page.title }, { name: "description", content: page.description }];
  return pageMeta({ ...page, root, path });
}
