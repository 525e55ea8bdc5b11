import { describe, expect, it } from "vitest";
import { bangkokYear } from "./bangkok-date";

describe("bangkokYear", () => {
  it("turns to the new year at midnight in Bangkok, 17:00 UTC on 31 December", () => {
    expect(bangkokYear(new Date("2026-12-31T16:59:59Z"))).toBe(2026);
    expect(bangkokYear(new Date("2026-12-31T17:30:00Z"))).toBe(2027);
    expect(bangkokYear(new Date("2027-01-01T00:00:00Z"))).toBe(2027);
  });

  it("is the Gregorian year, not the Buddhist era", () => {
    expect(bangkokYear(new Date("2026-06-15T12:00:00Z"))).toBe(2026);
  });
});
