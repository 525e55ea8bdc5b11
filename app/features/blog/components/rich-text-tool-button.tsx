// The rich-text toolbar's buttons: a named button (its label is also its tooltip) that keeps the
// editor's selection when pressed, and the icons drawn on them.
import type { ReactNode } from "react";

export function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold disabled:opacity-40 ${
        active ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-200"
      }`}
    >
      {children}
    </button>
  );
}

/** A toolbar icon: 24-unit stroked paths at the buttons' size, hidden from screen readers (the button has the label). */
export function ToolIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
