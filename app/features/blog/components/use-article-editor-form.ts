// The article editor's form state: conform through useAppForm (checked in the browser by the same
// schema as the action, the server's reply shown the same way, leaving with unsaved changes asks),
// plus what the two language tabs add: the first field in error may sit in the hidden tab or be
// the rich-text editor (whose value travels in a hidden input), so the editor shows that tab and
// focuses the field itself, for the browser's check and the server's answer alike.
import { useEffect, useMemo, useState } from "react";
import { useNavigation } from "react-router";
import { useAppForm } from "~/components/forms/use-app-form";
import type { FormResult } from "~/lib/forms/form-reply";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import {
  type ArticleFieldName,
  type ArticleFormInput,
  articleErrorText,
  articleFormValues,
  checkArticleForm,
  type EditorLanguage,
  editorLanguages,
  firstErrorField,
} from "../article-form-schema";

export const EDITOR_FORM_ID = "article-editor";

/** The id of a field's control (conform's: the form's id and the field's name). */
export const editorFieldId = (name: ArticleFieldName) => `${EDITOR_FORM_ID}-${name}`;

const languageOf = (name: string) => editorLanguages.find((language) => name.startsWith(`${language}.`));

export function useArticleEditorForm({
  initial,
  lastResult: latest,
}: {
  initial: ArticleFormInput;
  lastResult: FormResult | undefined;
}) {
  const { t } = useMessages(articleAdminMessages);
  // The action's answer arrives while the loader is still fetching what was saved; an accepted save
  // empties the form back to its saved values, so the answer is taken once those are here too.
  const navigation = useNavigation();
  const [lastResult, setLastResult] = useState(latest);
  if (navigation.state === "idle" && lastResult !== latest) setLastResult(latest);
  const errorText = useMemo(() => articleErrorText(t as (key: string) => string), [t]);
  // By content: the loader hands a new but equal object on each revalidation. In the order the
  // fields are shown, as the unsaved-changes check compares key by key.
  const initialJson = JSON.stringify(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, see above
  const defaultValue = useMemo(() => articleFormValues(initial), [initialJson]);
  const app = useAppForm<ArticleFormInput>({
    id: EDITOR_FORM_ID,
    lastResult,
    defaultValue,
    validate: (formData) => checkArticleForm(formData, errorText),
    guardUnsaved: true,
    // The article's revision is the loader's, not something typed.
    notTyped: ["revision"],
  });
  const [tab, setTab] = useState<EditorLanguage>("en");
  const [focusTarget, setFocusTarget] = useState<ArticleFieldName | null>(null);

  function revealFirstError(errors: Record<string, unknown> | null | undefined) {
    const first = errors ? firstErrorField(errors) : undefined;
    if (!first) return;
    const language = languageOf(first);
    if (language) setTab(language);
    setFocusTarget(first);
  }

  // The server's answer: conform focuses the first field in error only when it can.
  useEffect(() => {
    if (lastResult?.status === "error") revealFirstError(lastResult.error);
  }, [lastResult]);

  // After the tab holding it is shown.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(editorFieldId(focusTarget))?.focus();
    setFocusTarget(null);
  }, [focusTarget, tab]);

  /** The form's submit: conform's check first; a refused form shows its first error, an accepted one may leave. */
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    app.form.onSubmit(event);
    // conform's checks as a person types are submissions too, through a hidden formnovalidate
    // button: only a save moves the focus, or typing in one field would jump to another in error.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
    if (event.defaultPrevented) {
      const submission = checkArticleForm(new FormData(event.currentTarget), errorText);
      revealFirstError(submission.status === "error" ? submission.error : null);
      return;
    }
    app.leaveGuard.markSubmitting();
  }

  /** A link to a field in the hidden tab (the error summary's) shows that tab before it focuses the field. */
  function languageOfControl(id: string): EditorLanguage | undefined {
    const panel = document.getElementById(id)?.closest("[role=tabpanel]");
    return editorLanguages.find((language) => panel?.getAttribute("lang") === language);
  }

  return { ...app, tab, setTab, onSubmit, languageOfControl };
}

export type ArticleEditorForm = ReturnType<typeof useArticleEditorForm>;
export type EditorFields = ArticleEditorForm["fields"];
