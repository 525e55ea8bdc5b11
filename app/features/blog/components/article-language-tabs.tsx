// The editor's language tabs: English and Thai, each panel with that language's title, excerpt,
// content, cover alt text and SEO fields. A tab whose fields have errors carries a red dot; the
// arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
import { useId } from "react";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import {
  type ArticleFieldErrors,
  type ArticleFieldName,
  type ArticleFormInput,
  type EditorLanguage,
  articleLimits,
  editorLanguages,
} from "../article-form-schema";
import { Field, inputClass } from "./article-editor-field";
import { RichTextField } from "./rich-text-field";

export function ArticleLanguageTabs({
  tab,
  onTabChange,
  values,
  errors,
  errorText,
  onTranslationChange,
}: {
  tab: EditorLanguage;
  onTabChange: (language: EditorLanguage) => void;
  values: ArticleFormInput;
  errors: ArticleFieldErrors;
  /** The translated error of a field, if it has one. */
  errorText: (name: ArticleFieldName) => string | undefined;
  onTranslationChange: (language: EditorLanguage, field: keyof ArticleFormInput["en"], value: string) => void;
}) {
  const { t } = useMessages(articleAdminMessages);
  const tabIds = useId();
  return (
    <div>
      <div role="tablist" aria-label={t("editor.languageTabs")} className="flex gap-1 border-b border-slate-300">
        {editorLanguages.map((language) => {
          const hasError = Object.keys(errors).some((name) => name.startsWith(`${language}.`));
          return (
            <button
              key={language}
              type="button"
              role="tab"
              id={`${tabIds}-tab-${language}`}
              aria-selected={tab === language}
              aria-controls={`${tabIds}-panel-${language}`}
              tabIndex={tab === language ? 0 : -1}
              onClick={() => onTabChange(language)}
              onKeyDown={(event) => {
                if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                  const next = language === "en" ? "th" : "en";
                  onTabChange(next);
                  document.getElementById(`${tabIds}-tab-${next}`)?.focus();
                }
              }}
              className={`-mb-px rounded-t-lg border px-4 py-2 font-semibold ${
                tab === language
                  ? "border-slate-300 border-b-white bg-white text-brand-800"
                  : "border-transparent text-slate-700 hover:text-brand-800"
              }`}
            >
              {t(`editor.languages.${language}`)}
              {language === "th" ? <span className="ml-1 text-sm font-normal">({t("editor.optional")})</span> : null}
              {hasError ? (
                <span className="ml-1 text-red-700" aria-hidden="true">
                  ●
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {editorLanguages.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${tabIds}-panel-${language}`}
          aria-labelledby={`${tabIds}-tab-${language}`}
          hidden={tab !== language}
          lang={language}
          className="grid gap-6 rounded-b-lg border border-t-0 border-slate-300 bg-white p-4 sm:p-6"
        >
          {language === "th" ? <p className="text-sm text-slate-700">{t("editor.thaiHint")}</p> : null}
          <Field
            name={`${language}.title`}
            label={t("editor.fields.title")}
            required={language === "en"}
            error={errorText(`${language}.title`)}
          >
            {({ labelId: _labelId, ...props }) => (
              <input
                {...props}
                name={`${language}.title`}
                value={values[language].title}
                maxLength={articleLimits.title}
                onChange={(event) => onTranslationChange(language, "title", event.target.value)}
                className={`${inputClass} text-lg font-semibold`}
              />
            )}
          </Field>
          <Field
            name={`${language}.excerpt`}
            label={t("editor.fields.excerpt")}
            hint={t("editor.fields.excerptHint")}
            error={errorText(`${language}.excerpt`)}
          >
            {({ labelId: _labelId, ...props }) => (
              <textarea
                {...props}
                name={`${language}.excerpt`}
                value={values[language].excerpt}
                maxLength={articleLimits.excerpt}
                rows={2}
                onChange={(event) => onTranslationChange(language, "excerpt", event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            name={`${language}.content`}
            label={t("editor.fields.content")}
            required={language === "en"}
            error={errorText(`${language}.content`)}
          >
            {(props) => (
              <div className="mt-1">
                <RichTextField
                  id={props.id}
                  name={`${language}.content`}
                  labelId={props.labelId}
                  describedBy={props["aria-describedby"]}
                  invalid={props["aria-invalid"]}
                  value={values[language].content}
                  lang={language}
                  onChange={(html) => onTranslationChange(language, "content", html)}
                />
              </div>
            )}
          </Field>
          <Field
            name={`${language}.coverImageAlt`}
            label={t("editor.fields.coverImageAlt")}
            hint={t("editor.fields.coverImageAltHint")}
            error={errorText(`${language}.coverImageAlt`)}
          >
            {({ labelId: _labelId, ...props }) => (
              <input
                {...props}
                name={`${language}.coverImageAlt`}
                value={values[language].coverImageAlt}
                maxLength={articleLimits.coverImageAlt}
                onChange={(event) => onTranslationChange(language, "coverImageAlt", event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">SEO</legend>
            <Field
              name={`${language}.seoTitle`}
              label={t("editor.fields.seoTitle")}
              hint={t("editor.fields.seoTitleHint", { max: articleLimits.seoTitle })}
              error={errorText(`${language}.seoTitle`)}
            >
              {({ labelId: _labelId, ...props }) => (
                <input
                  {...props}
                  name={`${language}.seoTitle`}
                  value={values[language].seoTitle}
                  maxLength={articleLimits.seoTitle}
                  onChange={(event) => onTranslationChange(language, "seoTitle", event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <Field
              name={`${language}.seoDescription`}
              label={t("editor.fields.seoDescription")}
              hint={t("editor.fields.seoDescriptionHint")}
              error={errorText(`${language}.seoDescription`)}
            >
              {({ labelId: _labelId, ...props }) => (
                <textarea
                  {...props}
                  name={`${language}.seoDescription`}
                  value={values[language].seoDescription}
                  maxLength={articleLimits.seoDescription}
                  rows={2}
                  onChange={(event) => onTranslationChange(language, "seoDescription", event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
          </fieldset>
        </div>
      ))}
    </div>
  );
}
