// A modal dialog on the native <dialog>: showModal() makes the page behind inert and keeps focus
// inside; Escape asks `onClose` (the screen decides, e.g. through the URL); focus goes back to
// what had it before the dialog opened; the title names the dialog.
import { type ReactNode, useEffect, useId, useRef } from "react";

export interface DialogProps {
  title: ReactNode;
  /** Called for Escape and the close button; the screen then unmounts the dialog. */
  onClose: () => void;
  /** The close button's accessible name ("Close"); no close button without it. */
  closeLabel?: string;
  /** An id for the title, when others refer to it. */
  titleId?: string;
  /** The id of the element that says what the dialog asks (a question's body). */
  describedBy?: string;
  /** "alertdialog" for a question that interrupts (delete this?). */
  role?: "dialog" | "alertdialog";
  size?: "md" | "lg";
  children: ReactNode;
}

const widths = { md: "max-w-md", lg: "max-w-2xl" };

export function Dialog({ title, onClose, closeLabel, titleId, describedBy, role, size = "lg", children }: DialogProps) {
  const generated = useId();
  const labelId = titleId ?? generated;
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open, so a page without JavaScript shows the question in place; here it becomes modal.
    if (dialog?.open) dialog.close();
    dialog?.showModal();
    return () => {
      dialog?.close();
      // The opener may have re-rendered away; then there is nothing to go back to.
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] ${widths[size]} overflow-y-auto rounded-2xl bg-white p-0 text-left shadow-2xl backdrop:bg-slate-900/60`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 sm:px-6">
        <h2 id={labelId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {closeLabel ? (
          <button
            type="button"
            onClick={onClose}
            className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{closeLabel}</span>
          </button>
        ) : null}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}
