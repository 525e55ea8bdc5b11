// The Users screen's strings: shipped only with /admin/users. Role names come from the shared
// catalogue (admin.roles), which the admin header already uses.
import { defineMessages } from "~/i18n/messages";

export const usersMessages = defineMessages(
  {
    meta: { title: "Users · Admin" },
    pending: {
      heading: "Waiting for approval",
      count: "{{count}} people are waiting for approval.",
      countOne: "1 person is waiting for approval.",
      none: "No one is waiting for approval.",
      help: "Choose Editor to let someone write and manage articles, or Admin to give them the whole admin area.",
    },
    everyone: {
      heading: "Staff",
      count: "{{count}} people",
      countOne: "1 person",
      empty: "No one else has signed in yet.",
    },
    list: {
      you: "(you)",
      noName: "(no name)",
      email: "E-mail",
      role: "Role",
      created: "First sign-in",
      lastLogin: "Last sign-in",
      avatarAlt: "Profile picture of {{name}}",
      roleLabel: "Role for {{name}}",
      save: "Save role",
      // Read after "Save role" by screen readers: the button's name starts with what it shows.
      saveFor: "for {{name}}",
      saving: "Saving…",
    },
    saved: "{{name}} is now: {{role}}.",
    savedSelf: "Your role is now: {{role}}.",
    errors: {
      roleUpdateFailed: "Failed to update user role. Please try again.",
      // What went wrong, under the catalogue's message.
      reasons: {
        "insufficient-permissions": "Only an admin can change roles.",
        "invalid-role": "Choose one of the three roles: pending, editor or admin.",
        "user-not-found": "This user no longer exists. Reload the page to see the current list.",
        "last-admin": "You are the only admin. Make someone else an admin before you give up the role.",
        "role-update-failed": "The change could not be saved. Nothing was changed.",
        "bad-request": "The request was incomplete. Reload the page and try again.",
      },
      loadFailed: "The list of users could not be loaded. Please try again.",
      retry: "Try again",
    },
    history: {
      heading: "Recent role changes",
      empty: "No role has been changed yet.",
      note: "Newest first, in Bangkok time.",
      by: "by {{actor}}",
      byCommand: "The server command (users:set-role)",
      byAdminEmails: "ADMIN_EMAILS at sign-in",
      newAccount: "new account",
      fromTo: "{{from}} → {{to}}",
    },
    forbidden: {
      heading: "Only admins can manage users",
      message: "Your role does not include the Users screen. Ask an admin if you need access.",
      back: "Back to the dashboard",
    },
  },
  {
    meta: { title: "ผู้ใช้ · ผู้ดูแลระบบ" },
    pending: {
      heading: "รอการอนุมัติ",
      count: "มีผู้ใช้ {{count}} คนรอการอนุมัติ",
      countOne: "มีผู้ใช้ 1 คนรอการอนุมัติ",
      none: "ไม่มีผู้ใช้ที่รอการอนุมัติ",
      help: "เลือก “บรรณาธิการ” เพื่อให้เขียนและจัดการบทความได้ หรือ “ผู้ดูแลระบบ” เพื่อให้ใช้ส่วนผู้ดูแลได้ทั้งหมด",
    },
    everyone: {
      heading: "ทีมงาน",
      count: "{{count}} คน",
      countOne: "1 คน",
      empty: "ยังไม่มีผู้อื่นเข้าสู่ระบบ",
    },
    list: {
      you: "(คุณ)",
      noName: "(ไม่มีชื่อ)",
      email: "อีเมล",
      role: "บทบาท",
      created: "เข้าสู่ระบบครั้งแรก",
      lastLogin: "เข้าสู่ระบบล่าสุด",
      avatarAlt: "รูปโปรไฟล์ของ {{name}}",
      roleLabel: "บทบาทของ {{name}}",
      save: "บันทึกบทบาท",
      saveFor: "ของ {{name}}",
      saving: "กำลังบันทึก…",
    },
    saved: "เปลี่ยนบทบาทของ {{name}} เป็น “{{role}}” แล้ว",
    savedSelf: "เปลี่ยนบทบาทของคุณเป็น “{{role}}” แล้ว",
    errors: {
      roleUpdateFailed: "อัปเดตบทบาทผู้ใช้ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
      reasons: {
        "insufficient-permissions": "เฉพาะผู้ดูแลระบบเท่านั้นที่เปลี่ยนบทบาทได้",
        "invalid-role": "กรุณาเลือกหนึ่งในสามบทบาท: รอการอนุมัติ บรรณาธิการ หรือผู้ดูแลระบบ",
        "user-not-found": "ไม่พบผู้ใช้รายนี้แล้ว กรุณาโหลดหน้าใหม่เพื่อดูรายชื่อล่าสุด",
        "last-admin": "คุณเป็นผู้ดูแลระบบเพียงคนเดียว กรุณาตั้งผู้ดูแลระบบคนอื่นก่อนสละบทบาทนี้",
        "role-update-failed": "บันทึกการเปลี่ยนแปลงไม่ได้ ไม่มีข้อมูลใดถูกเปลี่ยน",
        "bad-request": "ข้อมูลที่ส่งมาไม่ครบ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง",
      },
      loadFailed: "โหลดรายชื่อผู้ใช้ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
      retry: "ลองอีกครั้ง",
    },
    history: {
      heading: "การเปลี่ยนบทบาทล่าสุด",
      empty: "ยังไม่มีการเปลี่ยนบทบาท",
      note: "เรียงจากใหม่ไปเก่า ตามเวลากรุงเทพฯ",
      by: "โดย {{actor}}",
      byCommand: "คำสั่งบนเซิร์ฟเวอร์ (users:set-role)",
      byAdminEmails: "ADMIN_EMAILS เมื่อเข้าสู่ระบบ",
      newAccount: "บัญชีใหม่",
      fromTo: "{{from}} → {{to}}",
    },
    forbidden: {
      heading: "เฉพาะผู้ดูแลระบบเท่านั้นที่จัดการผู้ใช้ได้",
      message: "บทบาทของคุณไม่มีสิทธิ์เข้าหน้าผู้ใช้ หากต้องการสิทธิ์ กรุณาติดต่อผู้ดูแลระบบ",
      back: "กลับไปที่แดชบอร์ด",
    },
  },
);

export type RoleChangeFailure = keyof (typeof usersMessages.en)["errors"]["reasons"];
