// The one editor screen for new and existing articles: English and Thai tabs (title, excerpt,
// content, cover alt text, SEO title and description) and the shared fields (slug, category,
// status, cover image). Its state is the form's own (use-article-editor-form.ts); it works as a
// plain form without JavaScript (content as HTML, no upload).
import { flushSync } from "react-dom";
import { Form, Link, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { articleAdminMessages } from "../article-admin-messages";
import { type ArticleFormInput, articleFieldOrder, type EditorSaved } from "../article-form-schema";
import { useEditorFieldLabel } from "./article-field-label";
import { ArticleAutosaveNotice } from "./article-autosave-notice";
import { ArticleEditorActions } from "./article-editor-actions";
import { ArticleHistoryLink } from "./article-history-link";
import { ArticleLanguageTabs } from "./article-language-tabs";
import { ArticleScheduledNotice } from "./article-schedule-field";
import { ArticlePreviewButton } from "./article-preview-button";
import { ArticleSharedFields, type EditorCategory } from "./article-shared-fields";
import { CompareWithSavedButton } from "./compare-with-saved-button";
import { ConfirmDialog } from "./confirm-dialog";
import { useArticleAutosave } from "./use-article-autosave";
import { editorFieldId, useArticleEditorForm } from "./use-article-editor-form";
import { useSlugFromTitle } from "./use-slug-from-title";

export type { EditorCategory } from "./article-shared-fields";

export interface ArticleEditorProps {
  mode: "new" | "edit";
  articleId?: number;
  initial: ArticleFormInput;
  categories: EditorCategory[];
  siteUrl: string;
  /** The last submission's result (the action's reply). */
  lastResult?: FormResult;
  /** What the last accepted save said, or the confirmation a new article's address carries. */
  saved?: EditorSaved;
  lastChanged?: string;
  publicUrl?: string | null;
  /** When the article was last saved, as loaded (edit only): the save is refused if it changed since. */
  revision?: string;
  /** Whose unsaved changes this device keeps (the signed-in person's id), so one person never gets another's. */
  draftOwner?: string;
  /** When the saved draft is scheduled to be published, in Bangkok time (edit only). */
  scheduledFor?: string | null;
}

export function ArticleEditor({
  mode,
  articleId,
  initial,
  categories,
  siteUrl,
  lastResult,
  saved,
  lastChanged,
  publicUrl,
  revision,
  draftOwner,
  scheduledFor,
}: ArticleEditorProps) {
  const { t } = useMessages(articleAdminMessages);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const editor = useArticleEditorForm({ initial, lastResult });
  const { form, fields, statusRef, leaveGuard } = editor;
  const fieldLabel = useEditorFieldLabel();
  const autosave = useArticleAutosave({
    form,
    owner: draftOwner,
    article: articleId ?? "new",
    initial,
    revision,
    lastResult,
    justCreated: saved?.saved === "created",
  });
  const slugFromTitle = useSlugFromTitle(mode === "new" && initial.slug === "", editorFieldId("slug"));

  const confirmation =
    saved?.saved === "created"
      ? t("editor.created")
      : saved?.saved === "updated"
        ? saved.status === "published"
          ? t("editor.savedPublished")
          : t("editor.saved")
        : null;
  const errors = form.allErrors;
  const showConfirmation = confirmation && !form.dirty && !saving ? confirmation : null;

  return (
    // While the editor is open, the window keeps a focused field above the action bar.
    <div className="max-w-5xl [html:has(&)]:scroll-pb-24">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/articles" className="font-semibold text-brand-700 underline">
          ← {t("editor.backToList")}
        </Link>
        <div className="flex flex-wrap items-center gap-4 text-sm text-slate-700">
          {lastChanged ? <span>{t("editor.lastSaved", { date: lastChanged })}</span> : null}
          <ArticleScheduledNotice scheduledFor={scheduledFor} />
          {mode === "edit" && articleId ? <ArticleHistoryLink articleId={articleId} /> : null}
          {publicUrl ? (
            <a href={publicUrl} className="font-semibold text-brand-700 underline">
              {t("editor.viewOnSite")}
            </a>
          ) : null}
          <ArticlePreviewButton formId={form.id} articleId={articleId} language={editor.tab} />
        </div>
      </div>

      {autosave.offer ? (
        <ArticleAutosaveNotice offer={autosave.offer} onRestore={autosave.restore} onDiscard={autosave.discard} />
      ) : null}

      <div
        onClickCapture={(event) => {
          // The error summary's links go to fields that may sit in the hidden tab: show it first.
          const href = (event.target as HTMLElement).closest("a")?.getAttribute("href");
          const language = href?.startsWith("#") ? editor.languageOfControl(href.slice(1)) : undefined;
          if (language && language !== editor.tab) flushSync(() => editor.setTab(language));
        }}
      >
        <FormStatus
          statusRef={statusRef}
          className="mb-4"
          formErrors={form.errors}
          fields={articleFieldOrder.map((name) => ({ id: editorFieldId(name), label: fieldLabel(name), errors: errors[name] }))}
          summaryTitle={t("editor.errorSummary")}
          success={
            showConfirmation ? (
              <Alert tone="success" className="font-medium">
                {showConfirmation}
              </Alert>
            ) : null
          }
        />
        {articleId && form.errors?.includes(t("errors.staleRevision")) ? (
          <CompareWithSavedButton articleId={articleId} formId={form.id} />
        ) : null}
      </div>

      <Form
        id={form.id}
        method="post"
        noValidate
        onSubmit={(event) => {
          autosave.flush();
          editor.onSubmit(event);
        }}
        onInput={slugFromTitle}
        aria-busy={saving || undefined}
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]"
      >
        {/* From the loader, not the form's state: after a save it moves to the new revision. */}
        {revision ? <input type="hidden" name="revision" value={revision} /> : null}
        <ArticleLanguageTabs tab={editor.tab} onTabChange={editor.setTab} fields={fields} />
        <ArticleSharedFields
          fields={fields}
          savedSlug={mode === "edit" ? initial.slug : ""}
          articleId={articleId}
          siteUrl={siteUrl}
          categories={categories}
        />
        <ArticleEditorActions saving={saving} saved={showConfirmation} />
      </Form>

      {leaveGuard.blocker.state === "blocked" ? (
        <ConfirmDialog
          title={t("leave.title")}
          body={t("leave.body")}
          confirmLabel={t("leave.leave")}
          cancelLabel={t("leave.stay")}
          onConfirm={() => leaveGuard.blocker.proceed?.()}
          onCancel={() => leaveGuard.blocker.reset?.()}
        />
      ) : null}
    </div>
  );
}
