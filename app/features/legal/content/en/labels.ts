import type { LegalLabelsSource } from "../legal-source";

export const legalLabels = {
  contents: "On this page",
  lastUpdated: "Last updated {{date}}",
  money: "THB {{amount}}",
} as const satisfies LegalLabelsSource;
