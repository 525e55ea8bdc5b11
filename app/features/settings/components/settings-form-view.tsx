// The /admin/settings form: Agency (with social links and business hours), Payments and
// Integrations in one form and one save, validated in the browser by the same schema as on the
// server. Works without JavaScript (a plain POST; list rows are emptied to be removed).
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import {
  formValuesFromFormData,
  parseSettingsForm,
  revisionField,
  rowIndexes,
  type SettingsFormErrors,
  type SettingsFormValues,
} from "../settings-form";
import { settingsMessages } from "../settings-messages";
import { maxOpeningPeriods, maxOtherSocialLinks, paymentMethods } from "../settings-schema";
import {
  errorId,
  errorText,
  FieldError,
  type FormState,
  fieldId,
  inputClass,
  type Key,
  Section,
  type T,
  TextField,
} from "./settings-fields";

export type SaveStatus = "saved" | "unchanged" | "invalid" | "conflict" | "forbidden" | "failed";

export interface SettingsFormViewProps {
  values: SettingsFormValues;
  revision: number;
  canEdit: boolean;
  /** The last answer of the action, if any. */
  result?: { status: SaveStatus; errors?: SettingsFormErrors };
  /** Rendered after the Integrations fields, inside that section (what the environment configures). */
  integrationStatus?: React.ReactNode;
  /** Whether the Stripe keys are set: without them card is not offered, whatever is ticked. */
  stripeConfigured?: boolean;
}

const statusMessage: Record<SaveStatus, Key> = {
  saved: "saved",
  unchanged: "noChanges",
  invalid: "invalid",
  conflict: "conflict",
  forbidden: "forbidden",
  failed: "failed",
};

const statusTone: Record<SaveStatus, "ok" | "error"> = {
  saved: "ok",
  unchanged: "ok",
  invalid: "error",
  conflict: "error",
  forbidden: "error",
  failed: "error",
};

/** Focus the first field (in page order) that has an error; a group error focuses its first input. */
function focusFirstError(form: HTMLFormElement, errors: SettingsFormErrors) {
  const names = Object.keys(errors);
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (!name) continue;
    if (names.some((key) => name === key || name.startsWith(`${key}.`))) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/** Row numbers of a list: the ones it has, plus one empty row to add to (up to the limit). */
function initialRows(values: SettingsFormValues, list: string, max: number, editable: boolean): number[] {
  // Rows echoed back empty (a form posted without JavaScript) are dropped, as the save drops them.
  const existing = rowIndexes(values, list).filter((row) =>
    Object.entries(values).some(([name, value]) => name.startsWith(`${list}.${row}.`) && value.trim() !== ""),
  );
  if (!editable) return existing;
  const next = existing.length > 0 ? Math.max(...existing) + 1 : 0;
  return existing.length < max ? [...existing, next] : existing;
}

export function SettingsFormView({
  values,
  revision,
  canEdit,
  result,
  integrationStatus,
  stripeConfigured = true,
}: SettingsFormViewProps) {
  const { t, language } = useMessages(settingsMessages);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<SettingsFormErrors | null>(null);

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    if (!result) return;
    setClientErrors(null);
    if (result.errors && formRef.current) focusFirstError(formRef.current, result.errors);
    else statusRef.current?.focus();
  }, [result]);

  const errors = clientErrors ?? result?.errors ?? {};
  const state: FormState = { values, errors, t };
  const status: SaveStatus | null = clientErrors ? "invalid" : (result?.status ?? null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const parsed = parseSettingsForm(formValuesFromFormData(new FormData(event.currentTarget)));
    if (parsed.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
    focusFirstError(event.currentTarget, parsed.errors);
  };

  return (
    <Form method="post" noValidate onSubmit={onSubmit} ref={formRef} className="max-w-4xl space-y-6" aria-busy={saving}>
      {canEdit ? null : (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">{t("readOnly")}</p>
      )}
      <input type="hidden" name={revisionField} value={revision} />
      <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
        <Section id="agency" title={t("sections.agency.title")} description={t("sections.agency.description")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField state={state} name="agency.name" label={t("fields.name")} required autoComplete="organization" />
            <TextField
              state={state}
              name="agency.phone"
              label={t("fields.phone")}
              hint={t("fields.phoneHint")}
              type="tel"
              required
            />
            <TextField
              state={state}
              name="agency.email"
              label={t("fields.email")}
              hint={t("fields.emailHint")}
              type="email"
              required
            />
            <TextField
              state={state}
              name="agency.notificationEmail"
              label={t("fields.notificationEmail")}
              hint={t("fields.notificationEmailHint")}
              type="email"
              required
            />
            <TextField state={state} name="agency.address.en" label={t("fields.addressEn")} required multiline lang="en" />
            <TextField state={state} name="agency.address.th" label={t("fields.addressTh")} required multiline lang="th" />
          </div>
        </Section>

        <Section id="social" title={t("sections.social.title")} description={t("sections.social.description")}>
          <div className="grid gap-5 sm:grid-cols-3">
            {(["facebook", "line", "instagram"] as const).map((network) => (
              <TextField
                key={network}
                state={state}
                name={`agency.social.${network}`}
                label={t(`fields.${network}`)}
                type="url"
                inputMode="url"
              />
            ))}
          </div>
          <OtherLinks state={state} editable={canEdit} />
        </Section>

        <Section id="hours" title={t("sections.hours.title")} description={t("sections.hours.description")}>
          <BusinessHours state={state} language={language} editable={canEdit} />
        </Section>

        <Section id="payments" title={t("sections.payments.title")} description={t("sections.payments.description")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField state={state} name="payments.bankName" label={t("fields.bankName")} />
            <TextField state={state} name="payments.branch" label={t("fields.branch")} />
            <TextField state={state} name="payments.accountName" label={t("fields.accountName")} />
            <TextField
              state={state}
              name="payments.accountNumber"
              label={t("fields.accountNumber")}
              hint={t("fields.accountNumberHint")}
              inputMode="numeric"
            />
            <TextField
              state={state}
              name="payments.promptPayId"
              label={t("fields.promptPayId")}
              hint={t("fields.promptPayIdHint")}
              inputMode="numeric"
              className="sm:col-span-2"
            />
          </div>
          <PaymentMethods state={state} />
          {stripeConfigured ? null : <p className="mt-3 text-sm text-slate-700">{t("status.cardNeedsStripe")}</p>}
        </Section>

        <Section id="integrations" title={t("sections.integrations.title")} description={t("sections.integrations.description")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              state={state}
              name="integrations.gaMeasurementId"
              label={t("fields.gaMeasurementId")}
              hint={t("fields.gaMeasurementIdHint")}
            />
            <TextField
              state={state}
              name="integrations.captchaSiteKey"
              label={t("fields.captchaSiteKey")}
              hint={t("fields.captchaSiteKeyHint")}
            />
          </div>
          {integrationStatus}
        </Section>
      </fieldset>

      <div
        className={`${canEdit ? "sticky bottom-0 border-t border-slate-200 bg-slate-50/95 py-4" : ""} -mx-2 flex flex-wrap items-center gap-4 px-2`}
      >
        {canEdit ? (
          <Button type="submit" pending={saving} pendingLabel={t("saving")}>
            {t("save")}
          </Button>
        ) : null}
        <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className="text-sm focus:outline-none">
          {saving ? null : status ? (
            <span className={statusTone[status] === "ok" ? "font-semibold text-green-800" : "font-semibold text-red-700"}>
              {t(statusMessage[status])}
            </span>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

function useRows(values: SettingsFormValues, list: string, max: number, editable: boolean) {
  const [rows, setRows] = useState(() => initialRows(values, list, max, editable));
  const add = () => setRows((current) => (current.length >= max ? current : [...current, Math.max(-1, ...current) + 1]));
  const remove = (row: number) => setRows((current) => current.filter((item) => item !== row));
  return { rows, add, remove, full: rows.length >= max };
}

function OtherLinks({ state, editable }: { state: FormState; editable: boolean }) {
  const { t, values, errors } = state;
  const list = "agency.social.others";
  const { rows, add, remove, full } = useRows(values, list, maxOtherSocialLinks, editable);
  if (!editable && rows.length === 0) return null;
  return (
    <fieldset className="mt-6 min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{t("fields.others")}</legend>
      {editable ? <p className="mt-1 text-sm text-slate-600">{t("fields.listHint")}</p> : null}
      <FieldError id={errorId(list)} message={errorText(t, errors[list])} />
      <ul className="mt-3 space-y-3">
        {rows.map((row, position) => {
          const number = String(position + 1);
          return (
            <li key={row} className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
              <TextField
                state={state}
                name={`${list}.${row}.label`}
                label={`${t("fields.otherLabel")} (${t("fields.linkNumber", { number })})`}
              />
              <TextField state={state} name={`${list}.${row}.url`} label={t("fields.otherUrl")} type="url" inputMode="url" />
              {editable ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="justify-self-start sm:mt-7"
                  onClick={() => remove(row)}
                  aria-label={t("fields.removeLink", { number })}
                >
                  {t("fields.remove")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editable ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={add} disabled={full}>
          {t("fields.addLink")}
        </Button>
      ) : null}
    </fieldset>
  );
}

// Any Monday serves to name the weekdays; UTC on both sides so server and browser agree.
const aMonday = Date.UTC(2024, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;

function BusinessHours({ state, language, editable }: { state: FormState; language: "en" | "th"; editable: boolean }) {
  const { t, values, errors } = state;
  const list = "agency.businessHours";
  const { rows, add, remove, full } = useRows(values, list, maxOpeningPeriods, editable);
  const weekday = new Intl.DateTimeFormat(localeFor(language), { weekday: "long", timeZone: "UTC" });
  const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, name: weekday.format(new Date(aMonday + (day - 1) * dayMs)) }));
  return (
    <div>
      {editable ? <p className="text-sm text-slate-600">{t("fields.listHint")}</p> : null}
      <FieldError id={errorId(list)} message={errorText(t, errors[list])} />
      <ul className="mt-3 space-y-3">
        {rows.map((row, position) => {
          const number = String(position + 1);
          return (
            <li key={row}>
              <fieldset className="min-w-0 rounded-lg bg-slate-50 p-3">
                <legend className="sr-only">{t("fields.period", { number })}</legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_9rem_9rem_auto] sm:items-start">
                  {(["fromDay", "toDay"] as const).map((field) => (
                    <DaySelect
                      key={field}
                      state={state}
                      name={`${list}.${row}.${field}`}
                      label={t(`fields.${field}`)}
                      days={days}
                    />
                  ))}
                  {(["opens", "closes"] as const).map((field) => (
                    <TimeInput key={field} state={state} name={`${list}.${row}.${field}`} label={t(`fields.${field}`)} />
                  ))}
                  {editable ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="justify-self-start lg:mt-7"
                      onClick={() => remove(row)}
                      aria-label={t("fields.removePeriod", { number })}
                    >
                      {t("fields.remove")}
                    </Button>
                  ) : null}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {editable ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={add} disabled={full}>
          {t("fields.addPeriod")}
        </Button>
      ) : null}
    </div>
  );
}

function describedBy(errors: SettingsFormErrors, name: string) {
  return errors[name] ? { "aria-invalid": true as const, "aria-describedby": errorId(name) } : {};
}

function DaySelect({
  state,
  name,
  label,
  days,
}: {
  state: FormState;
  name: string;
  label: string;
  days: { day: number; name: string }[];
}) {
  const { t, values, errors } = state;
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={values[name] ?? ""}
        className={inputClass}
        {...describedBy(errors, name)}
      >
        <option value="">{t("fields.noDay")}</option>
        {days.map(({ day, name: dayName }) => (
          <option key={day} value={String(day)}>
            {dayName}
          </option>
        ))}
      </select>
      <FieldError id={errorId(name)} message={errorText(t, errors[name])} />
    </div>
  );
}

function TimeInput({ state, name, label }: { state: FormState; name: string; label: string }) {
  const { t, values, errors } = state;
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={fieldId(name)}
        type="time"
        name={name}
        defaultValue={values[name] ?? ""}
        className={inputClass}
        {...describedBy(errors, name)}
      />
      <FieldError id={errorId(name)} message={errorText(t, errors[name])} />
    </div>
  );
}

function PaymentMethods({ state }: { state: FormState }) {
  const { t, values, errors } = state;
  const group = "payments.methods";
  const message = errorText(t, errors[group]);
  return (
    <fieldset className="mt-6" aria-describedby={message ? errorId(group) : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t("fields.methods")}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {paymentMethods.map((method) => {
          const name = `${group}.${method}`;
          return (
            <label key={method} htmlFor={fieldId(name)} className="inline-flex items-center gap-2 text-slate-800">
              <input
                id={fieldId(name)}
                type="checkbox"
                name={name}
                defaultChecked={name in values}
                aria-invalid={message ? true : undefined}
                className="size-4 rounded border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              />
              {t(`fields.${method}`)}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId(group)} message={message} />
    </fieldset>
  );
}

export type { T };
