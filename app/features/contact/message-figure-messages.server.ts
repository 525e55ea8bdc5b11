// The words of the dashboard's message figure:
// used by the dashboard's loader only, so they stay on the server (docs/decisions/037).
import { defineMessages } from "~/i18n/messages";

export const messageFigureMessages = defineMessages(
  { label: "Unread messages", note: "From the contact form", link: "Go to the messages" },
  { label: "ข้อความที่ยังไม่ได้อ่าน", note: "จากแบบฟอร์มติดต่อเรา", link: "ไปที่รายการข้อความ" },
);
