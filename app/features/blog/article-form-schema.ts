// The article editor's one schema, used by the form in the browser and by the action on the
// server (client-safe: no server imports). Error messages are keys of the admin catalogue
// (article-admin-messages.ts), translated where they are shown.
import { z } from "zod";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";
import { trimBoth, trimEnd } from "~/lib/trim";
import { scheduleProblem } from "./article-schedule-time";

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

/** PostgreSQL text cannot hold NUL, and no person types one. */
const withoutNul = (value: string) => value.replace(/\u0000/g, "");

// A field the form did not send at all reads as empty, as an empty box would (a post from a script
// then gets the same "required" messages as a person).
const text = (max: number, tooLong: string) => z.string().overwrite(withoutNul).trim().max(max, tooLong).default("");

const translationSchema = z.object({
  title: text(articleLimits.title, "errors.titleTooLong"),
  excerpt: text(articleLimits.excerpt, "errors.excerptTooLong"),
  content: z.string().overwrite(withoutNul).max(articleLimits.content, "errors.contentTooLong").default(""),
  seoTitle: text(articleLimits.seoTitle, "errors.seoTitleTooLong"),
  seoDescription: text(articleLimits.seoDescription, "errors.seoDescriptionTooLong"),
  coverImageAlt: text(articleLimits.coverImageAlt, "errors.coverImageAltTooLong"),
});
export type ArticleTranslationInput = z.input<typeof translationSchema>;

/** The slug's own rules, also used by the editor to ask the server only about well-formed slugs. */
export const articleSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "errors.slugRequired")
  .max(articleLimits.slug, "errors.slugTooLong")
  .regex(SLUG_PATTERN, "errors.slugFormat");

/** Whether any of a language's fields holds something (an empty rich-text editor sends `<p></p>`). */
function translationStarted(text: Record<string, string>): boolean {
  return Object.values(text).some((value) => value.trim() !== "" && value !== "<p></p>");
}

const requiredKeys = {
  en: { title: "errors.titleRequired", content: "errors.contentRequired", coverImageAlt: "errors.coverImageAltRequired" },
  th: {
    title: "errors.thaiTitleRequired",
    content: "errors.thaiContentRequired",
    coverImageAlt: "errors.thaiCoverImageAltRequired",
  },
} as const satisfies Record<EditorLanguage, Record<string, string>>;

const articleFormObject = z
  .object({
    slug: articleSlugSchema,
    status: z.enum(articleStatusValues, "errors.statusInvalid"),
    categoryId: z.string().trim().max(articleLimits.categoryId, "errors.categoryUnknown").default(""),
    coverImageUrl: z
      .string()
      .trim()
      .refine((value) => value === "" || MEDIA_URL_PATTERN.test(value), "errors.coverImageInvalid")
      .default(""),
    en: translationSchema.prefault({}),
    th: translationSchema.prefault({}),
    /** When the edited article was last saved, as the editor loaded it: a save based on an older one is refused. */
    revision: z.string().trim().max(40).optional(),
    /** "Publish on": a draft's publishing time on Bangkok's clock (article-schedule-time.ts); empty for none. */
    scheduledAt: z.string().trim().max(40, "errors.scheduleInvalid").optional(),
  })
  .superRefine((form, context) => {
    // Either language alone is an article (ADR 091); each one started needs its title and text.
    const written = editorLanguages.filter((language) => translationStarted(form[language]));
    if (written.length === 0) {
      for (const language of editorLanguages) {
        context.addIssue({ code: "custom", path: [language, "title"], message: "errors.languageRequired" });
      }
    }
    for (const language of written) {
      const text = form[language];
      if (!text.title) context.addIssue({ code: "custom", path: [language, "title"], message: requiredKeys[language].title });
      if (!htmlHasContent(text.content)) {
        context.addIssue({ code: "custom", path: [language, "content"], message: requiredKeys[language].content });
      }
    }
    // The cover's description is needed in the article's first language: English if written, else Thai.
    const main = written[0];
    if (form.coverImageUrl && main && !form[main].coverImageAlt) {
      context.addIssue({ code: "custom", path: [main, "coverImageAlt"], message: requiredKeys[main].coverImageAlt });
    }
    // Only a draft waits for its time; publishing now ignores (and clears) it.
    const problem = form.status === "draft" && form.scheduledAt ? scheduleProblem(form.scheduledAt, new Date()) : null;
    if (problem) context.addIssue({ code: "custom", path: ["scheduledAt"], message: `errors.${problem}` });
  });

export type ArticleFormInput = z.input<typeof articleFormObject>;
export type ArticleForm = z.output<typeof articleFormObject>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * An empty slug is made from the English title (as the editor does while the slug has not been
 * edited by hand, and as a form sent without JavaScript needs). A Thai title makes none: an
 * article only in Thai needs its slug typed (ADR 091).
 */
function withSlugFromTitle(input: unknown): unknown {
  if (!isRecord(input) || (typeof input.slug === "string" && input.slug.trim() !== "")) return input;
  const title = isRecord(input.en) && typeof input.en.title === "string" ? input.en.title : "";
  return { ...input, slug: slugify(title) };
}

/** The article editor's one schema: the form in the browser and the actions on the server. */
export const ArticleFormSchema = z.preprocess(withSlugFromTitle, articleFormObject);

/** Field paths as the form names its inputs: `slug`, `en.title`, `th.content`, ... */
export type ArticleFieldName =
  "slug" | "status" | "scheduledAt" | "categoryId" | "coverImageUrl" | `${EditorLanguage}.${keyof ArticleTranslationInput}`;

/** A language's fields in the order the editor shows them. */
export const translationFieldNames = [
  "title",
  "excerpt",
  "content",
  "coverImageAlt",
  "seoTitle",
  "seoDescription",
] as const satisfies readonly (keyof ArticleTranslationInput)[];

export const sharedFieldNames = ["slug", "categoryId", "status", "scheduledAt", "coverImageUrl"] as const;

/** Every field in the order the editor shows them: English panel, Thai panel, shared panel. */
export const articleFieldOrder: ArticleFieldName[] = [
  ...editorLanguages.flatMap((language) => translationFieldNames.map((field) => `${language}.${field}` as const)),
  ...sharedFieldNames,
];

type Translation = Required<ArticleTranslationInput>;

function emptyTranslation(): Translation {
  return { title: "", excerpt: "", content: "", coverImageAlt: "", seoTitle: "", seoDescription: "" };
}

/**
 * An article's values with every key present, in the order the editor shows its fields: the
 * form's unsaved-changes check compares them with what the form holds, key order included.
 */
export function articleFormValues(input: ArticleFormInput): Required<Omit<ArticleFormInput, "en" | "th" | "revision">> & {
  en: Translation;
  th: Translation;
} {
  const translation = (values: ArticleTranslationInput | undefined) =>
    Object.fromEntries(translationFieldNames.map((field) => [field, values?.[field] ?? ""])) as Translation;
  return {
    en: translation(input.en),
    th: translation(input.th),
    slug: input.slug,
    categoryId: input.categoryId ?? "",
    status: input.status,
    scheduledAt: input.scheduledAt ?? "",
    coverImageUrl: input.coverImageUrl ?? "",
  };
}

export function emptyArticleForm() {
  return articleFormValues({ slug: "", status: "draft", en: emptyTranslation(), th: emptyTranslation() });
}

/** The form's errors in one language: a catalogue key, or "please check this field" for input no form sends. */
export function articleErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.check" });
}

/** The schema's check of a submission (conform's parse, one message per field). */
export function checkArticleForm(formData: FormData | URLSearchParams, errorText: ErrorText) {
  return parseForm(formData, ArticleFormSchema, errorText);
}

/** The schema's check of values already in hand (the seed, tests): the value, or the message keys per field. */
export function parseArticleForm(
  input: ArticleFormInput,
): { ok: true; value: ArticleForm } | { ok: false; errors: Partial<Record<ArticleFieldName, string>> } {
  const result = ArticleFormSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<ArticleFieldName, string>> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") as ArticleFieldName] ??= issue.message;
  return { ok: false, errors };
}

/** The first field with an error, in the order the form shows them. */
export function firstErrorField(errors: Partial<Record<string, unknown>>): ArticleFieldName | undefined {
  return articleFieldOrder.find((name) => errors[name]);
}

/** Images the editor accepts (checked again by content on the server). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageAccept = "image/jpeg,image/png,image/webp";

/** What an accepted save says, for the editor's confirmation (a new article's comes in its address). */
export interface EditorSaved {
  saved: "created" | "updated";
  status?: (typeof articleStatusValues)[number];
}
