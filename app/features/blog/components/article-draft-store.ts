// The article editor's unsaved form kept on this device (localStorage), so a crash, a closed tab
// or a lost connection does not lose what was typed. One draft per person and article ("new" for
// the new-article screen), stamped with when it was kept and the revision it was based on. Storage
// that refuses (full, private mode, blocked) or a draft too large is skipped silently: the editor
// works as before, only without this safety net.
import { type ArticleFormInput, articleFormValues, editorLanguages, translationFieldNames } from "../article-form-schema";

export type ArticleDraftValues = ReturnType<typeof articleFormValues>;

export interface ArticleDraft {
  /** When it was kept (ISO 8601). */
  savedAt: string;
  /** The article's revision the form was loaded with; null on the new-article screen. */
  revision: string | null;
  values: ArticleDraftValues;
}

/** Which draft: the signed-in person (when known) and the article's id or "new". */
export interface ArticleDraftKey {
  owner: string | undefined;
  article: number | "new";
}

/** Characters of the stored JSON: browsers allow about 5 million per site, shared with everything else. */
export const MAX_DRAFT_CHARS = 1_000_000;
/** A draft nobody came back to in this long is dropped when next read. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const VERSION = 1;

/** Every key this store writes starts with this, whatever the version, person or article. */
export const DRAFT_KEY_PREFIX = "article-draft:";

export function draftStorageKey({ owner, article }: ArticleDraftKey): string {
  return `${DRAFT_KEY_PREFIX}v${VERSION}:${owner ?? "anyone"}:${article}`;
}

/** localStorage, or null where reading it throws (blocked storage, no window on the server). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The form's values with every field present as text, in the editor's order (what is compared and kept). */
export function draftValues(value: unknown): ArticleDraftValues {
  const record = (input: unknown) => (typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {});
  const text = (input: unknown) => (typeof input === "string" ? input : "");
  const form = record(value);
  const translation = (language: (typeof editorLanguages)[number]) => {
    const fields = record(form[language]);
    return Object.fromEntries(translationFieldNames.map((name) => [name, text(fields[name])]));
  };
  const status = form.status === "published" ? "published" : "draft";
  return articleFormValues({
    slug: text(form.slug),
    status,
    categoryId: text(form.categoryId),
    coverImageUrl: text(form.coverImageUrl),
    en: translation("en"),
    th: translation("th"),
  } satisfies ArticleFormInput);
}

/** Whether two forms hold the same article (the comparison the offer to restore rests on). */
export function sameValues(a: ArticleDraftValues, b: ArticleDraftValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Keeps the draft; false when it is too large or the storage refused it (nothing is said). */
export function writeDraft(storage: Storage | null, key: ArticleDraftKey, draft: ArticleDraft): boolean {
  if (!storage) return false;
  const json = JSON.stringify({ v: VERSION, ...draft });
  if (json.length > MAX_DRAFT_CHARS) return false;
  try {
    storage.setItem(draftStorageKey(key), json);
    return true;
  } catch {
    return false;
  }
}

/** The kept draft, or null when there is none, it cannot be read or it is too old (then it is dropped). */
export function readDraft(storage: Storage | null, key: ArticleDraftKey, now = Date.now()): ArticleDraft | null {
  if (!storage) return null;
  let json: string | null;
  try {
    json = storage.getItem(draftStorageKey(key));
  } catch {
    return null;
  }
  if (json === null) return null;
  const draft = parseDraft(json);
  const age = draft ? now - Date.parse(draft.savedAt) : Number.NaN;
  if (!draft || !(age < DRAFT_MAX_AGE_MS)) {
    removeDraft(storage, key);
    return null;
  }
  return draft;
}

export function removeDraft(storage: Storage | null, key: ArticleDraftKey): void {
  try {
    storage?.removeItem(draftStorageKey(key));
  } catch {
    // Storage that cannot be written holds nothing of ours either.
  }
}

/**
 * Forgets every draft kept on this device, everyone's (signing out hands the device back: the
 * next person must not find unpublished text). Answers how many were removed.
 */
export function removeAllDrafts(storage: Storage | null): number {
  if (!storage) return 0;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      if (name?.startsWith(DRAFT_KEY_PREFIX)) keys.push(name);
    }
    for (const name of keys) storage.removeItem(name);
    return keys.length;
  } catch {
    return 0;
  }
}

/** removeAllDrafts on this browser's storage: what signing out calls (app/routes/admin-layout.tsx, login.tsx). */
export function forgetArticleDrafts(): void {
  removeAllDrafts(browserStorage());
}

function parseDraft(json: string): ArticleDraft | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { v, savedAt, revision, values } = data as Record<string, unknown>;
  if (v !== VERSION || typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt))) return null;
  if (typeof values !== "object" || values === null) return null;
  return { savedAt, revision: typeof revision === "string" ? revision : null, values: draftValues(values) };
}
