import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken, MAX_FORM_AGE_MS, MIN_FILL_MS } from "./contact-form-token.server";

const secret = "s".repeat(48);
const t0 = 1_790_000_000_000;

describe("contact form time stamp", () => {
  it("accepts a stamp after the minimum fill time and before it expires", () => {
    const token = issueFormToken(secret, t0);
    expect(checkFormToken(secret, token, t0 + MIN_FILL_MS)).toEqual({ ok: true });
    expect(checkFormToken(secret, token, t0 + MAX_FORM_AGE_MS)).toEqual({ ok: true });
  });

  it("refuses a form sent faster than a person can write", () => {
    expect(checkFormToken(secret, issueFormToken(secret, t0), t0 + MIN_FILL_MS - 1)).toEqual({ ok: false, reason: "tooFast" });
  });

  it("refuses an old stamp", () => {
    expect(checkFormToken(secret, issueFormToken(secret, t0), t0 + MAX_FORM_AGE_MS + 1)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a forged, altered or missing stamp", () => {
    const token = issueFormToken(secret, t0);
    const [, signature] = token.split(".");
    expect(checkFormToken(secret, `${t0 - 60_000}.${signature}`, t0 + 10_000)).toEqual({ ok: false, reason: "invalid" });
    expect(checkFormToken("another-secret-".repeat(4), token, t0 + 10_000)).toEqual({ ok: false, reason: "invalid" });
    for (const bad of [null, "", "abc", `${t0}`, `${t0}.`, "x".repeat(200)]) {
      expect(checkFormToken(secret, bad, t0 + 10_000)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
