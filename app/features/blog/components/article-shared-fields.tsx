// The editor's side panel: the fields both languages share (slug with its availability and public
// address, category, status, cover image) and the save button.
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { type ArticleFieldErrors, type ArticleFieldName, type ArticleFormInput, articleLimits } from "../article-form-schema";
import { CoverImageField } from "./article-cover-field";
import { Field, inputClass } from "./article-editor-field";
import type { SlugState } from "./use-slug-check";

export interface EditorCategory {
  id: string;
  name: string;
}

export type SharedField = "slug" | "categoryId" | "status" | "coverImageUrl";

export function ArticleSharedFields({
  values,
  errors,
  errorText,
  onChange,
  slugState,
  siteUrl,
  categories,
  saving,
}: {
  values: ArticleFormInput;
  errors: ArticleFieldErrors;
  /** The translated error of a field, if it has one. */
  errorText: (name: ArticleFieldName) => string | undefined;
  onChange: (field: SharedField, value: string) => void;
  slugState: SlugState;
  siteUrl: string;
  categories: EditorCategory[];
  saving: boolean;
}) {
  const { t } = useMessages(articleAdminMessages);
  return (
    <aside aria-label={t("editor.shared")} className="grid content-start gap-6 rounded-lg border border-slate-300 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{t("editor.shared")}</h2>
      <Field name="slug" label={t("editor.fields.slug")} hint={t("editor.fields.slugHint")} error={errorText("slug")}>
        {({ labelId: _labelId, ...props }) => (
          <>
            <input
              {...props}
              aria-describedby={[props["aria-describedby"], "slug-status"].filter(Boolean).join(" ")}
              name="slug"
              value={values.slug}
              maxLength={articleLimits.slug}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => onChange("slug", event.target.value)}
              className={`${inputClass} font-mono text-sm`}
            />
            <p id="slug-status" aria-live="polite" className="mt-1 text-sm break-all">
              {slugState === "checking" ? <span className="text-slate-600">{t("editor.slugChecking")}</span> : null}
              {slugState === "available" ? <span className="text-green-800">{t("editor.slugAvailable")}</span> : null}
              {slugState === "taken" && !errors.slug ? (
                <span className="font-medium text-red-700">{t("editor.slugUnavailable")}</span>
              ) : null}
              {values.slug ? (
                <span className="block text-slate-600">
                  {t("editor.slugPreview", { url: `${siteUrl}/articles/${values.slug}` })}
                </span>
              ) : null}
            </p>
          </>
        )}
      </Field>
      <Field name="categoryId" label={t("editor.fields.category")} error={errorText("categoryId")}>
        {({ labelId: _labelId, ...props }) => (
          <select
            {...props}
            name="categoryId"
            value={values.categoryId}
            onChange={(event) => onChange("categoryId", event.target.value)}
            className={inputClass}
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
      <Field name="status" label={t("editor.fields.status")} error={errorText("status")}>
        {({ labelId: _labelId, ...props }) => (
          <select
            {...props}
            name="status"
            value={values.status}
            onChange={(event) => onChange("status", event.target.value)}
            className={inputClass}
          >
            <option value="draft">{t("status.draft")}</option>
            <option value="published">{t("status.published")}</option>
          </select>
        )}
      </Field>
      <CoverImageField
        value={values.coverImageUrl}
        error={errorText("coverImageUrl")}
        onChange={(url) => onChange("coverImageUrl", url)}
      />
      <button
        type="submit"
        disabled={saving}
        className="min-h-12 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
      >
        {saving ? t("editor.saving") : t("editor.save")}
      </button>
    </aside>
  );
}
