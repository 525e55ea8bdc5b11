// What visitors read about the bot check, in both languages. Feature-independent: the contact form
// and checkout both import it, so it ships only with the pages that have a protected form.
import { defineMessages, type MessageKey } from "~/i18n/messages";

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
