import { Link } from "react-router";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700",
  /** For dark (brand) backgrounds. */
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

export interface LinkButtonProps {
  to: string;
  variant?: keyof typeof variants;
  children: React.ReactNode;
  className?: string;
  "aria-label"?: string;
}

/** A link styled as a button: navigation, so it stays an <a>. */
export function LinkButton({ to, variant = "primary", children, className = "", ...rest }: LinkButtonProps) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-center text-base font-semibold transition-colors ${variants[variant]} ${className}`}
      {...rest}
    >
      {children}
    </Link>
  );
}
