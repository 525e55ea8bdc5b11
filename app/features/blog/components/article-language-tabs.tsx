// The editor's language tabs: English and Thai (either alone is an article, ADR 091), each panel
// with that language's title, excerpt, content, cover alt text and SEO fields. A tab whose fields
// have errors carries a red dot; the arrow keys move between tabs, as the WAI-ARIA tabs pattern
// expects. Both panels stay in the form (the hidden one too), so a save always sends both languages.
import { useId } from "react";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { type EditorLanguage, articleLimits, editorLanguages } from "../article-form-schema";
import { RichTextField } from "./rich-text-field";
import type { EditorFields } from "./use-article-editor-form";

type Translation = ReturnType<EditorFields["en"]["getFieldset"]>;
type TextField = Exclude<keyof Translation, "content">;

export function ArticleLanguageTabs({
  tab,
  onTabChange,
  fields,
}: {
  tab: EditorLanguage;
  onTabChange: (language: EditorLanguage) => void;
  fields: EditorFields;
}) {
  const { t } = useMessages(articleAdminMessages);
  const tabIds = useId();
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">{t("editor.languageHint")}</p>
      <div role="tablist" aria-label={t("editor.languageTabs")} className="flex gap-1 border-b border-slate-300">
        {editorLanguages.map((language) => {
          const hasError = Object.values(fields[language].allErrors).some((errors) => errors?.length);
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
          <TranslationFields language={language} fields={fields[language].getFieldset()} />
        </div>
      ))}
    </div>
  );
}

function TranslationFields({ language, fields }: { language: EditorLanguage; fields: Translation }) {
  const { t } = useMessages(articleAdminMessages);
  const text = (name: TextField, options: { label: string; hint?: string; rows?: number }) => {
    const field = fields[name];
    return (
      <Field id={field.id} label={options.label} hint={options.hint} error={field.errors?.[0]}>
        {(control) => {
          const props = { ...control, name: field.name, defaultValue: field.initialValue ?? "", maxLength: articleLimits[name] };
          return options.rows ? (
            <textarea key={field.key} {...props} rows={options.rows} />
          ) : (
            <input key={field.key} {...props} />
          );
        }}
      </Field>
    );
  };
  return (
    <>
      {text("title", { label: t("editor.fields.title") })}
      {text("excerpt", { label: t("editor.fields.excerpt"), hint: t("editor.fields.excerptHint"), rows: 2 })}
      <RichTextField
        key={fields.content.key}
        id={fields.content.id}
        name={fields.content.name}
        label={t("editor.fields.content")}
        error={fields.content.errors?.[0]}
        value={fields.content.value ?? ""}
        lang={language}
      />
      {text("coverImageAlt", { label: t("editor.fields.coverImageAlt"), hint: t("editor.fields.coverImageAltHint") })}
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">SEO</legend>
        {text("seoTitle", {
          label: t("editor.fields.seoTitle"),
          hint: t("editor.fields.seoTitleHint", { max: articleLimits.seoTitle }),
        })}
        {text("seoDescription", {
          label: t("editor.fields.seoDescription"),
          hint: t("editor.fields.seoDescriptionHint"),
          rows: 2,
        })}
      </fieldset>
    </>
  );
}
