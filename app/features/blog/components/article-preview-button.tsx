// The editor's Preview button: posts the editor's form as it is (unsaved) to the staff preview,
// in a new tab, leaving the editor and its text as they are. Without JavaScript the button's own
// form attributes do it; with JavaScript the router would take the submission over (and save it),
// so the click posts the form natively to the preview instead.
import type { MouseEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { articlePreviewMessages } from "../article-preview-messages";

/** Where the editor of `articleId` (none: a new article) previews its form. */
export function previewPath(articleId: number | undefined): string {
  return articleId === undefined ? "/admin/articles/preview" : `/admin/articles/${articleId}/preview`;
}

function postToNewTab(event: MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  const form = button.form;
  if (!form) return;
  event.preventDefault();
  const saved = { action: form.getAttribute("action"), target: form.getAttribute("target"), method: form.getAttribute("method") };
  form.setAttribute("action", button.formAction);
  form.setAttribute("target", "_blank");
  form.setAttribute("method", "post");
  // HTMLFormElement.submit() sends the form without a submit event: no check, no router, no save.
  form.submit();
  for (const [name, value] of Object.entries(saved)) {
    if (value === null) form.removeAttribute(name);
    else form.setAttribute(name, value);
  }
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
      onClick={postToNewTab}
      className={buttonClass({ variant: "secondary" })}
    >
      {t("editor.preview")}
      <span className="sr-only"> ({t("editor.previewHint")})</span>
    </button>
  );
}
