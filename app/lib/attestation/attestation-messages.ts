// What visitors read about the bot check, in both languages. Feature-independent: the contact form
// and checkout both import it, so it ships only with the pages that have a protected form.
import { defineMessages, type MessageKey } from "~/i18n/messages";
import type { AttestationError, AttestationErrorCode } from "./attestation-errors";

export const attestationMessages = defineMessages(
  {
    required: "Please confirm you are not a robot and try again.",
    expired: "Your security check has expired. Please try again.",
    failed: "The security check could not be completed. Please check your connection and try again.",
    throttled: "The security check is unavailable for now. Please try again later, or contact us by phone or e-mail.",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
  },
  {
    required: "กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ แล้วลองอีกครั้ง",
    expired: "การตรวจสอบความปลอดภัยหมดอายุแล้ว กรุณาลองอีกครั้ง",
    failed: "ไม่สามารถตรวจสอบความปลอดภัยได้ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง",
    throttled: "ระบบตรวจสอบความปลอดภัยไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่ภายหลัง หรือติดต่อเราทางโทรศัพท์หรืออีเมล",
    rateLimited: "มีการลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง",
  },
);

export type AttestationMessageKey = MessageKey<typeof attestationMessages>;

/**
 * The visitor's message for an error getToken() raised. Pass the error itself where you can: a
 * token fetch the server refused (403, the bot check said no) reads differently from one that
 * could not reach it.
 */
export function attestationErrorMessageKey(error: AttestationErrorCode | AttestationError): AttestationMessageKey {
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
