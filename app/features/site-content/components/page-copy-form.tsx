// The Page copy form: every text of one page in English and Thai, grouped by the page's sections,
// checked in the browser by the same schema as on the server; Save stays in reach at the bottom of
// the screen; Preview posts the unsaved form to the public page in a new tab.
import { useEffect, useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { parseForm } from "~/lib/forms/parse-form";
import type { CopyFormField, LabelPart } from "../page-copy-fields";
import { pageCopyMessages } from "../page-copy-messages";
import { PreviewButton } from "./preview-button";
import {
  type CopyLanguage,
  copyFieldName,
  type PageCopyFormValues,
  type PageCopyReply,
  pageCopyErrorText,
  pageCopySchema,
} from "../page-copy-schema";

export interface PageCopyFormProps {
  page: string;
  pageName: string;
  fields: CopyFormField[];
  figures: string[];
  revision: string;
  defaultValue: PageCopyFormValues;
  reply?: PageCopyReply;
  /** Where Preview posts the form (the public page's preview address). */
  previewAction: string;
}

type T = ReturnType<typeof useMessages<typeof pageCopyMessages>>["t"];

function partName(t: T, { part, number }: LabelPart): string {
  const key = `parts.${part}` as Parameters<T>[0];
  const name = t(key);
  const word = name === key ? part.replace(/([A-Z])/g, " $1").toLowerCase() : name;
  return number === undefined ? word : `${word} ${number}`;
}

export function PageCopyForm(props: PageCopyFormProps) {
  const { t } = useMessages(pageCopyMessages);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const schema = useMemo(() => pageCopySchema(props.fields, props.figures), [props.fields, props.figures]);
  const errorText = useMemo(() => pageCopyErrorText(t as (key: string) => string), [t]);
  const { form, fields, statusRef, leaveGuard } = useAppForm<PageCopyFormValues>({
    id: `page-copy-${props.page}`,
    lastResult: props.reply?.result,
    defaultValue: props.defaultValue,
    validate: (formData) => parseForm(formData, schema, errorText),
    guardUnsaved: true,
    notTyped: ["revision"],
  });
  const outcome = saving ? undefined : props.reply?.success?.outcome;
  useEffect(() => {
    if (props.reply?.success) statusRef.current?.focus();
  }, [props.reply, statusRef]);

  const sections = useMemo(() => {
    const bySection = new Map<string, CopyFormField[]>();
    for (const field of props.fields) bySection.set(field.section, [...(bySection.get(field.section) ?? []), field]);
    return [...bySection];
  }, [props.fields]);
  const label = (field: CopyFormField) =>
    field.label.map((part) => partName(t, part)).join(" › ") || partName(t, { part: field.section });
  // conform's fields are a proxy: every name has its metadata, listed in the type or not.
  const control = (field: CopyFormField, language: CopyLanguage) =>
    fields[copyFieldName(language, field.path)] as NonNullable<(typeof fields)[string]>;
  const statusFields = props.fields.flatMap((field) =>
    (["en", "th"] as const).map((language) => {
      const meta = control(field, language);
      return {
        id: meta.id,
        label: `${label(field)} (${t(language === "en" ? "form.english" : "form.thai")})`,
        errors: meta.errors,
      };
    }),
  );

  return (
    <Form
      id={form.id}
      method="post"
      noValidate
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) leaveGuard.markSubmitting();
      }}
      className="max-w-5xl space-y-6"
      aria-busy={saving}
    >
      <p className="text-slate-700">{t("form.intro", { example: "{{lowestPrice}}" })}</p>
      <FormStatus
        statusRef={statusRef}
        formErrors={form.errors}
        fields={statusFields}
        summaryTitle={t("errors.invalid")}
        success={outcome ? <Alert tone="success">{t(outcome === "saved" ? "saved.saved" : "saved.unchanged")}</Alert> : null}
      />
      <input type="hidden" name="revision" value={props.revision} />
      {sections.map(([section, sectionFields]) => (
        <fieldset key={section} className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <legend className="float-left mb-4 w-full text-lg font-bold text-slate-900">{partName(t, { part: section })}</legend>
          <div className="clear-both space-y-6">
            {sectionFields.map((field) => (
              <div key={field.path} className="grid gap-4 md:grid-cols-2">
                {(["en", "th"] as const).map((language) => {
                  const meta = control(field, language);
                  const long = field.defaultText.length > 80;
                  return (
                    <Field
                      key={language}
                      id={meta.id}
                      label={`${label(field)} · ${t(language === "en" ? "form.english" : "form.thai")}`}
                      error={meta.errors?.[0]}
                    >
                      {(props) => (
                        <textarea
                          {...props}
                          key={meta.key}
                          name={meta.name}
                          defaultValue={meta.initialValue ?? ""}
                          lang={language}
                          rows={long ? 4 : 2}
                        />
                      )}
                    </Field>
                  );
                })}
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <section aria-labelledby="page-copy-figures" className="rounded-xl bg-white p-5 text-sm ring-1 ring-slate-200">
        <h2 id="page-copy-figures" className="font-semibold text-slate-900">
          {t("form.figuresHeading")}
        </h2>
        <p className="mt-1 text-slate-700">{t("form.figuresHelp", { example: "{{siteOnlineDays}}" })}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {props.figures.map((name) => (
            <li key={name}>
              <code className="rounded bg-slate-100 px-1.5 py-0.5">{`{{${name}}}`}</code>
            </li>
          ))}
        </ul>
      </section>
      <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-2 py-3">
        <Button type="submit" pending={saving} pendingLabel={t("form.saving")}>
          {t("form.save", { page: props.pageName })}
        </Button>
        <PreviewButton action={props.previewAction} />
      </div>
    </Form>
  );
}
