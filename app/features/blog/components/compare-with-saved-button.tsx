// After a save was refused because someone else saved first: sends the editor's form, as typed, to
// the compare screen in a new tab. Without JavaScript the button's own formaction/formtarget do
// it; with JavaScript the router would take over the submission and ignore formtarget, so the
// click submits the form natively instead (no submit event, so neither the router nor the form's
// checks step in), and the editor's tab keeps its text and its state.
import type { MouseEvent } from "react";
import { useMessages } from "~/i18n/messages";
import { buttonClass } from "~/components/ui/button";
import { articleHistoryMessages } from "../article-history-messages";

function submitInNewTab(event: MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  const form = button.form;
  if (!form) return;
  event.preventDefault();
  const before = ["action", "method", "target"].map((name) => [name, form.getAttribute(name)] as const);
  form.setAttribute("action", button.formAction);
  form.setAttribute("method", "post");
  form.setAttribute("target", "_blank");
  // The submission takes the form's fields and attributes now; putting the attributes back after
  // does not change where it goes.
  HTMLFormElement.prototype.submit.call(form);
  for (const [name, value] of before) {
    if (value === null) form.removeAttribute(name);
    else form.setAttribute(name, value);
  }
}

export function CompareWithSavedButton({ articleId, formId }: { articleId: number; formId: string }) {
  const { t } = useMessages(articleHistoryMessages);
  return (
    <button
      type="submit"
      form={formId}
      formAction={`/admin/articles/${articleId}/compare`}
      formMethod="post"
      formTarget="_blank"
      formNoValidate
      onClick={submitInNewTab}
      className={buttonClass({ variant: "secondary" }, "mb-4")}
    >
      {t("refused.button")} <span className="sr-only">{t("refused.newTab")}</span>
    </button>
  );
}
