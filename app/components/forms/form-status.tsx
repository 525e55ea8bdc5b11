// A form's status region, above its fields: the success message, a form-wide error, or the list
// of fields in error (links to them). It exists before anything is in it, so screen readers
// announce what appears: politely for a success, at once for an error. useAppForm focuses it when
// the error is the form's own.
import type { ReactNode, RefObject } from "react";
import { Alert } from "~/components/ui/alert";
import { ErrorSummary } from "~/components/ui/error-summary";

export interface FormStatusField {
  /** The control's id (conform's `fields.x.id`), where the summary's link goes. */
  id: string;
  /** The field's label: the message itself is shown once, next to the field. */
  label: ReactNode;
  errors: string[] | undefined;
}

export interface FormStatusProps {
  statusRef: RefObject<HTMLDivElement | null>;
  /** Form-wide messages (`form.errors`). */
  formErrors: string[] | undefined;
  /** In the form's order. */
  fields: FormStatusField[];
  summaryTitle: ReactNode;
  /** Shown after an accepted submission, until the next one. */
  success?: ReactNode;
  className?: string;
}

export function FormStatus({ statusRef, formErrors, fields, summaryTitle, success, className }: FormStatusProps) {
  const inError = fields.filter((field) => field.errors?.length);
  const formError = formErrors?.[0];
  const failing = Boolean(formError) || inError.length > 0;
  return (
    <div
      ref={statusRef}
      tabIndex={-1}
      role={failing ? "alert" : "status"}
      aria-live={failing ? "assertive" : "polite"}
      className={`outline-none empty:hidden ${className ?? ""}`}
    >
      {formError ? (
        <Alert tone="error" className="font-medium">
          {formError}
        </Alert>
      ) : inError.length > 0 ? (
        <ErrorSummary
          live={false}
          title={summaryTitle}
          errors={inError.map((field) => ({ fieldId: field.id, message: field.label }))}
        />
      ) : (
        (success ?? null)
      )}
    </div>
  );
}
