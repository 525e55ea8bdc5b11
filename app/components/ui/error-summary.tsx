// The list of what is wrong with a form, at its top, each item a link to its field (as GOV.UK's
// error summary): announced when it appears, and focused when the screen asks, so a keyboard
// user lands on it and can jump to each field.
import { forwardRef, type ReactNode, useId } from "react";

const focusable = "input, select, textarea, button, [tabindex]";

export interface ErrorSummaryItem {
  /** The id of the control to go to, or of the fieldset holding a group of them. */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  title: ReactNode;
  /** A message about the whole form (expired, rate limited), above the list. */
  description?: ReactNode;
  errors: ErrorSummaryItem[];
  className?: string;
  /**
   * False inside a live region the form already has (an alert within an alert is read twice);
   * the summary is then a group named by its title.
   */
  live?: boolean;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, description, errors, className, live = true },
  ref,
) {
  const titleId = useId();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={live ? "alert" : "group"}
      aria-labelledby={titleId}
      className={`rounded-lg border border-red-700 bg-red-50 p-4 text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 ${className ?? ""}`}
    >
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1">{description}</p> : null}
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  // Focus the control itself (a bare fragment link only scrolls in some browsers);
                  // for a group (a fieldset of radios), its first control.
                  const target = document.getElementById(error.fieldId);
                  if (!target) return;
                  event.preventDefault();
                  const control = target.matches(focusable) ? target : target.querySelector<HTMLElement>(focusable);
                  (control ?? target).focus();
                  target.scrollIntoView({ block: "center" });
                }}
                className="font-medium underline underline-offset-2 hover:text-red-900"
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
