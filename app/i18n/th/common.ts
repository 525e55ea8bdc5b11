import type { common as en } from "../en/common";
import type { Translation } from "../types";

export const common: Translation<typeof en> = {
  skipToContent: "ข้ามไปยังเนื้อหาหลัก",
  nav: {
    label: "เมนูหลัก",
    home: "หน้าแรก",
    solutions: "โซลูชัน",
    about: "เกี่ยวกับเรา",
    services: "บริการ",
    articles: "บทความ",
    contact: "ติดต่อเรา",
    callUs: "โทรหาเรา {{phone}}",
    openMenu: "เปิดเมนู",
    closeMenu: "ปิดเมนู",
    homeLink: "{{name}} หน้าแรก",
  },
  language: {
    switchTo: "Switch to English",
    name: "ไทย",
  },
  footer: {
    tagline:
      "เว็บไซต์คุณภาพ ราคาเข้าถึงได้ สำหรับธุรกิจขนาดเล็ก ฟรีแลนซ์ และสตาร์ทอัพในประเทศไทย เว็บไซต์ของคุณออนไลน์ได้ใน 7 วัน",
    aboutHeading: "บริษัท",
    servicesHeading: "บริการ",
    contactHeading: "ติดต่อ",
    serviceLinks: {
      starter: "เว็บไซต์แพ็กเกจเริ่มต้น",
      ecommerce: "เว็บไซต์ร้านค้าออนไลน์",
      premium: "เว็บไซต์แพ็กเกจพรีเมียม",
      maintenance: "แผนดูแลเว็บไซต์",
    },
    contactPage: "แบบฟอร์มติดต่อ",
    emailUs: "อีเมล: {{email}}",
    callUs: "โทร: {{phone}}",
    privacy: "นโยบายความเป็นส่วนตัว",
    cookies: "นโยบายคุกกี้",
    terms: "ข้อกำหนดการใช้งาน",
    social: "ติดตามเรา",
    socialLinks: {
      facebook: "{{name}} บน Facebook",
      line: "{{name}} บน LINE",
      instagram: "{{name}} บน Instagram",
    },
    copyright: "© {{year}} {{name}} สงวนลิขสิทธิ์",
    legal: "ข้อกฎหมาย",
  },
  scrollToTop: "กลับขึ้นด้านบน",
  notFound: {
    title: "ไม่พบหน้าที่คุณต้องการ",
    heading: "ขออภัย เราไม่พบหน้านี้",
    message:
      "หน้าที่คุณกำลังมองหาอาจถูกย้ายหรือไม่มีอยู่แล้ว โปรดตรวจสอบที่อยู่อีกครั้ง หรือเริ่มต้นใหม่จากหน้าแรก",
    home: "ไปที่หน้าแรก",
    contact: "ติดต่อเรา",
  },
  error: {
    title: "เกิดข้อผิดพลาด",
    message: "ขออภัย ระบบของเรามีปัญหาชั่วคราว โปรดลองใหม่อีกครั้งในอีกสักครู่",
    retry: "ลองอีกครั้ง",
  },
  consent: {
    title: "คุกกี้เพื่อการวิเคราะห์",
    message:
      "หากคุณอนุญาต เราจะใช้ Google Analytics เพื่อดูว่าหน้าใดเป็นประโยชน์กับผู้เข้าชม และนำไปปรับปรุงเว็บไซต์ โดย Google Analytics จะไม่ตั้งค่าคุกกี้จนกว่าคุณจะยอมรับ และคุณเปลี่ยนใจได้ทุกเมื่อ",
    policy: "อ่านนโยบายคุกกี้",
    accept: "ยอมรับการวิเคราะห์",
    decline: "ปฏิเสธ",
    current: {
      granted: "ขณะนี้คุณอนุญาตคุกกี้เพื่อการวิเคราะห์",
      denied: "ขณะนี้คุณปฏิเสธคุกกี้เพื่อการวิเคราะห์",
    },
    settings: "ตั้งค่าคุกกี้",
    status: {
      granted: "คุกกี้เพื่อการวิเคราะห์: อนุญาต",
      denied: "คุกกี้เพื่อการวิเคราะห์: ปฏิเสธ",
      unset: "คุกกี้เพื่อการวิเคราะห์: ยังไม่ได้เลือก จึงยังปิดอยู่",
    },
  },
};
