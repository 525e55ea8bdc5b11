// What an order costs, from the package, the add-ons and the payment option alone (ADR 032).
// Pure and client-safe: the payment modal shows exactly the figures the server will charge, and
// the server recomputes them on every submit, never trusting amounts from the browser.
import { depositAmount, fullPaymentPrice } from "~/lib/pricing";

/** Thai VAT, in percent. */
export const VAT_RATE_PERCENT = 7;

/**
 * Whether checkout adds VAT on top of the catalogue's prices (ADR 097): only for a VAT-registered
 * agency whose invoicing settings say the prices exclude VAT. Otherwise prices are charged as
 * they are (VAT, when registered, is already inside them).
 */
export function addsVatOnTop(invoicing: { vatRegistered: boolean; pricesIncludeVat: boolean }): boolean {
  return invoicing.vatRegistered && !invoicing.pricesIncludeVat;
}

export const paymentOptions = ["full", "deposit"] as const;
export type PaymentOption = (typeof paymentOptions)[number];

export function isPaymentOption(value: unknown): value is PaymentOption {
  return value === "full" || value === "deposit";
}

/**
 * What pricing needs of the catalogue: the rows' prices, how many of an add-on one order may
 * carry, and whether a row is hidden. The full catalogue and the browser's public view both fit.
 */
export interface PriceList {
  packages: readonly { id: string; priceSatang: number; hidden?: boolean }[];
  addOns: readonly { id: string; priceSatang: number; maxQuantity: number; hidden?: boolean }[];
}

export interface OrderInput {
  packageId: string;
  /** Quantities by add-on id; 0 or absent means not chosen. */
  addOns: Partial<Record<string, number>>;
  option: string;
  /** Add VAT on top (addsVatOnTop of the invoicing settings); absent or false: none added. */
  vatOnTop?: boolean;
}

export interface AddOnLine {
  id: string;
  quantity: number;
  unitSatang: number;
  lineSatang: number;
}

export interface OrderPricing {
  packageId: string;
  option: PaymentOption;
  packageSatang: number;
  addOns: AddOnLine[];
  subtotalSatang: number;
  discountSatang: number;
  /** VAT added on top (0 when the prices include it or the agency is not VAT-registered). */
  vatSatang: number;
  totalSatang: number;
  dueNowSatang: number;
  balanceSatang: number;
  currency: "THB";
}

export type PricingErrorCode = "unknownPackage" | "unknownAddOn" | "unknownPlan" | "badQuantity" | "badOption";

export class PricingError extends Error {
  override name = "PricingError";
  constructor(
    readonly code: PricingErrorCode,
    readonly detail?: string,
  ) {
    super(`Cannot price the order: ${code}${detail ? ` (${detail})` : ""}`);
  }
}

/** VAT on an amount that excludes it: 7%, rounded half up to the satang (ADR 097). */
export function vatOnTop(netSatang: number, ratePercent = VAT_RATE_PERCENT): number {
  // netSatang * rate is a whole number, so the division is exact to the half satang.
  return Math.round((netSatang * ratePercent) / 100);
}

/**
 * Subtotal = package + add-ons; full payment takes 5% off the subtotal (rounded half up to the
 * satang, as the package cards do); with VAT on top, VAT is 7% of (subtotal - discount), rounded
 * half up, and total = subtotal - discount + VAT (ADR 097). A deposit is 50% of that total
 * (rounded the same way) and the balance is whatever is left, so due now + balance always equals
 * the total exactly.
 */
export function priceOrder(catalogue: PriceList, input: OrderInput): OrderPricing {
  // A hidden package or add-on is not on offer, though the catalogue still has it for old orders.
  const pkg = catalogue.packages.find((row) => row.id === input.packageId && !row.hidden);
  if (!pkg) throw new PricingError("unknownPackage", String(input.packageId));
  if (!isPaymentOption(input.option)) throw new PricingError("badOption", String(input.option));

  const offered = catalogue.addOns.filter((row) => !row.hidden);
  const lines: AddOnLine[] = [];
  for (const [id, raw] of Object.entries(input.addOns)) {
    const addOn = offered.find((row) => row.id === id);
    if (!addOn) throw new PricingError("unknownAddOn", id);
    const quantity = raw ?? 0;
    if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > addOn.maxQuantity) {
      throw new PricingError("badQuantity", id);
    }
    if (quantity === 0) continue;
    lines.push({ id, quantity, unitSatang: addOn.priceSatang, lineSatang: addOn.priceSatang * quantity });
  }
  // The catalogue's order, whatever order the form sent them in.
  const position = (id: string) => offered.findIndex((row) => row.id === id);
  lines.sort((a, b) => position(a.id) - position(b.id));

  const subtotalSatang = pkg.priceSatang + lines.reduce((sum, line) => sum + line.lineSatang, 0);
  const netSatang = input.option === "full" ? fullPaymentPrice(subtotalSatang) : subtotalSatang;
  const vatSatang = input.vatOnTop ? vatOnTop(netSatang) : 0;
  const totalSatang = netSatang + vatSatang;
  const dueNowSatang = input.option === "full" ? totalSatang : depositAmount(totalSatang);
  return {
    packageId: pkg.id,
    option: input.option,
    packageSatang: pkg.priceSatang,
    addOns: lines,
    subtotalSatang,
    discountSatang: subtotalSatang - netSatang,
    vatSatang,
    totalSatang,
    dueNowSatang,
    balanceSatang: totalSatang - dueNowSatang,
    currency: "THB",
  };
}
