// A labelled text box or text area of the testimonial and FAQ forms, on the kit's Field over
// conform's field state: hint and error tied to the control, aria-invalid while the error stands.
import { Field } from "~/components/ui/field";

export interface EntryTextFieldProps {
  /** What the control needs of conform's metadata of one text field. */
  field: { name: string; key?: string; initialValue?: string; errors?: string[] };
  label: string;
  /** " (optional)" after the label, for the fields an entry may leave empty. */
  optionalLabel?: string;
  hint?: string;
  /** A text area of this many rows; a one-line box without. */
  rows?: number;
  lang: "en" | "th";
}

/** The control's id, from its name: `en.quote` → `entry-en-quote`, for the error summary's links. */
export const entryFieldId = (name: string) => `entry-${name.replace(/\./g, "-")}`;

export function EntryTextField({ field, label, optionalLabel, hint, rows, lang }: EntryTextFieldProps) {
  const suffix = optionalLabel ? <span className="font-normal text-slate-600"> ({optionalLabel})</span> : null;
  return (
    <Field id={entryFieldId(field.name)} label={label} labelSuffix={suffix} hint={hint} error={field.errors?.[0]}>
      {(control) => {
        // The form has noValidate and no maxLength: the shared schema judges (and says the limit),
        // rather than the browser cutting a pasted text short without a word.
        const common = { ...control, name: field.name, defaultValue: field.initialValue ?? "", lang };
        return rows ? (
          <textarea key={field.key} {...common} rows={rows} />
        ) : (
          <input key={field.key} {...common} type="text" autoComplete="off" />
        );
      }}
    </Field>
  );
}
