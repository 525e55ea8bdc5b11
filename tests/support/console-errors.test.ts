import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { watchConsoleErrors } from "./console-errors";

// Each test steps out of the watch vitest-console.ts put around it, to run one of its own.
const leaveTheSetUpsWatch = () => vi.mocked(console.error).mockRestore();

describe("the console.error watch", () => {
  it("fails a test that wrote to console.error without expecting it, naming what it wrote", () => {
    leaveTheSetUpsWatch();
    const watch = watchConsoleErrors();
    console.error("Could not send mail:", new Error("connection refused"));
    expect(() => watch.finish()).toThrow(/called 1 time\(s\)[\s\S]*Could not send mail: Error: connection refused/);
    expect(vi.isMockFunction(console.error)).toBe(false);
  });

  it("lets a test that took console.error over assert the error itself", () => {
    leaveTheSetUpsWatch();
    const watch = watchConsoleErrors();
    const expected = vi.spyOn(console, "error").mockImplementation(() => {});
    console.error("expected failure");
    expect(expected).toHaveBeenCalledWith("expected failure");
    expect(() => watch.finish()).not.toThrow();
  });

  it("passes a test that wrote nothing", () => {
    leaveTheSetUpsWatch();
    expect(() => watchConsoleErrors().finish()).not.toThrow();
  });

  // The set-up's own watch, end to end: this test must fail, and does, in its afterEach.
  it.fails("is on for every test", () => {
    console.error("an error nobody expected");
  });
});

describe("a file that mocks console.error for all its tests", () => {
  const lines: unknown[][] = [];
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      lines.push(args);
    });
  });
  afterAll(() => {
    vi.mocked(console.error).mockRestore();
  });

  it("keeps its mock: the watch leaves it alone", () => {
    console.error("captured by the file");
    expect(lines).toEqual([["captured by the file"]]);
  });
});
