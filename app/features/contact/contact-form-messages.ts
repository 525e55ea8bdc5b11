// The contact form's strings. The route's loader sends the active language's half to the page
// (ADR 025), so the public JavaScript carries neither language; the action uses messagesT.
import { type Language } from "~/i18n/config";
import { defineMessages, messagesIn, type MessagesIn } from "~/i18n/messages";

export const contactFormMessages = defineMessages(
  {
    title: "Send us a message",
    lead: "Tell us about your business and what you need. We reply by e-mail, or by phone if you leave a number.",
    required: "required",
    optional: "optional",
    fields: {
      name: "Your name",
      email: "E-mail",
      phone: "Phone",
      company: "Company or shop name",
      packageId: "Package you are interested in",
      packageNone: "Not sure yet",
      message: "Your message",
    },
    hints: {
      phone: "For example 081 234 5678 or +66 81 234 5678.",
      message: "What does your business do, and what should the website do for you?",
    },
    honeypot: "Leave this field empty",
    privacy: {
      before: "We use your details only to answer your message and delete them after {{months}} months. See our",
      link: "privacy policy",
      after: ".",
    },
    submit: "Send message",
    sending: "Sending…",
    success: {
      title: "Thank you, your message has been sent.",
      body: "We have e-mailed you a confirmation and will reply as soon as we can during business hours.",
    },
    errors: {
      summary: "Please check the highlighted fields.",
      nameRequired: "Please enter your name.",
      nameTooLong: "Please keep your name under {{max}} characters.",
      emailRequired: "Please enter your e-mail address so that we can reply.",
      emailTooLong: "This e-mail address is too long.",
      emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
      phoneTooLong: "This phone number is too long.",
      phoneInvalid: "Please enter a phone number like 081 234 5678 or +66 81 234 5678.",
      companyTooLong: "Please keep the company name under {{max}} characters.",
      messageRequired: "Please write your message.",
      messageTooLong: "Please keep your message under {{max}} characters.",
      messageInvalid: "Your message contains characters we cannot accept. Please remove them and try again.",
      oneLine: "Please write this on one line.",
      check: "Please check this field.",
      tooFast: "That was very quick. Please check your message and press Send again.",
      expired: "This page was open for a long time. Please press Send again.",
      tooLarge: "Your message is too long to send. Please shorten it.",
      rateLimited: "You have sent several messages in a short time. Please try again in {{minutes}} minutes, or call us.",
      failed: "Sorry, your message could not be sent. Please try again, or contact us by phone or e-mail.",
      network: "We could not reach our server. Please check your connection and try again.",
    },
  },
  {
    title: "ส่งข้อความถึงเรา",
    lead: "เล่าให้เราฟังเกี่ยวกับธุรกิจของคุณและสิ่งที่ต้องการ เราจะตอบกลับทางอีเมล หรือทางโทรศัพท์หากคุณฝากเบอร์ไว้",
    required: "จำเป็น",
    optional: "ไม่บังคับ",
    fields: {
      name: "ชื่อของคุณ",
      email: "อีเมล",
      phone: "เบอร์โทรศัพท์",
      company: "ชื่อบริษัทหรือร้านค้า",
      packageId: "แพ็กเกจที่สนใจ",
      packageNone: "ยังไม่แน่ใจ",
      message: "ข้อความของคุณ",
    },
    hints: {
      phone: "เช่น 081 234 5678 หรือ +66 81 234 5678",
      message: "ธุรกิจของคุณทำอะไร และอยากให้เว็บไซต์ช่วยอะไรบ้าง",
    },
    honeypot: "กรุณาเว้นช่องนี้ว่างไว้",
    privacy: {
      before: "เราใช้ข้อมูลของคุณเพื่อตอบกลับข้อความนี้เท่านั้น และจะลบข้อมูลเมื่อครบ {{months}} เดือน อ่านรายละเอียดได้ที่",
      link: "นโยบายความเป็นส่วนตัว",
      after: "",
    },
    submit: "ส่งข้อความ",
    sending: "กำลังส่ง…",
    success: {
      title: "ขอบคุณที่ติดต่อเรา เราได้รับข้อความของคุณแล้ว",
      body: "เราได้ส่งอีเมลยืนยันให้คุณแล้ว และจะติดต่อกลับโดยเร็วที่สุดในเวลาทำการ",
    },
    errors: {
      summary: "กรุณาตรวจสอบช่องที่ทำเครื่องหมายไว้",
      nameRequired: "กรุณากรอกชื่อของคุณ",
      nameTooLong: "กรุณากรอกชื่อไม่เกิน {{max}} ตัวอักษร",
      emailRequired: "กรุณากรอกอีเมลเพื่อให้เราติดต่อกลับได้",
      emailTooLong: "อีเมลนี้ยาวเกินไป",
      emailInvalid: "กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com",
      phoneTooLong: "เบอร์โทรศัพท์นี้ยาวเกินไป",
      phoneInvalid: "กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง เช่น 081 234 5678 หรือ +66 81 234 5678",
      companyTooLong: "กรุณากรอกชื่อบริษัทไม่เกิน {{max}} ตัวอักษร",
      messageRequired: "กรุณาพิมพ์ข้อความของคุณ",
      messageTooLong: "กรุณาพิมพ์ข้อความไม่เกิน {{max}} ตัวอักษร",
      messageInvalid: "ข้อความมีอักขระที่ระบบไม่รองรับ กรุณาลบออกแล้วลองอีกครั้ง",
      oneLine: "กรุณากรอกข้อมูลนี้ในบรรทัดเดียว",
      check: "กรุณาตรวจสอบช่องนี้",
      tooFast: "คุณส่งเร็วมาก กรุณาตรวจสอบข้อความแล้วกดส่งอีกครั้ง",
      expired: "หน้านี้เปิดค้างไว้นานเกินไป กรุณากดส่งอีกครั้ง",
      tooLarge: "ข้อความยาวเกินกว่าจะส่งได้ กรุณาย่อให้สั้นลง",
      rateLimited: "คุณส่งข้อความหลายครั้งในเวลาอันสั้น กรุณาลองใหม่ในอีก {{minutes}} นาที หรือโทรหาเรา",
      failed: "ขออภัย ไม่สามารถส่งข้อความได้ กรุณาลองอีกครั้ง หรือติดต่อเราทางโทรศัพท์หรืออีเมล",
      network: "ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง",
    },
  },
);

export type ContactFormStrings = MessagesIn<typeof contactFormMessages>;

/** The strings the form needs, in one language, for the loader to send. */
export function contactFormStrings(language: Language): ContactFormStrings {
  return messagesIn(contactFormMessages, language);
}
