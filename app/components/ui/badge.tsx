// A short status label (published, failed, configured) on a light fill; every pair of fill and
// text keeps a contrast ratio above 4.5:1.
import type { ComponentProps } from "react";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger" | "strong";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800",
  info: "bg-brand-100 text-brand-900",
  success: "bg-green-100 text-green-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
  // For "new": the one badge that should catch the eye first.
  strong: "bg-brand-700 text-white",
};

export interface BadgeProps extends ComponentProps<"span"> {
  tone: BadgeTone;
}

export function Badge({ tone, className, ...rest }: BadgeProps) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]} ${className ?? ""}`}
      {...rest}
    />
  );
}
