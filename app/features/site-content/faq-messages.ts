// The FAQ screen's strings: shipped only with /admin/content/faq. Limits in messages ({{max}})
// are filled in by the form's error text.
import { defineMessages } from "~/i18n/messages";

export const faqMessages = defineMessages(
  {
    meta: { title: "FAQ · Admin" },
    list: {
      heading: "Questions, in the order the home and services pages show them",
      empty: "There are no questions yet. Add the first one.",
      add: "Add a question",
    },
    form: {
      newTitle: "New question",
      editTitle: "Edit question",
    },
    fields: {
      question: "Question",
      answer: "Answer",
      answerHint:
        "Prices and other figures can be written as a name in double curly brackets, such as {{example}}: the site fills in today's value.",
      figures: "Figure names you can use",
    },
    errors: {
      requiredEn: "Enter this in English too, or leave every English field empty.",
      requiredTh: "Enter this in Thai too, or write the question in English.",
      requiredEither: "Enter this in English or in Thai.",
      tooLong: "Use at most {{max}} characters.",
      placeholderSyntax:
        "Check the double curly brackets: each figure is written like {{example}}, a name made of letters and digits, with two brackets on each side.",
      unknownFigures: "The site has no figure called {{unknown}}. The names you can use: {{names}}.",
      stale:
        "Someone else saved this question since you opened it. Nothing was saved: reload the page to see their changes, then make yours again.",
      notFound: "This question no longer exists: someone may have deleted it. Go back to the list.",
      badRequest: "The request was incomplete. Reload the page and try again.",
      failed: "Saving did not work. Please try again.",
      loadFailed: "The questions could not be loaded. Please try again.",
      retry: "Try again",
    },
  },
  {
    meta: { title: "คำถามที่พบบ่อย · ผู้ดูแลระบบ" },
    list: {
      heading: "คำถาม ตามลำดับที่แสดงในหน้าแรกและหน้าบริการ",
      empty: "ยังไม่มีคำถาม เพิ่มรายการแรกได้เลย",
      add: "เพิ่มคำถาม",
    },
    form: {
      newTitle: "คำถามใหม่",
      editTitle: "แก้ไขคำถาม",
    },
    fields: {
      question: "คำถาม",
      answer: "คำตอบ",
      answerHint: "ราคาและตัวเลขอื่นๆ เขียนเป็นชื่อในวงเล็บปีกกาคู่ได้ เช่น {{example}} เว็บไซต์จะใส่ค่าปัจจุบันให้",
      figures: "ชื่อค่าที่ใช้ได้",
    },
    errors: {
      requiredEn: "กรอกช่องนี้เป็นภาษาอังกฤษด้วย หรือเว้นช่องภาษาอังกฤษทั้งหมดว่างไว้",
      requiredTh: "กรอกช่องนี้เป็นภาษาไทยด้วย หรือเขียนคำถามเป็นภาษาอังกฤษ",
      requiredEither: "กรอกช่องนี้เป็นภาษาอังกฤษหรือภาษาไทย",
      tooLong: "ใช้ไม่เกิน {{max}} ตัวอักษร",
      placeholderSyntax: "ตรวจสอบวงเล็บปีกกาคู่ ตัวเลขแต่ละค่าเขียนแบบ {{example}} คือชื่อที่เป็นตัวอักษรและตัวเลข มีวงเล็บสองอันทั้งสองข้าง",
      unknownFigures: "เว็บไซต์ไม่มีค่าชื่อ {{unknown}} ชื่อที่ใช้ได้: {{names}}",
      stale: "มีคนอื่นบันทึกคำถามนี้หลังจากที่คุณเปิดไว้ ยังไม่ได้บันทึกสิ่งใด กรุณาโหลดหน้าใหม่เพื่อดูการเปลี่ยนแปลงของเขา แล้วแก้ไขของคุณอีกครั้ง",
      notFound: "ไม่พบคำถามนี้แล้ว อาจมีคนลบไป กรุณากลับไปที่รายการ",
      badRequest: "ข้อมูลที่ส่งมาไม่ครบ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง",
      failed: "บันทึกไม่สำเร็จ กรุณาลองอีกครั้ง",
      loadFailed: "โหลดคำถามไม่สำเร็จ กรุณาลองอีกครั้ง",
      retry: "ลองอีกครั้ง",
    },
  },
);
