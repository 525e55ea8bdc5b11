import { describe, expect, it } from "vitest";
import { catalogueWithAddOn, catalogueWithPackage, defaultCatalogue } from "../../../tests/support/catalogue";
import { type OrderInput, PricingError, priceOrder as priceWith } from "./order-pricing";

const catalogue = defaultCatalogue();
const priceOrder = (input: OrderInput) => priceWith(catalogue, input);

// The specification's prices in baht, written out again so the test does not trust the module.
const packagePrices = { starter: 3000, ecommerce: 4500, premium: 15900 } as const;
const addOnPrices = { domain: 450, extraPage: 590, premiumSsl: 990, logo: 1990 } as const;
type AddOn = keyof typeof addOnPrices;
const addOnIds = Object.keys(addOnPrices) as AddOn[];

/** Every subset of the add-ons, each with a quantity (2 years, 3 pages, 1 year, 1 logo). */
const quantities: Record<AddOn, number> = { domain: 2, extraPage: 3, premiumSsl: 1, logo: 1 };
const subsets: AddOn[][] = Array.from({ length: 2 ** addOnIds.length }, (_, mask) =>
  addOnIds.filter((_, bit) => mask & (1 << bit)),
);

const cases = Object.entries(packagePrices).flatMap(([packageId, baht]) =>
  subsets.flatMap((subset) =>
    (["full", "deposit"] as const).map((option) => {
      const subtotal = (baht + subset.reduce((sum, id) => sum + addOnPrices[id] * quantities[id], 0)) * 100;
      // 5% off in satang, rounded half up; 50% deposit of the total; the balance is the rest.
      const discount = option === "full" ? subtotal - Math.round(subtotal * 0.95) : 0;
      const total = subtotal - discount;
      const dueNow = option === "full" ? total : Math.round(total / 2);
      return {
        name: `${packageId} + [${subset.join(", ") || "no add-ons"}], ${option}`,
        input: { packageId, addOns: Object.fromEntries(subset.map((id) => [id, quantities[id]])), option },
        expected: { subtotal, discount, total, dueNow, balance: total - dueNow },
      };
    }),
  ),
);

describe("priceOrder", () => {
  it("covers every package, add-on subset and option", () => {
    expect(cases).toHaveLength(3 * 16 * 2);
  });

  it.each(cases)("$name", ({ input, expected }) => {
    const priced = priceOrder(input);
    expect({
      subtotal: priced.subtotalSatang,
      discount: priced.discountSatang,
      total: priced.totalSatang,
      dueNow: priced.dueNowSatang,
      balance: priced.balanceSatang,
    }).toEqual(expected);
    expect(priced.dueNowSatang + priced.balanceSatang).toBe(priced.totalSatang);
    expect(Number.isInteger(priced.totalSatang) && Number.isInteger(priced.dueNowSatang)).toBe(true);
    expect(priced.addOns.map((line) => line.id)).toEqual(addOnIds.filter((id) => id in input.addOns));
    expect(priced.currency).toBe("THB");
  });

  it("prices the Starter package in full with the 5% discount: 3,000 - 150 = 2,850 baht", () => {
    expect(priceOrder({ packageId: "starter", addOns: {}, option: "full" })).toMatchObject({
      subtotalSatang: 300_000,
      discountSatang: 15_000,
      totalSatang: 285_000,
      dueNowSatang: 285_000,
      balanceSatang: 0,
    });
  });

  it("prices a Premium deposit with extra pages: half now, half before delivery", () => {
    expect(priceOrder({ packageId: "premium", addOns: { extraPage: 1 }, option: "deposit" })).toMatchObject({
      subtotalSatang: 1_649_000,
      discountSatang: 0,
      totalSatang: 1_649_000,
      dueNowSatang: 824_500,
      balanceSatang: 824_500,
    });
  });

  it("rounds an odd satang deposit half up and puts the rest on the balance", () => {
    // 5% of 3,590 baht is 179.50 baht: the total 3,410.50 baht is exact; half of it is not.
    const priced = priceOrder({ packageId: "starter", addOns: { extraPage: 1 }, option: "full" });
    expect(priced.totalSatang).toBe(341_050);
  });

  it("ignores add-ons with quantity 0", () => {
    expect(priceOrder({ packageId: "starter", addOns: { logo: 0, domain: 0 }, option: "deposit" }).addOns).toEqual([]);
  });

  it.each([
    ["an unknown package", { packageId: "enterprise", addOns: {}, option: "full" }, "unknownPackage"],
    ["a package id of another type", { packageId: 3 as unknown as string, addOns: {}, option: "full" }, "unknownPackage"],
    ["an unknown add-on", { packageId: "starter", addOns: { hosting: 1 }, option: "full" }, "unknownAddOn"],
    ["a prototype key as add-on", { packageId: "starter", addOns: JSON.parse('{"__proto__": 1}'), option: "full" }, null],
    ["a negative quantity", { packageId: "starter", addOns: { extraPage: -1 }, option: "full" }, "badQuantity"],
    ["a fractional quantity", { packageId: "starter", addOns: { extraPage: 1.5 }, option: "full" }, "badQuantity"],
    ["a huge quantity", { packageId: "starter", addOns: { extraPage: 1e12 }, option: "full" }, "badQuantity"],
    ["an infinite quantity", { packageId: "starter", addOns: { domain: Infinity }, option: "full" }, "badQuantity"],
    ["a NaN quantity", { packageId: "starter", addOns: { domain: NaN }, option: "full" }, "badQuantity"],
    ["two logos", { packageId: "starter", addOns: { logo: 2 }, option: "full" }, "badQuantity"],
    ["51 extra pages", { packageId: "starter", addOns: { extraPage: 51 }, option: "full" }, "badQuantity"],
    ["a package that does not exist", { packageId: "gold", addOns: {}, option: "full" }, "unknownPackage"],
    ["an option other than full or deposit", { packageId: "starter", addOns: {}, option: "installments" }, "badOption"],
    ["an empty option", { packageId: "starter", addOns: {}, option: "" }, "badOption"],
  ])("rejects %s", (_name, input, code) => {
    if (code === null) {
      // JSON.parse makes "__proto__" an own key: it is an unknown add-on, not a prototype change.
      expect(() => priceOrder(input)).toThrow(expect.objectContaining({ code: "unknownAddOn" }));
      return;
    }
    expect(() => priceOrder(input)).toThrow(PricingError);
    expect(() => priceOrder(input)).toThrow(expect.objectContaining({ code }));
  });

  it("refuses a hidden package or add-on, which stay in the catalogue for old orders only", () => {
    const input = { packageId: "premium", addOns: {}, option: "full" };
    expect(() => priceWith(catalogueWithPackage("premium", { hidden: true }), input)).toThrow(
      expect.objectContaining({ code: "unknownPackage" }),
    );
    expect(() => priceWith(catalogueWithAddOn("logo", { hidden: true }), { ...input, addOns: { logo: 1 } })).toThrow(
      expect.objectContaining({ code: "unknownAddOn" }),
    );
  });

  it("charges the catalogue's current prices and takes an add-on's limit from its row", () => {
    const repriced = catalogueWithPackage("starter", { priceSatang: 3_500_00 });
    expect(priceWith(repriced, { packageId: "starter", addOns: {}, option: "deposit" }).dueNowSatang).toBe(1_750_00);
    const twoLogos = catalogueWithAddOn("logo", { maxQuantity: 2, priceSatang: 1_000_00 });
    expect(priceWith(twoLogos, { packageId: "starter", addOns: { logo: 2 }, option: "deposit" }).addOns).toEqual([
      { id: "logo", quantity: 2, unitSatang: 1_000_00, lineSatang: 2_000_00 },
    ]);
  });
});
