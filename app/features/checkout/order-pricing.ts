// What an order costs, from the package, the add-ons and the payment option alone (ADR 032).
// Pure and client-safe: the payment modal shows exactly the figures the server will charge, and
// the server recomputes them on every submit, never trusting amounts from the browser.
import {
  type AddOnId,
  addOns,
  depositAmount,
  fullPaymentPrice,
  getPackage,
  isPackageId,
  type MaintenancePlanId,
  maintenancePlans,
  type PackageId,
} from "~/lib/pricing";

export const paymentOptions = ["full", "deposit"] as const;
export type PaymentOption = (typeof paymentOptions)[number];

export function isPaymentOption(value: unknown): value is PaymentOption {
  return value === "full" || value === "deposit";
}

/** How many of each add-on one order may carry: years of a domain or SSL, extra pages, one logo. */
export const maxAddOnQuantity: Record<AddOnId, number> = {
  domain: 10,
  extraPage: 50,
  premiumSsl: 10,
  logo: 1,
};

export const addOnIds = addOns.map((addOn) => addOn.id);

export function isAddOnId(value: unknown): value is AddOnId {
  return typeof value === "string" && (addOnIds as readonly string[]).includes(value);
}

export function isMaintenancePlanId(value: unknown): value is MaintenancePlanId {
  return maintenancePlans.some((plan) => plan.id === value);
}

export interface OrderInput {
  packageId: string;
  /** Quantities by add-on id; 0 or absent means not chosen. */
  addOns: Partial<Record<string, number>>;
  option: string;
}

export interface AddOnLine {
  id: AddOnId;
  quantity: number;
  unitSatang: number;
  lineSatang: number;
}

export interface OrderPricing {
  packageId: PackageId;
  option: PaymentOption;
  packageSatang: number;
  addOns: AddOnLine[];
  subtotalSatang: number;
  discountSatang: number;
  totalSatang: number;
  dueNowSatang: number;
  balanceSatang: number;
  currency: "THB";
}

export type PricingErrorCode = "unknownPackage" | "unknownAddOn" | "badQuantity" | "badOption";

export class PricingError extends Error {
  override name = "PricingError";
  constructor(
    readonly code: PricingErrorCode,
    readonly detail?: string,
  ) {
    super(`Cannot price the order: ${code}${detail ? ` (${detail})` : ""}`);
  }
}

/**
 * Subtotal = package + add-ons; full payment takes 5% off the subtotal (rounded half up to the
 * satang, as the package cards do), a deposit is 50% of the total (rounded the same way) and the
 * balance is whatever is left, so due now + balance always equals the total exactly.
 */
export function priceOrder(input: OrderInput): OrderPricing {
  if (!isPackageId(input.packageId)) throw new PricingError("unknownPackage", String(input.packageId));
  if (!isPaymentOption(input.option)) throw new PricingError("badOption", String(input.option));
  const pkg = getPackage(input.packageId);

  const lines: AddOnLine[] = [];
  for (const [id, raw] of Object.entries(input.addOns)) {
    if (!isAddOnId(id)) throw new PricingError("unknownAddOn", id);
    const quantity = raw ?? 0;
    if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > maxAddOnQuantity[id]) {
      throw new PricingError("badQuantity", id);
    }
    if (quantity === 0) continue;
    const unitSatang = (addOns.find((addOn) => addOn.id === id) as (typeof addOns)[number]).priceSatang;
    lines.push({ id, quantity, unitSatang, lineSatang: unitSatang * quantity });
  }
  // The catalogue's order, whatever order the form sent them in.
  lines.sort((a, b) => addOnIds.indexOf(a.id) - addOnIds.indexOf(b.id));

  const subtotalSatang = pkg.priceSatang + lines.reduce((sum, line) => sum + line.lineSatang, 0);
  const totalSatang = input.option === "full" ? fullPaymentPrice(subtotalSatang) : subtotalSatang;
  const dueNowSatang = input.option === "full" ? totalSatang : depositAmount(totalSatang);
  return {
    packageId: pkg.id,
    option: input.option,
    packageSatang: pkg.priceSatang,
    addOns: lines,
    subtotalSatang,
    discountSatang: subtotalSatang - totalSatang,
    totalSatang,
    dueNowSatang,
    balanceSatang: totalSatang - dueNowSatang,
    currency: "THB",
  };
}

/** The USD figure shown beside the package price, for reference (customers pay in THB). */
export function usdReferenceCents(packageId: PackageId): number {
  return getPackage(packageId).priceUsdCents;
}
