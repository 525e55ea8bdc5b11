import { describe, expect, it } from "vitest";
import {
  articleFormFromData,
  emptyArticleForm,
  firstErrorField,
  htmlHasContent,
  parseArticleForm,
  slugify,
} from "./article-form-schema";

function form(overrides: Record<string, string> = {}) {
  const data = new FormData();
  const values = {
    slug: "",
    status: "draft",
    categoryId: "",
    coverImageUrl: "",
    "en.title": "How much does a website cost?",
    "en.content": "<p>It depends.</p>",
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return articleFormFromData(data);
}

describe("the article form schema", () => {
  it("makes the slug from the English title when none is given", () => {
    const result = parseArticleForm(form());
    expect(result.ok && result.value.slug).toBe("how-much-does-a-website-cost");
  });

  it("needs the English title and content; an empty editor is no content", () => {
    const result = parseArticleForm(form({ "en.title": " ", "en.content": "<p></p>", slug: "x" }));
    expect(result).toEqual({
      ok: false,
      errors: { "en.title": "errors.titleRequired", "en.content": "errors.contentRequired" },
    });
  });

  it("checks the slug's format and length", () => {
    for (const slug of ["Has Spaces", "ends-", "-starts", "double--hyphen", "ภาษาไทย", "a/b", "a".repeat(201)]) {
      const result = parseArticleForm(form({ slug }));
      expect(result.ok, slug).toBe(false);
      if (!result.ok) expect(result.errors.slug).toMatch(/^errors\.slug/);
    }
    const upper = parseArticleForm(form({ slug: "  My-Article-2  " }));
    expect(upper.ok && upper.value.slug).toBe("my-article-2");
  });

  it("a Thai version is optional, but once started needs its title and content", () => {
    expect(parseArticleForm(form()).ok).toBe(true);
    const result = parseArticleForm(form({ "th.excerpt": "คำโปรย" }));
    expect(!result.ok && result.errors).toEqual({
      "th.title": "errors.thaiTitleRequired",
      "th.content": "errors.thaiContentRequired",
    });
  });

  it("limits lengths, unknown statuses and foreign cover images", () => {
    const result = parseArticleForm(
      form({
        "en.title": "x".repeat(201),
        "en.excerpt": "x".repeat(501),
        "en.content": `<p>${"x".repeat(200_001)}</p>`,
        "en.seoTitle": "x".repeat(71),
        status: "scheduled",
        coverImageUrl: "javascript:alert(1)",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      "en.title": "errors.titleTooLong",
      "en.excerpt": "errors.excerptTooLong",
      "en.content": "errors.contentTooLong",
      "en.seoTitle": "errors.seoTitleTooLong",
      status: "errors.statusInvalid",
      coverImageUrl: "errors.coverImageInvalid",
    });
    expect(firstErrorField(result.errors)).toBe("en.title");
  });

  it("a cover image needs English alt text", () => {
    const result = parseArticleForm(form({ coverImageUrl: `/media/${"a".repeat(32)}-960.webp` }));
    expect(!result.ok && result.errors).toEqual({ "en.coverImageAlt": "errors.coverImageAltRequired" });
  });

  it("reads missing fields as empty", () => {
    expect(articleFormFromData(new FormData())).toEqual({ ...emptyArticleForm(), status: "" });
  });

  it("slugify keeps ASCII words only", () => {
    expect(slugify("Café & Bar: 10 Tips!")).toBe("cafe-and-bar-10-tips");
    expect(slugify("เว็บไซต์ร้านอาหาร")).toBe("");
  });

  it("htmlHasContent counts text and images", () => {
    expect(htmlHasContent("<p>&nbsp;</p>")).toBe(false);
    expect(htmlHasContent(`<p><img src="/media/x.webp" alt=""></p>`)).toBe(true);
  });
});
