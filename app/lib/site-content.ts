// The shapes of the testimonials and FAQ entries the site reads from the database (ADR 088), for
// the features that show them. Client-safe types; each text already falls back per field.
import type { Language } from "~/i18n/config";

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
