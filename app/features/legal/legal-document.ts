// The shape of a legal page as the route loader sends it to the browser: one language, with every
// price and date already filled in. The agency's own contact details stay as {{tokens}} because
// they come from the settings the root loader already sends (see components/legal-document.tsx).
import type { Language } from "~/i18n/config";

export const legalDocumentIds = ["privacy-policy", "cookie-policy", "terms"] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

/** Tokens the browser fills in from the agency settings; everything else is filled on the server. */
export const agencyTokens = ["agencyName", "email", "address"] as const;
export type AgencyToken = (typeof agencyTokens)[number];

export interface LegalTable {
  caption: string;
  head: string[];
  rows: string[][];
}

export type LegalBlock = { p: string } | { h3: string } | { list: string[] } | { table: LegalTable };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  id: LegalDocumentId;
  language: Language;
  title: string;
  description: string;
  intro: string[];
  sections: LegalSection[];
  /** ISO date (YYYY-MM-DD) for <time dateTime>. */
  updated: string;
  /** The same date written for the document's language (th-TH counts Buddhist years). */
  updatedText: string;
  labels: { contents: string; lastUpdated: string };
}
