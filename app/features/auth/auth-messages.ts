// Auth strings that only /login and the admin area need (shipped with those routes only). The
// sign-in failures and the sign-out error live in the shared catalogue (auth.errors.*).
import { defineMessages } from "~/i18n/messages";

export const authMessages = defineMessages(
  {
    errors: {
      authError: "Authentication error occurred. Please try again.",
      profileLoadFailed: "Failed to load user profile. Please try again.",
    },
    dismiss: "Dismiss",
    dismissNamed: "Dismiss the message",
    retry: "Try again",
    loading: "Checking your sign-in…",
    somethingWrong: "Something went wrong on this screen. Please try again.",
  },
  {
    errors: {
      authError: "เกิดข้อผิดพลาดในการยืนยันตัวตน กรุณาลองใหม่อีกครั้ง",
      profileLoadFailed: "โหลดโปรไฟล์ผู้ใช้ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
    },
    dismiss: "ปิด",
    dismissNamed: "ปิดข้อความนี้",
    retry: "ลองอีกครั้ง",
    loading: "กำลังตรวจสอบการเข้าสู่ระบบ…",
    somethingWrong: "เกิดข้อผิดพลาดในหน้านี้ กรุณาลองใหม่อีกครั้ง",
  },
);
