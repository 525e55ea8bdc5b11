// The testimonials screen's strings: shipped only with /admin/content/testimonials. Limits in
// messages ({{max}}) are filled in by the form's error text.
import { defineMessages } from "~/i18n/messages";

export const testimonialsMessages = defineMessages(
  {
    meta: { title: "Testimonials · Admin" },
    list: {
      heading: "Testimonials, in the order the home page shows them",
      empty: "There are no testimonials yet. Add the first one.",
      add: "Add a testimonial",
    },
    form: {
      newTitle: "New testimonial",
      editTitle: "Edit testimonial",
    },
    fields: {
      name: "Name",
      jobTitle: "Job title",
      jobTitleHint: "Such as Owner or Marketing manager.",
      company: "Company",
      quote: "What they said",
    },
    errors: {
      requiredEn: "Enter this in English too, or leave every English field empty.",
      requiredTh: "Enter this in Thai too, or write the testimonial in English.",
      requiredEither: "Enter this in English or in Thai.",
      tooLong: "Use at most {{max}} characters.",
      stale:
        "Someone else saved this testimonial since you opened it. Nothing was saved: reload the page to see their changes, then make yours again.",
      notFound: "This testimonial no longer exists: someone may have deleted it. Go back to the list.",
      badRequest: "The request was incomplete. Reload the page and try again.",
      failed: "Saving did not work. Please try again.",
      loadFailed: "The testimonials could not be loaded. Please try again.",
      retry: "Try again",
    },
  },
  {
    meta: { title: "เสียงจากลูกค้า · ผู้ดูแลระบบ" },
    list: {
      heading: "เสียงจากลูกค้า ตามลำดับที่แสดงในหน้าแรก",
      empty: "ยังไม่มีเสียงจากลูกค้า เพิ่มรายการแรกได้เลย",
      add: "เพิ่มเสียงจากลูกค้า",
    },
    form: {
      newTitle: "เพิ่มเสียงจากลูกค้า",
      editTitle: "แก้ไขเสียงจากลูกค้า",
    },
    fields: {
      name: "ชื่อ",
      jobTitle: "ตำแหน่งงาน",
      jobTitleHint: "เช่น เจ้าของร้าน หรือผู้จัดการฝ่ายการตลาด",
      company: "บริษัท",
      quote: "สิ่งที่ลูกค้าพูด",
    },
    errors: {
      requiredEn: "กรอกช่องนี้เป็นภาษาอังกฤษด้วย หรือเว้นช่องภาษาอังกฤษทั้งหมดว่างไว้",
      requiredTh: "กรอกช่องนี้เป็นภาษาไทยด้วย หรือเขียนรายการนี้เป็นภาษาอังกฤษ",
      requiredEither: "กรอกช่องนี้เป็นภาษาอังกฤษหรือภาษาไทย",
      tooLong: "ใช้ไม่เกิน {{max}} ตัวอักษร",
      stale: "มีคนอื่นบันทึกเสียงจากลูกค้ารายการนี้หลังจากที่คุณเปิดไว้ ยังไม่ได้บันทึกสิ่งใด กรุณาโหลดหน้าใหม่เพื่อดูการเปลี่ยนแปลงของเขา แล้วแก้ไขของคุณอีกครั้ง",
      notFound: "ไม่พบเสียงจากลูกค้ารายการนี้แล้ว อาจมีคนลบไป กรุณากลับไปที่รายการ",
      badRequest: "ข้อมูลที่ส่งมาไม่ครบ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง",
      failed: "บันทึกไม่สำเร็จ กรุณาลองอีกครั้ง",
      loadFailed: "โหลดเสียงจากลูกค้าไม่สำเร็จ กรุณาลองอีกครั้ง",
      retry: "ลองอีกครั้ง",
    },
  },
);
