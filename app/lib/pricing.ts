// The money arithmetic and payment terms, and the shape of the catalogue (packages, add-ons,
// maintenance plans) that the site reads from the database (ADR 088). Pure and client-safe.
// Money is integer minor units: satang for THB, cents for USD.
import type { Language } from "~/i18n/config";

export type DeliveryUnit = "days" | "businessDays";
export type AddOnUnit = "year" | "page" | "once";

export interface PackageText {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
}

export interface AddOnText {
  name: string;
  description: string;
}

export interface PlanText {
  name: string;
  description: string;
  features: string[];
}

/** A package as the database holds it; `text` is per language, each field already with its fallback. */
export interface CataloguePackage {
  id: string;
  priceSatang: number;
  /** Shown for reference only; customers pay in THB. */
  priceUsdCents: number;
  delivery: { min: number; max: number; unit: DeliveryUnit };
  pages: { count: number; upTo: boolean };
  featured: boolean;
  hidden: boolean;
  text: Record<Language, PackageText>;
}

export interface CatalogueAddOn {
  id: string;
  priceSatang: number;
  per: AddOnUnit;
  /** How many one order may carry (years of a domain, extra pages, one logo). */
  maxQuantity: number;
  hidden: boolean;
  text: Record<Language, AddOnText>;
}

export interface CataloguePlan {
  id: string;
  monthlySatang: number;
  hidden: boolean;
  text: Record<Language, PlanText>;
}

/**
 * Everything the agency sells, in the order the site lists it, hidden rows included: an order
 * placed before a row was hidden still names it. Offer only `offered()` rows to visitors.
 */
export interface Catalogue {
  packages: CataloguePackage[];
  addOns: CatalogueAddOn[];
  plans: CataloguePlan[];
}

/** The visible rows only: what a visitor may choose. */
export function offered(catalogue: Catalogue): Catalogue {
  return {
    packages: catalogue.packages.filter((row) => !row.hidden),
    addOns: catalogue.addOns.filter((row) => !row.hidden),
    plans: catalogue.plans.filter((row) => !row.hidden),
  };
}

export function findPackage(catalogue: Pick<Catalogue, "packages">, id: string | null | undefined) {
  return catalogue.packages.find((row) => row.id === id);
}

/** A visible package, or undefined for an unknown or hidden id (a `?package=` a visitor may type). */
export function offeredPackage(catalogue: Pick<Catalogue, "packages">, id: string | null | undefined) {
  const row = findPackage(catalogue, id);
  return row && !row.hidden ? row : undefined;
}

/** Names by id in one language: what an order's pages, mails and documents print. */
export interface CatalogueNames {
  packages: Record<string, string>;
  addOns: Record<string, string>;
  plans: Record<string, string>;
}

/**
 * The names of the catalogue's rows in one language, hidden rows included (an order placed before
 * a row was hidden still names it). With `only`, just those ids: what one order's page needs.
 */
export function catalogueNames(
  catalogue: Catalogue,
  language: Language,
  only?: { packages?: readonly string[]; addOns?: readonly string[]; plans?: readonly string[] },
): CatalogueNames {
  const pick = <T extends { id: string }>(rows: T[], ids: readonly string[] | undefined, name: (row: T) => string) =>
    Object.fromEntries(rows.filter((row) => !ids || ids.includes(row.id)).map((row) => [row.id, name(row)]));
  return {
    packages: pick(catalogue.packages, only?.packages, (row) => row.text[language].title),
    addOns: pick(catalogue.addOns, only?.addOns, (row) => row.text[language].name),
    plans: pick(catalogue.plans, only?.plans, (row) => row.text[language].name),
  };
}

/**
 * What the checkout modal needs in the browser: the visible rows, their prices and limits and
 * their names in the page's language, and nothing else.
 */
export interface PublicCatalogue {
  packages: { id: string; title: string; priceSatang: number; priceUsdCents: number }[];
  addOns: { id: string; name: string; priceSatang: number; per: AddOnUnit; maxQuantity: number }[];
  plans: { id: string; name: string; monthlySatang: number }[];
}

export function publicCatalogue(catalogue: Catalogue, language: Language): PublicCatalogue {
  const visible = offered(catalogue);
  return {
    packages: visible.packages.map(({ id, priceSatang, priceUsdCents, text }) => ({
      id,
      title: text[language].title,
      priceSatang,
      priceUsdCents,
    })),
    addOns: visible.addOns.map(({ id, priceSatang, per, maxQuantity, text }) => ({
      id,
      name: text[language].name,
      priceSatang,
      per,
      maxQuantity,
    })),
    plans: visible.plans.map(({ id, monthlySatang, text }) => ({ id, name: text[language].name, monthlySatang })),
  };
}

/** The payment terms and promises (docs/product.md#packages-and-prices). */
export const terms = {
  fullPaymentDiscountPercent: 5,
  depositPercent: 50,
  siteOnlineDays: 7,
  workStartsWithinHours: 24,
  freeHostingMonths: 12,
  currency: "THB",
} as const;

/** The price after the full-payment discount, rounded to the satang. */
export function fullPaymentPrice(priceSatang: number): number {
  return Math.round((priceSatang * (100 - terms.fullPaymentDiscountPercent)) / 100);
}

/** The deposit due now; the rest is due before delivery. */
export function depositAmount(priceSatang: number): number {
  return Math.round((priceSatang * terms.depositPercent) / 100);
}

/**
 * One formatter per locale, currency and decimals: creating an Intl.NumberFormat costs far more
 * than formatting with one, and a price list or the checkout form formats dozens of amounts.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: "THB" | "USD", locale: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale} ${currency} ${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Minor units as an exact decimal string ("-1234.05"): Intl formats it without float rounding. */
function decimalString(minor: number): `${number}` {
  const absolute = Math.abs(Math.round(minor));
  const sign = minor < 0 && absolute > 0 ? "-" : "";
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}` as `${number}`;
}

/**
 * An amount of money, always with two decimals: "THB 3,265.00" in English, "฿3,265.00" in Thai
 * (ADR 101). Every payment, revenue figure, mail and document of a language writes money this way.
 */
export function formatMoney(minor: number, currency: "THB" | "USD", locale: string): string {
  return moneyFormat(currency, locale, 2).format(decimalString(minor));
}

/**
 * A catalogue price on a price list ("฿3,000", "THB 3,000"): without decimals when the amount is
 * whole baht, as every catalogue price is (the editor takes whole baht, ADR 094). ADR 101 keeps
 * this to price lists; anything a customer pays or staff count uses formatMoney.
 */
export function formatPrice(minor: number, currency: "THB" | "USD", locale: string): string {
  return moneyFormat(currency, locale, minor % 100 === 0 ? 0 : 2).format(decimalString(minor));
}

const figureFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  numberingSystem: "latn",
});

/** The bare figure with two decimals ("3,265.00"), for a column whose heading names the currency. */
export function formatMoneyFigure(minor: number): string {
  return figureFormat.format(decimalString(minor));
}
