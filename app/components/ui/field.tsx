// A labelled form control with its hint and error: the control gets the id the label points at,
// aria-invalid while an error stands, and aria-describedby naming the hint and the error, so a
// screen reader reads all three. The control itself is the screen's: an input, a textarea or a
// select, rendered by `children` with the props it is handed.
import { type ReactNode, useId } from "react";

/** What the control must spread onto itself. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/** The look of every text box, select and textarea (the border keeps 3:1 against white). */
export const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-invalid:border-red-700 disabled:bg-slate-100 disabled:text-slate-700";

export const labelClass = "block text-sm font-semibold text-slate-900";

export interface FieldProps {
  label: ReactNode;
  /** After the label, inside it: "(optional)", or a required mark. */
  labelSuffix?: ReactNode;
  hint?: ReactNode;
  /** The message shown while the value is wrong; none when it is right. */
  error?: ReactNode;
  /** The control's id, when the screen needs a known one (links from an error summary). */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, labelSuffix, hint, error, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
        {labelSuffix}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: controlClass,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * An error under a control or a group of them (a fieldset); the sign keeps it from being told by
 * colour alone.
 */
export function FieldError({ id, message }: { id: string; message?: ReactNode }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex gap-1 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠</span>
      <span>{message}</span>
    </p>
  );
}
