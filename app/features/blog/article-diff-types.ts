// The shape of a comparison of two article versions, as the server works it out
// (article-diff.server.ts) and the compare screens show it (components/article-diff.tsx).
import type { Language } from "~/i18n/config";

/** A run of text that both versions have, or that only the earlier ("removed") or later ("added") has. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

export type TextFieldName = "title" | "excerpt" | "content" | "coverImageAlt" | "seoTitle" | "seoDescription";
export type SharedFieldName = "slug" | "status" | "category" | "coverImage";

export type FieldChange =
  | {
      kind: "text";
      field: TextFieldName | "slug";
      /** What stayed and what was removed. */
      before: DiffPart[];
      /** What stayed and what was added. */
      after: DiffPart[];
      /** Too different to mark word by word: each side is shown whole. */
      whole: boolean;
    }
  /** Status ("draft" | "published") or category id; null for none. */
  | { kind: "value"; field: "status" | "category"; before: string | null; after: string | null }
  /** The cover image's address; null for none. */
  | { kind: "image"; field: "coverImage"; before: string | null; after: string | null };

export interface LanguageDiff {
  language: Language;
  /** The earlier version had no text in this language. */
  missingBefore: boolean;
  missingAfter: boolean;
  changes: FieldChange[];
  /** Fields with the same, non-empty text in both. */
  unchanged: TextFieldName[];
}

export interface VersionDiff {
  languages: LanguageDiff[];
  shared: FieldChange[];
  sharedUnchanged: SharedFieldName[];
  /** Nothing differs at all. */
  same: boolean;
}
