import { z } from "zod";

export const AgencySettingsSchema = z.object({
  name: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
  address: z.object({ en: z.string(), th: z.string() }),
  social: z.object({
    facebook: z.url().or(z.literal("")),
    line: z.url().or(z.literal("")),
    instagram: z.url().or(z.literal("")),
  }),
});
export type AgencySettings = z.infer<typeof AgencySettingsSchema>;

export const IntegrationSettingsSchema = z.object({
  gaMeasurementId: z.string().regex(/^(G-[A-Z0-9]+)?$/),
});
export type IntegrationSettings = z.infer<typeof IntegrationSettingsSchema>;

/** The settings the public pages read, as sent to the browser. */
export interface SiteSettings {
  agency: AgencySettings;
  integrations: IntegrationSettings;
}

/** `+66 81 234 5678` -> `tel:+66812345678`; a leading 0 is Thailand's trunk prefix. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+66${digits.slice(1)}` : digits}`;
}
