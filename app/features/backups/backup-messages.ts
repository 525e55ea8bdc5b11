// Strings of the dashboard's backup line (admins only, ADR 105), in both languages.
import { defineMessages } from "~/i18n/messages";

export const backupMessages = defineMessages(
  {
    heading: "Backups",
    last: "Last backup: {{when}} (Bangkok time)",
    size: "Size: {{size}}",
    reason: "Reason: {{reason}}",
    trigger: {
      schedule: "Made on schedule",
      manual: "Made with npm run backup",
    },
    outcome: {
      succeeded: "Succeeded",
      failed: "Failed",
      running: "In progress",
    },
    none: "No backup has been recorded yet.",
    off: "Scheduled backups are off. Set BACKUP_SCHEDULE in the server's environment to turn them on.",
    warning: {
      stale: "No backup has succeeded in the last 48 hours. Check the server's log, BACKUP_DIR and BACKUP_COMMAND.",
      never: "No backup has succeeded yet. Check the server's log, BACKUP_DIR and BACKUP_COMMAND.",
    },
  },
  {
    heading: "การสำรองข้อมูล",
    last: "สำรองข้อมูลล่าสุด: {{when}} (เวลากรุงเทพฯ)",
    size: "ขนาด: {{size}}",
    reason: "เหตุผล: {{reason}}",
    trigger: {
      schedule: "สำรองตามเวลาที่ตั้งไว้",
      manual: "สำรองด้วย npm run backup",
    },
    outcome: {
      succeeded: "สำเร็จ",
      failed: "ไม่สำเร็จ",
      running: "กำลังทำงาน",
    },
    none: "ยังไม่มีการสำรองข้อมูลที่บันทึกไว้",
    off: "การสำรองข้อมูลตามเวลาปิดอยู่ ตั้งค่า BACKUP_SCHEDULE ในสภาพแวดล้อมของเซิร์ฟเวอร์เพื่อเปิดใช้งาน",
    warning: {
      stale: "ไม่มีการสำรองข้อมูลที่สำเร็จในช่วง 48 ชั่วโมงที่ผ่านมา กรุณาตรวจสอบบันทึกของเซิร์ฟเวอร์ BACKUP_DIR และ BACKUP_COMMAND",
      never: "ยังไม่มีการสำรองข้อมูลที่สำเร็จ กรุณาตรวจสอบบันทึกของเซิร์ฟเวอร์ BACKUP_DIR และ BACKUP_COMMAND",
    },
  },
);
