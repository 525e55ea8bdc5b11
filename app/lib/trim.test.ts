import { describe, expect, it } from "vitest";
import { trimBoth, trimEnd } from "./trim";

describe("trimEnd and trimBoth", () => {
  it("take a repeated character off the end, or both ends, and nothing else", () => {
    expect(trimEnd("https://a.example//", "/")).toBe("https://a.example");
    expect(trimEnd("https://a.example", "/")).toBe("https://a.example");
    expect(trimEnd("///", "/")).toBe("");
    expect(trimBoth("--a-b--", "-")).toBe("a-b");
    expect(trimBoth("a", "-")).toBe("a");
    expect(trimBoth("", "-")).toBe("");
  });

  it("stay linear on a long run that does not reach the end", () => {
    const hostile = "/".repeat(200_000) + "x/";
    expect(trimEnd(hostile, "/")).toBe("/".repeat(200_000) + "x");
  });
});
