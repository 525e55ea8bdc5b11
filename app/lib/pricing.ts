// The single source of every price, discount and delivery promise the site shows (and, later,
// charges). Money is integer minor units: satang for THB, cents for USD.
import type { PackageId } from "./package-ids";

// The ids have a module of their own (package-ids.ts); pricing's callers find them here too.
export { isPackageId, type PackageId, packageIds } from "./package-ids";
export type AddOnId = "domain" | "extraPage" | "premiumSsl" | "logo";
export type MaintenancePlanId = "basic" | "professional" | "enterprise";

export interface WebsitePackage {
  id: PackageId;
  priceSatang: number;
  /** Shown for reference only; customers pay in THB. */
  priceUsdCents: number;
  delivery: { min: number; max: number; unit: "days" | "businessDays" };
  pages: { count: number; upTo: boolean };
  featured?: boolean;
}

export const packages: readonly WebsitePackage[] = [
  {
    id: "starter",
    priceSatang: 3_000_00,
    priceUsdCents: 99_00,
    delivery: { min: 5, max: 7, unit: "days" },
    pages: { count: 5, upTo: false },
  },
  {
    id: "ecommerce",
    priceSatang: 4_500_00,
    priceUsdCents: 145_00,
    delivery: { min: 7, max: 10, unit: "days" },
    pages: { count: 5, upTo: false },
    featured: true,
  },
  {
    id: "premium",
    priceSatang: 15_900_00,
    priceUsdCents: 455_00,
    delivery: { min: 10, max: 15, unit: "businessDays" },
    pages: { count: 10, upTo: true },
  },
];

export function getPackage(id: PackageId): WebsitePackage {
  const found = packages.find((pkg) => pkg.id === id);
  if (!found) throw new Error(`Unknown package ${id}`);
  return found;
}

export interface AddOn {
  id: AddOnId;
  priceSatang: number;
  per: "year" | "page" | "once";
}

export const addOns: readonly AddOn[] = [
  { id: "domain", priceSatang: 450_00, per: "year" },
  { id: "extraPage", priceSatang: 590_00, per: "page" },
  { id: "premiumSsl", priceSatang: 990_00, per: "year" },
  { id: "logo", priceSatang: 1_990_00, per: "once" },
];

export interface MaintenancePlan {
  id: MaintenancePlanId;
  monthlySatang: number;
}

export const maintenancePlans: readonly MaintenancePlan[] = [
  { id: "basic", monthlySatang: 990_00 },
  { id: "professional", monthlySatang: 1_990_00 },
  { id: "enterprise", monthlySatang: 3_490_00 },
];

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

/** Formats minor units for a locale, without decimals when the amount is whole. */
export function formatMoney(minor: number, currency: "THB" | "USD", locale: string): string {
  const major = minor / 100;
  const decimals = Number.isInteger(major) ? 0 : 2;
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
  return format.format(major);
}
