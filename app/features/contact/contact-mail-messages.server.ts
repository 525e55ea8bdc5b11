// The acknowledgement a visitor receives after the contact form, in the language they used the site
// in. The agency's own notification stays English (contact-mail.server.ts): its labels are for staff.
import { defineMessages } from "~/i18n/messages";

export const acknowledgementMessages = defineMessages(
  {
    subject: "We have received your message – {{agency}}",
    greeting: "Hello,",
    thanks:
      "Thank you for contacting {{agency}}. We have received your message and will reply as soon as we can during business hours.",
    call: "If it is urgent, call us on {{phone}}.",
    closing: "Best regards,\nThe {{agency}} team\n{{site}}",
    notYou:
      "You receive this e-mail because this address was entered in the contact form on {{site}}. If that was not you, you can ignore it.",
  },
  {
    subject: "เราได้รับข้อความของคุณแล้ว – {{agency}}",
    greeting: "สวัสดี",
    thanks: "ขอบคุณที่ติดต่อ {{agency}} เราได้รับข้อความของคุณเรียบร้อยแล้ว และจะติดต่อกลับโดยเร็วที่สุดในเวลาทำการ",
    call: "หากต้องการติดต่อด่วน โทรหาเราได้ที่ {{phone}}",
    closing: "ขอแสดงความนับถือ\nทีมงาน {{agency}}\n{{site}}",
    notYou: "คุณได้รับอีเมลนี้เนื่องจากมีการกรอกอีเมลนี้ในแบบฟอร์มติดต่อบน {{site}} หากคุณไม่ได้เป็นผู้ส่ง สามารถเพิกเฉยต่ออีเมลนี้ได้",
  },
);
