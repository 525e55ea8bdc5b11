// The frame of the testimonial and FAQ forms: the heading, the status region (a form-wide refusal
// or the list of fields in error), the hidden fields, one fieldset per language, Save and Cancel,
// Preview, and the question before leaving with unsaved changes. The fields themselves are the screen's.
import { type FormEvent, type ReactNode, type RefObject, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormStatus, type FormStatusField } from "~/components/forms/form-status";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import { SAVE_INTENT } from "../entry-form";
import { entryListMessages } from "../entry-list-messages";
import { PreviewButton } from "./preview-button";

export interface EntryFormFrameProps {
  title: string;
  /** What the frame needs of conform's form: its id, form-wide errors and submit handler. */
  form: { id: string; errors?: string[]; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  statusRef: RefObject<HTMLDivElement | null>;
  /** The fields in the form's order, for the error summary. */
  statusFields: FormStatusField[];
  leaveGuard: {
    blocker: { state: string; reset?: () => void; proceed?: () => void };
    markSubmitting: () => void;
  };
  /** The edited entry and the revision it was opened at; empty for a new one. */
  id: string;
  revision: string;
  /** Where Preview posts the unsaved form (content-preview-path.ts). */
  preview: string;
  /** Where Cancel goes: the list. */
  listHref: string;
  /** The fields of one language. */
  languageFields: (language: "en" | "th") => ReactNode;
  /** Shown once after both languages (the FAQ's figure names). */
  after?: ReactNode;
}

export function EntryFormFrame(props: EntryFormFrameProps) {
  const { title, form, statusRef, statusFields, leaveGuard, id, listHref, languageFields, after, preview } = props;
  // The revision the form was opened at, kept while the screen's data reloads: a save is checked
  // against what the person saw, so a refused one stays refused until they reload.
  const [revision] = useState(props.revision);
  const { t } = useMessages(entryListMessages);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Card as="section" aria-labelledby="entry-form-title" className="max-w-4xl">
      <h2 id="entry-form-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p id="entry-form-languages" className="mt-2 text-sm text-slate-700">
        {t("form.languages")}
      </p>
      <Form
        id={form.id}
        method="post"
        noValidate
        aria-describedby="entry-form-languages"
        aria-busy={saving || undefined}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (!event.defaultPrevented) leaveGuard.markSubmitting();
        }}
        className="mt-5 space-y-6"
      >
        <FormStatus statusRef={statusRef} formErrors={form.errors} fields={statusFields} summaryTitle={t("form.invalid")} />
        <input type="hidden" name="intent" value={SAVE_INTENT} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="revision" value={revision} />
        <div className="grid gap-6 lg:grid-cols-2">
          {(["en", "th"] as const).map((language) => (
            <fieldset key={language} className="min-w-0 space-y-5 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-base font-bold text-slate-900">
                {t(language === "en" ? "form.english" : "form.thai")}
              </legend>
              {languageFields(language)}
            </fieldset>
          ))}
        </div>
        {after}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
          <Button type="submit" pending={saving} pendingLabel={t("form.saving")}>
            {t("form.save")}
          </Button>
          <PreviewButton action={preview} />
          <Link to={listHref} className={buttonClass({ variant: "secondary" })}>
            {t("form.cancel")}
          </Link>
        </div>
      </Form>
      {leaveGuard.blocker.state === "blocked" ? (
        <Dialog title={t("form.leave.title")} role="alertdialog" size="md" onClose={() => leaveGuard.blocker.reset?.()}>
          <p className="text-slate-700">{t("form.leave.body")}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => leaveGuard.blocker.reset?.()}>
              {t("form.leave.stay")}
            </Button>
            <Button variant="danger" onClick={() => leaveGuard.blocker.proceed?.()}>
              {t("form.leave.leave")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </Card>
  );
}
