// What a preview of the editor's form shows when the form cannot be shown as an article (no
// English title yet, text too long): the problems, each with the field it is about.
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { Alert } from "~/components/ui/alert";
import { articlePreviewMessages } from "../article-preview-messages";
import { articleFieldOrder, type ArticleFieldName } from "../article-form-schema";
import { useEditorFieldLabel } from "./article-field-label";

export function ArticlePreviewInvalid({ result }: { result: FormResult | undefined }) {
  const { t } = useMessages(articlePreviewMessages);
  const fieldLabel = useEditorFieldLabel();
  const errors = result?.error ?? {};
  const problems = [
    ...(errors[""] ?? []).map((message) => ({ key: "", text: message })),
    ...articleFieldOrder.flatMap((name: ArticleFieldName) =>
      (errors[name] ?? []).map((message) => ({ key: name, text: `${fieldLabel(name)}: ${message}` })),
    ),
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Alert tone="error">
        <h1 className="text-xl font-bold">{t("invalid.title")}</h1>
        {problems.length > 0 ? (
          <>
            <p className="mt-2">{t("invalid.body")}</p>
            <ul className="mt-2 list-disc pl-6">
              {problems.map((problem, index) => (
                <li key={`${problem.key}-${index}`}>{problem.text}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2">{t("invalid.unreadable")}</p>
        )}
      </Alert>
    </div>
  );
}
