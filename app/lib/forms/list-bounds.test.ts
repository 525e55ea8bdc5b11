import { describe, expect, it } from "vitest";
import { exceedsListBounds, MAX_LIST_SLOTS } from "./list-bounds";

describe("exceedsListBounds", () => {
  it("lets through the lists a real form sends, nested ones included", () => {
    const names = ["agency.name", "agency.social[0].url", "agency.social[1].url", "agency.businessHours[99].opens"];
    expect(exceedsListBounds(names)).toBe(false);
    expect(exceedsListBounds(["rows[0].cells[3]", "rows[1].cells[3]", "plain", "a[", "b]", "[x]"])).toBe(false);
  });

  it("refuses one name that asks for a huge list", () => {
    expect(exceedsListBounds(["x[50000000]"])).toBe(true);
    expect(exceedsListBounds([`x[${MAX_LIST_SLOTS}]`])).toBe(true);
    expect(exceedsListBounds([`x[${MAX_LIST_SLOTS - 1}]`])).toBe(false);
    expect(exceedsListBounds([`x[${"9".repeat(400)}]`])).toBe(true);
  });

  it("refuses many lists that are each allowed but together too long", () => {
    const names = Array.from({ length: 11 }, (_, i) => `list${i}[999]`);
    expect(exceedsListBounds(names.slice(0, 10))).toBe(false);
    expect(exceedsListBounds(names)).toBe(true);
  });

  it("counts a list once however many of its rows are named", () => {
    const names = Array.from({ length: 5_000 }, (_, i) => `rows[${i % 100}].name`);
    expect(exceedsListBounds(names)).toBe(false);
  });
});
