// The editor's Preview button: posts the editor's form as it is (unsaved) to the staff preview,
// in a new tab (submitInNewTab), leaving the editor and its text as they are.
import { submitInNewTab } from "~/lib/forms/submit-in-new-tab";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { articlePreviewMessages } from "../article-preview-messages";

/** Where the editor of `articleId` (none: a new article) previews its form. */
export function previewPath(articleId: number | undefined): string {
  return articleId === undefined ? "/admin/articles/preview" : `/admin/articles/${articleId}/preview`;
}

export function ArticlePreviewButton({ formId, articleId, language }: { formId: string; articleId?: number; language: string }) {
  const { t } = useMessages(articlePreviewMessages);
  return (
    <button
      type="submit"
      form={formId}
      formAction={`${previewPath(articleId)}?lang=${language}`}
      formMethod="post"
      formTarget="_blank"
      formNoValidate
      onClick={submitInNewTab}
      className={buttonClass({ variant: "secondary" })}
    >
      {t("editor.preview")}
      <span className="sr-only"> ({t("editor.previewHint")})</span>
    </button>
  );
}
