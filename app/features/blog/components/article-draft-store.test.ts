import { describe, expect, it } from "vitest";
import { emptyArticleForm } from "../article-form-schema";
import {
  type ArticleDraft,
  DRAFT_MAX_AGE_MS,
  draftStorageKey,
  draftValues,
  MAX_DRAFT_CHARS,
  readDraft,
  removeAllDrafts,
  removeDraft,
  sameValues,
  writeDraft,
} from "./article-draft-store";

/** localStorage as the browser has it, in memory; `refuse` makes every call throw as a full or blocked storage does. */
class MemoryStorage implements Storage {
  items = new Map<string, string>();
  refuse = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    if (this.refuse) throw new DOMException("The operation is insecure.", "SecurityError");
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.refuse) throw new DOMException("Quota exceeded", "QuotaExceededError");
    this.items.set(key, value);
  }
  removeItem(key: string) {
    if (this.refuse) throw new DOMException("The operation is insecure.", "SecurityError");
    this.items.delete(key);
  }
}

const key = { owner: "uid-1", article: 42 } as const;
const now = Date.parse("2026-11-26T10:00:00Z");

function draft(changes: (values: ArticleDraft["values"]) => void = () => {}): ArticleDraft {
  const values = emptyArticleForm();
  values.slug = "my-article";
  values.en.title = "My article";
  values.en.content = "<p>Hello <strong>world</strong></p>";
  values.th.title = "บทความของฉัน";
  values.th.content = "<p>สวัสดี</p>";
  changes(values);
  return { savedAt: new Date(now - 60_000).toISOString(), revision: "2026-11-26T09:00:00.000Z", values };
}

describe("the editor's draft on this device", () => {
  it("gives back every field of both languages, the bodies' HTML, its time and revision", () => {
    const storage = new MemoryStorage();
    const kept = draft((values) => {
      values.categoryId = "web-design";
      values.status = "published";
      values.coverImageUrl = "/media/0123456789abcdef0123456789abcdef-1200.webp";
      values.en.seoDescription = "Short";
      values.th.excerpt = "คำโปรย";
    });
    expect(writeDraft(storage, key, kept)).toBe(true);
    expect(readDraft(storage, key, now)).toEqual(kept);
  });

  it("keeps one draft per person and per article, the new-article screen's under its own name", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, key, draft());
    expect(readDraft(storage, { owner: "uid-2", article: 42 }, now)).toBeNull();
    expect(readDraft(storage, { owner: "uid-1", article: 43 }, now)).toBeNull();
    expect(readDraft(storage, { owner: "uid-1", article: "new" }, now)).toBeNull();
    expect(draftStorageKey({ owner: undefined, article: "new" })).toBe("article-draft:v1:anyone:new");
    removeDraft(storage, key);
    expect(readDraft(storage, key, now)).toBeNull();
  });

  it("skips a draft over the bound and leaves the one kept before", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, key, draft());
    const huge = draft((values) => {
      values.en.content = `<p>${"x".repeat(MAX_DRAFT_CHARS)}</p>`;
    });
    expect(writeDraft(storage, key, huge)).toBe(false);
    expect(readDraft(storage, key, now)?.values.en.content).toBe("<p>Hello <strong>world</strong></p>");
  });

  it("says nothing when the storage refuses (full, private mode, blocked) or there is none", () => {
    const storage = new MemoryStorage();
    storage.refuse = true;
    expect(writeDraft(storage, key, draft())).toBe(false);
    expect(readDraft(storage, key, now)).toBeNull();
    expect(() => removeDraft(storage, key)).not.toThrow();
    expect(writeDraft(null, key, draft())).toBe(false);
    expect(readDraft(null, key, now)).toBeNull();
  });

  it("drops what it cannot read, and drafts nobody came back to for 30 days", () => {
    const storage = new MemoryStorage();
    for (const junk of [
      "{not json",
      "null",
      '{"v":2,"savedAt":"2026-11-26T09:00:00Z","values":{}}',
      '{"v":1,"savedAt":"soon","values":{}}',
    ]) {
      storage.items.set(draftStorageKey(key), junk);
      expect(readDraft(storage, key, now), junk).toBeNull();
      expect(storage.items.has(draftStorageKey(key)), junk).toBe(false);
    }
    writeDraft(storage, key, { ...draft(), savedAt: new Date(now - DRAFT_MAX_AGE_MS - 1).toISOString() });
    expect(readDraft(storage, key, now)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("reads a tampered draft as text fields only, every field present", () => {
    const storage = new MemoryStorage();
    storage.items.set(
      draftStorageKey(key),
      JSON.stringify({
        v: 1,
        savedAt: "2026-11-26T09:59:00Z",
        revision: 7,
        values: { en: { title: 5, content: "<p>x</p>" }, status: "gone", extra: "x" },
      }),
    );
    const read = readDraft(storage, key, now);
    expect(read?.revision).toBeNull();
    expect(read?.values).toEqual(draftValues({ en: { content: "<p>x</p>" } }));
    expect(read?.values.status).toBe("draft");
    expect(read?.values.en.title).toBe("");
    expect(read?.values).not.toHaveProperty("extra");
  });

  it("compares forms by their fields, whatever order or extra keys the form's state has", () => {
    const loaded = draft().values;
    const { en, th, ...shared } = loaded;
    const fromForm = draftValues({ revision: "2026-11-26T09:00:00.000Z", ...shared, th, en });
    expect(sameValues(fromForm, loaded)).toBe(true);
    expect(sameValues(draftValues({ ...loaded, en: { ...loaded.en, content: "<p>Hello</p>" } }), loaded)).toBe(false);
  });

  it("forgets every kept draft, of every person and article, and nothing else, at sign-out", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, key, draft());
    writeDraft(storage, { owner: "uid-2", article: "new" }, draft());
    writeDraft(storage, { owner: undefined, article: 7 }, draft());
    storage.setItem("lang", "th");
    storage.setItem("not-article-draft:1", "kept");
    expect(removeAllDrafts(storage)).toBe(3);
    expect([...storage.items.keys()].sort()).toEqual(["lang", "not-article-draft:1"]);
    expect(readDraft(storage, key, now)).toBeNull();
    storage.refuse = true;
    expect(removeAllDrafts(storage)).toBe(0);
    expect(removeAllDrafts(null)).toBe(0);
  });
});
