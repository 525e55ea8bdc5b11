import { describe, expect, it } from "vitest";
import { documentDate, formatAmount } from "./document-format";

describe("formatAmount", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [940_500, "9,405.00"],
    [123_456_789, "1,234,567.89"],
    [-65_421, "-654.21"],
  ])("prints %i satang as %s", (satang, text) => {
    expect(formatAmount(satang)).toBe(text);
  });
});

describe("documentDate", () => {
  it("prints the Bangkok day, in Thai with the Buddhist-era year and in English", () => {
    expect(documentDate("2026-11-26T03:00:00.000Z", "th")).toBe("26 พฤศจิกายน 2569");
    expect(documentDate("2026-11-26T03:00:00.000Z", "en")).toBe("26 November 2026");
  });

  it("is already the next day in Bangkok late in the UTC evening", () => {
    expect(documentDate("2026-12-31T17:30:00.000Z", "en")).toBe("1 January 2027");
    expect(documentDate("2026-12-31T17:30:00.000Z", "th")).toBe("1 มกราคม 2570");
  });
});
