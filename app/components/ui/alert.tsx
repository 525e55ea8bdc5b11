// A message box in one of four tones. `live` makes it a live region: "polite" (role=status) for
// news that can wait, "assertive" (role=alert) for a failure the person must hear now.
import { type ComponentProps, forwardRef } from "react";

export type AlertTone = "info" | "success" | "warning" | "error";

const tones: Record<AlertTone, string> = {
  info: "border-brand-200 bg-brand-50 text-brand-900",
  success: "border-green-700 bg-green-50 text-green-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
  error: "border-red-700 bg-red-50 text-red-800",
};

export interface AlertProps extends ComponentProps<"div"> {
  tone: AlertTone;
  live?: "polite" | "assertive";
}

export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert({ tone, live, className, ...rest }, ref) {
  const role = live === "assertive" ? "alert" : live === "polite" ? "status" : undefined;
  return <div ref={ref} role={role} className={`rounded-lg border p-4 ${tones[tone]} ${className ?? ""}`} {...rest} />;
});
