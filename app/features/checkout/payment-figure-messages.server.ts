// The words of the dashboard's payment figures:
// used by the dashboard's loader only, so they stay on the server (docs/decisions/037).
import { defineMessages } from "~/i18n/messages";

export const paymentFigureMessages = defineMessages(
  {
    awaiting: {
      label: "Payments to confirm",
      note: "PromptPay and bank transfers customers say they have paid",
      link: "Check these payments",
    },
    received: { label: "Received this month", note: "On orders placed {{period}}", link: "See this month's payments" },
  },
  {
    awaiting: {
      label: "การชำระเงินที่รอยืนยัน",
      note: "ลูกค้าแจ้งว่าชำระผ่านพร้อมเพย์หรือโอนเงินแล้ว",
      link: "ตรวจสอบรายการเหล่านี้",
    },
    received: { label: "ยอดรับชำระเดือนนี้", note: "จากคำสั่งซื้อวันที่ {{period}}", link: "ดูการชำระเงินของเดือนนี้" },
  },
);
