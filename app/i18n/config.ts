// Language rules of the specification: en and th, fallback en, default locale en-US. Which
// language a request asks for is worked out once, on the server (app/.server/request-language.ts).

export const languages = ["en", "th"] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = "en";
export const defaultLocale = "en-US";
export const languageCookieName = "lang";
/** One year, in seconds. */
export const languageCookieMaxAge = 60 * 60 * 24 * 365;
export const languageStorageKey = "lang";

const locales: Record<Language, string> = { en: defaultLocale, th: "th-TH" };

export function localeFor(language: Language): string {
  return locales[language];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function otherLanguage(language: Language): Language {
  return language === "en" ? "th" : "en";
}

/** The browser's first preference, as navigator.language would report it. */
export function primaryAcceptLanguage(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.tag;
}

/** The stored choice if valid; otherwise th when the browser language starts with th; otherwise en. */
export function detectLanguage(input: { stored?: string | null; browserLanguage?: string | null }): Language {
  if (isLanguage(input.stored)) return input.stored;
  if (input.browserLanguage?.toLowerCase().startsWith("th")) return "th";
  return fallbackLanguage;
}

/** `?lang=th` in a URL: an explicit choice for that page (links from search results, hreflang). */
export const languageParam = "lang";
