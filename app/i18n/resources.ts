import { common as enCommon } from "./en/common";
import { common as thCommon } from "./th/common";
import type { Messages } from "./types";

/** The shared catalogue (the site shell, errors, the admin's frame), read like any other. */
export const commonMessages: Messages<typeof enCommon> = { en: enCommon, th: thCommon };

export const resources = {
  en: { common: enCommon },
  th: { common: thCommon },
} as const;
