// Scheduled publishing's strings (the editor's "Publish on" field and the admin list's scheduled
// rows); the field's label and its errors are in article-admin-messages.ts, beside the others.
import { defineMessages } from "~/i18n/messages";

export const articleScheduleMessages = defineMessages(
  {
    field: {
      hint: "Optional, for drafts only: the draft is published by itself at this time. Bangkok time (UTC+7). Leave empty to publish by hand.",
      clear: "Clear the time",
      scheduledFor: "Scheduled for {{date}} (Bangkok time).",
    },
    list: {
      scheduled: "Scheduled",
      publishes: "Publishes",
      filter: "Scheduled",
      unschedule: "Unschedule",
      unscheduleNamed: "Unschedule “{{title}}”",
      unscheduled: "“{{title}}” is no longer scheduled. It stays a draft.",
    },
  },
  {
    field: {
      hint: "ไม่บังคับ ใช้กับฉบับร่างเท่านั้น ระบบจะเผยแพร่ฉบับร่างให้เองตามเวลานี้ (เวลากรุงเทพฯ UTC+7) เว้นว่างไว้หากต้องการเผยแพร่เอง",
      clear: "ล้างเวลา",
      scheduledFor: "ตั้งเวลาเผยแพร่ไว้ {{date}} (เวลากรุงเทพฯ)",
    },
    list: {
      scheduled: "ตั้งเวลาเผยแพร่ไว้",
      publishes: "จะเผยแพร่",
      filter: "ตั้งเวลาเผยแพร่ไว้",
      unschedule: "ยกเลิกตั้งเวลา",
      unscheduleNamed: "ยกเลิกการตั้งเวลาเผยแพร่ “{{title}}”",
      unscheduled: "ยกเลิกการตั้งเวลาของ “{{title}}” แล้ว บทความยังเป็นฉบับร่าง",
    },
  },
);
