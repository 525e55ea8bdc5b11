// The editor's side panel: the fields both languages share (slug with its availability and public
// address, category, status, cover image). Save is in the form's action bar (article-editor-actions.tsx).
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { articleLimits } from "../article-form-schema";
import { CoverImageField } from "./article-cover-field";
import { ArticleScheduleField } from "./article-schedule-field";
import type { EditorFields } from "./use-article-editor-form";
import { useSlugCheck } from "./use-slug-check";

export interface EditorCategory {
  id: string;
  name: string;
}

export function ArticleSharedFields({
  fields,
  savedSlug,
  articleId,
  siteUrl,
  categories,
}: {
  fields: EditorFields;
  /** The article's own slug (not checked), or "" for a new article. */
  savedSlug: string;
  articleId?: number;
  siteUrl: string;
  categories: EditorCategory[];
}) {
  const { t } = useMessages(articleAdminMessages);
  const slug = fields.slug.value ?? "";
  const slugError = fields.slug.errors?.[0];
  const slugState = useSlugCheck({ slug, savedSlug, articleId });
  const slugStatusId = `${fields.slug.id}-status`;
  return (
    <aside aria-label={t("editor.shared")} className="grid content-start gap-6 rounded-lg border border-slate-300 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{t("editor.shared")}</h2>
      <Field id={fields.slug.id} label={t("editor.fields.slug")} hint={t("editor.fields.slugHint")} error={slugError}>
        {(control) => (
          <>
            <input
              {...control}
              key={fields.slug.key}
              aria-describedby={[control["aria-describedby"], slugStatusId].filter(Boolean).join(" ")}
              name={fields.slug.name}
              defaultValue={fields.slug.initialValue ?? ""}
              maxLength={articleLimits.slug}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              className={`${control.className} font-mono`}
            />
            <p id={slugStatusId} aria-live="polite" className="mt-1 text-sm break-all">
              {slugState === "checking" ? <span className="text-slate-600">{t("editor.slugChecking")}</span> : null}
              {slugState === "available" ? <span className="text-green-800">{t("editor.slugAvailable")}</span> : null}
              {slugState === "taken" && !slugError ? (
                <span className="font-medium text-red-700">{t("editor.slugUnavailable")}</span>
              ) : null}
              {slug ? (
                <span className="block text-slate-600">{t("editor.slugPreview", { url: `${siteUrl}/articles/${slug}` })}</span>
              ) : null}
            </p>
          </>
        )}
      </Field>
      <Field id={fields.categoryId.id} label={t("editor.fields.category")} error={fields.categoryId.errors?.[0]}>
        {(control) => (
          <select
            {...control}
            key={fields.categoryId.key}
            name={fields.categoryId.name}
            defaultValue={fields.categoryId.initialValue ?? ""}
          >
            <option value="">{t("list.noCategory")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fields.status.id} label={t("editor.fields.status")} error={fields.status.errors?.[0]}>
        {(control) => (
          <select
            {...control}
            key={fields.status.key}
            name={fields.status.name}
            defaultValue={fields.status.initialValue ?? "draft"}
          >
            <option value="draft">{t("status.draft")}</option>
            <option value="published">{t("status.published")}</option>
          </select>
        )}
      </Field>
      <ArticleScheduleField fields={fields} />
      <CoverImageField field={fields.coverImageUrl} />
    </aside>
  );
}
