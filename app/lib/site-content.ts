// The shapes of the testimonials and FAQ entries the site reads from the database (ADR 088), for
// the features that show them, and the per-field language fallback every reader of that content
// applies. Client-safe.
import { type Language, languages, otherLanguage } from "~/i18n/config";

export interface TestimonialText {
  name: string;
  /** The person's role ("Owner"). */
  jobTitle: string;
  company: string;
  quote: string;
}

export interface SiteTestimonial {
  id: number;
  text: Record<Language, TestimonialText>;
}

export interface FaqText {
  question: string;
  /** May name figures as {{placeholders}} (app/lib/copy-figures.ts). */
  answer: string;
}

export interface SiteFaqEntry {
  id: number;
  text: Record<Language, FaqText>;
}

export type Texts<T> = Partial<Record<Language, T>>;

/** True for a text worth showing: a non-empty string, or a list with an entry. */
function present(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

/**
 * Each language's text, each field the language's own if non-empty, else the other language's
 * (an untranslated Thai field shows the English one, and the other way round).
 */
export function withFallback<T extends object>(texts: Texts<T>, empty: T): Record<Language, T> {
  const resolve = (language: Language): T => {
    const own = texts[language];
    const other = texts[otherLanguage(language)];
    const fields = Object.keys(empty) as (keyof T)[];
    return Object.fromEntries(
      fields.map((field) => {
        const mine = own?.[field];
        const theirs = other?.[field];
        return [field, present(mine) ? mine : present(theirs) ? theirs : empty[field]];
      }),
    ) as T;
  };
  return Object.fromEntries(languages.map((language) => [language, resolve(language)])) as Record<Language, T>;
}
