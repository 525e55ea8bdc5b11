// The categories screen's three forms (create, rename, delete), shared by the forms and the action
// (client-safe). Messages are keys of categories-messages.ts; `{{max}}` comes from categoryLimits.
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";

export const categoryLimits = { slugMin: 2, slug: 60, name: 80 } as const;

/**
 * Lower-case letters and digits in groups joined by single hyphens. Each hyphen must be followed by
 * a letter or digit, so there is one way to match any text: linear time, whatever is typed.
 */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Taken by the admin article list's filter for "articles without a category" (?category=none). */
export const reservedCategorySlugs: readonly string[] = ["none"];

const BAD_REQUEST = "errors.badRequest";

const name = z.string(BAD_REQUEST).trim().max(categoryLimits.name, "errors.nameTooLong");
/** A slug the screen sent back (rename, delete): its shape was checked when it was created. */
const existingSlug = z.string(BAD_REQUEST).trim().min(1, BAD_REQUEST).max(categoryLimits.slug, BAD_REQUEST);
const revision = z.string(BAD_REQUEST).max(40, BAD_REQUEST);

/** At least one of the two names; the message goes next to the English one, the first field. */
function oneName(value: { nameEn: string; nameTh: string }, context: z.RefinementCtx) {
  if (value.nameEn === "" && value.nameTh === "") {
    context.addIssue({ code: "custom", path: ["nameEn"], message: "errors.nameRequired" });
  }
}

export const CreateCategorySchema = z
  .object({
    intent: z.literal("create", BAD_REQUEST),
    slug: z
      .string(BAD_REQUEST)
      .trim()
      .min(1, "errors.slugRequired")
      .min(categoryLimits.slugMin, "errors.slugLength")
      .max(categoryLimits.slug, "errors.slugLength")
      .regex(CATEGORY_SLUG_PATTERN, "errors.slugFormat")
      .refine((slug) => !reservedCategorySlugs.includes(slug), "errors.slugReserved"),
    nameEn: name,
    nameTh: name,
  })
  .superRefine(oneName);

export const RenameCategorySchema = z
  .object({
    intent: z.literal("rename", BAD_REQUEST),
    slug: existingSlug,
    revision,
    nameEn: name,
    nameTh: name,
  })
  .superRefine(oneName);

export const DeleteCategorySchema = z.object({
  intent: z.literal("delete", BAD_REQUEST),
  slug: existingSlug,
  revision,
});

export const CategoryActionSchema = z.discriminatedUnion(
  "intent",
  [CreateCategorySchema, RenameCategorySchema, DeleteCategorySchema],
  BAD_REQUEST,
);

export type CategoryAction = z.output<typeof CategoryActionSchema>;
export type CategoryIntent = CategoryAction["intent"];

/** The values of the create and rename forms (the delete form has only hidden fields). */
export type CategoryFormValues = {
  intent: string;
  slug: string;
  revision?: string;
  nameEn: string;
  nameTh: string;
};

/** What an accepted save tells the page: which form, which category, and the name to say it with. */
export interface CategorySaved {
  intent: CategoryIntent;
  slug: string;
  name: string;
  /** A rename that changed nothing. */
  unchanged?: boolean;
}

export type CategoryReply = FormReply<CategorySaved>;

/** The forms' errors in one language; input no form sends reads as an incomplete request. */
export function categoryErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, {
    fallbackKey: BAD_REQUEST,
    limits: { slug: categoryLimits.slug, nameEn: categoryLimits.name, nameTh: categoryLimits.name },
  });
}

/** The schema's check in the browser (conform's parse, one message per field). */
export function checkCategoryForm(formData: FormData | URLSearchParams, errorText: ErrorText) {
  return parseForm(formData, CategoryActionSchema, errorText);
}
