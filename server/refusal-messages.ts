// What the HTTP layer's refusals say (refusal.ts), one catalogue per refusal.
import { defineMessages } from "~/i18n/messages";
import type { RefusalCopy } from "./refusal";

/** 413: a body past its limit (body-limit.ts). */
export const tooLargeMessages = defineMessages<RefusalCopy>(
  {
    title: "This request is too large",
    message: "What was sent is larger than this site accepts. Please send a smaller file or a shorter text and try again.",
    home: "Go to the home page",
  },
  {
    title: "คำขอนี้มีขนาดใหญ่เกินไป",
    message: "ข้อมูลที่ส่งมามีขนาดใหญ่กว่าที่เว็บไซต์นี้รับได้ กรุณาส่งไฟล์ที่เล็กลงหรือข้อความที่สั้นลง แล้วลองอีกครั้ง",
    home: "ไปที่หน้าแรก",
  },
);

/** 403: a state-changing request from another site (public-request.ts). */
export const crossSiteMessages = defineMessages<RefusalCopy>(
  {
    title: "This request was refused",
    message:
      "For your safety, forms on this site can only be sent from its own pages. Please go back, reload the page and try again.",
    home: "Go to the home page",
  },
  {
    title: "คำขอนี้ถูกปฏิเสธ",
    message: "เพื่อความปลอดภัยของคุณ แบบฟอร์มในเว็บไซต์นี้ส่งได้จากหน้าของเว็บไซต์เองเท่านั้น กรุณาย้อนกลับ โหลดหน้าใหม่ แล้วลองอีกครั้ง",
    home: "ไปที่หน้าแรก",
  },
);
