// After a save was refused because someone else saved first: sends the editor's form, as typed, to
// the compare screen in a new tab (submitInNewTab), and the editor's tab keeps its text and state.
import { submitInNewTab } from "~/lib/forms/submit-in-new-tab";
import { useMessages } from "~/i18n/messages";
import { buttonClass } from "~/components/ui/button";
import { articleHistoryMessages } from "../article-history-messages";

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
