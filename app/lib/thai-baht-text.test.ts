import { describe, expect, it } from "vitest";
import { thaiBahtText } from "./thai-baht-text";

const baht = (amount: number) => amount * 100;

describe("thaiBahtText", () => {
  it.each([
    [0, "ศูนย์บาทถ้วน"],
    [1, "หนึ่งบาทถ้วน"],
    [11, "สิบเอ็ดบาทถ้วน"],
    [20, "ยี่สิบบาทถ้วน"],
    [21, "ยี่สิบเอ็ดบาทถ้วน"],
    [101, "หนึ่งร้อยเอ็ดบาทถ้วน"],
    [10_000, "หนึ่งหมื่นบาทถ้วน"],
    [9_405, "เก้าพันสี่ร้อยห้าบาทถ้วน"],
    [1_000_000, "หนึ่งล้านบาทถ้วน"],
    [1_000_001, "หนึ่งล้านเอ็ดบาทถ้วน"],
    [21_000_000, "ยี่สิบเอ็ดล้านบาทถ้วน"],
    [2_500_000_000_000, "สองล้านห้าแสนล้านบาทถ้วน"],
  ])("reads %i baht", (amount, words) => {
    expect(thaiBahtText(baht(amount))).toBe(words);
  });

  it("reads satang after the baht, and satang alone", () => {
    expect(thaiBahtText(1_050)).toBe("สิบบาทห้าสิบสตางค์");
    expect(thaiBahtText(65_421)).toBe("หกร้อยห้าสิบสี่บาทยี่สิบเอ็ดสตางค์");
    expect(thaiBahtText(50)).toBe("ห้าสิบสตางค์");
    expect(thaiBahtText(1)).toBe("หนึ่งสตางค์");
    expect(thaiBahtText(100_000_011)).toBe("หนึ่งล้านบาทสิบเอ็ดสตางค์");
  });

  it("refuses amounts that are not whole satang or are negative", () => {
    expect(() => thaiBahtText(-100)).toThrow(RangeError);
    expect(() => thaiBahtText(10.5)).toThrow(RangeError);
  });
});
