// Adding or editing an FAQ entry: the question and the answer in English and in Thai, checked in
// the browser by the same schema as on the server. The answer's hint lists the figure names the
// catalogue has today ({{depositPercent}}, {{premiumPrice}}...).
import { useMemo } from "react";
import { useAppForm } from "~/components/forms/use-app-form";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { entryListMessages } from "../entry-list-messages";
import { checkFaqForm, faqErrorText, faqFields, type FaqFormValues, type FaqTexts } from "../faq-schema";
import { faqMessages } from "../faq-messages";
import { previewPath } from "../content-preview-path";
import { EntryFormFrame } from "./entry-form-frame";
import { EntryTextField, entryFieldId } from "./entry-text-field";

export interface FaqFormProps {
  /** The edited entry; none for a new one. */
  entry?: { id: number; revision: string; en: FaqTexts; th: FaqTexts };
  /** The figure names an answer may use. */
  figures: string[];
  lastResult: FormResult | undefined;
  listHref: string;
}

export function FaqForm({ entry, figures, lastResult, listHref }: FaqFormProps) {
  const { t } = useMessages(faqMessages);
  const shared = useMessages(entryListMessages).t;
  const errorText = useMemo(() => faqErrorText(t as (key: string) => string), [t]);
  const { form, fields, statusRef, leaveGuard } = useAppForm<FaqFormValues>({
    id: "faq",
    lastResult,
    defaultValue: entry ? { en: entry.en, th: entry.th } : undefined,
    validate: (formData) => checkFaqForm(formData, errorText),
    guardUnsaved: true,
  });
  const languages = { en: fields.en.getFieldset(), th: fields.th.getFieldset() };
  const answerHint = t("fields.answerHint", { example: "{{depositPercent}}" });

  return (
    <EntryFormFrame
      title={t(entry ? "form.editTitle" : "form.newTitle")}
      preview={previewPath("faq")}
      form={form}
      statusRef={statusRef}
      statusFields={(["en", "th"] as const).flatMap((language) =>
        faqFields.map((field) => ({
          id: entryFieldId(languages[language][field].name),
          label: `${t(`fields.${field}`)} (${shared(language === "en" ? "form.english" : "form.thai")})`,
          errors: languages[language][field].errors,
        })),
      )}
      leaveGuard={leaveGuard}
      id={entry ? String(entry.id) : ""}
      revision={entry?.revision ?? ""}
      listHref={listHref}
      after={
        <details className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
          <summary className="cursor-pointer font-semibold text-slate-900">{t("fields.figures")}</summary>
          <ul className="mt-3 flex flex-wrap gap-2" lang="en">
            {figures.map((name) => (
              <li key={name}>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{`{{${name}}}`}</code>
              </li>
            ))}
          </ul>
        </details>
      }
      languageFields={(language) => (
        <>
          <EntryTextField field={languages[language].question} label={t("fields.question")} rows={2} lang={language} />
          <EntryTextField
            field={languages[language].answer}
            label={t("fields.answer")}
            hint={answerHint}
            rows={7}
            lang={language}
          />
        </>
      )}
    />
  );
}
