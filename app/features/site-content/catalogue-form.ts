// The building blocks of the catalogue forms' schemas (packages, add-ons, plans), client-safe: the
// limits of ADR 094, whole amounts typed in baht or dollars, numbers in a range, a feature list typed
// one per line, the id of a new row. Messages are keys of catalogueMessages; the error text fills in
// each field's limits, so a refusal says what is allowed.
import { z } from "zod";
import { formatPrice } from "~/lib/pricing";
import type { ErrorText } from "~/lib/forms/parse-form";
import { localeFor, type Language } from "~/i18n/config";

/** The largest price a form accepts, in whole units (ADR 094). */
export const priceLimits = {
  packageBaht: 1_000_000,
  addOnBaht: 100_000,
  planBaht: 100_000,
  usd: 30_000,
} as const;

// As the tables allow them (app/.server/db/schema/site-content.ts, which the browser cannot import).
export const deliveryUnits = ["days", "businessDays"] as const;
export const addOnUnits = ["once", "year", "page"] as const;

export const textLimits = { name: 100, subtitle: 200, description: 2000, lines: 20, line: 200 } as const;
export const idPattern = /^[a-z](?:[a-z0-9]|-(?=[a-z0-9]))+$/;

/** The hidden field carrying the row's `updated_at` as the form loaded it. */
export const revisionField = "revision";

/** A whole amount (baht or dollars) typed with or without thousands separators, then its minor units. */
export function wholeAmount(max: number) {
  return z
    .string()
    .trim()
    .transform((text, context) => {
      const digits = text.replace(/[,\s]/g, "");
      if (digits === "") return issue(context, "errors.amountRequired");
      if (!/^-?\d+$/.test(digits)) return issue(context, "errors.amountWhole");
      const amount = Number(digits);
      if (amount <= 0) return issue(context, "errors.amountPositive");
      if (amount > max) return issue(context, "errors.amountMax");
      return amount * 100;
    });
}

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === "") return issue(context, "errors.required");
      if (!/^-?\d+$/.test(text)) return issue(context, "errors.numberWhole");
      const value = Number(text);
      if (value < min || value > max) return issue(context, "errors.numberRange");
      return value;
    });
}

function issue(context: z.RefinementCtx, message: string): never {
  context.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** A ticked box posts "on"; an unticked one posts nothing. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

export const requiredText = (max: number) => z.string().trim().min(1, "errors.required").max(max, "errors.tooLong");
export const optionalText = (max: number) => z.string().trim().max(max, "errors.tooLong");

/** A textarea with one item per line: blank lines dropped, each line trimmed. */
export const lineList = z
  .string()
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((lines) => lines.length <= textLimits.lines, "errors.tooManyLines")
  .refine((lines) => lines.every((line) => line.length <= textLimits.line), "errors.lineTooLong");

export const newId = z.string().trim().min(1, "errors.required").max(40, "errors.idFormat").regex(idPattern, "errors.idFormat");

export const optionalRevision = z.string().optional();

/** Posted names a form lacks read as empty boxes, so the field says "required" rather than zod's English. */
export function withEmptyTexts(names: readonly string[]) {
  return (input: unknown) => {
    if (typeof input !== "object" || input === null) return input;
    const filled: Record<string, unknown> = { ...input };
    for (const name of names) {
      const [group, key] = name.split(".") as [string, string | undefined];
      if (key === undefined) filled[group] ??= "";
      else filled[group] = { [key]: "", ...((filled[group] as Record<string, unknown> | undefined) ?? {}) };
    }
    return filled;
  };
}

/** The words fields of both languages, as conform names them. */
export const wordNames = (keys: readonly string[]) => ["en", "th"].flatMap((language) => keys.map((key) => `${language}.${key}`));

/**
 * The form's error text: a catalogue key becomes its sentence with the field's limits filled in
 * ({{max}}, {{min}}), formatted as money where the field is one; anything else "check this value".
 */
export function catalogueErrorText(
  t: (key: string, values?: Record<string, string | number>) => string,
  language: Language,
  limits: Record<string, { min?: number; max: number; currency?: "THB" | "USD" }>,
): ErrorText {
  const locale = localeFor(language);
  const number = new Intl.NumberFormat(locale);
  return (key, field) => {
    const name = field.replace(/^(en|th)\./, "");
    const limit =
      limits[field] ??
      limits[name] ??
      (name === "title" ? { max: textLimits.name } : undefined) ??
      (name === "subtitle" ? { max: textLimits.subtitle } : undefined) ??
      (name === "description" ? { max: textLimits.description } : undefined) ??
      (name === "features" ? { max: key === "errors.tooManyLines" ? textLimits.lines : textLimits.line } : undefined);
    const values = {
      min: limit?.min === undefined ? "" : number.format(limit.min),
      max: !limit ? "" : limit.currency ? formatPrice(limit.max * 100, limit.currency, locale) : number.format(limit.max),
    };
    const text = t(key, values);
    return text === key ? t("errors.invalid") : text;
  };
}
