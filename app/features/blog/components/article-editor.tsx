// The one editor screen for new and existing articles: English and Thai tabs (title, excerpt,
// content, SEO title and description, cover alt text) and the shared fields (slug, category,
// status, cover image). Validated with the same schema as the action; the server's answer is
// shown the same way. It works as a plain form without JavaScript (content as HTML, no upload).
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useBlocker, useNavigation } from "react-router";
import { useMessages } from "~/i18n/messages";
import type { ArticleAdminErrorKey } from "../article-admin-messages";
import { articleAdminMessages } from "../article-admin-messages";
import {
  type ArticleFieldErrors,
  type ArticleFieldName,
  type ArticleFormInput,
  type EditorLanguage,
  articleLimits,
  editorLanguages,
  firstErrorField,
  imageAccept,
  parseArticleForm,
  slugify,
} from "../article-form-schema";
import type { RichTextEditorProps } from "./rich-text-editor";
import { ConfirmDialog } from "./confirm-dialog";
import { uploadArticleImage } from "./upload-image";

export interface EditorCategory {
  id: string;
  name: string;
}

export interface EditorActionResult {
  ok: boolean;
  formError?: ArticleAdminErrorKey;
  fieldErrors?: ArticleFieldErrors;
  saved?: "created" | "updated";
  status?: "draft" | "published";
}

export interface ArticleEditorProps {
  mode: "new" | "edit";
  articleId?: number;
  initial: ArticleFormInput;
  categories: EditorCategory[];
  siteUrl: string;
  /** What the last submission answered (useActionData), or a confirmation carried by the URL. */
  result?: EditorActionResult;
  lastChanged?: string;
  publicUrl?: string | null;
}

const fieldId = (name: ArticleFieldName) => `field-${name.replace(".", "-")}`;

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-xs focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700";

function Field({
  name,
  label,
  hint,
  error,
  required,
  children,
}: {
  name: ArticleFieldName;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid": boolean; labelId: string }) => React.ReactNode;
}) {
  const { t } = useMessages(articleAdminMessages);
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {required ? <span className="text-sm font-normal text-slate-600"> ({t("editor.required")})</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": Boolean(error), labelId: `${id}-label` })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The content field: a textarea until the rich-text editor has loaded (and without JavaScript). */
function RichTextField(props: RichTextEditorProps) {
  const { t } = useMessages(articleAdminMessages);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./rich-text-editor").then((module) => {
      if (live) setEditor(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);
  if (Editor) return <Editor {...props} />;
  return (
    <>
      <textarea
        id={props.id}
        name={props.name}
        lang={props.lang}
        aria-labelledby={props.labelId}
        aria-describedby={[props.describedBy, `${props.id}-fallback`].filter(Boolean).join(" ")}
        aria-invalid={props.invalid}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        rows={14}
        className={`${inputClass} font-mono text-sm`}
      />
      <p id={`${props.id}-fallback`} className="mt-1 text-sm text-slate-600">
        {t("editor.plainTextFallback")}
      </p>
    </>
  );
}

export function ArticleEditor({ mode, articleId, initial, categories, siteUrl, result, lastChanged, publicUrl }: ArticleEditorProps) {
  const { t } = useMessages(articleAdminMessages);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [values, setValues] = useState<ArticleFormInput>(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [slugEdited, setSlugEdited] = useState(mode === "edit" || initial.slug !== "");
  const [errors, setErrors] = useState<ArticleFieldErrors>(result?.fieldErrors ?? {});
  const summaryOf = (answer?: EditorActionResult) =>
    answer?.formError ? t(answer.formError) : answer?.fieldErrors ? t("editor.errorSummary") : null;
  const [formError, setFormError] = useState<string | null>(summaryOf(result));
  const [tab, setTab] = useState<EditorLanguage>("en");
  const [focusTarget, setFocusTarget] = useState<ArticleFieldName | null>(null);
  const [slugState, setSlugState] = useState<"idle" | "checking" | "available" | "taken">("idle");
  const submittingRef = useRef(false);
  const dirty = JSON.stringify(values) !== baseline;

  // A fresh answer from the server: show its errors, or take the saved values as the new baseline.
  useEffect(() => {
    if (!result) return;
    setErrors(result.fieldErrors ?? {});
    setFormError(summaryOf(result));
    const first = result.fieldErrors ? firstErrorField(result.fieldErrors) : undefined;
    if (first) revealAndFocus(first);
  }, [result]);

  // After a save the loader's values are what the database holds.
  useEffect(() => {
    setValues(initial);
    setBaseline(JSON.stringify(initial));
  }, [JSON.stringify(initial)]);

  useEffect(() => {
    if (navigation.state === "idle") submittingRef.current = false;
  }, [navigation.state]);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(fieldId(focusTarget))?.focus();
    setFocusTarget(null);
  }, [focusTarget, tab]);

  function revealAndFocus(name: ArticleFieldName) {
    const language = name.split(".")[0];
    if (language === "en" || language === "th") setTab(language);
    setFocusTarget(name);
  }

  // Leaving with unsaved changes asks first: links inside the app, and the browser's own ways out.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !submittingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (submittingRef.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // The slug is checked as it is typed (debounced); the server checks again on save.
  useEffect(() => {
    const slug = values.slug.trim();
    if (!slug || slug === (mode === "edit" ? initial.slug : "")) {
      setSlugState("idle");
      return;
    }
    const parsed = parseArticleForm({ ...values, slug });
    if (!parsed.ok && parsed.errors.slug) {
      setSlugState("idle");
      return;
    }
    setSlugState("checking");
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ slug });
      if (articleId) query.set("id", String(articleId));
      fetch(`/admin/articles/slug-check?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => response.json() as Promise<{ valid: boolean; available: boolean }>)
        .then((answer) => setSlugState(answer.available ? "available" : "taken"))
        .catch(() => setSlugState("idle"));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [values.slug]);

  function setTranslation(language: EditorLanguage, field: keyof ArticleFormInput["en"], value: string) {
    setValues((current) => {
      const next = { ...current, [language]: { ...current[language], [field]: value } };
      if (language === "en" && field === "title" && !slugEdited) next.slug = slugify(value);
      return next;
    });
    clearError(`${language}.${field}`);
  }

  function clearError(name: ArticleFieldName) {
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseArticleForm(values);
    if (!parsed.ok) {
      event.preventDefault();
      setErrors(parsed.errors);
      setFormError(t("editor.errorSummary"));
      const first = firstErrorField(parsed.errors);
      if (first) revealAndFocus(first);
      return;
    }
    if (parsed.value.slug !== values.slug) setValues((current) => ({ ...current, slug: parsed.value.slug }));
    setFormError(null);
    submittingRef.current = true;
  }

  const errorText = (name: ArticleFieldName) => (errors[name] ? t(errors[name] as ArticleAdminErrorKey) : undefined);
  const confirmation =
    result?.ok && result.saved === "created"
      ? t("editor.created")
      : result?.ok && result.saved === "updated"
        ? result.status === "published"
          ? t("editor.savedPublished")
          : t("editor.saved")
        : null;
  const showConfirmation = confirmation && !dirty && !saving;
  const tabIds = useId();

  return (
    <div className="max-w-5xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/articles" className="font-semibold text-brand-700 underline">
          ← {t("editor.backToList")}
        </Link>
        <div className="flex flex-wrap items-center gap-4 text-sm text-slate-700">
          {lastChanged ? <span>{t("editor.lastSaved", { date: lastChanged })}</span> : null}
          {publicUrl ? (
            <a href={publicUrl} className="font-semibold text-brand-700 underline">
              {t("editor.viewOnSite")}
            </a>
          ) : null}
        </div>
      </div>

      <div aria-live="polite" role="status" className="empty:hidden">
        {saving ? <p className="mb-4 rounded-lg bg-brand-50 px-4 py-3 font-medium text-brand-800">{t("editor.saving")}</p> : null}
        {showConfirmation ? (
          <p className="mb-4 rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900">{confirmation}</p>
        ) : null}
      </div>
      {formError && !saving ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
          {formError}
        </p>
      ) : null}

      <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
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
                  onClick={() => setTab(language)}
                  onKeyDown={(event) => {
                    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                      const next = language === "en" ? "th" : "en";
                      setTab(next);
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
                  {hasError ? <span className="ml-1 text-red-700" aria-hidden="true">●</span> : null}
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
              <Field name={`${language}.title`} label={t("editor.fields.title")} required={language === "en"} error={errorText(`${language}.title`)}>
                {({ labelId: _labelId, ...props }) => (
                  <input
                    {...props}
                    name={`${language}.title`}
                    value={values[language].title}
                    maxLength={articleLimits.title}
                    onChange={(event) => setTranslation(language, "title", event.target.value)}
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
                    onChange={(event) => setTranslation(language, "excerpt", event.target.value)}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field name={`${language}.content`} label={t("editor.fields.content")} required={language === "en"} error={errorText(`${language}.content`)}>
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
                      onChange={(html) => setTranslation(language, "content", html)}
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
                    onChange={(event) => setTranslation(language, "coverImageAlt", event.target.value)}
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
                      onChange={(event) => setTranslation(language, "seoTitle", event.target.value)}
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
                      onChange={(event) => setTranslation(language, "seoDescription", event.target.value)}
                      className={inputClass}
                    />
                  )}
                </Field>
              </fieldset>
            </div>
          ))}
        </div>

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
                  onChange={(event) => {
                    setSlugEdited(true);
                    setValues((current) => ({ ...current, slug: event.target.value }));
                    clearError("slug");
                  }}
                  className={`${inputClass} font-mono text-sm`}
                />
                <p id="slug-status" aria-live="polite" className="mt-1 text-sm break-all">
                  {slugState === "checking" ? <span className="text-slate-600">{t("editor.slugChecking")}</span> : null}
                  {slugState === "available" ? <span className="text-green-800">{t("editor.slugAvailable")}</span> : null}
                  {slugState === "taken" && !errors.slug ? <span className="font-medium text-red-700">{t("editor.slugUnavailable")}</span> : null}
                  {values.slug ? (
                    <span className="block text-slate-600">{t("editor.slugPreview", { url: `${siteUrl}/articles/${values.slug}` })}</span>
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
                onChange={(event) => {
                  setValues((current) => ({ ...current, categoryId: event.target.value }));
                  clearError("categoryId");
                }}
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
                onChange={(event) => setValues((current) => ({ ...current, status: event.target.value as ArticleFormInput["status"] }))}
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
            onChange={(url) => {
              setValues((current) => ({ ...current, coverImageUrl: url }));
              clearError("coverImageUrl");
            }}
          />
          <button
            type="submit"
            disabled={saving}
            className="min-h-12 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
          >
            {saving ? t("editor.saving") : t("editor.save")}
          </button>
        </aside>
      </Form>

      {blocker.state === "blocked" ? (
        <ConfirmDialog
          title={t("leave.title")}
          body={t("leave.body")}
          confirmLabel={t("leave.leave")}
          cancelLabel={t("leave.stay")}
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      ) : null}
    </div>
  );
}

function CoverImageField({ value, error, onChange }: { value: string; error?: string; onChange: (url: string) => void }) {
  const { t } = useMessages(articleAdminMessages);
  const [state, setState] = useState<{ phase: "idle" | "uploading" | "done"; error?: string }>({ phase: "idle" });
  const shownError = state.error ?? error;
  const id = fieldId("coverImageUrl");
  return (
    <div>
      <p id={`${id}-label`} className="font-semibold text-slate-900">
        {t("editor.fields.coverImage")}
      </p>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {t("upload.hint")}
      </p>
      {value ? (
        <img src={value} alt={t("upload.preview")} className="mt-2 aspect-[16/9] w-full rounded-lg bg-slate-100 object-cover" />
      ) : null}
      <input type="hidden" name="coverImageUrl" value={value} />
      <label
        htmlFor={id}
        className="mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
      >
        {value ? t("upload.replace") : t("upload.choose")}
        <input
          id={id}
          type="file"
          accept={imageAccept}
          className="sr-only"
          aria-describedby={[`${id}-hint`, shownError ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(" ")}
          aria-invalid={Boolean(shownError)}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            setState({ phase: "uploading" });
            const result = await uploadArticleImage(file);
            input.value = "";
            if (result.ok) {
              onChange(result.image.src);
              setState({ phase: "done" });
            } else {
              setState({ phase: "idle", error: t(`errors.${result.error}`) });
            }
          }}
        />
      </label>
      {value ? (
        <button type="button" onClick={() => onChange("")} className="mt-2 ml-2 min-h-11 px-2 font-semibold text-slate-700 underline">
          {t("upload.remove")}
        </button>
      ) : null}
      <p id={`${id}-status`} aria-live="polite" className="mt-1 text-sm text-slate-700">
        {state.phase === "uploading" ? t("upload.uploading") : state.phase === "done" ? t("upload.uploaded") : ""}
      </p>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
