// Adding or editing a testimonial: name, job title, company and what they said, in English and in
// Thai, checked in the browser by the same schema as on the server.
import { useMemo } from "react";
import { useAppForm } from "~/components/forms/use-app-form";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { entryListMessages } from "../entry-list-messages";
import {
  checkTestimonialForm,
  testimonialErrorText,
  testimonialFields,
  type TestimonialFormValues,
  type TestimonialTexts,
} from "../testimonials-schema";
import { testimonialsMessages } from "../testimonials-messages";
import { previewPath } from "../content-preview-path";
import { EntryFormFrame } from "./entry-form-frame";
import { EntryTextField, entryFieldId } from "./entry-text-field";

export interface TestimonialFormProps {
  /** The edited testimonial; none for a new one. */
  entry?: { id: number; revision: string; en: TestimonialTexts; th: TestimonialTexts };
  lastResult: FormResult | undefined;
  listHref: string;
}

export function TestimonialForm({ entry, lastResult, listHref }: TestimonialFormProps) {
  const { t } = useMessages(testimonialsMessages);
  const shared = useMessages(entryListMessages).t;
  const errorText = useMemo(() => testimonialErrorText(t as (key: string) => string), [t]);
  const { form, fields, statusRef, leaveGuard } = useAppForm<TestimonialFormValues>({
    id: "testimonial",
    lastResult,
    defaultValue: entry ? { en: entry.en, th: entry.th } : undefined,
    validate: (formData) => checkTestimonialForm(formData, errorText),
    guardUnsaved: true,
  });
  const languages = { en: fields.en.getFieldset(), th: fields.th.getFieldset() };
  const label = (field: (typeof testimonialFields)[number], language: "en" | "th") =>
    `${t(`fields.${field}`)} (${shared(language === "en" ? "form.english" : "form.thai")})`;

  return (
    <EntryFormFrame
      title={t(entry ? "form.editTitle" : "form.newTitle")}
      preview={previewPath("testimonials")}
      form={form}
      statusRef={statusRef}
      statusFields={(["en", "th"] as const).flatMap((language) =>
        testimonialFields.map((field) => ({
          id: entryFieldId(languages[language][field].name),
          label: label(field, language),
          errors: languages[language][field].errors,
        })),
      )}
      leaveGuard={leaveGuard}
      id={entry ? String(entry.id) : ""}
      revision={entry?.revision ?? ""}
      listHref={listHref}
      languageFields={(language) => {
        const texts = languages[language];
        return (
          <>
            <EntryTextField field={texts.name} label={t("fields.name")} lang={language} />
            <EntryTextField
              field={texts.jobTitle}
              label={t("fields.jobTitle")}
              optionalLabel={shared("form.optional")}
              hint={t("fields.jobTitleHint")}
              lang={language}
            />
            <EntryTextField
              field={texts.company}
              label={t("fields.company")}
              optionalLabel={shared("form.optional")}
              lang={language}
            />
            <EntryTextField field={texts.quote} label={t("fields.quote")} rows={5} lang={language} />
          </>
        );
      }}
    />
  );
}
