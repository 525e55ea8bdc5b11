// The refund form's amount, as staff type it in baht, read into satang; what is not an amount is
// refused with the refund catalogue's key, never guessed.
import { describe, expect, it } from "vitest";
import { bahtToSatang, RefundAskSchema, satangToBaht } from "./admin-payments-schema";

describe("refund amounts", () => {
  it("reads baht with separators, a baht sign and up to two decimals", () => {
    expect(bahtToSatang("1500")).toBe(150_000);
    expect(bahtToSatang("1,500.5")).toBe(150_050);
    expect(bahtToSatang(" ฿1,500.05 ")).toBe(150_005);
    expect(bahtToSatang("0.01")).toBe(1);
  });

  it("refuses what is not an amount", () => {
    for (const value of ["", "abc", "1.234", "-5", "1e3", "12.", "1234567890"]) expect(bahtToSatang(value)).toBeNull();
  });

  it("writes the remaining amount back as the field shows it", () => {
    expect(satangToBaht(285_000)).toBe("2850");
    expect(satangToBaht(185_050)).toBe("1850.50");
  });

  it("names the refund catalogue's error for a bad amount, a zero amount and a missing reason", () => {
    const result = RefundAskSchema.safeParse({ paymentId: "3", amount: "0", reason: " " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["amount", "refund.errors.amountZero"],
      ["reason", "refund.errors.reasonRequired"],
    ]);
    expect(RefundAskSchema.safeParse({ paymentId: "3", amount: "1,000", reason: "Cancelled" }).data).toEqual({
      paymentId: 3,
      amount: 100_000,
      reason: "Cancelled",
    });
  });
});
