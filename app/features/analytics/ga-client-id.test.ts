import { describe, expect, it } from "vitest";
import { analyticsClientIdFromCookies, clientIdOfGaCookie } from "./ga-client-id";

describe("analyticsClientIdFromCookies", () => {
  it("reads the client id from _ga when analytics consent is granted", () => {
    expect(analyticsClientIdFromCookies("theme=x; analytics_consent=granted; _ga=GA1.1.1234567890.1700000000")).toBe(
      "1234567890.1700000000",
    );
    // GA writes the domain depth as the second field; _ga_<container> is another cookie.
    expect(analyticsClientIdFromCookies("_ga_ABC123=GS1.1.x; _ga=GA1.2.42.1700000001; analytics_consent=granted")).toBe(
      "42.1700000001",
    );
  });

  it("is null without consent, with consent refused, or without a _ga cookie", () => {
    expect(analyticsClientIdFromCookies("_ga=GA1.1.1234567890.1700000000")).toBeNull();
    expect(analyticsClientIdFromCookies("analytics_consent=denied; _ga=GA1.1.1234567890.1700000000")).toBeNull();
    expect(analyticsClientIdFromCookies("analytics_consent=granted; _ga_ABC=GS1.1.1.2")).toBeNull();
    expect(analyticsClientIdFromCookies(null)).toBeNull();
  });
});

describe("clientIdOfGaCookie", () => {
  it.each([
    "",
    "GA1.1.123",
    "GA1.1.abc.1700000000",
    "GA1.1.1.2.3",
    "XX1.1.1.2",
    `GA1.1.${"9".repeat(21)}.1`,
    `GA1.1.1.${"1".repeat(200)}`,
    "GA1.1.1.2<script>",
  ])("refuses %j", (value) => {
    expect(clientIdOfGaCookie(value)).toBeNull();
  });
});
