import { describe, expect, it } from "vitest";
import { bangkokDate, bangkokDaysBetween, bangkokMidnight, bangkokYear } from "./bangkok-date";

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

describe("Bangkok calendar dates", () => {
  it("turns the date at 17:00 UTC", () => {
    expect(bangkokDate(new Date("2026-11-28T16:59:59Z"))).toBe("2026-11-28");
    expect(bangkokDate(new Date("2026-11-28T17:00:00Z"))).toBe("2026-11-29");
  });

  it("gives a real date's midnight in Bangkok, and null for anything else", () => {
    expect(bangkokMidnight("2026-11-20")).toEqual(new Date("2026-11-19T17:00:00Z"));
    for (const bad of ["2026-02-30", "2026-13-01", "20-11-2026", "2026-11-20T00:00", ""]) expect(bangkokMidnight(bad)).toBeNull();
  });

  it("counts whole days between two dates", () => {
    expect(bangkokDaysBetween("2026-11-20", "2026-11-29")).toBe(9);
    expect(bangkokDaysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(bangkokDaysBetween("2026-11-29", "2026-11-28")).toBe(-1);
  });
});
