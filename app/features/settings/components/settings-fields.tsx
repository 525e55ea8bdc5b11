// Labelled inputs for the settings form: hint and error tied to the input (aria-describedby),
// aria-invalid while the error stands.
import type { MessageKey, MessagesT } from "~/i18n/messages";
import type { SettingsFormErrors, SettingsFormValues } from "../settings-form";
import type { settingsMessages } from "../settings-messages";

export type T = MessagesT<typeof settingsMessages>;
export type Key = MessageKey<typeof settingsMessages>;

export interface FormState {
  values: SettingsFormValues;
  errors: SettingsFormErrors;
  t: T;
}

/** Input names hold dots (`agency.address.en`); ids may not need them, but selectors read better. */
export const fieldId = (name: string) => `settings-${name.replace(/\./g, "-")}`;
export const errorId = (name: string) => `${fieldId(name)}-error`;
const hintId = (name: string) => `${fieldId(name)}-hint`;

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-700";

export function errorText(t: T, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const text = t(key as Key);
  return text === key ? t("errors.invalid") : text;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex gap-1 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠</span>
      {message}
    </p>
  );
}

interface TextFieldProps {
  state: FormState;
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "url" | "text";
  required?: boolean;
  multiline?: boolean;
  className?: string;
  lang?: string;
}

export function TextField({
  state,
  name,
  label,
  hint,
  type = "text",
  autoComplete = "off",
  inputMode,
  required,
  multiline,
  className,
  lang,
}: TextFieldProps) {
  const message = errorText(state.t, state.errors[name]);
  const describedBy = [hint ? hintId(name) : null, message ? errorId(name) : null].filter(Boolean).join(" ");
  const common = {
    id: fieldId(name),
    name,
    defaultValue: state.values[name] ?? "",
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy || undefined,
    // The form has noValidate: the shared schema judges, in the page's language.
    required,
    className: inputClass,
    lang,
  };
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? null : <span className="font-normal text-slate-600"> ({state.t("optional")})</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
      {hint ? (
        <p id={hintId(name)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId(name)} message={message} />
    </div>
  );
}

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
