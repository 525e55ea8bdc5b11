import { describe, expect, it } from "vitest";
import { localeFor } from "~/i18n/config";
import { formatMoney, formatMoneyFigure, formatPrice } from "./pricing";

// Intl puts a no-break space between the ISO code and the figure.
const en = (satang: number) => formatMoney(satang, "THB", localeFor("en"));
const th = (satang: number) => formatMoney(satang, "THB", localeFor("th"));

describe("formatMoney (ADR 101: every amount with two decimals)", () => {
  it.each([
    [326_500, "THB\u00a03,265.00", "฿3,265.00"],
    [800_550, "THB\u00a08,005.50", "฿8,005.50"],
    [1, "THB\u00a00.01", "฿0.01"],
    [0, "THB\u00a00.00", "฿0.00"],
    [-15_000, "-THB\u00a0150.00", "-฿150.00"],
  ])("writes %i satang as %s in English and %s in Thai", (satang, english, thai) => {
    expect(en(satang)).toBe(english);
    expect(th(satang)).toBe(thai);
  });

  it("keeps every satang of large amounts (no float rounding)", () => {
    expect(en(123_456_789_012_345)).toBe("THB\u00a01,234,567,890,123.45");
    expect(th(900_719_925_474_099)).toBe("฿9,007,199,254,740.99");
    expect(th(100_000_000_000)).toBe("฿1,000,000,000.00");
  });

  it("writes the reference dollars with two decimals too", () => {
    expect(formatMoney(9_950, "USD", "en-US")).toBe("$99.50");
    expect(formatMoney(10_000, "USD", "th-TH")).toBe("US$100.00");
  });
});

describe("formatPrice (price lists only)", () => {
  it("leaves out the decimals of whole baht, in both languages", () => {
    expect(formatPrice(300_000, "THB", "en-US")).toBe("THB\u00a03,000");
    expect(formatPrice(300_000, "THB", "th-TH")).toBe("฿3,000");
  });

  it("writes both decimals of an amount that is not whole baht", () => {
    expect(formatPrice(940_550, "THB", "en-US")).toBe("THB\u00a09,405.50");
    expect(formatPrice(940_550, "THB", "th-TH")).toBe("฿9,405.50");
  });
});

describe("formatMoneyFigure (document columns)", () => {
  it("is formatMoney's figure without the currency", () => {
    expect(formatMoneyFigure(940_500)).toBe("9,405.00");
    expect(formatMoneyFigure(123_456_789_012_345)).toBe("1,234,567,890,123.45");
    expect(th(940_500)).toContain(formatMoneyFigure(940_500));
    expect(en(940_500)).toContain(formatMoneyFigure(940_500));
  });
});
