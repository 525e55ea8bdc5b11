// The words of the dashboard's user figure:
// used by the dashboard's loader only, so they stay on the server (docs/decisions/037).
import { defineMessages } from "~/i18n/messages";

export const userFigureMessages = defineMessages(
  { label: "People awaiting approval", note: "Signed in, but without access yet", link: "Review on the Users screen" },
  { label: "ผู้ใช้ที่รออนุมัติ", note: "เข้าสู่ระบบแล้ว แต่ยังไม่ได้รับสิทธิ์", link: "ไปอนุมัติที่หน้าผู้ใช้" },
);
