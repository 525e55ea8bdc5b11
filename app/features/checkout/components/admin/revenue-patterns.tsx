// Each payment method's fill in the revenue chart: a palette colour plus a texture (solid, stripes,
// dots), so the stacks can be told apart without colour. The chart defines the patterns once; the
// legend and the table's headers show swatches of the same fills.
import type { OrderMethod } from "../../checkout-types";

export const patternId = (prefix: string, method: OrderMethod) => `${prefix}-${method}`;

export function RevenuePatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={patternId(prefix, "card")} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="fill-brand-700" />
      </pattern>
      <pattern
        id={patternId(prefix, "promptpay")}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" className="fill-accent-400" />
        <rect width="2" height="6" className="fill-slate-900" />
      </pattern>
      <pattern id={patternId(prefix, "bank_transfer")} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" className="fill-brand-200" />
        <circle cx="2.5" cy="2.5" r="1.2" className="fill-brand-900" />
      </pattern>
    </defs>
  );
}

/** A small square of a method's fill (the patterns must be on the page, in the chart). */
export function RevenueSwatch({ prefix, method }: { prefix: string; method: OrderMethod }) {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" className="inline-block shrink-0 align-[-2px]">
      <rect x="0.5" y="0.5" width="13" height="13" fill={`url(#${patternId(prefix, method)})`} className="stroke-slate-700" />
    </svg>
  );
}
