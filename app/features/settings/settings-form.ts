// The /admin/settings form's one schema, used by the action on the server and by the form in the
// browser: it reads what the browser posts (conform's nested names: `agency.address.en`,
// `agency.businessHours[0].opens`, the payment methods as one checkbox group) into the stored
// groups of settings-schema.ts. Its messages are keys of the settings catalogue.
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";
import {
  AgencySettingsSchema,
  IntegrationSettingsSchema,
  maxOpeningPeriods,
  maxOtherSocialLinks,
  type OpeningPeriod,
  OpeningPeriodSchema,
  PaymentSettingsSchema,
  paymentMethods,
  type PaymentMethod,
  type SettingsByGroup,
  SocialLinkSchema,
} from "./settings-schema";
import {
  InvoicingFormSchema,
  type InvoicingFormValues,
  invoicingFormTemplate,
  invoicingToFormValues,
  reminderDaysFromForm,
  reminderDaysToRows,
} from "./invoicing-form";

/** The hidden field carrying which revision of the settings the form was loaded from. */
export const revisionField = "revision";

export type OpeningPeriodRow = {
  fromDay: string;
  toDay: string;
  opens: string;
  closes: string;
};
// Type aliases, not interfaces: conform's form values must be indexable records.
export type SocialLinkRow = {
  label: string;
  url: string;
};

/** The form's values as the browser posts them (and as the form is filled). */
export type SettingsFormValues = {
  revision: string;
  agency: {
    name: string;
    phone: string;
    email: string;
    notificationEmail: string;
    address: { en: string; th: string };
    businessHours: OpeningPeriodRow[];
    social: { facebook: string; line: string; instagram: string; others: SocialLinkRow[] };
  };
  payments: {
    bankName: string;
    accountName: string;
    accountNumber: string;
    branch: string;
    promptPayId: string;
    /** Ticked boxes of one group: one value alone, several as a list, as a browser's form reads. */
    methods: PaymentMethod | PaymentMethod[] | undefined;
    /** The reminder days, one number box each (a box left empty is no day). */
    balanceReminderDays: string[];
  };
  invoicing: InvoicingFormValues;
  integrations: { gaMeasurementId: string; captchaSiteKey: string };
};

/** What an accepted save tells the page: whether anything had changed. */
export interface SettingsSaved {
  outcome: "saved" | "unchanged";
}
export type SettingsReply = FormReply<SettingsSaved>;

export const emptyOpeningPeriod: OpeningPeriodRow = { fromDay: "", toDay: "", opens: "", closes: "" };
export const emptySocialLink: SocialLinkRow = { label: "", url: "" };

const pad = (value: number) => String(value).padStart(2, "0");
export const formatClock = (clock: OpeningPeriod["opens"]) => `${pad(clock.hour)}:${pad(clock.minute)}`;

/**
 * The form filled with stored settings; `emptyRows` adds one empty row to each list that has room,
 * to type a new one into (an editable form; also the way to add a row without JavaScript).
 */
export function settingsToFormValues(settings: SettingsByGroup, revision: number, emptyRows = false): SettingsFormValues {
  const { agency, payments, invoicing, integrations } = settings;
  const withEmpty = <T>(rows: T[], empty: T, max: number) => (emptyRows && rows.length < max ? [...rows, { ...empty }] : rows);
  const methods = paymentMethods.filter((method) => payments.methods[method]);
  return {
    revision: String(revision),
    agency: {
      name: agency.name,
      phone: agency.phone,
      email: agency.email,
      notificationEmail: agency.notificationEmail,
      address: { en: agency.address.en, th: agency.address.th },
      businessHours: withEmpty(
        agency.businessHours.map((period) => ({
          fromDay: String(period.fromDay),
          toDay: String(period.toDay),
          opens: formatClock(period.opens),
          closes: formatClock(period.closes),
        })),
        emptyOpeningPeriod,
        maxOpeningPeriods,
      ),
      social: {
        facebook: agency.social.facebook,
        line: agency.social.line,
        instagram: agency.social.instagram,
        others: withEmpty(
          agency.social.others.map((link) => ({ label: link.label, url: link.url })),
          emptySocialLink,
          maxOtherSocialLinks,
        ),
      },
    },
    payments: {
      bankName: payments.bankName,
      accountName: payments.accountName,
      accountNumber: payments.accountNumber,
      branch: payments.branch,
      promptPayId: payments.promptPayId,
      methods: methods.length === 1 ? methods[0] : methods,
      balanceReminderDays: reminderDaysToRows(payments.balanceReminderDays, emptyRows),
    },
    invoicing: invoicingToFormValues(invoicing),
    integrations: { gaMeasurementId: integrations.gaMeasurementId, captchaSiteKey: integrations.captchaSiteKey },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A text box the post lacks (a forged or scripted post) counts as empty, as an empty box would: the
 * field then says what an empty one says ("required"), and an optional one is simply empty.
 */
function missingAsEmpty(template: unknown, input: unknown): unknown {
  if (typeof template === "string") return input ?? "";
  if (Array.isArray(template)) return input ?? [];
  if (!isRecord(template)) return input;
  const given = input ?? {};
  if (!isRecord(given)) return given;
  const filled: Record<string, unknown> = { ...given };
  for (const [key, inner] of Object.entries(template)) filled[key] = missingAsEmpty(inner, given[key]);
  return filled;
}

const template = {
  agency: {
    name: "",
    phone: "",
    email: "",
    notificationEmail: "",
    address: { en: "", th: "" },
    businessHours: [],
    social: { facebook: "", line: "", instagram: "", others: [] },
  },
  payments: {
    bankName: "",
    accountName: "",
    accountNumber: "",
    branch: "",
    promptPayId: "",
    methods: [],
    balanceReminderDays: [],
  },
  invoicing: invoicingFormTemplate,
  integrations: { gaMeasurementId: "", captchaSiteKey: "" },
};

const clockPattern = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
/** A time box's text (`09:00`, or `09:00:00` from some browsers) as an hour and a minute. */
const clockText = z.string().transform((text, context) => {
  const match = clockPattern.exec(text.trim());
  const clock = match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
  if (!clock || clock.hour > 23 || clock.minute > 59) {
    context.addIssue({ code: "custom", message: "errors.time" });
    return z.NEVER;
  }
  return clock;
});
const dayText = z
  .string()
  .trim()
  .regex(/^[1-7]$/, "errors.day")
  .transform(Number);

/**
 * A list's rows: a row left empty is no row (that is how a row is removed without JavaScript), so
 * it is dropped after the check; the others are checked where they stand, so an error names the
 * row the person sees.
 */
function rowList<Row extends z.ZodType>(row: Row, fields: readonly string[], max: number) {
  const isEmpty = (value: unknown) =>
    value === undefined ||
    (isRecord(value) &&
      fields.every((field) => value[field] === undefined || (typeof value[field] === "string" && value[field].trim() === "")));
  return (
    z
      // Counted before anything walks the list: a forged `[99999999]` makes a very long array.
      .unknown()
      .refine((value) => !Array.isArray(value) || value.length <= 100, "errors.tooMany")
      .pipe(z.array(z.preprocess((value) => (isEmpty(value) ? null : value), row.nullable())))
      .transform((rows) => rows.filter((value): value is z.output<Row> => value !== null))
      .refine((rows) => rows.length <= max, "errors.tooMany")
  );
}

const openingPeriodRow = z
  .object({ fromDay: dayText, toDay: dayText, opens: clockText, closes: clockText })
  .pipe(OpeningPeriodSchema);

const AgencyFormSchema = AgencySettingsSchema.extend({
  businessHours: rowList(openingPeriodRow, Object.keys(emptyOpeningPeriod), maxOpeningPeriods),
  social: AgencySettingsSchema.shape.social.extend({
    others: rowList(SocialLinkSchema, Object.keys(emptySocialLink), maxOtherSocialLinks),
  }),
});

/** The ticked boxes (one value or several) as the stored yes/no per method; unknown values are ignored. */
function methodsFromForm(value: unknown) {
  const ticked = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === "string");
  return Object.fromEntries(paymentMethods.map((method) => [method, ticked.includes(method)]));
}

const PaymentsFormSchema = z.preprocess(
  (payments) =>
    isRecord(payments)
      ? {
          ...payments,
          methods: methodsFromForm(payments.methods),
          // Only the seed marks details as samples (settings-schema.ts keepSampleMark).
          sample: undefined,
          balanceReminderDays: reminderDaysFromForm(payments.balanceReminderDays),
        }
      : payments,
  PaymentSettingsSchema,
);

export const SettingsFormSchema = z.preprocess(
  (input) => missingAsEmpty(template, input),
  z.object({
    // Not a field a person can correct: the save judges it (an unreadable one is a conflict).
    revision: z.string().optional(),
    agency: AgencyFormSchema,
    payments: PaymentsFormSchema,
    invoicing: InvoicingFormSchema,
    integrations: IntegrationSettingsSchema,
  }),
);

export type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

/** The settings form's errors in one language; anything that is not a key says "check this value". */
export function settingsErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.invalid" });
}

/** The schema's check of a submission (conform's parse, one message per field). */
export function checkSettingsForm(formData: FormData | URLSearchParams, errorText: ErrorText) {
  return parseForm(formData, SettingsFormSchema, errorText);
}
