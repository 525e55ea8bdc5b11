// The article editor's local autosave and failed-save strings: shipped only with the admin article
// routes (the editor and its route modules' clientAction).
import { defineMessages } from "~/i18n/messages";

export const articleAutosaveMessages = defineMessages(
  {
    notice: {
      title: "Unsaved changes",
      found: "You have unsaved changes from {{time}} (this device).",
      stale: "The article was saved by someone else since; compare before saving.",
      restore: "Restore them",
      discard: "Discard",
      restored: "Your changes from {{time}} are back in the form. Save to keep them.",
    },
    failed: {
      unreachable: "Could not reach the server. Your changes are kept on this device; try again.",
      serverError: "The server could not save the article. Your changes are kept on this device; try again in a moment.",
    },
  },
  {
    notice: {
      title: "การแก้ไขที่ยังไม่ได้บันทึก",
      found: "คุณมีการแก้ไขที่ยังไม่ได้บันทึกจากเมื่อ {{time}} (ในอุปกรณ์นี้)",
      stale: "มีผู้อื่นบันทึกบทความนี้หลังจากนั้นแล้ว กรุณาเปรียบเทียบก่อนบันทึก",
      restore: "กู้คืนการแก้ไข",
      discard: "ทิ้งการแก้ไข",
      restored: "การแก้ไขจากเมื่อ {{time}} กลับมาอยู่ในแบบฟอร์มแล้ว กดบันทึกเพื่อเก็บไว้",
    },
    failed: {
      unreachable: "ติดต่อเซิร์ฟเวอร์ไม่ได้ การแก้ไขของคุณยังเก็บไว้ในอุปกรณ์นี้ กรุณาลองอีกครั้ง",
      serverError: "เซิร์ฟเวอร์บันทึกบทความไม่สำเร็จ การแก้ไขของคุณยังเก็บไว้ในอุปกรณ์นี้ กรุณาลองอีกครั้งในอีกสักครู่",
    },
  },
);
