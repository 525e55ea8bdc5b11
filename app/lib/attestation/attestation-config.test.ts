import { describe, expect, it } from "vitest";
import { captchaActionFor, isValidPurpose, normalisePurpose } from "./attestation-config";

describe("purposes", () => {
  it("are the protected path, whatever form the request took", () => {
    expect(normalisePurpose("/contact")).toBe("/contact");
    expect(normalisePurpose("/contact/")).toBe("/contact");
    expect(normalisePurpose("/contact.data")).toBe("/contact");
    expect(normalisePurpose("/contact?index&_data=x")).toBe("/contact");
    expect(normalisePurpose("/_root.data")).toBe("/");
    expect(normalisePurpose("/")).toBe("/");
  });

  it("accept only short path-like names", () => {
    expect(isValidPurpose("/contact")).toBe(true);
    expect(isValidPurpose("/checkout/pay-now")).toBe(true);
    expect(isValidPurpose("contact")).toBe(false);
    expect(isValidPurpose("/<script>")).toBe(false);
    expect(isValidPurpose(`/${"a".repeat(64)}`)).toBe(false);
  });

  it("become a Turnstile action: [A-Za-z0-9_-], at most 32 characters", () => {
    expect(captchaActionFor("/contact")).toBe("contact");
    expect(captchaActionFor("/checkout/pay")).toBe("checkout_pay");
    expect(captchaActionFor("/")).toBe("home");
    expect(captchaActionFor(`/${"x".repeat(40)}`)).toHaveLength(32);
  });
});
