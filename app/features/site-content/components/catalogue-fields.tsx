// The catalogue forms' controls on the kit's Field, over conform's field state: text boxes,
// textareas, selects and check boxes with their hint and error, a language's words section, and
// the figures shown read-only to editors (ADR 094).
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { catalogueMessages } from "../catalogue-admin-messages";

// Any field of any of the three forms: the controls read only its name, initial value and errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's metadata is generic over the whole form
export type AnyField = FieldMetadata<any, any, string[]>;

export const controlId = (name: string) => `catalogue-${name.replace(/\./g, "-")}`;

interface TextProps {
  field: AnyField;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  multiline?: number;
  inputMode?: "numeric" | "text";
  lang?: string;
  className?: string;
}

export function TextField({ field, label, hint, required, multiline, inputMode, lang, className }: TextProps) {
  const { t } = useMessages(catalogueMessages);
  const suffix = required ? null : <span className="font-normal text-slate-600"> ({t("form.optional")})</span>;
  return (
    <Field
      id={controlId(field.name)}
      label={label}
      labelSuffix={suffix}
      hint={hint}
      error={field.errors?.[0]}
      className={className}
    >
      {(control) => {
        const common = { ...control, name: field.name, defaultValue: (field.initialValue as string) ?? "", required, lang };
        return multiline ? (
          <textarea key={field.key} {...common} rows={multiline} />
        ) : (
          <input key={field.key} {...common} type="text" autoComplete="off" inputMode={inputMode} />
        );
      }}
    </Field>
  );
}

export function SelectField({
  field,
  label,
  options,
}: {
  field: AnyField;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Field id={controlId(field.name)} label={label} error={field.errors?.[0]}>
      {(control) => (
        <select key={field.key} {...control} name={field.name} defaultValue={(field.initialValue as string) ?? ""}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({ field, label }: { field: AnyField; label: string }) {
  const id = controlId(field.name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          key={field.key}
          id={id}
          type="checkbox"
          name={field.name}
          defaultChecked={field.initialValue === "on"}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={field.errors?.length ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={field.errors?.[0]} />
    </div>
  );
}

/** A titled panel of the form. */
export function FormSection({
  id,
  title,
  description,
  lang,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description ? <div className="mt-1 space-y-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-5 grid gap-5" lang={lang}>
        {children}
      </div>
    </Card>
  );
}

/** The figures an editor may see but not change, as a list of terms and values. */
export function ReadOnlyFigures({ items }: { items: { label: string; value: string }[] }) {
  const { t } = useMessages(catalogueMessages);
  return (
    <div>
      <p className="rounded-lg border border-amber-600 bg-amber-50 p-3 text-sm text-amber-900">{t("form.figuresReadOnly")}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-sm font-semibold text-slate-700">{item.label}</dt>
            <dd className="text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
