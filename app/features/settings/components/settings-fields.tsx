// Labelled inputs for the settings form, on the kit's Field: hint and error tied to the input
// (aria-describedby), aria-invalid while the error stands.
import { Card } from "~/components/ui/card";
import { controlClass, Field, FieldError } from "~/components/ui/field";
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

// The kit's look, under the names the settings screens already use.
export const inputClass = controlClass;
export { FieldError };

export function errorText(t: T, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const text = t(key as Key);
  return text === key ? t("errors.invalid") : text;
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
  const optional = required ? null : <span className="font-normal text-slate-600"> ({state.t("optional")})</span>;
  return (
    <Field id={fieldId(name)} label={label} labelSuffix={optional} hint={hint} error={message} className={className}>
      {(control) => {
        // The form has noValidate: the shared schema judges, in the page's language.
        const common = { ...control, name, defaultValue: state.values[name] ?? "", required, lang };
        return multiline ? (
          <textarea {...common} rows={2} />
        ) : (
          <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
        );
      }}
    </Field>
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
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
