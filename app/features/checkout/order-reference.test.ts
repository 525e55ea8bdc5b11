import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateReference, isOrderReference, referenceAlphabet } from "./order-reference";

describe("order references", () => {
  it("look like SWS-2026-7K3Q9 and use the year of the order", () => {
    const reference = generateReference(new Date("2026-03-01T00:00:00Z"), randomBytes);
    expect(reference).toMatch(/^SWS-2026-[A-Z2-9]{5}$/);
    expect(isOrderReference(reference)).toBe(true);
  });

  it("never contain characters people confuse", () => {
    for (const ambiguous of ["0", "O", "1", "I", "L"]) expect(referenceAlphabet).not.toContain(ambiguous);
    const many = Array.from({ length: 500 }, () => generateReference(new Date(), randomBytes).slice(9)).join("");
    expect(many).not.toMatch(/[01OIL]/);
  });

  it("skip bytes that would bias the alphabet", () => {
    // 248..255 are rejected; 0 maps to the first character.
    const bytes = [255, 250, 248, 0, 1, 2, 3, 4, 5, 6];
    expect(generateReference(new Date("2027-01-01T00:00:00Z"), () => Uint8Array.from(bytes))).toBe("SWS-2027-23456");
  });

  it("reject other shapes", () => {
    for (const value of ["SWS-2026-7K3Q0", "sws-2026-7K3Q9", "SWS-2026-7K3Q9X", "", null, 42]) {
      expect(isOrderReference(value)).toBe(false);
    }
  });
});
