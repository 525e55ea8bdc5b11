import { describe, expect, it } from "vitest";
import { compactDigits, formatTaxId, isBranchNumber, isThaiIdNumber, taxIdProblem } from "./thai-tax-id";

describe("Thai tax ids", () => {
  it("accepts ids whose last digit matches the others, as typed with separators", () => {
    expect(isThaiIdNumber("0105536000011")).toBe(true);
    expect(taxIdProblem("0-1055-36000-01-1")).toBeNull();
    expect(taxIdProblem(" 0105 536 000 011 ")).toBeNull();
    expect(compactDigits("0-1055-36000-01-1")).toBe("0105536000011");
  });

  it("tells a wrong length or a letter from a wrong check digit", () => {
    expect(taxIdProblem("010553600001")).toBe("format");
    expect(taxIdProblem("01055360000111")).toBe("format");
    expect(taxIdProblem("O105536000011")).toBe("format");
    expect(taxIdProblem("0105536000012")).toBe("checkDigit");
  });

  it("takes a branch number of 5 digits other than the head office's", () => {
    expect(isBranchNumber("00001")).toBe(true);
    expect(isBranchNumber("00000")).toBe(false);
    expect(isBranchNumber("0001")).toBe(false);
    expect(isBranchNumber("000012")).toBe(false);
  });

  it("groups a stored id as it is printed", () => {
    expect(formatTaxId("0105536000011")).toBe("0-1055-36000-01-1");
    expect(formatTaxId("123")).toBe("123");
  });
});
