import { describe, expect, it } from "vitest";
import { fill, fillDeep } from "./interpolate";

describe("fill", () => {
  it("replaces every placeholder, including repeats", () => {
    expect(fill("{{a}} then {{ b }} then {{a}}", { a: "1", b: "2" })).toBe("1 then 2 then 1");
  });

  it("refuses a placeholder it has no value for, so a typo cannot reach a visitor", () => {
    expect(() => fill("Only {{prcie}}", { price: "฿1" })).toThrow(/prcie/);
  });
});

describe("fillDeep", () => {
  it("keeps the shape of objects and arrays", () => {
    expect(fillDeep({ a: "{{x}}", b: ["{{x}}!", { c: "plain" }] }, { x: "y" })).toEqual({
      a: "y",
      b: ["y!", { c: "plain" }],
    });
  });
});
