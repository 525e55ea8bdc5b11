// The article editor's one schema, used by the form in the browser and by the action on the
// server (client-safe: no server imports). Error messages are keys of the admin catalogue
// (article-admin-messages.ts), translated where they are shown.
import { z } from "zod";
import { trimBoth, trimEnd } from "~/lib/trim";

export const articleStatusValues = ["draft", "published"] as const;
export const editorLanguages = ["en", "th"] as const;
export type EditorLanguage = (typeof editorLanguages)[number];

/** Lower-case ASCII words joined by single hyphens (ADR 011). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Upper bounds a person can reach but a flood cannot: each is checked in the browser and on the server. */
export const articleLimits = {
  slug: 200,
  title: 200,
  excerpt: 500,
  /** Characters of HTML per language; a long article with images is about 50,000. */
  content: 200_000,
  seoTitle: 70,
  seoDescription: 200,
  coverImageAlt: 200,
  categoryId: 100,
} as const;

/** The whole request body of a save: both languages at their limits, with room for field names. */
export const MAX_ARTICLE_FORM_BYTES = 1_000_000;

/** Images this site stored itself (admin-media-upload): `/media/<hash>-<width>.webp`. */
export const MEDIA_URL_PATTERN = /^\/media\/[a-f0-9]{32}-\d{1,4}\.webp$/;

/** The text a reader would see, so that `<p></p>` (an empty editor) does not count as content. */
export function htmlHasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = html
    .replace(/<[^<>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return text.length > 0;
}

/** A slug from an English title: accents dropped, anything else non-ASCII removed. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-");
  return trimEnd(trimBoth(slug, "-").slice(0, 80), "-");
}

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const translationSchema = z.object({
  title: text(articleLimits.title, "errors.titleTooLong"),
  excerpt: text(articleLimits.excerpt, "errors.excerptTooLong"),
  content: z.string().max(articleLimits.content, "errors.contentTooLong"),
  seoTitle: text(articleLimits.seoTitle, "errors.seoTitleTooLong"),
  seoDescription: text(articleLimits.seoDescription, "errors.seoDescriptionTooLong"),
  coverImageAlt: text(articleLimits.coverImageAlt, "errors.coverImageAltTooLong"),
});
export type ArticleTranslationInput = z.output<typeof translationSchema>;

export const ArticleFormSchema = z
  .object({
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "errors.slugRequired")
      .max(articleLimits.slug, "errors.slugTooLong")
      .regex(SLUG_PATTERN, "errors.slugFormat"),
    status: z.enum(articleStatusValues, "errors.statusInvalid"),
    categoryId: z.string().trim().max(articleLimits.categoryId, "errors.categoryUnknown"),
    coverImageUrl: z
      .string()
      .trim()
      .refine((value) => value === "" || MEDIA_URL_PATTERN.test(value), "errors.coverImageInvalid"),
    en: translationSchema,
    th: translationSchema,
  })
  .superRefine((form, context) => {
    if (!form.en.title) context.addIssue({ code: "custom", path: ["en", "title"], message: "errors.titleRequired" });
    if (!htmlHasContent(form.en.content)) {
      context.addIssue({ code: "custom", path: ["en", "content"], message: "errors.contentRequired" });
    }
    if (form.coverImageUrl && !form.en.coverImageAlt) {
      context.addIssue({ code: "custom", path: ["en", "coverImageAlt"], message: "errors.coverImageAltRequired" });
    }
    // A Thai version is optional, but once any of it is written it needs its title and text.
    const thaiStarted = Object.values(form.th).some((value) => value.trim() !== "" && value !== "<p></p>");
    if (thaiStarted && !form.th.title) {
      context.addIssue({ code: "custom", path: ["th", "title"], message: "errors.thaiTitleRequired" });
    }
    if (thaiStarted && !htmlHasContent(form.th.content)) {
      context.addIssue({ code: "custom", path: ["th", "content"], message: "errors.thaiContentRequired" });
    }
  });

export type ArticleFormInput = z.input<typeof ArticleFormSchema>;
export type ArticleForm = z.output<typeof ArticleFormSchema>;

/** Field paths as the form names its inputs: `slug`, `en.title`, `th.content`, ... */
export type ArticleFieldName =
  "slug" | "status" | "categoryId" | "coverImageUrl" | `${EditorLanguage}.${keyof ArticleTranslationInput}`;

export const translationFieldNames = [
  "title",
  "excerpt",
  "content",
  "seoTitle",
  "seoDescription",
  "coverImageAlt",
] as const satisfies readonly (keyof ArticleTranslationInput)[];

export const articleFieldOrder: ArticleFieldName[] = [
  ...editorLanguages.flatMap((language) => translationFieldNames.map((field) => `${language}.${field}` as const)),
  "slug",
  "categoryId",
  "status",
  "coverImageUrl",
];

export type ArticleFieldErrors = Partial<Record<ArticleFieldName, string>>;

function emptyTranslation(): ArticleTranslationInput {
  return { title: "", excerpt: "", content: "", seoTitle: "", seoDescription: "", coverImageAlt: "" };
}

export function emptyArticleForm(): ArticleFormInput {
  return { slug: "", status: "draft", categoryId: "", coverImageUrl: "", en: emptyTranslation(), th: emptyTranslation() };
}

/** The form's values out of its FormData (missing fields are empty; files are ignored). */
export function articleFormFromData(form: FormData): ArticleFormInput {
  const read = (name: string) => {
    const value = form.get(name);
    // PostgreSQL text cannot hold NUL, and no person types one.
    return typeof value === "string" ? value.replace(/\u0000/g, "") : "";
  };
  const translation = (language: EditorLanguage) =>
    Object.fromEntries(translationFieldNames.map((field) => [field, read(`${language}.${field}`)])) as ArticleTranslationInput;
  return {
    slug: read("slug"),
    status: read("status") as ArticleFormInput["status"],
    categoryId: read("categoryId"),
    coverImageUrl: read("coverImageUrl"),
    en: translation("en"),
    th: translation("th"),
  };
}

/**
 * Validates the form; an empty slug is first made from the English title (as the editor does while
 * the slug has not been edited by hand, and as a form sent without JavaScript needs).
 */
export function parseArticleForm(
  input: ArticleFormInput,
): { ok: true; value: ArticleForm } | { ok: false; errors: ArticleFieldErrors } {
  const withSlug = input.slug.trim() === "" ? { ...input, slug: slugify(input.en.title) } : input;
  const result = ArticleFormSchema.safeParse(withSlug);
  if (result.success) return { ok: true, value: result.data };
  const errors: ArticleFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join(".") as ArticleFieldName;
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The first field with an error, in the order the form shows them. */
export function firstErrorField(errors: ArticleFieldErrors): ArticleFieldName | undefined {
  return articleFieldOrder.find((name) => errors[name]);
}

/** Images the editor accepts (checked again by content on the server). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageAccept = "image/jpeg,image/png,image/webp";
