import { describe, expect, it } from "vitest";
import { AttestationError, attestationErrorCodes } from "./attestation-errors";
import { attestationErrorMessageKey } from "./attestation-message-key";
import { attestationMessages } from "./attestation-messages";

describe("what visitors read about the bot check", () => {
  it("has a message in both languages for every error", () => {
    for (const code of attestationErrorCodes) {
      const key = attestationErrorMessageKey(code);
      expect(attestationMessages.en[key]).toBeTruthy();
      expect(attestationMessages.th[key]).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it("asks to prove humanity when the check or the server said no, and to retry when it could not be reached", () => {
    expect(attestationErrorMessageKey("recaptcha-error")).toBe("required");
    expect(attestationErrorMessageKey(new AttestationError("initial-throttle", { httpStatus: 403 }))).toBe("required");
    expect(attestationErrorMessageKey(new AttestationError("initial-throttle", { httpStatus: 503 }))).toBe("failed");
    expect(attestationErrorMessageKey("throttled")).toBe("throttled");
    expect(attestationMessages.en.required).toBe("Please confirm you are not a robot and try again.");
  });
});
