import type { LegalLabelsSource } from "../legal-source";

export const legalLabels = {
  contents: "On this page",
  lastUpdated: "Last updated {{date}}",
} as const satisfies LegalLabelsSource;
