import { describe, expect, it } from "vitest";
import { telHref } from "./phone";

describe("telHref", () => {
  it.each([
    ["+66 81 234 5678", "tel:+66812345678"],
    ["081-234-5678", "tel:+66812345678"],
    ["02 123 4567", "tel:+6621234567"],
    ["+1 (415) 555-0100", "tel:+14155550100"],
  ])("turns %s into %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
