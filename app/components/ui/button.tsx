// The site's buttons, as <button> and as a link that looks like one. One look per variant and
// size, so a screen picks a meaning ("primary", "danger") rather than copying class strings.
import { type ComponentProps, type ReactNode, useId } from "react";
import { Link } from "react-router";

export type ButtonVariant =
  "primary" | "secondary" | "outline" | "danger" | "danger-outline" | "quiet" | "on-dark" | "outline-on-dark";
export type ButtonSize = "sm" | "md" | "lg" | "lg-pair";

const base =
  "inline-flex items-center justify-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  // For the second choice beside a primary one (cancel, back, add a row).
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  // The other of two choices that weigh the same (a package's "pay now" beside "pay 50% deposit").
  outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  // A destructive action that asks again before it happens (the question then shows "danger").
  "danger-outline": "border border-red-700 bg-white text-red-800 hover:bg-red-50",
  // Looks like a link: for actions inside running text or a row of links.
  quiet: "rounded px-1 text-brand-800 underline underline-offset-4 hover:text-brand-900",
  // On a brand-coloured band (a page's closing call to action): the primary and the second choice.
  "on-dark": "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  "outline-on-dark": "border border-white/70 text-white hover:bg-white/10",
};

// Heights keep every target at least 36px (sm, dense admin tables) or 44px (md, lg) tall.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 rounded-md px-3 text-sm",
  md: "min-h-11 rounded-lg px-4 py-2",
  lg: "min-h-12 rounded-lg px-5 py-3 text-base",
  // Two lg buttons side by side in a narrow card (a package's two ways to pay): less padding, smaller text on phones.
  "lg-pair": "min-h-12 rounded-lg px-3 py-3 text-center text-sm sm:text-base",
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width on phones, its own width from `sm` up (the forms' submit buttons). */
  block?: boolean;
}

/** The classes of a button, for the rare element that is neither a <button> nor a <Link>. */
export function buttonClass({ variant = "primary", size = "md", block }: ButtonStyle = {}, extra?: string): string {
  const shape = variant === "quiet" ? "" : sizes[size];
  // A brand outline would vanish on the brand band.
  const focus = variant.endsWith("on-dark") ? "focus-visible:outline-white" : "focus-visible:outline-brand-700";
  return [base, shape, variants[variant], focus, block ? "w-full sm:w-auto" : "", extra ?? ""].filter(Boolean).join(" ");
}

export interface ButtonProps extends ComponentProps<"button">, ButtonStyle {
  /**
   * While the button's work is under way: the button is disabled, shows a spinner and
   * `pendingLabel`, and a polite live region beside it says `pendingLabel` once.
   */
  pending?: boolean;
  pendingLabel?: ReactNode;
  /**
   * False where the screen already announces the work (one status line for a list of rows), so
   * that a page of buttons does not hold a live region each.
   */
  announce?: boolean;
}

export function Button({
  variant,
  size,
  block,
  pending = false,
  pendingLabel,
  announce = true,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  const statusId = useId();
  const button = (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, block }, className)}
      {...rest}
    >
      {pending ? <Spinner /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
  if (pendingLabel === undefined || !announce) return button;
  // The region exists before it is filled: screen readers announce changes, not new regions.
  return (
    <>
      {button}
      <span id={statusId} role="status" className="sr-only">
        {pending ? pendingLabel : null}
      </span>
    </>
  );
}

export interface ButtonLinkProps extends ComponentProps<typeof Link>, ButtonStyle {}

/** A link (it goes somewhere) that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

function Spinner() {
  return (
    <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />
  );
}
