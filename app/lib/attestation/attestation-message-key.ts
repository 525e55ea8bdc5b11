// Which message (attestation-messages.ts) a visitor reads for an error the bot check raised. Apart
// from the catalogue, so a form's script can choose the message while its words come from the
// server in the page's language.
import type { AttestationError, AttestationErrorCode } from "./attestation-errors";
import type { AttestationMessageKey } from "./attestation-messages";

/**
 * The visitor's message for an error getToken() raised. Pass the error itself where you can: a
 * token fetch the server refused (403, the bot check said no) reads differently from one that
 * could not reach it.
 */
export function attestationErrorMessageKey(
  error: AttestationErrorCode | Pick<AttestationError, "code" | "customData">,
): AttestationMessageKey {
  const code = typeof error === "string" ? error : error.code;
  switch (code) {
    case "recaptcha-error":
      return "required";
    case "initial-throttle":
      return typeof error !== "string" && error.customData.httpStatus === 403 ? "required" : "failed";
    case "throttled":
      return "throttled";
    case "already-initialized":
      return "failed";
  }
}
