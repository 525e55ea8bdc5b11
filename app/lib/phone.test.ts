import { describe, expect, it } from "vitest";
import { isPhoneNumber, telHref } from "./phone";

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

describe("isPhoneNumber", () => {
  it.each(["081 234 5678", "0812345678", "02-123-4567", "+66 81 234 5678", "+1 (415) 555-0100", "+44 20 7946 0958"])(
    "accepts %s",
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(["12345", "call me", "081-234", "+66 0812345678", "0812345678901", "+1234", "00812345678", ""])("refuses %j", (phone) =>
    expect(isPhoneNumber(phone)).toBe(false),
  );
});
