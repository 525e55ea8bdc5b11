// Strings of the decisions on one order (/admin/payments/:orderId): the questions asked before a
// payment is confirmed, an order cancelled or a balance request withdrawn, the pending labels, and
// the order's history of decisions.
import { defineMessages } from "~/i18n/messages";

export const orderDecisionMessages = defineMessages(
  {
    close: "Close",
    goBack: "Go back",
    busy: "Saving the decision…",
    issues: {
      receipt: "a receipt",
      tax_invoice: "a tax invoice",
      abbreviated_tax_invoice: "an abbreviated tax invoice",
    },
    confirm: {
      title: "Confirm payment received?",
      body: "{{amount}} is marked as received, the order becomes Completed and {{document}} is issued and e-mailed to the customer.",
      final: "An issued document cannot be changed or deleted, only corrected by a new one.",
      submit: "Confirm and issue",
      pending: "Confirming…",
    },
    cancel: {
      open: "Cancel this order",
      hint: "Nothing has been paid on this order. The customer's page will say it is cancelled and offer no payment.",
      title: "Cancel order {{reference}}?",
      body: "The order of {{amount}} is cancelled and the customer can no longer pay it.",
      reason: "Reason (optional, for staff)",
      submit: "Cancel the order",
      pending: "Cancelling…",
    },
    withdraw: {
      open: "Withdraw the balance request",
      hint: "Stops the reminders; the customer's page no longer asks for the balance. You can request it again later.",
      title: "Withdraw the balance request?",
      body: "The customer is no longer asked for the balance of {{amount}} and no more reminders are sent.",
      submit: "Withdraw the request",
      pending: "Withdrawing…",
    },
    history: {
      heading: "History",
      none: "No decisions on this order yet.",
      kinds: {
        payment_confirmed: "Payment of {{amount}} confirmed",
        payment_failed: "Payment of {{amount}} marked failed",
        order_cancelled: "Order cancelled",
        balance_requested: "Balance of {{amount}} requested",
        balance_withdrawn: "Balance request of {{amount}} withdrawn",
      },
      by: "by {{who}}",
      system: "the system",
      unknown: "a former staff member",
      documents: "Issued: {{numbers}}",
      reason: "Reason: {{reason}}",
    },
  },
  {
    close: "ปิด",
    goBack: "ย้อนกลับ",
    busy: "กำลังบันทึกการตัดสิน…",
    issues: {
      receipt: "ใบเสร็จรับเงิน",
      tax_invoice: "ใบกำกับภาษี",
      abbreviated_tax_invoice: "ใบกำกับภาษีอย่างย่อ",
    },
    confirm: {
      title: "ยืนยันว่าได้รับเงินแล้วใช่ไหม",
      body: "ระบบจะบันทึกว่าได้รับเงิน {{amount}} เปลี่ยนสถานะคำสั่งซื้อเป็นชำระเงินสำเร็จ แล้วออก{{document}}และส่งอีเมลถึงลูกค้า",
      final: "เอกสารที่ออกแล้วแก้ไขหรือลบไม่ได้ ทำได้เพียงออกฉบับแก้ไขใหม่",
      submit: "ยืนยันและออกเอกสาร",
      pending: "กำลังยืนยัน…",
    },
    cancel: {
      open: "ยกเลิกคำสั่งซื้อนี้",
      hint: "คำสั่งซื้อนี้ยังไม่ได้รับเงิน หน้าคำสั่งซื้อของลูกค้าจะแจ้งว่ายกเลิกแล้วและไม่ให้ชำระเงิน",
      title: "ยกเลิกคำสั่งซื้อ {{reference}} ใช่ไหม",
      body: "คำสั่งซื้อยอด {{amount}} จะถูกยกเลิก และลูกค้าจะชำระเงินไม่ได้อีก",
      reason: "เหตุผล (ไม่บังคับ สำหรับเจ้าหน้าที่)",
      submit: "ยกเลิกคำสั่งซื้อ",
      pending: "กำลังยกเลิก…",
    },
    withdraw: {
      open: "ถอนการเรียกเก็บยอดคงเหลือ",
      hint: "หยุดส่งอีเมลเตือน และหน้าคำสั่งซื้อของลูกค้าจะไม่ขอให้ชำระยอดคงเหลืออีก เรียกเก็บใหม่ได้ภายหลัง",
      title: "ถอนการเรียกเก็บยอดคงเหลือใช่ไหม",
      body: "ลูกค้าจะไม่ถูกขอให้ชำระยอดคงเหลือ {{amount}} อีก และระบบจะไม่ส่งอีเมลเตือนอีก",
      submit: "ถอนคำขอ",
      pending: "กำลังถอนคำขอ…",
    },
    history: {
      heading: "ประวัติ",
      none: "ยังไม่มีการตัดสินสำหรับคำสั่งซื้อนี้",
      kinds: {
        payment_confirmed: "ยืนยันการชำระเงิน {{amount}}",
        payment_failed: "ทำเครื่องหมายว่าการชำระเงิน {{amount}} ไม่สำเร็จ",
        order_cancelled: "ยกเลิกคำสั่งซื้อ",
        balance_requested: "เรียกเก็บยอดคงเหลือ {{amount}}",
        balance_withdrawn: "ถอนการเรียกเก็บยอดคงเหลือ {{amount}}",
      },
      by: "โดย {{who}}",
      system: "ระบบ",
      unknown: "อดีตเจ้าหน้าที่",
      documents: "ออกเอกสาร: {{numbers}}",
      reason: "เหตุผล: {{reason}}",
    },
  },
);
