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
