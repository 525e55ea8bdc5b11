import { describe, expect, it } from "vitest";
import { monthFormat, revenueTicks } from "./revenue-format";

describe("the revenue chart's axis", () => {
  it("climbs in round baht steps to the first tick at or above the largest month", () => {
    // 12,345 THB: steps of 5,000 THB.
    expect(revenueTicks(1_234_500)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    // 4,000 THB exactly: four steps of 1,000 THB, the top one the largest month itself.
    expect(revenueTicks(400_000)).toEqual([0, 100_000, 200_000, 300_000, 400_000]);
    // 90,000 THB: steps of 25,000 THB.
    expect(revenueTicks(9_000_000)).toEqual([0, 2_500_000, 5_000_000, 7_500_000, 10_000_000]);
  });

  it("still has a scale when nothing came in, or a few satang", () => {
    expect(revenueTicks(0)).toEqual([0, 100_000]);
    expect(revenueTicks(50)).toEqual([0, 100]);
  });
});

describe("month names", () => {
  it("are in the reader's language, with Buddhist-era years in Thai", () => {
    const en = monthFormat("en");
    const th = monthFormat("th");
    expect([en.short("2026-11"), en.year("2026-11"), en.long("2026-11")]).toEqual(["Nov", "2026", "November 2026"]);
    expect([th.short("2026-11"), th.year("2026-11"), th.long("2026-11")]).toEqual(["พ.ย.", "2569", "พฤศจิกายน 2569"]);
    // The first of the month in UTC: no time zone moves January back into December.
    expect(th.long("2027-01")).toBe("มกราคม 2570");
  });
});
