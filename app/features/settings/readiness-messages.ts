// Strings of the dashboard's go-live list (readiness.ts): each item says what is missing and what to do.
import { defineMessages } from "~/i18n/messages";

export const readinessMessages = defineMessages(
  {
    heading: "Before the site takes real orders",
    intro: "These are not ready yet. The list goes away once everything is in place.",
    openSettings: "Open Settings",
    items: {
      paymentsMissing: {
        title: "Payment details are missing",
        action:
          "Save the agency's PromptPay ID or bank account in Settings. Until then the checkout offers neither PromptPay nor bank transfer.",
      },
      paymentsSample: {
        title: "Payment details are still the samples",
        action:
          "Replace the sample bank account and PromptPay ID with the agency's own in Settings. A site without sample content never offers the samples to customers.",
      },
      mail: {
        title: "No mail server",
        action:
          "Set SMTP_URL (and MAIL_FROM) in the server's environment, then restart it. Until then no order or contact e-mail is delivered.",
      },
      googleSignIn: {
        title: "Google sign-in is not set up",
        action:
          "Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET in the server's environment, then restart it, so that staff sign in with their Google accounts.",
      },
      adminEmails: {
        title: "No admin e-mail addresses",
        action:
          "List the admins' Google addresses in ADMIN_EMAILS in the server's environment, then restart it. They become admins when they first sign in.",
      },
      captcha: {
        title: "Captcha is off",
        action:
          "Set CAPTCHA_SECRET_KEY in the server's environment and save the captcha site key in Settings, so that bots cannot send the contact and order forms.",
      },
    },
  },
  {
    heading: "ก่อนเว็บไซต์เปิดรับคำสั่งซื้อจริง",
    intro: "รายการเหล่านี้ยังไม่พร้อม รายการนี้จะหายไปเมื่อทุกอย่างพร้อมแล้ว",
    openSettings: "เปิดหน้าการตั้งค่า",
    items: {
      paymentsMissing: {
        title: "ยังไม่มีข้อมูลการชำระเงิน",
        action: "บันทึกพร้อมเพย์ไอดีหรือบัญชีธนาคารของบริษัทในหน้าการตั้งค่า ระหว่างนี้หน้าชำระเงินจะไม่เปิดรับพร้อมเพย์และการโอนเงินผ่านธนาคาร",
      },
      paymentsSample: {
        title: "ข้อมูลการชำระเงินยังเป็นข้อมูลตัวอย่าง",
        action: "แทนที่บัญชีธนาคารและพร้อมเพย์ไอดีตัวอย่างด้วยของบริษัทในหน้าการตั้งค่า เว็บไซต์ที่ไม่มีเนื้อหาตัวอย่างจะไม่แสดงข้อมูลตัวอย่างให้ลูกค้า",
      },
      mail: {
        title: "ยังไม่มีเซิร์ฟเวอร์อีเมล",
        action:
          "ตั้งค่า SMTP_URL (และ MAIL_FROM) ในสภาพแวดล้อมของเซิร์ฟเวอร์ แล้วเริ่มเซิร์ฟเวอร์ใหม่ ระหว่างนี้จะไม่มีอีเมลคำสั่งซื้อหรืออีเมลติดต่อถูกส่งออกไป",
      },
      googleSignIn: {
        title: "ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย Google",
        action:
          "ตั้งค่า GOOGLE_CLIENT_ID และ GOOGLE_CLIENT_SECRET ในสภาพแวดล้อมของเซิร์ฟเวอร์ แล้วเริ่มเซิร์ฟเวอร์ใหม่ เพื่อให้ทีมงานเข้าสู่ระบบด้วยบัญชี Google",
      },
      adminEmails: {
        title: "ยังไม่มีอีเมลผู้ดูแลระบบ",
        action:
          "ระบุอีเมล Google ของผู้ดูแลระบบใน ADMIN_EMAILS ในสภาพแวดล้อมของเซิร์ฟเวอร์ แล้วเริ่มเซิร์ฟเวอร์ใหม่ ผู้ดูแลจะได้สิทธิ์เมื่อเข้าสู่ระบบครั้งแรก",
      },
      captcha: {
        title: "แคปช่าปิดอยู่",
        action:
          "ตั้งค่า CAPTCHA_SECRET_KEY ในสภาพแวดล้อมของเซิร์ฟเวอร์ และบันทึก site key ของแคปช่าในหน้าการตั้งค่า เพื่อไม่ให้บอตส่งแบบฟอร์มติดต่อและแบบฟอร์มสั่งซื้อได้",
      },
    },
  },
);
