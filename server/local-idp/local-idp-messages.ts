// The local provider's own texts, in each of the site's languages (its pages are outside the app).
import { defineMessages } from "~/i18n/messages";

export const localIdpMessages = defineMessages(
  {
    title: "Sign in (local test provider)",
    heading: "Sign in for development",
    note: "This is the site's built-in test sign-in. It asks for no password: anyone who can open this page can sign in with any e-mail address. Use it only on your own computer or in tests; the live site signs in with Google.",
    email: "E-mail address",
    emailHint: "The same e-mail is always the same person.",
    admins: "Administrator e-mail:",
    name: "Display name",
    nameHint: "Shown in the admin area, e.g. Somchai Jaidee.",
    emailError: "Enter a valid e-mail address, such as name@example.com.",
    nameError: "Enter a display name of up to 100 characters.",
    submit: "Sign in",
    cancel: "Cancel",
    /** The other language, named in itself. */
    other: "ภาษาไทย",
    errorTitle: "Sign-in could not continue",
    errorText: "This sign-in has expired or was already used. Go back to the site and start again.",
    back: "Back to the sign-in page",
  },
  {
    title: "เข้าสู่ระบบ (ผู้ให้บริการทดสอบในเครื่อง)",
    heading: "เข้าสู่ระบบสำหรับการพัฒนา",
    note: "หน้านี้เป็นระบบเข้าสู่ระบบสำหรับทดสอบที่มาพร้อมกับเว็บไซต์ ไม่ต้องใช้รหัสผ่าน ผู้ที่เปิดหน้านี้ได้จึงเข้าสู่ระบบด้วยอีเมลใดก็ได้ ควรใช้เฉพาะบนเครื่องของคุณเองหรือในการทดสอบเท่านั้น เว็บไซต์จริงเข้าสู่ระบบด้วย Google",
    email: "อีเมล",
    emailHint: "อีเมลเดียวกันหมายถึงผู้ใช้คนเดิมเสมอ",
    admins: "อีเมลผู้ดูแลระบบ:",
    name: "ชื่อที่แสดง",
    nameHint: "แสดงในส่วนผู้ดูแลระบบ เช่น สมชาย ใจดี",
    emailError: "กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com",
    nameError: "กรุณากรอกชื่อที่แสดง ไม่เกิน 100 ตัวอักษร",
    submit: "เข้าสู่ระบบ",
    cancel: "ยกเลิก",
    other: "English",
    errorTitle: "ไม่สามารถเข้าสู่ระบบต่อได้",
    errorText: "การเข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณากลับไปที่เว็บไซต์และเริ่มใหม่อีกครั้ง",
    back: "กลับไปที่หน้าเข้าสู่ระบบ",
  },
);
