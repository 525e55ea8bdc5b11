import { common as enCommon } from "./en/common";
import { common as thCommon } from "./th/common";

export const resources = {
  en: { common: enCommon },
  th: { common: thCommon },
} as const;
