import { defineMessages } from "~/i18n/messages";

// The admin dashboard's overview words. Only its loader uses them, so they stay on the server: the
// page receives each figure already worded and formatted in the reader's language (docs/decisions/037).
export const overviewMessages = defineMessages(
  {
    heading: "At a glance",
    published: { label: "Published articles", link: "See published articles" },
    drafts: { label: "Draft articles", link: "See drafts" },
    unread: { label: "Unread messages", note: "From the contact form", link: "Go to the messages" },
    awaiting: {
      label: "Payments to confirm",
      note: "PromptPay and bank transfers customers say they have paid",
      link: "Check these payments",
    },
    received: { label: "Received this month", note: "On orders placed {{period}}", link: "See this month's payments" },
    pendingUsers: { label: "People awaiting approval", note: "Signed in, but without access yet", link: "Review on the Users screen" },
  },
  {
    heading: "ภาพรวม",
    published: { label: "บทความที่เผยแพร่แล้ว", link: "ดูบทความที่เผยแพร่แล้ว" },
    drafts: { label: "บทความฉบับร่าง", link: "ดูฉบับร่าง" },
    unread: { label: "ข้อความที่ยังไม่ได้อ่าน", note: "จากแบบฟอร์มติดต่อเรา", link: "ไปที่รายการข้อความ" },
    awaiting: {
      label: "การชำระเงินที่รอยืนยัน",
      note: "ลูกค้าแจ้งว่าชำระผ่านพร้อมเพย์หรือโอนเงินแล้ว",
      link: "ตรวจสอบรายการเหล่านี้",
    },
    received: { label: "ยอดรับชำระเดือนนี้", note: "จากคำสั่งซื้อวันที่ {{period}}", link: "ดูการชำระเงินของเดือนนี้" },
    pendingUsers: { label: "ผู้ใช้ที่รออนุมัติ", note: "เข้าสู่ระบบแล้ว แต่ยังไม่ได้รับสิทธิ์", link: "ไปอนุมัติที่หน้าผู้ใช้" },
  },
);
