// The one editor screen for new and existing articles: English and Thai tabs (title, excerpt,
// content, SEO title and description, cover alt text) and the shared fields (slug, category,
// status, cover image). Validated with the same schema as the action; the server's answer is
// shown the same way. It works as a plain form without JavaScript (content as HTML, no upload).
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useMessages } from "~/i18n/messages";
import type { ArticleAdminErrorKey } from "../article-admin-messages";
import { articleAdminMessages } from "../article-admin-messages";
import {
  type ArticleFieldErrors,
  type ArticleFieldName,
  type ArticleFormInput,
  type EditorLanguage,
  firstErrorField,
  parseArticleForm,
  slugify,
} from "../article-form-schema";
import { fieldId } from "./article-editor-field";
import { ArticleLanguageTabs } from "./article-language-tabs";
import { ArticleSharedFields, type EditorCategory, type SharedField } from "./article-shared-fields";
import { ConfirmDialog } from "./confirm-dialog";
import { useLeaveGuard } from "~/components/forms/use-leave-guard";
import { useSlugCheck } from "./use-slug-check";

export type { EditorCategory } from "./article-shared-fields";

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

export function ArticleEditor({
  mode,
  articleId,
  initial,
  categories,
  siteUrl,
  result,
  lastChanged,
  publicUrl,
}: ArticleEditorProps) {
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
  const dirty = JSON.stringify(values) !== baseline;
  const { blocker, markSubmitting } = useLeaveGuard(dirty);
  const slugState = useSlugCheck({ values, savedSlug: mode === "edit" ? initial.slug : "", articleId });

  // A fresh answer from the server: show its errors, or take the saved values as the new baseline.
  useEffect(() => {
    if (!result) return;
    setErrors(result.fieldErrors ?? {});
    setFormError(summaryOf(result));
    const first = result.fieldErrors ? firstErrorField(result.fieldErrors) : undefined;
    if (first) revealAndFocus(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per server answer
  }, [result]);

  // After a save the loader's values are what the database holds.
  useEffect(() => {
    setValues(initial);
    setBaseline(JSON.stringify(initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by content: the loader hands a new but equal object on each revalidation
  }, [JSON.stringify(initial)]);

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

  function setTranslation(language: EditorLanguage, field: keyof ArticleFormInput["en"], value: string) {
    setValues((current) => {
      const next = { ...current, [language]: { ...current[language], [field]: value } };
      if (language === "en" && field === "title" && !slugEdited) next.slug = slugify(value);
      return next;
    });
    clearError(`${language}.${field}`);
  }

  function setShared(field: SharedField, value: string) {
    if (field === "slug") setSlugEdited(true);
    setValues((current) => ({ ...current, [field]: field === "status" ? (value as ArticleFormInput["status"]) : value }));
    if (field !== "status") clearError(field);
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
    markSubmitting();
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
          <p className="mb-4 rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900">
            {confirmation}
          </p>
        ) : null}
      </div>
      {formError && !saving ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
          {formError}
        </p>
      ) : null}

      <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ArticleLanguageTabs
          tab={tab}
          onTabChange={setTab}
          values={values}
          errors={errors}
          errorText={errorText}
          onTranslationChange={setTranslation}
        />
        <ArticleSharedFields
          values={values}
          errors={errors}
          errorText={errorText}
          onChange={setShared}
          slugState={slugState}
          siteUrl={siteUrl}
          categories={categories}
          saving={saving}
        />
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
