import type { Translation } from "~/i18n/types";
import type { legalLabels as en } from "../en/labels";

export const legalLabels: Translation<typeof en> = {
  contents: "สารบัญ",
  lastUpdated: "ปรับปรุงล่าสุดเมื่อวันที่ {{date}}",
};
