// What search engines and feed readers fetch: /sitemap.xml, /robots.txt and an RSS 2.0 feed per
// language. Every address is absolute, built from the configured site URL with languageUrl().
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { articles, articleTranslations } from "~/.server/db/schema";
import { fallbackLanguage, isLanguage, type Language, languageParam, languages, localeFor } from "~/i18n/config";
import { languageUrl } from "~/lib/seo";
import { listPublishedArticles } from "./article-queries.server";
import { blogStrings } from "./blog.server";
import { articleHref } from "./pagination";

/** The public pages of the site, in the order of the navigation (docs/product.md#routes). */
export const publicPagePaths = [
  "/",
  "/solutions",
  "/services",
  "/about",
  "/contact",
  "/articles",
  "/privacy-policy",
  "/cookie-policy",
  "/terms",
] as const;

/** Feed readers poll; a quarter of an hour keeps them and CDNs from asking the database each time. */
export const FEED_CACHE_CONTROL = "public, max-age=900, stale-while-revalidate=3600";
export const ROBOTS_CACHE_CONTROL = "public, max-age=86400";
/** Enough for any reader; RSS readers keep what they have already seen. */
export const FEED_SIZE = 20;
/** The sitemap protocol's limit per file. */
const SITEMAP_MAX_URLS = 50_000;

export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Control characters other than tab and newlines are not allowed anywhere in XML 1.0.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
  );
}

/** Published articles' addresses, newest first, with the languages each is written in. */
export async function listPublishedArticleLinks(db: Db) {
  const rows = await db
    .select({
      slug: articles.slug,
      updatedAt: articles.updatedAt,
      languages: sql<string>`string_agg(${articleTranslations.language}, ',' order by ${articleTranslations.language})`,
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(eq(articles.status, "published"))
    .groupBy(articles.id)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(SITEMAP_MAX_URLS - publicPagePaths.length * languages.length);
  return rows.map((row) => ({
    slug: row.slug,
    updatedAt: new Date(row.updatedAt).toISOString(),
    languages: languages.filter((language) => row.languages.split(",").includes(language)),
  }));
}

interface SitemapEntry {
  path: string;
  languages: readonly Language[];
  lastModified?: string;
}

function sitemapUrls(siteUrl: string, entry: SitemapEntry): string {
  const alternates: { hreflang: string; href: string }[] = entry.languages.map((language) => ({
    hreflang: language,
    href: languageUrl(siteUrl, entry.path, language),
  }));
  const xDefault = entry.languages.includes(fallbackLanguage) ? fallbackLanguage : entry.languages[0];
  if (xDefault) alternates.push({ hreflang: "x-default", href: languageUrl(siteUrl, entry.path, xDefault) });
  const links = alternates
    .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
    .join("\n");
  // One <url> per language version, each listing all versions (as search engines ask).
  return entry.languages
    .map((language) =>
      [
        "  <url>",
        `    <loc>${escapeXml(languageUrl(siteUrl, entry.path, language))}</loc>`,
        ...(entry.lastModified ? [`    <lastmod>${entry.lastModified}</lastmod>`] : []),
        links,
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
}

/** Every public page and published article, in each language it exists in, with hreflang links. */
export async function buildSitemap(db: Db, siteUrl: string): Promise<string> {
  const articleLinks = await listPublishedArticleLinks(db);
  const entries: SitemapEntry[] = [
    ...publicPagePaths.map((path) => ({ path, languages })),
    ...articleLinks.map((article) => ({
      path: articleHref(article.slug),
      languages: article.languages,
      lastModified: article.updatedAt,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => sitemapUrls(siteUrl, entry)),
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled except the staff area and sign-in. */
export function buildRobots(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /login", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}

/**
 * The feed's language: only an explicit `?lang=`, never the cookie or the browser's language,
 * so one address always gives one feed (feed readers and caches send neither).
 */
export function feedLanguage(request: Request): Language {
  const requested = new URL(request.url).searchParams.get(languageParam);
  return isLanguage(requested) ? requested : fallbackLanguage;
}

export function feedUrl(siteUrl: string, language: Language): string {
  return languageUrl(siteUrl, "/rss.xml", language);
}

/**
 * RSS 2.0 of the latest published articles in one language. An article not written in it comes
 * in the language it is, as the article list shows it: its item says so (`dc:language`) and links
 * to that version, the article's canonical address (ADR 091).
 */
export async function buildRssFeed(
  db: Db,
  options: { siteUrl: string; language: Language; agencyName: string },
): Promise<string> {
  const { siteUrl, language, agencyName } = options;
  const strings = blogStrings(language);
  const { items } = await listPublishedArticles(db, { language, limit: FEED_SIZE });
  const newest = items.reduce<string | undefined>(
    (latest, item) => (latest === undefined || item.updatedAt > latest ? item.updatedAt : latest),
    undefined,
  );
  const channel = [
    `    <title>${escapeXml(strings.feed.channelTitle.replace("{{name}}", agencyName))}</title>`,
    `    <link>${escapeXml(languageUrl(siteUrl, "/articles", language))}</link>`,
    `    <description>${escapeXml(strings.meta.description)}</description>`,
    `    <language>${localeFor(language).toLowerCase()}</language>`,
    `    <atom:link href="${escapeXml(feedUrl(siteUrl, language))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
  ];
  const entries = items.map((item) => {
    const link = escapeXml(languageUrl(siteUrl, articleHref(item.slug), item.language));
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(item.publishedAt ?? item.createdAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.excerpt)}</description>`,
      ...(item.category ? [`      <category>${escapeXml(item.category.name)}</category>`] : []),
      ...(item.authorName ? [`      <dc:creator>${escapeXml(item.authorName)}</dc:creator>`] : []),
      `      <dc:language>${localeFor(item.language).toLowerCase()}</dc:language>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    ...channel,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
