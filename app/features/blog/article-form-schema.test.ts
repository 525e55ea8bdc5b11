import { describe, expect, it } from "vitest";
import { messagesT } from "~/i18n/messages";
import { articleAdminMessages } from "./article-admin-messages";
import {
  articleErrorText,
  articleFieldOrder,
  articleFormValues,
  checkArticleForm,
  emptyArticleForm,
  firstErrorField,
  htmlHasContent,
  parseArticleForm,
  slugify,
} from "./article-form-schema";

const en = articleAdminMessages.en.errors;
/** The check's texts as an English page shows them. */
const keys = articleErrorText(messagesT(articleAdminMessages, "en") as (key: string) => string);

/** The editor's form as the browser posts it, checked as the action and the browser check it. */
function check(overrides: Record<string, string> = {}, omit: string[] = []) {
  const data = new FormData();
  const values: Record<string, string> = {
    slug: "",
    status: "draft",
    categoryId: "",
    coverImageUrl: "",
    "en.title": "How much does a website cost?",
    "en.content": "<p>It depends.</p>",
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) if (!omit.includes(name)) data.set(name, value);
  return checkArticleForm(data, keys);
}

const errorsOf = (submission: ReturnType<typeof check>) => (submission.status === "error" ? submission.error : null);

describe("the article form schema", () => {
  it("makes the slug from the English title when none is given", () => {
    const result = check();
    expect(result.status === "success" && result.value.slug).toBe("how-much-does-a-website-cost");
  });

  it("needs one language at least, said next to both titles; an empty editor is no content", () => {
    expect(errorsOf(check({ "en.title": " ", "en.content": "<p></p>", "th.content": "<p></p>", slug: "x" }))).toEqual({
      "en.title": [en.languageRequired],
      "th.title": [en.languageRequired],
    });
  });

  it("an English version once started needs its title and content", () => {
    expect(errorsOf(check({ "en.title": "", "en.content": "<p>Text</p>", slug: "x" }))).toEqual({
      "en.title": [en.titleRequired],
    });
    expect(errorsOf(check({ "en.content": "<p></p>", slug: "x" }))).toEqual({ "en.content": [en.contentRequired] });
  });

  it("a Thai-only article is an article, but its slug is typed: a Thai title makes none", () => {
    const thaiOnly = { "en.title": "", "en.content": "", "th.title": "เว็บไซต์ราคาเท่าไร", "th.content": "<p>แล้วแต่</p>" };
    expect(errorsOf(check(thaiOnly))).toEqual({ slug: [en.slugRequired] });
    const result = check({ ...thaiOnly, slug: "website-cost" });
    expect(result.status === "success" && [result.value.slug, result.value.th.title, result.value.en.title]).toEqual([
      "website-cost",
      "เว็บไซต์ราคาเท่าไร",
      "",
    ]);
  });

  it("checks the slug's format and length", () => {
    for (const slug of ["Has Spaces", "ends-", "-starts", "double--hyphen", "ภาษาไทย", "a/b", "a".repeat(201)]) {
      const errors = errorsOf(check({ slug }));
      expect([en.slugFormat, en.slugTooLong], slug).toContain(errors?.slug?.[0]);
    }
    const upper = check({ slug: "  My-Article-2  " });
    expect(upper.status === "success" && upper.value.slug).toBe("my-article-2");
  });

  it("a Thai version is optional beside English, but once started needs its title and content", () => {
    expect(check().status).toBe("success");
    expect(errorsOf(check({ "th.excerpt": "คำโปรย" }))).toEqual({
      "th.title": [en.thaiTitleRequired],
      "th.content": [en.thaiContentRequired],
    });
  });

  it("limits lengths, unknown statuses and foreign cover images", () => {
    const errors = errorsOf(
      check({
        "en.title": "x".repeat(201),
        "en.excerpt": "x".repeat(501),
        "en.content": `<p>${"x".repeat(200_001)}</p>`,
        "en.seoTitle": "x".repeat(71),
        status: "scheduled",
        coverImageUrl: "javascript:alert(1)",
      }),
    );
    expect(errors).toMatchObject({
      "en.title": [en.titleTooLong],
      "en.excerpt": [en.excerptTooLong],
      "en.content": [en.contentTooLong],
      "en.seoTitle": [en.seoTitleTooLong],
      status: [en.statusInvalid],
      coverImageUrl: [en.coverImageInvalid],
    });
    expect(firstErrorField(errors ?? {})).toBe("en.title");
  });

  it("a cover image needs alt text in English, or in Thai when the article is only in Thai", () => {
    const coverImageUrl = `/media/${"a".repeat(32)}-960.webp`;
    expect(errorsOf(check({ coverImageUrl }))).toEqual({ "en.coverImageAlt": [en.coverImageAltRequired] });
    const thaiOnly = { "en.title": "", "en.content": "", "th.title": "ท", "th.content": "<p>ท</p>", slug: "t" };
    expect(errorsOf(check({ ...thaiOnly, coverImageUrl }))).toEqual({ "th.coverImageAlt": [en.thaiCoverImageAltRequired] });
    expect(check({ ...thaiOnly, coverImageUrl, "th.coverImageAlt": "ภาพปก" }).status).toBe("success");
  });

  it("reads fields a post left out as empty, so a script gets the same messages as a person", () => {
    const result = check({}, ["categoryId", "coverImageUrl", "slug"]);
    expect(result.status === "success" && result.value).toMatchObject({ slug: "how-much-does-a-website-cost", categoryId: "" });
    expect(errorsOf(check({}, ["en.title", "en.content"]))).toEqual({
      slug: [en.slugRequired],
      "en.title": [en.languageRequired],
      "th.title": [en.languageRequired],
    });
    expect(errorsOf(check({}, ["status"]))).toEqual({ status: [en.statusInvalid] });
  });

  it("a value no form sends (a field sent twice) gets the form's general message", () => {
    const data = new FormData();
    data.append("en.title", "One");
    data.append("en.title", "Two");
    data.set("en.content", "<p>x</p>");
    data.set("status", "draft");
    const result = checkArticleForm(data, keys);
    expect(result.status === "error" && result.error?.["en.title"]).toEqual([en.check]);
  });

  it("drops NUL characters, which PostgreSQL text cannot hold", () => {
    const result = check({ "en.title": "Tit\u0000le", "en.content": "<p>a\u0000b</p>" });
    expect(result.status === "success" && [result.value.en.title, result.value.en.content]).toEqual(["Title", "<p>ab</p>"]);
  });

  it("checks values in hand the same way", () => {
    const parsed = parseArticleForm({ ...emptyArticleForm(), en: { title: "Hello", content: "<p>Hi</p>" } });
    expect(parsed.ok && parsed.value.slug).toBe("hello");
    expect(parseArticleForm(emptyArticleForm())).toMatchObject({ ok: false, errors: { "en.title": "errors.languageRequired" } });
    const thai = parseArticleForm({ ...emptyArticleForm(), slug: "thai", th: { title: "สวัสดี", content: "<p>ครับ</p>" } });
    expect(thai.ok).toBe(true);
  });

  it("lists an article's values in the order the editor shows its fields", () => {
    const values = articleFormValues({ slug: "s", status: "draft", th: { title: "ท" }, en: { title: "T" } });
    const names = [
      ...Object.entries(values).flatMap(([key, value]) =>
        typeof value === "object" ? Object.keys(value).map((field) => `${key}.${field}`) : [key],
      ),
    ];
    expect(names).toEqual(articleFieldOrder);
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
