// Labelled inputs for the settings form, on the kit's Field over conform's field state: hint and
// error tied to the input (aria-describedby), aria-invalid while the error stands.
import type { FieldMetadata } from "@conform-to/react";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { type MessageKey, type MessagesT, useMessages } from "~/i18n/messages";
import type { SettingsFormValues } from "../settings-form";
import { settingsMessages } from "../settings-messages";

export type T = MessagesT<typeof settingsMessages>;
export type Key = MessageKey<typeof settingsMessages>;

/** One of the form's fields, as conform tracks it (its name, value as loaded, errors as text). */
export type SettingsField<Value = string> = FieldMetadata<Value, SettingsFormValues, string[]>;

/** The id of an input, from its name: `agency.businessHours[0].opens` → `settings-agency-businessHours-0-opens`. */
export const fieldId = (name: string) => `settings-${name.replace(/\[(\d+)\]/g, ".$1").replace(/\./g, "-")}`;
export const errorId = (name: string) => `${fieldId(name)}-error`;

interface TextFieldProps {
  field: SettingsField;
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
  field,
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
  const { t } = useMessages(settingsMessages);
  const optional = required ? null : <span className="font-normal text-slate-600"> ({t("optional")})</span>;
  return (
    <Field
      id={fieldId(field.name)}
      label={label}
      labelSuffix={optional}
      hint={hint}
      error={field.errors?.[0]}
      className={className}
    >
      {(control) => {
        // The form has noValidate: the shared schema judges, in the page's language.
        const common = { ...control, name: field.name, defaultValue: field.initialValue ?? "", required, lang };
        return multiline ? (
          <textarea key={field.key} {...common} rows={2} />
        ) : (
          <input key={field.key} {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
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
