// The preview's strings (its banner, the editor's Preview button, the share-link panel): shipped
// only with the routes that show them.
import { defineMessages } from "~/i18n/messages";

export const articlePreviewMessages = defineMessages(
  {
    banner: {
      label: "Preview — not published",
      unsaved: "You are looking at unsaved changes. Close this tab to go back to the editor; save there to keep them.",
      saved: "This is the saved draft as it will look on the website. Readers cannot see it until it is published.",
      shared: "A preview shared with you. This article is not published (or has changed since); please do not pass the link on.",
      labelPublished: "Preview — published article",
      savedPublished: "This article is published: this is the saved version, as readers see it now.",
      sharedPublished: "A preview shared with you. This article is now published, and this is how it reads on the website.",
      language: "Preview language",
      backToEditor: "Back to the editor",
    },
    invalid: {
      title: "This preview cannot be shown yet",
      body: "The editor's form has these problems. Fix them in the editor, then choose Preview again:",
      unreadable: "The preview could not be read. Go back to the editor and choose Preview again.",
    },
    editor: {
      preview: "Preview",
      previewHint: "Opens in a new tab",
    },
    share: {
      heading: "Share a preview",
      intro: "Anyone with the link can read the saved draft, without an account, for 7 days. Unsaved changes are not included.",
      create: "Create a share link",
      creating: "Creating…",
      another: "Create another link",
      linkLabel: "Share link",
      expires: "Works until {{date}} (Bangkok time).",
      copy: "Copy link",
      copied: "Link copied.",
      copyFailed: "Copying failed: select the link and copy it yourself.",
      created: "Share link created.",
      failed: "The share link could not be created. Please try again.",
      notFound: "This article no longer exists.",
      back: "Back to the editor",
      title: "Share a preview",
    },
  },
  {
    banner: {
      label: "ตัวอย่าง — ยังไม่เผยแพร่",
      unsaved: "นี่คือการแก้ไขที่ยังไม่ได้บันทึก ปิดแท็บนี้เพื่อกลับไปที่หน้าแก้ไข และบันทึกที่นั่นเพื่อเก็บการแก้ไขไว้",
      saved: "นี่คือฉบับร่างที่บันทึกไว้ ตามที่จะแสดงบนเว็บไซต์ ผู้อ่านจะยังไม่เห็นจนกว่าจะเผยแพร่",
      shared: "ตัวอย่างที่มีผู้แชร์ให้คุณ บทความนี้ยังไม่เผยแพร่ (หรือมีการแก้ไขหลังจากนั้น) กรุณาอย่าส่งต่อลิงก์นี้",
      labelPublished: "ตัวอย่าง — บทความที่เผยแพร่แล้ว",
      savedPublished: "บทความนี้เผยแพร่แล้ว นี่คือฉบับที่บันทึกไว้ ตามที่ผู้อ่านเห็นอยู่ในขณะนี้",
      sharedPublished: "ตัวอย่างที่มีผู้แชร์ให้คุณ บทความนี้เผยแพร่แล้ว และนี่คือหน้าตาบนเว็บไซต์",
      language: "ภาษาของตัวอย่าง",
      backToEditor: "กลับไปที่หน้าแก้ไข",
    },
    invalid: {
      title: "ยังแสดงตัวอย่างนี้ไม่ได้",
      body: "ฟอร์มในหน้าแก้ไขมีปัญหาต่อไปนี้ แก้ไขในหน้าแก้ไขแล้วกด ดูตัวอย่าง อีกครั้ง:",
      unreadable: "อ่านข้อมูลตัวอย่างไม่ได้ กลับไปที่หน้าแก้ไขแล้วกด ดูตัวอย่าง อีกครั้ง",
    },
    editor: {
      preview: "ดูตัวอย่าง",
      previewHint: "เปิดในแท็บใหม่",
    },
    share: {
      heading: "แชร์ตัวอย่าง",
      intro: "ใครก็ตามที่มีลิงก์สามารถอ่านฉบับร่างที่บันทึกไว้ได้โดยไม่ต้องมีบัญชี เป็นเวลา 7 วัน การแก้ไขที่ยังไม่บันทึกจะไม่รวมอยู่ด้วย",
      create: "สร้างลิงก์สำหรับแชร์",
      creating: "กำลังสร้าง…",
      another: "สร้างลิงก์ใหม่อีกอัน",
      linkLabel: "ลิงก์สำหรับแชร์",
      expires: "ใช้ได้ถึง {{date}} (เวลากรุงเทพฯ)",
      copy: "คัดลอกลิงก์",
      copied: "คัดลอกลิงก์แล้ว",
      copyFailed: "คัดลอกไม่สำเร็จ กรุณาเลือกลิงก์แล้วคัดลอกเอง",
      created: "สร้างลิงก์สำหรับแชร์แล้ว",
      failed: "สร้างลิงก์สำหรับแชร์ไม่สำเร็จ กรุณาลองอีกครั้ง",
      notFound: "ไม่มีบทความนี้แล้ว",
      back: "กลับไปที่หน้าแก้ไข",
      title: "แชร์ตัวอย่าง",
    },
  },
);
