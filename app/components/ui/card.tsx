// A white panel on the grey page: sections of admin screens, the contact form, summaries.
// `className` is for placement (margins, grid); the padding is the card's own, so cards line up.
import type { ComponentProps, ElementType } from "react";

type CardProps<T extends ElementType> = { as?: T } & ComponentProps<T>;

export const cardClass = "rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

export function Card<T extends ElementType = "div">({ as, className, ...rest }: CardProps<T>) {
  const Element: ElementType = as ?? "div";
  return <Element className={`${cardClass} ${className ?? ""}`} {...rest} />;
}
