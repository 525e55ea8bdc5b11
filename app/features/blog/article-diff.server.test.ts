// The compare screens' differences: article HTML read as the text a reader sees, changes marked
// word by word (Thai words too, which have no spaces between them), and the fields that changed.
import { describe, expect, it } from "vitest";
import type { ArticleVersionSnapshot } from "~/.server/db/schema";
import { articleText, diffText, diffVersions } from "./article-diff.server";

const image = (alt: string) => `[image: ${alt}]`;

function version(
  overrides: Partial<ArticleVersionSnapshot> = {},
  en: Partial<NonNullable<ArticleVersionSnapshot["translations"]["en"]>> = {},
) {
  return {
    slug: "fast-sites",
    status: "draft",
    categoryId: null,
    coverImageUrl: null,
    authorName: "Ann",
    scheduledAt: null,
    translations: {
      en: {
        title: "Fast sites",
        excerpt: "Why speed sells",
        content: "<p>Fast pages keep visitors.</p>",
        seoTitle: null,
        seoDescription: null,
        coverImageAlt: null,
        ...en,
      },
      th: null,
    },
    ...overrides,
  } satisfies ArticleVersionSnapshot as ArticleVersionSnapshot;
}

describe("articleText", () => {
  it("keeps one paragraph per line, drops tags, decodes entities and names images", () => {
    const html =
      '<h2>Costs &amp; time</h2><p>Plain <strong>bold</strong>&nbsp;text&#33;</p><p><img src="/media/a.webp" alt="A chart"></p><ul><li>One</li><li>Two</li></ul>';
    expect(articleText(html, image)).toBe("Costs & time\nPlain bold text!\n[image: A chart]\nOne\nTwo");
  });
});

describe("diffText", () => {
  it("marks only the changed English words", () => {
    const { before, after, whole } = diffText("Fast pages keep visitors.", "Fast pages keep buyers.", "en");
    expect(whole).toBe(false);
    expect(before).toEqual([
      { kind: "same", text: "Fast pages keep " },
      { kind: "removed", text: "visitors" },
      { kind: "same", text: "." },
    ]);
    expect(after).toEqual([
      { kind: "same", text: "Fast pages keep " },
      { kind: "added", text: "buyers" },
      { kind: "same", text: "." },
    ]);
  });

  it("marks the changed Thai word, not the whole run of text without spaces", () => {
    const { before, after } = diffText("ราคาเว็บไซต์ขึ้นอยู่กับจำนวนหน้า", "ราคาเว็บไซต์ขึ้นอยู่กับฟีเจอร์", "th");
    expect(before.find((part) => part.kind === "removed")?.text).toBe("จำนวนหน้า");
    expect(after.find((part) => part.kind === "added")?.text).toBe("ฟีเจอร์");
    expect(after[0]).toEqual({ kind: "same", text: "ราคาเว็บไซต์ขึ้นอยู่กับ" });
  });

  it("shows an added text whole when there was none", () => {
    expect(diffText("", "New", "en")).toEqual({ before: [], after: [{ kind: "added", text: "New" }], whole: false });
  });
});

describe("diffVersions", () => {
  it("names the fields that changed and those that did not", () => {
    const diff = diffVersions(
      version(),
      version(
        { status: "published", coverImageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp" },
        { title: "Faster sites" },
      ),
      image,
    );
    expect(diff.same).toBe(false);
    const [en, th] = diff.languages;
    expect(en!.changes.map((change) => change.field)).toEqual(["title"]);
    expect(en!.unchanged).toEqual(["excerpt", "content"]);
    expect(th).toMatchObject({ missingBefore: true, missingAfter: true, changes: [], unchanged: [] });
    expect(diff.shared).toEqual([
      { kind: "value", field: "status", before: "draft", after: "published" },
      { kind: "image", field: "coverImage", before: null, after: "/media/0123456789abcdef0123456789abcdef-800.webp" },
    ]);
    expect(diff.sharedUnchanged).toEqual(["slug", "category"]);
  });

  it("says two equal versions are the same, whatever HTML says the same text", () => {
    const diff = diffVersions(version(), version({}, { content: "<p>Fast   pages <em>keep</em> visitors.</p>" }), image);
    expect(diff.same).toBe(true);
  });
});
