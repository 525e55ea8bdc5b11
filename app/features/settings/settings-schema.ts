// The settings groups and their validation, shared by the /admin/settings forms (client) and the
// action and readers (server). Error messages are keys of the settings catalogue
// (settings-messages.ts), translated where they are shown.
import { z } from "zod";
import { isPhoneNumber } from "~/lib/phone";
import { isThaiIdNumber } from "~/lib/thai-tax-id";
import {
  balanceReminderDaysField,
  defaultBalanceReminderDays,
  defaultInvoicingSettings,
  type InvoicingSettings,
  InvoicingSettingsSchema,
} from "./invoicing-settings-schema";

type ErrorKey = `errors.${string}`;
const error = (key: ErrorKey) => ({ error: key });

/** Separators people type inside numbers: spaces, dashes, dots, brackets. */
const separators = /[\s\-.()]/g;

export type PromptPayIdType = "mobile" | "nationalId";

/** A PromptPay proxy: a 10-digit Thai mobile number starting with 0, or a 13-digit national/tax id. */
export function promptPayIdType(value: string): PromptPayIdType | null {
  const digits = value.replace(separators, "");
  if (/^0\d{9}$/.test(digits)) return "mobile";
  if (isThaiIdNumber(digits)) return "nationalId";
  return null;
}

/** Digits, optionally grouped with dashes as Thai banks print them (`123-4-56789-0`), 10 to 12 digits. */
export function isBankAccountNumber(value: string): boolean {
  if (!/^\d+(-\d+)*$/.test(value)) return false;
  const digits = value.replace(/-/g, "").length;
  return digits >= 10 && digits <= 12;
}

const text = (max: number) =>
  z
    .string(error("errors.required"))
    .trim()
    .min(1, error("errors.required"))
    .max(max, { error: `errors.tooLong${max}` as ErrorKey });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `errors.tooLong${max}` as ErrorKey });

export const phoneField = z
  .string(error("errors.required"))
  .trim()
  .min(1, error("errors.required"))
  .refine(isPhoneNumber, error("errors.phone"));

export const emailField = z
  .string(error("errors.required"))
  .trim()
  .min(1, error("errors.required"))
  .pipe(z.email(error("errors.email")));

/** An address on the web that must be https (links on the public pages). */
export const httpsUrlField = z
  .string(error("errors.required"))
  .trim()
  .min(1, error("errors.required"))
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, ...error("errors.httpsUrl") }));

export const optionalHttpsUrlField = z.union([z.literal(""), httpsUrlField], error("errors.httpsUrl"));

export const bankAccountNumberField = z
  .string(error("errors.required"))
  .trim()
  .min(1, error("errors.required"))
  .refine(isBankAccountNumber, error("errors.bankAccountNumber"));

/** Stored without separators, so QR codes and comparisons see one spelling. */
export const promptPayIdField = z
  .string()
  .trim()
  .refine((value) => value === "" || promptPayIdType(value) !== null, error("errors.promptPayId"))
  .transform((value) => value.replace(separators, ""));

export const gaMeasurementIdField = z
  .string()
  .trim()
  .regex(/^(G-[A-Z0-9]{4,20})?$/, error("errors.gaMeasurementId"));

/** Site keys of the captcha vendors are URL-safe tokens; the secret stays in the environment. */
export const captchaSiteKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,100}$/, error("errors.captchaSiteKey"));

const timeError = error("errors.time");
const clock = z.object({
  hour: z.number(timeError).int(timeError).min(0, timeError).max(23, timeError),
  minute: z.number(timeError).int(timeError).min(0, timeError).max(59, timeError),
});
const dayError = error("errors.day");
const isoDay = z.number(dayError).int(dayError).min(1, dayError).max(7, dayError);
const minutes = (time: { hour: number; minute: number }) => time.hour * 60 + time.minute;

/** Days are ISO weekdays (1 = Monday); times are Bangkok local time. */
export const OpeningPeriodSchema = z
  .object({
    fromDay: isoDay,
    toDay: isoDay,
    opens: clock,
    closes: clock,
  })
  .refine((period) => period.toDay >= period.fromDay, { error: "errors.dayOrder", path: ["toDay"] })
  .refine((period) => minutes(period.closes) > minutes(period.opens), {
    error: "errors.timeOrder",
    path: ["closes"],
  });
export type OpeningPeriod = z.infer<typeof OpeningPeriodSchema>;

export const maxOpeningPeriods = 7;
export const maxOtherSocialLinks = 6;

export const SocialLinkSchema = z.object({ label: text(40), url: httpsUrlField });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const AgencySettingsSchema = z.object({
  name: text(100),
  phone: phoneField,
  email: emailField,
  /** Where contact messages and orders are sent; never sent to the browser. */
  notificationEmail: emailField,
  address: z.object({ en: text(300), th: text(300) }),
  businessHours: z.array(OpeningPeriodSchema).max(maxOpeningPeriods, error("errors.tooMany")),
  social: z.object({
    facebook: optionalHttpsUrlField,
    line: optionalHttpsUrlField,
    instagram: optionalHttpsUrlField,
    others: z.array(SocialLinkSchema).max(maxOtherSocialLinks, error("errors.tooMany")),
  }),
});
export type AgencySettings = z.infer<typeof AgencySettingsSchema>;

export const paymentMethods = ["card", "promptPay", "bankTransfer"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const PaymentSettingsSchema = z
  .object({
    bankName: optionalText(100),
    accountName: optionalText(100),
    accountNumber: z.union([z.literal(""), bankAccountNumberField], error("errors.bankAccountNumber")),
    branch: optionalText(100),
    promptPayId: promptPayIdField,
    methods: z.object({ card: z.boolean(), promptPay: z.boolean(), bankTransfer: z.boolean() }, error("errors.invalid")),
    /** Days after a balance request on which the customer is reminded by e-mail. */
    balanceReminderDays: balanceReminderDaysField,
    /**
     * The details are the seed's demo ones (db/seed/sample-payments.ts): offered only while sample
     * content is on, and listed as not ready on the dashboard. A save that changes them drops it.
     */
    sample: z.boolean().optional(),
  })
  .superRefine((payments, context) => {
    if (!paymentMethods.some((method) => payments.methods[method])) {
      context.addIssue({ code: "custom", message: "errors.noPaymentMethod", path: ["methods"] });
    }
    // A method on offer needs the details its page shows.
    if (payments.methods.bankTransfer) {
      for (const field of ["bankName", "accountName", "accountNumber", "branch"] as const) {
        if (payments[field] === "") {
          context.addIssue({ code: "custom", message: "errors.requiredForBankTransfer", path: [field] });
        }
      }
    }
    if (payments.methods.promptPay && payments.promptPayId === "") {
      context.addIssue({ code: "custom", message: "errors.requiredForPromptPay", path: ["promptPayId"] });
    }
  });
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

const paymentDetailFields = ["bankName", "accountName", "accountNumber", "branch", "promptPayId"] as const;

/**
 * The payments group a save writes: still marked `sample` only while every detail is the stored
 * sample's (the form never sends the mark), so saving real details clears it.
 */
export function keepSampleMark(stored: unknown, next: PaymentSettings): PaymentSettings {
  const { sample: _sent, ...rest } = next;
  const storedRecord = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const unchanged = paymentDetailFields.every((field) => storedRecord[field] === next[field]);
  return storedRecord.sample === true && unchanged ? { ...rest, sample: true } : rest;
}

export const IntegrationSettingsSchema = z.object({
  gaMeasurementId: gaMeasurementIdField,
  /** Public by design (it is sent to the browser); captcha is on when CAPTCHA_SECRET_KEY is set too. */
  captchaSiteKey: captchaSiteKeyField,
});
export type IntegrationSettings = z.infer<typeof IntegrationSettingsSchema>;

export const settingsGroups = ["agency", "payments", "invoicing", "integrations"] as const;
export type SettingsGroup = (typeof settingsGroups)[number];

export const settingsSchemas = {
  agency: AgencySettingsSchema,
  payments: PaymentSettingsSchema,
  invoicing: InvoicingSettingsSchema,
  integrations: IntegrationSettingsSchema,
} as const;

export interface SettingsByGroup {
  agency: AgencySettings;
  payments: PaymentSettings;
  invoicing: InvoicingSettings;
  integrations: IntegrationSettings;
}

/**
 * Values for fields added after a group was first stored: a stored value without them reads as
 * these, so adding a field needs no data migration (a stored value wins). A group added later
 * reads wholly as its defaults until it is first saved.
 */
const addedFieldDefaults: { [Group in SettingsGroup]?: Partial<SettingsByGroup[Group]> } = {
  payments: { balanceReminderDays: defaultBalanceReminderDays },
};
const addedGroupDefaults: { [Group in SettingsGroup]?: SettingsByGroup[Group] } = {
  invoicing: defaultInvoicingSettings,
};

/** A group's stored JSON with the defaults of what it predates filled in (not yet validated). */
export function withAddedDefaults(group: SettingsGroup, stored: unknown): unknown {
  const defaults = addedGroupDefaults[group] ?? addedFieldDefaults[group];
  if (!defaults) return stored;
  if (stored === undefined || stored === null) return addedGroupDefaults[group] ? { ...defaults } : stored;
  return typeof stored === "object" && !Array.isArray(stored) ? { ...defaults, ...stored } : stored;
}

/** The agency's details as the public pages see them: without the internal notification address. */
export type PublicAgencySettings = Omit<AgencySettings, "notificationEmail">;

/** The settings the public pages read, as sent to the browser (payments stay on the server). */
export interface SiteSettings {
  agency: PublicAgencySettings;
  integrations: IntegrationSettings;
}

/** The settings as the server reads them (getSiteSettings): everything but the payment group. */
export interface ServerSiteSettings {
  agency: AgencySettings;
  integrations: IntegrationSettings;
}
