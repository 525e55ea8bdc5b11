// The figures copy may name as {{placeholders}} ({{starterPrice}}, {{depositPercent}}...): the
// payment terms, and per catalogue row its price and facts (ADR 088). Pure and client-safe, so the
// marketing pages that fill them and the screens that check an editor's text agree on the names.
import type { Catalogue } from "./pricing";

/** Figures from the payment terms, the same whatever the catalogue holds. */
export const termFigureNames = [
  "siteOnlineDays",
  "workStartsHours",
  "freeHostingMonths",
  "depositPercent",
  "discountPercent",
] as const;

/** The cheapest visible package's price ("from ฿3,000"); there is none while every package is hidden. */
export const lowestPriceFigure = "lowestPrice";

/** A package's figures: price, USD reference, delivery time and page count. */
export function packageFigureNames(id: string) {
  return { price: `${id}Price`, priceUsd: `${id}PriceUsd`, delivery: `${id}Delivery`, pages: `${id}Pages` } as const;
}

/** An add-on's price ("domainPrice"). */
export function addOnFigureName(id: string): string {
  return `${id}Price`;
}

/** A maintenance plan's monthly price ("basicPlanPrice"). */
export function planFigureName(id: string): string {
  return `${id}PlanPrice`;
}

type FigureCatalogue = {
  packages: readonly Pick<Catalogue["packages"][number], "id" | "hidden">[];
  addOns: readonly Pick<Catalogue["addOns"][number], "id">[];
  plans: readonly Pick<Catalogue["plans"][number], "id">[];
};

/**
 * Every figure name copy may use with this catalogue. Hidden rows keep their figures: a price is a
 * fact, not an offer, and hiding a package must not break the FAQ that mentions it.
 */
export function copyFigureNames(catalogue: FigureCatalogue): string[] {
  const names: string[] = [...termFigureNames];
  if (catalogue.packages.some((row) => !row.hidden)) names.push(lowestPriceFigure);
  for (const row of catalogue.packages) names.push(...Object.values(packageFigureNames(row.id)));
  for (const row of catalogue.addOns) names.push(addOnFigureName(row.id));
  for (const row of catalogue.plans) names.push(planFigureName(row.id));
  return names;
}

const placeholder = /\{\{\s*([A-Za-z]\w*)\s*\}\}/g;

/** The placeholder names a text uses, in order, each once ("{{premiumPrice}}" gives "premiumPrice"). */
export function figuresIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholder), (match) => match[1] as string))];
}

/** The names a text uses that the catalogue has no figure for (an empty list: the text is fine). */
export function unknownFigures(text: string, catalogue: FigureCatalogue): string[] {
  const known = new Set(copyFigureNames(catalogue));
  return figuresIn(text).filter((name) => !known.has(name));
}
