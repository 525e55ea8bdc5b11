// The order e-mails' own strings (to the customer and the agency), apart from checkout-messages.ts
// so the pages' script does not carry them: only the server sends mail.
import { defineMessages } from "~/i18n/messages";

export const orderMailMessages = defineMessages(
  {
    mail: {
      customerSubject: "Your order {{reference}} with {{agency}}",
      greeting: "Dear {{name}},",
      greetingUnnamed: "Hello,",
      customerIntro: "Thank you for ordering the {{package}} package. Here is your order summary.",
      agencySubject: "New order {{reference}}: {{package}}, {{option}}, {{method}}",
      agencyIntro: "A new order was placed on the website.",
      paidSubject: "Payment reported for {{reference}}",
      paidIntro:
        "The customer reports that they have paid {{amount}} by {{method}}. Please check the account and confirm the payment in the admin Payments screen.",
      slipAttached: "A transfer slip was uploaded; it is on the payment's detail view.",
      nextPromptPay: "Next step: scan the PromptPay QR code on your order page and pay {{amount}}.",
      nextBank: "Next step: transfer {{amount}} to {{bank}}, account {{accountNumber}} ({{accountName}}), quoting {{reference}}.",
      nextCard: "Next step: pay {{amount}} by card on your order page.",
      orderLink: "Your order page: {{url}}",
      adminLink: "Payments screen: {{url}}",
      customerLine: "Customer: {{name}}, {{email}}, {{phone}}",
      companyLine: "Company: {{company}}",
      requirementsLine: "Requirements:",
      signOff: "Best regards,\n{{agency}}",
    },
  },
  {
    mail: {
      customerSubject: "คำสั่งซื้อ {{reference}} กับ {{agency}}",
      greeting: "เรียน คุณ{{name}}",
      greetingUnnamed: "สวัสดี",
      customerIntro: "ขอบคุณที่สั่งซื้อแพ็กเกจ {{package}} สรุปคำสั่งซื้อของคุณมีดังนี้",
      agencySubject: "คำสั่งซื้อใหม่ {{reference}}: {{package}}, {{option}}, {{method}}",
      agencyIntro: "มีคำสั่งซื้อใหม่จากเว็บไซต์",
      paidSubject: "ลูกค้าแจ้งชำระเงินสำหรับ {{reference}}",
      paidIntro: "ลูกค้าแจ้งว่าได้ชำระเงิน {{amount}} ผ่าน{{method}}แล้ว กรุณาตรวจสอบบัญชีและยืนยันการชำระเงินในหน้าการชำระเงินของระบบหลังบ้าน",
      slipAttached: "ลูกค้าแนบสลิปการโอนเงินไว้ ดูได้ในรายละเอียดการชำระเงิน",
      nextPromptPay: "ขั้นตอนถัดไป: สแกนคิวอาร์โค้ดพร้อมเพย์ในหน้าคำสั่งซื้อของคุณ แล้วชำระ {{amount}}",
      nextBank:
        "ขั้นตอนถัดไป: โอน {{amount}} เข้าบัญชี{{bank}} เลขที่ {{accountNumber}} ({{accountName}}) พร้อมระบุหมายเลขอ้างอิง {{reference}}",
      nextCard: "ขั้นตอนถัดไป: ชำระ {{amount}} ด้วยบัตรในหน้าคำสั่งซื้อของคุณ",
      orderLink: "หน้าคำสั่งซื้อของคุณ: {{url}}",
      adminLink: "หน้าการชำระเงิน: {{url}}",
      customerLine: "ลูกค้า: {{name}}, {{email}}, {{phone}}",
      companyLine: "บริษัท: {{company}}",
      requirementsLine: "รายละเอียดโปรเจกต์:",
      signOff: "ขอแสดงความนับถือ\n{{agency}}",
    },
  },
);
