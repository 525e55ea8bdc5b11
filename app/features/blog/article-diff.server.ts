// What changed between two versions of an article, field by field, for the history's compare
// screen and the compare after a refused save. Content is HTML: its text is compared, word by
// word as Intl.Segmenter splits words (Thai has no spaces between words, so splitting on spaces
// would mark whole sentences). Server-only: the diff library never reaches a browser bundle.
import { diffArrays } from "diff";
import type { ArticleVersionSnapshot } from "~/.server/db/schema";
import { type Language, languages, localeFor } from "~/i18n/config";
import type { DiffPart, FieldChange, LanguageDiff, TextFieldName, VersionDiff } from "./article-diff-types";

export type { VersionDiff } from "./article-diff-types";

const textFields: readonly TextFieldName[] = ["title", "excerpt", "content", "coverImageAlt", "seoTitle", "seoDescription"];

/** Beyond this many differing words a diff costs more than it helps: both texts are shown whole. */
const MAX_EDIT_LENGTH = 4000;
const DIFF_TIMEOUT_MS = 500;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#x") || name.startsWith("#X")) return safeCodePoint(Number.parseInt(name.slice(2), 16), entity);
  if (name.startsWith("#")) return safeCodePoint(Number.parseInt(name.slice(1), 10), entity);
  return ENTITIES[name.toLowerCase()] ?? entity;
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/**
 * The text a reader sees in article HTML: one paragraph per line, an image as its description in
 * brackets (so a changed or removed picture shows as a change), tags dropped, entities decoded.
 */
export function articleText(html: string, imageLabel: (alt: string) => string): string {
  const text = html
    .replace(/<img\b[^<>]*>/gi, (tag) => `\n${imageLabel(/\balt="([^"<>]*)"/i.exec(tag)?.[1] ?? "")}\n`)
    .replace(/<\/(?:p|h[1-6]|li|blockquote|pre|figure|figcaption|ul|ol|div)\s*>|<br\s*\/?>/gi, "\n")
    .replace(/<[^<>]*>/g, "")
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, decodeEntity);
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** Words, spaces and punctuation as the language splits them. */
function tokens(text: string, language: Language): string[] {
  const segmenter = new Intl.Segmenter(localeFor(language), { granularity: "word" });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

function append(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else if (text) parts.push({ kind, text });
}

/** A change's own spaces at either end are left unmarked: "with PromptPay" is marked, not "with PromptPay ". */
function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  if (kind === "same") return append(parts, kind, text);
  const core = text.trim();
  if (core === "") return append(parts, "same", text);
  const start = text.indexOf(core);
  append(parts, "same", text.slice(0, start));
  append(parts, kind, core);
  append(parts, "same", text.slice(start + core.length));
}

/**
 * The two texts side by side: `before` holds what stayed and what was removed, `after` what stayed
 * and what was added. `whole` when the texts differ too much to mark word by word.
 */
export function diffText(
  before: string,
  after: string,
  language: Language,
): { before: DiffPart[]; after: DiffPart[]; whole: boolean } {
  const changes = diffArrays(tokens(before, language), tokens(after, language), {
    maxEditLength: MAX_EDIT_LENGTH,
    timeout: DIFF_TIMEOUT_MS,
  });
  if (!changes) {
    return {
      before: before ? [{ kind: "removed", text: before }] : [],
      after: after ? [{ kind: "added", text: after }] : [],
      whole: true,
    };
  }
  const result = { before: [] as DiffPart[], after: [] as DiffPart[], whole: false };
  for (const change of changes) {
    const text = change.value.join("");
    if (change.added) push(result.after, "added", text);
    else if (change.removed) push(result.before, "removed", text);
    else {
      push(result.before, "same", text);
      push(result.after, "same", text);
    }
  }
  return result;
}

type Translation = NonNullable<ArticleVersionSnapshot["translations"]["en"]>;

function fieldText(translation: Translation | null, field: TextFieldName, imageLabel: (alt: string) => string): string {
  if (!translation) return "";
  const value = translation[field] ?? "";
  return field === "content" ? articleText(value, imageLabel) : value.trim();
}

function languageDiff(
  language: Language,
  before: ArticleVersionSnapshot,
  after: ArticleVersionSnapshot,
  imageLabel: (alt: string) => string,
): LanguageDiff {
  const old = before.translations[language];
  const now = after.translations[language];
  const changes: FieldChange[] = [];
  const unchanged: TextFieldName[] = [];
  for (const field of textFields) {
    const a = fieldText(old, field, imageLabel);
    const b = fieldText(now, field, imageLabel);
    if (a === b) {
      if (a !== "") unchanged.push(field);
      continue;
    }
    changes.push({ kind: "text", field, ...diffText(a, b, language) });
  }
  return { language, missingBefore: old === null, missingAfter: now === null, changes, unchanged };
}

/** Every difference between two versions: each language's texts, then the fields both share. */
export function diffVersions(
  before: ArticleVersionSnapshot,
  after: ArticleVersionSnapshot,
  imageLabel: (alt: string) => string,
): VersionDiff {
  const perLanguage = languages.map((language) => languageDiff(language, before, after, imageLabel));
  const shared: FieldChange[] = [];
  const sharedUnchanged: ("slug" | "status" | "category" | "coverImage")[] = [];
  if (before.slug === after.slug) sharedUnchanged.push("slug");
  else shared.push({ kind: "text", field: "slug", ...diffText(before.slug, after.slug, "en") });
  for (const [field, a, b] of [
    ["status", before.status, after.status],
    ["category", before.categoryId, after.categoryId],
  ] as const) {
    if (a === b) sharedUnchanged.push(field);
    else shared.push({ kind: "value", field, before: a, after: b });
  }
  if (before.coverImageUrl === after.coverImageUrl) sharedUnchanged.push("coverImage");
  else shared.push({ kind: "image", field: "coverImage", before: before.coverImageUrl, after: after.coverImageUrl });
  const same = shared.length === 0 && perLanguage.every((entry) => entry.changes.length === 0);
  return { languages: perLanguage, shared, sharedUnchanged, same };
}
