import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// @ts-expect-error: plain ESM without types, run by `npm test` before anything is installed.
import { reportTimings } from "./test-timings.mjs";

describe("the timing table at the end of npm test", () => {
  let printed: string[];
  beforeEach(() => {
    printed = [];
    vi.spyOn(console, "info").mockImplementation((line: string) => void printed.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  const files = Array.from({ length: 20 }, (_, index) => ({ file: `f${index}.test.ts`, runner: "vitest", seconds: index }));

  it("prints each step and the 15 slowest files, slowest first, and writes them to the file", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "timings-")), ".test-timings.json");
    reportTimings(file, { total: 100, steps: [{ name: "vitest", seconds: 60 }], files });
    const text = printed.join("\n");
    expect(text).toMatch(/vitest\s+60\.0 s/);
    expect(text).toMatch(/total\s+100\.0 s/);
    const listed = printed.filter((line) => /f\d+\.test\.ts/.test(line)).map((line) => /f(\d+)/.exec(line)?.[1]);
    expect(listed).toEqual(["19", "18", "17", "16", "15", "14", "13", "12", "11", "10", "9", "8", "7", "6", "5"]);
    const written = JSON.parse(readFileSync(file, "utf8"));
    expect(written.totalSeconds).toBe(100);
    expect(written.slowestFiles).toHaveLength(15);
    expect(written.files).toHaveLength(20);
  });

  it("shows the change against the previous run", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "timings-")), ".test-timings.json");
    reportTimings(file, { total: 100, steps: [{ name: "vitest", seconds: 60 }], files });
    printed.length = 0;
    reportTimings(file, { total: 90, steps: [{ name: "vitest", seconds: 45.5 }], files });
    const text = printed.join("\n");
    expect(text).toMatch(/vitest\s+45\.5 s\s+-14\.5 s/);
    expect(text).toMatch(/total\s+90\.0 s\s+-10\.0 s/);
    expect(text).toContain("change since");
  });
});
