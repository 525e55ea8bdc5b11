// The Privacy requests screen: record a new request, then the open ones by due date and the
// closed ones (whose address is gone).
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import type { FormReply } from "~/lib/forms/form-reply";
import { parseForm } from "~/lib/forms/parse-form";
import type { RequestSummary } from "../privacy-screen.server";
import { privacyMessages } from "../privacy-messages";
import { NewRequestSchema, privacyErrorText, requestKinds } from "../privacy-schema";

export function PrivacyRequestList({
  open,
  closed,
  today,
  reply,
}: {
  open: RequestSummary[];
  closed: RequestSummary[];
  /** Bangkok's date on the server: the latest date a request can have been received. */
  today: string;
  reply: FormReply<unknown> | undefined;
}) {
  const { t } = useMessages(privacyMessages);
  const busy = useNavigation().state === "submitting";
  const errorText = useMemo(() => privacyErrorText(t as (key: string) => string), [t]);
  const { form, fields, statusRef } = useAppForm<{ kind: string; email: string; receivedOn: string; note: string }>({
    id: "new-privacy-request",
    lastResult: reply?.result,
    validate: (formData) => parseForm(formData, NewRequestSchema, errorText),
  });

  return (
    <div className="max-w-4xl space-y-8">
      <p className="text-slate-700">{t("list.intro")}</p>

      <section aria-labelledby="new-request" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="new-request" className="text-lg font-semibold text-slate-900">
          {t("list.newHeading")}
        </h2>
        <FormStatus
          statusRef={statusRef}
          className="mt-3"
          formErrors={form.errors}
          fields={[
            { id: fields.kind.id, label: t("list.kind"), errors: fields.kind.errors },
            { id: fields.email.id, label: t("list.email"), errors: fields.email.errors },
            { id: fields.receivedOn.id, label: t("list.receivedOn"), errors: fields.receivedOn.errors },
            { id: fields.note.id, label: t("list.note"), errors: fields.note.errors },
          ]}
          summaryTitle={null}
        />
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={t("list.kind")} id={fields.kind.id} error={fields.kind.errors?.[0]}>
            {(control) => (
              <select
                {...control}
                name={fields.kind.name}
                defaultValue={fields.kind.initialValue ?? "access"}
                key={fields.kind.key}
              >
                {requestKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t("list.email")} id={fields.email.id} error={fields.email.errors?.[0]}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                name={fields.email.name}
                defaultValue={fields.email.initialValue}
                key={fields.email.key}
              />
            )}
          </Field>
          <Field
            label={t("list.receivedOn")}
            hint={t("list.receivedOnHint")}
            id={fields.receivedOn.id}
            error={fields.receivedOn.errors?.[0]}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                max={today}
                name={fields.receivedOn.name}
                defaultValue={fields.receivedOn.initialValue}
                key={fields.receivedOn.key}
              />
            )}
          </Field>
          <Field
            className="sm:col-span-2"
            label={t("list.note")}
            hint={t("list.noteHint")}
            id={fields.note.id}
            error={fields.note.errors?.[0]}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                name={fields.note.name}
                defaultValue={fields.note.initialValue}
                key={fields.note.key}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {t("list.submit")}
            </Button>
          </div>
        </Form>
      </section>

      <RequestTable heading={t("list.openHeading")} id="open-requests" rows={open} empty={t("list.noneOpen")} />
      <RequestTable heading={t("list.closedHeading")} id="closed-requests" rows={closed} empty={t("list.noneClosed")} />
    </div>
  );
}

function RequestTable({ heading, id, rows, empty }: { heading: string; id: string; rows: RequestSummary[]; empty: string }) {
  const { t } = useMessages(privacyMessages);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
              <Link to={`/admin/privacy/${row.id}`} className="font-semibold text-brand-700 underline underline-offset-4">
                {t("list.open", { id: row.id })}
              </Link>
              <span className="text-slate-900">{row.kind}</span>
              <span className="[overflow-wrap:anywhere] text-slate-700">{row.email ?? t("list.subjectHidden")}</span>
              <span className="text-sm text-slate-700">
                {t("list.received")}: {row.received}
              </span>
              <span className="text-sm text-slate-700">
                {t("list.due")}: {row.due}
              </span>
              <Badge tone={row.overdue ? "danger" : "neutral"}>{row.overdue ? t("list.overdue") : row.status}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
