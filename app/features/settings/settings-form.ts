// The /admin/settings form as flat `name -> text` values (exactly what a browser posts), and its
// validation against the group schemas. The same functions run in the browser before submitting and
// in the action, so both give the same errors for the same input.
import type { z } from "zod";
import {
  AgencySettingsSchema,
  IntegrationSettingsSchema,
  type OpeningPeriod,
  PaymentSettingsSchema,
  paymentMethods,
  type SettingsByGroup,
  settingsGroups,
} from "./settings-schema";

/** Input name -> value; checkboxes are present ("on") when ticked, absent otherwise. */
export type SettingsFormValues = Record<string, string>;
/** Input name (or a group such as `payments.methods`) -> catalogue key of the error. */
export type SettingsFormErrors = Record<string, string>;

export type ParsedSettingsForm = { ok: true; settings: SettingsByGroup } | { ok: false; errors: SettingsFormErrors };

/** The hidden field carrying which revision of the settings the form was loaded from. */
export const revisionField = "revision";

const pad = (value: number) => String(value).padStart(2, "0");
export const formatClock = (clock: OpeningPeriod["opens"]) => `${pad(clock.hour)}:${pad(clock.minute)}`;

export function settingsToFormValues(settings: SettingsByGroup): SettingsFormValues {
  const { agency, payments, integrations } = settings;
  const values: SettingsFormValues = {
    "agency.name": agency.name,
    "agency.phone": agency.phone,
    "agency.email": agency.email,
    "agency.notificationEmail": agency.notificationEmail,
    "agency.address.en": agency.address.en,
    "agency.address.th": agency.address.th,
    "agency.social.facebook": agency.social.facebook,
    "agency.social.line": agency.social.line,
    "agency.social.instagram": agency.social.instagram,
    "payments.bankName": payments.bankName,
    "payments.accountName": payments.accountName,
    "payments.accountNumber": payments.accountNumber,
    "payments.branch": payments.branch,
    "payments.promptPayId": payments.promptPayId,
    "integrations.gaMeasurementId": integrations.gaMeasurementId,
    "integrations.captchaSiteKey": integrations.captchaSiteKey,
  };
  agency.businessHours.forEach((period, index) => {
    values[`agency.businessHours.${index}.fromDay`] = String(period.fromDay);
    values[`agency.businessHours.${index}.toDay`] = String(period.toDay);
    values[`agency.businessHours.${index}.opens`] = formatClock(period.opens);
    values[`agency.businessHours.${index}.closes`] = formatClock(period.closes);
  });
  agency.social.others.forEach((link, index) => {
    values[`agency.social.others.${index}.label`] = link.label;
    values[`agency.social.others.${index}.url`] = link.url;
  });
  for (const method of paymentMethods) if (payments.methods[method]) values[`payments.methods.${method}`] = "on";
  return values;
}

/** Text fields only (a forged file upload is ignored); the first value wins for a repeated name. */
export function formValuesFromFormData(formData: FormData): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !(name in values)) values[name] = value;
  }
  return values;
}

/** The row numbers a list's inputs carry, in order (rows removed in the browser leave gaps). */
export function rowIndexes(values: SettingsFormValues, list: string): number[] {
  const prefix = `${list}.`;
  const found = new Set<number>();
  for (const name of Object.keys(values)) {
    if (!name.startsWith(prefix)) continue;
    const index = Number(name.slice(prefix.length).split(".")[0]);
    if (Number.isInteger(index) && index >= 0 && index < 100) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

const clockPattern = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
function parseClock(text: string) {
  const match = clockPattern.exec(text.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : { hour: Number.NaN, minute: Number.NaN };
}
const parseDay = (text: string) => (/^[1-7]$/.test(text.trim()) ? Number(text) : Number.NaN);

/** A list's non-empty rows, each with the row number its inputs carry (for the error names). */
function rows<T>(
  values: SettingsFormValues,
  list: string,
  fields: readonly string[],
  build: (get: (field: string) => string) => T,
): { items: T[]; rowNumbers: number[] } {
  const items: T[] = [];
  const rowNumbers: number[] = [];
  for (const index of rowIndexes(values, list)) {
    const get = (field: string) => values[`${list}.${index}.${field}`] ?? "";
    if (fields.every((field) => get(field).trim() === "")) continue;
    items.push(build(get));
    rowNumbers.push(index);
  }
  return { items, rowNumbers };
}

interface ListRows {
  /** Where the list sits in its group's object, e.g. ["social", "others"]. */
  at: string[];
  rowNumbers: number[];
}

function collectErrors(group: string, error: z.ZodError, lists: ListRows[], errors: SettingsFormErrors) {
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    // A list's error points at the row as the form numbers it, not as the array holds it.
    for (const list of lists) {
      const position = list.at.length;
      if (path.length > position && list.at.every((part, i) => path[i] === part)) {
        path[position] = String(list.rowNumbers[Number(path[position])] ?? path[position]);
      }
    }
    // A time is one input for its hour and minute: report on the input.
    const clockAt = path.findIndex((part) => part === "opens" || part === "closes");
    const name = [group, ...(clockAt === -1 ? path : path.slice(0, clockAt + 1))].join(".");
    errors[name] ??= issue.message.startsWith("errors.") ? issue.message : "errors.invalid";
  }
}

/** Validates every group; the settings are returned only when all of them are valid. */
export function parseSettingsForm(values: SettingsFormValues): ParsedSettingsForm {
  const get = (name: string) => values[name] ?? "";
  const hours = rows(values, "agency.businessHours", ["fromDay", "toDay", "opens", "closes"], (field) => ({
    fromDay: parseDay(field("fromDay")),
    toDay: parseDay(field("toDay")),
    opens: parseClock(field("opens")),
    closes: parseClock(field("closes")),
  }));
  const others = rows(values, "agency.social.others", ["label", "url"], (field) => ({
    label: field("label"),
    url: field("url"),
  }));
  const results = {
    agency: AgencySettingsSchema.safeParse({
      name: get("agency.name"),
      phone: get("agency.phone"),
      email: get("agency.email"),
      notificationEmail: get("agency.notificationEmail"),
      address: { en: get("agency.address.en"), th: get("agency.address.th") },
      businessHours: hours.items,
      social: {
        facebook: get("agency.social.facebook"),
        line: get("agency.social.line"),
        instagram: get("agency.social.instagram"),
        others: others.items,
      },
    }),
    payments: PaymentSettingsSchema.safeParse({
      bankName: get("payments.bankName"),
      accountName: get("payments.accountName"),
      accountNumber: get("payments.accountNumber"),
      branch: get("payments.branch"),
      promptPayId: get("payments.promptPayId"),
      methods: Object.fromEntries(paymentMethods.map((method) => [method, `payments.methods.${method}` in values])),
    }),
    integrations: IntegrationSettingsSchema.safeParse({
      gaMeasurementId: get("integrations.gaMeasurementId"),
      captchaSiteKey: get("integrations.captchaSiteKey"),
    }),
  };
  const errors: SettingsFormErrors = {};
  const lists: ListRows[] = [
    { at: ["businessHours"], rowNumbers: hours.rowNumbers },
    { at: ["social", "others"], rowNumbers: others.rowNumbers },
  ];
  for (const group of settingsGroups) {
    const result = results[group];
    if (!result.success) collectErrors(group, result.error, group === "agency" ? lists : [], errors);
  }
  if (results.agency.success && results.payments.success && results.integrations.success) {
    return {
      ok: true,
      settings: { agency: results.agency.data, payments: results.payments.data, integrations: results.integrations.data },
    };
  }
  return { ok: false, errors };
}
