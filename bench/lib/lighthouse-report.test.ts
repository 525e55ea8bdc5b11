import { describe, expect, it } from "vitest";
import { PAGES } from "./web-pages";
import type { Measurement } from "./lighthouse-measure";
import { machineSpeed } from "./lighthouse-report";

const page = PAGES[0]!;
const measured = (benchmarkIndex?: number): Measurement => ({
  page,
  language: "en",
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  jsKb: 70,
  benchmarkIndex,
});

describe("machineSpeed", () => {
  it("gives the range of the kept runs and how many were slower than the 4x slowdown assumes", () => {
    expect(machineSpeed([measured(1982.4), measured(1216.5), measured(1344)])).toBe(
      "Machine speed (Lighthouse benchmarkIndex of the kept runs): 1217-1982; 2 of 3 below the 1500 that the 4x CPU slowdown assumes, where blocking time reads high.",
    );
  });

  it("says so when every run was fast enough, and when no run reported a speed", () => {
    expect(machineSpeed([measured(1600), measured(1600)])).toBe(
      "Machine speed (Lighthouse benchmarkIndex of the kept runs): 1600; at or above the 1500 that the 4x CPU slowdown assumes.",
    );
    expect(machineSpeed([measured(), { ...measured(), error: "request failed" }])).toBe("Machine speed: not reported.");
  });
});
