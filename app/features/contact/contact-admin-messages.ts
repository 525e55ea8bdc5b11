// The admin side of contact messages (dashboard list, message view), in English and Thai.
import { defineMessages } from "~/i18n/messages";

export const contactAdminMessages = defineMessages(
  {
    list: {
      title: "Contact messages",
      summary: "{{unread}} unread of {{total}}",
      empty: "No messages yet. Messages sent with the contact form appear here.",
      exportCsv: "Export all as CSV",
      new: "New",
      unreadLabel: "Unread message",
      showing: "Showing the {{count}} most recent.",
      deleted: "The message was deleted.",
    },
    view: {
      back: "Back to the dashboard",
      heading: "Message from {{name}}",
      received: "Received",
      email: "E-mail",
      phone: "Phone",
      company: "Company",
      package: "Package",
      language: "Language",
      status: "Status",
      read: "Read",
      unread: "Unread",
      message: "Message",
      none: "—",
      languages: { en: "English", th: "Thai" },
      reply: "Reply by e-mail",
      markRead: "Mark as read",
      markUnread: "Mark as unread",
      markedRead: "Marked as read.",
      markedUnread: "Marked as unread.",
      delete: "Delete",
      confirmTitle: "Delete this message?",
      confirmBody: "The message from {{name}} will be deleted for good. This cannot be undone.",
      confirmDelete: "Yes, delete it",
      cancel: "Cancel",
    },
    errors: {
      notFound: "This message does not exist. It may have been deleted.",
      unknownAction: "Unknown action.",
      failed: "The change could not be saved. Please try again.",
    },
  },
  {
    list: {
      title: "ข้อความจากแบบฟอร์มติดต่อ",
      summary: "ยังไม่ได้อ่าน {{unread}} จากทั้งหมด {{total}} ข้อความ",
      empty: "ยังไม่มีข้อความ ข้อความที่ส่งผ่านแบบฟอร์มติดต่อจะแสดงที่นี่",
      exportCsv: "ส่งออกทั้งหมดเป็น CSV",
      new: "ใหม่",
      unreadLabel: "ข้อความที่ยังไม่ได้อ่าน",
      showing: "แสดง {{count}} ข้อความล่าสุด",
      deleted: "ลบข้อความแล้ว",
    },
    view: {
      back: "กลับไปที่แดชบอร์ด",
      heading: "ข้อความจาก {{name}}",
      received: "ได้รับเมื่อ",
      email: "อีเมล",
      phone: "เบอร์โทรศัพท์",
      company: "บริษัท",
      package: "แพ็กเกจ",
      language: "ภาษา",
      status: "สถานะ",
      read: "อ่านแล้ว",
      unread: "ยังไม่ได้อ่าน",
      message: "ข้อความ",
      none: "—",
      languages: { en: "อังกฤษ", th: "ไทย" },
      reply: "ตอบกลับทางอีเมล",
      markRead: "ทำเครื่องหมายว่าอ่านแล้ว",
      markUnread: "ทำเครื่องหมายว่ายังไม่ได้อ่าน",
      markedRead: "ทำเครื่องหมายว่าอ่านแล้ว",
      markedUnread: "ทำเครื่องหมายว่ายังไม่ได้อ่าน",
      delete: "ลบ",
      confirmTitle: "ลบข้อความนี้หรือไม่",
      confirmBody: "ข้อความจาก {{name}} จะถูกลบอย่างถาวรและไม่สามารถกู้คืนได้",
      confirmDelete: "ยืนยันการลบ",
      cancel: "ยกเลิก",
    },
    errors: {
      notFound: "ไม่พบข้อความนี้ อาจถูกลบไปแล้ว",
      unknownAction: "ไม่รู้จักคำสั่งนี้",
      failed: "บันทึกการเปลี่ยนแปลงไม่สำเร็จ กรุณาลองอีกครั้ง",
    },
  },
);

/** Received times are shown in Thailand's time zone for everyone, so server and browser agree. */
export function formatReceived(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Bangkok" }).format(
    new Date(date),
  );
}
