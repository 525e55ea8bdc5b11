// VAT added on top at checkout (ADR 097): 7% of (subtotal - discount), rounded half up to the
// satang; the deposit is half of the total with VAT, the balance the rest. Figures worked out by
// hand so the test does not trust the module.
import { describe, expect, it } from "vitest";
import { catalogueWithPackage, defaultCatalogue } from "../../../tests/support/catalogue";
import { addsVatOnTop, type OrderInput, priceOrder, vatOnTop } from "./order-pricing";

const catalogue = defaultCatalogue();
const withVat = (input: Omit<OrderInput, "vatOnTop">) => priceOrder(catalogue, { ...input, vatOnTop: true });
const figures = (priced: ReturnType<typeof priceOrder>) => ({
  subtotal: priced.subtotalSatang,
  discount: priced.discountSatang,
  vat: priced.vatSatang,
  total: priced.totalSatang,
  dueNow: priced.dueNowSatang,
  balance: priced.balanceSatang,
});

describe("VAT on top", () => {
  it("is added only for a VAT-registered agency whose prices exclude VAT", () => {
    expect(addsVatOnTop({ vatRegistered: true, pricesIncludeVat: false })).toBe(true);
    expect(addsVatOnTop({ vatRegistered: true, pricesIncludeVat: true })).toBe(false);
    expect(addsVatOnTop({ vatRegistered: false, pricesIncludeVat: false })).toBe(false);
    expect(addsVatOnTop({ vatRegistered: false, pricesIncludeVat: true })).toBe(false);
  });

  it("takes the 5% discount first, then adds 7% of what is left: Starter in full is 2,850 + 199.50", () => {
    expect(figures(withVat({ packageId: "starter", addOns: {}, option: "full" }))).toEqual({
      subtotal: 300_000,
      discount: 15_000,
      vat: 19_950,
      total: 304_950,
      dueNow: 304_950,
      balance: 0,
    });
  });

  it("takes the deposit as half of the total with VAT: Starter 3,000 + 210 = 3,210, 1,605 now", () => {
    expect(figures(withVat({ packageId: "starter", addOns: {}, option: "deposit" }))).toEqual({
      subtotal: 300_000,
      discount: 0,
      vat: 21_000,
      total: 321_000,
      dueNow: 160_500,
      balance: 160_500,
    });
  });

  it("prices Premium with an extra page on deposit: 16,490 + 1,154.30 = 17,644.30", () => {
    expect(figures(withVat({ packageId: "premium", addOns: { extraPage: 1 }, option: "deposit" }))).toEqual({
      subtotal: 1_649_000,
      discount: 0,
      vat: 115_430,
      total: 1_764_430,
      dueNow: 882_215,
      balance: 882_215,
    });
  });

  it("rounds VAT of half a satang up: 7% of 3,410.50 is 238.735, charged 238.74", () => {
    expect(figures(withVat({ packageId: "starter", addOns: { extraPage: 1 }, option: "full" }))).toEqual({
      subtotal: 359_000,
      discount: 17_950,
      vat: 23_874,
      total: 364_924,
      dueNow: 364_924,
      balance: 0,
    });
  });

  it("rounds an odd deposit half up and leaves the rest as the balance", () => {
    // 100.01 baht: VAT 7.0007 baht is 7.00; the total 107.01 baht halves to 53.505, so 53.51 now.
    const odd = catalogueWithPackage("starter", { priceSatang: 10_001 });
    expect(figures(priceOrder(odd, { packageId: "starter", addOns: {}, option: "deposit", vatOnTop: true }))).toEqual({
      subtotal: 10_001,
      discount: 0,
      vat: 700,
      total: 10_701,
      dueNow: 5_351,
      balance: 5_350,
    });
  });

  it.each([
    [0, 0],
    [7, 0], // 0.49 satang
    [8, 1], // 0.56 satang
    [50, 4], // 3.5 satang: half up
    [150, 11], // 10.5 satang: half up
    [10_007, 700], // 700.49 satang
    [99_999_999, 7_000_000], // 6,999,999.93 satang
  ])("VAT on %i satang is %i satang", (net, vat) => {
    expect(vatOnTop(net)).toBe(vat);
  });

  const packages = ["starter", "ecommerce", "premium"] as const;
  const addOnChoices = [{}, { domain: 2 }, { extraPage: 3, premiumSsl: 1 }, { domain: 1, extraPage: 1, premiumSsl: 1, logo: 1 }];
  const combinations = packages.flatMap((packageId) =>
    addOnChoices.flatMap((addOns) => (["full", "deposit"] as const).map((option) => ({ packageId, addOns, option }))),
  );

  it.each(combinations)("adds up for $packageId, $option, add-ons $addOns", (input) => {
    const priced = withVat(input);
    const net = priced.subtotalSatang - priced.discountSatang;
    // Half up in whole numbers: floor((7 x net + 50) / 100).
    expect(priced.vatSatang).toBe(Math.floor((net * 7 + 50) / 100));
    expect(priced.totalSatang).toBe(net + priced.vatSatang);
    expect(priced.dueNowSatang + priced.balanceSatang).toBe(priced.totalSatang);
    expect(priced.dueNowSatang).toBe(input.option === "full" ? priced.totalSatang : Math.round(priced.totalSatang / 2));
  });

  it.each(combinations)("changes nothing when VAT is not added: $packageId, $option, add-ons $addOns", (input) => {
    const plain = priceOrder(catalogue, input);
    expect(plain.vatSatang).toBe(0);
    expect(priceOrder(catalogue, { ...input, vatOnTop: false })).toEqual(plain);
    expect(plain.totalSatang).toBe(plain.subtotalSatang - plain.discountSatang);
  });
});
