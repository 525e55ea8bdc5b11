import { describe, expect, it } from "vitest";
import { type CompareSample, compareTable } from "./compare-report";

const sample = (row: string, build: CompareSample["build"], tbtMs: number, lcpMs = 1300, performance = 100): CompareSample => ({
  row,
  build,
  tbtMs,
  lcpMs,
  performance,
});

describe("compareTable", () => {
  it("gives each page its means before and after, the ratio of blocking time and the runs at 0 ms", () => {
    const table = compareTable([
      sample("/terms (th)", "before", 120, 1400, 97),
      sample("/terms (th)", "after", 30, 1300, 100),
      sample("/ (en)", "after", 0),
      sample("/ (en)", "before", 40),
      sample("/terms (th)", "after", 0, 1310, 100),
      sample("/terms (th)", "before", 80, 1380, 99),
      sample("/ (en)", "before", 0),
      sample("/ (en)", "after", 0),
    ]).split("\n");
    expect(table).toEqual([
      "| Page | Runs (before, after) | TBT mean ms | TBT ratio | Runs at 0 ms TBT | LCP mean ms | Performance mean |",
      "| ---- | ---- | ---- | ---- | ---- | ---- | ---- |",
      "| /terms (th) | 2, 2 | 100 → 15 | 0.15 | 0 → 1 | 1390 → 1305 | 98 → 100 |",
      "| / (en) | 2, 2 | 20 → 0 | 0.00 | 1 → 2 | 1300 → 1300 | 100 → 100 |",
      "| **All** | 4, 4 | 60 → 8 | 0.13 | 1 → 3 | 1345 → 1303 | 99 → 100 |",
    ]);
  });

  it("gives no ratio against nothing, and a dash for a build with no run", () => {
    const table = compareTable([sample("/login (en)", "before", 0), sample("/login (en)", "after", 25)]).split("\n");
    expect(table[2]).toBe("| /login (en) | 1, 1 | 0 → 25 | – | 1 → 0 | 1300 → 1300 | 100 → 100 |");
    expect(compareTable([sample("/ (th)", "before", 50)]).split("\n")[2]).toBe(
      "| / (th) | 1, 0 | 50 → – | – | 0 → 0 | 1300 → – | 100 → – |",
    );
  });
});
