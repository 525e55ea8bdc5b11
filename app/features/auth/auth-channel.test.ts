import { describe, expect, it } from "vitest";
import { failureFor, isAuthMessage } from "./auth-channel";

describe("auth channel messages", () => {
  it("maps every sign-in error code to one of the four messages", () => {
    expect(failureFor("cancelled")).toBe("cancelled");
    expect(failureFor("network")).toBe("network");
    expect(failureFor("popup-blocked")).toBe("popup-blocked");
    expect(failureFor("rate-limited")).toBe("rate-limited");
    for (const code of ["invalid-state", "expired", "failed", "<script>", undefined]) expect(failureFor(code)).toBe("failed");
  });

  it("recognises only well-formed messages", () => {
    expect(isAuthMessage({ type: "sign-in", ok: true, redirectTo: "/admin/dashboard" })).toBe(true);
    expect(isAuthMessage({ type: "sign-in", ok: false, error: "cancelled" })).toBe(true);
    expect(isAuthMessage({ type: "sign-in", ok: true })).toBe(false);
    expect(isAuthMessage("sign-in")).toBe(false);
    expect(isAuthMessage(null)).toBe(false);
  });
});
