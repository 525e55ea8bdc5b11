// The editor's "Publish on" field (ADR 069): a date and time on Bangkok's clock for a draft to be
// published by itself; empty for none. Hidden while the status is "published", which ignores it.
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { articleScheduleMessages } from "../article-schedule-messages";
import { setControlValue } from "./set-control-value";
import type { EditorFields } from "./use-article-editor-form";

export function ArticleScheduleField({ fields }: { fields: EditorFields }) {
  const { t } = useMessages(articleAdminMessages);
  const schedule = useMessages(articleScheduleMessages).t;
  const field = fields.scheduledAt;
  const status = fields.status.value ?? fields.status.initialValue;
  const value = field.value ?? "";
  return (
    // Still in the form when hidden: the saved time stays if the status goes back to draft.
    <div hidden={status === "published"}>
      <Field id={field.id} label={t("editor.fields.scheduledAt")} hint={schedule("field.hint")} error={field.errors?.[0]}>
        {(control) => (
          <input {...control} key={field.key} type="datetime-local" name={field.name} defaultValue={field.initialValue ?? ""} />
        )}
      </Field>
      {value ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => {
            const input = document.getElementById(field.id);
            if (input instanceof HTMLInputElement) {
              setControlValue(input, "");
              input.focus();
            }
          }}
        >
          {schedule("field.clear")}
        </Button>
      ) : null}
    </div>
  );
}

/** The saved schedule, beside "Last changed" at the top of the editor. */
export function ArticleScheduledNotice({ scheduledFor }: { scheduledFor: string | null | undefined }) {
  const { t } = useMessages(articleScheduleMessages);
  if (!scheduledFor) return null;
  return <span className="font-semibold text-brand-900">{t("field.scheduledFor", { date: scheduledFor })}</span>;
}
