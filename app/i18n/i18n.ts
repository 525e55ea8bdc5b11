// Translation of the shared UI strings: a typed lookup in the bundled catalogues with `{{name}}`
// interpolation and English fallback. Deliberately tiny (see ADR 015): it replaces i18next, which
// cost 17 KB of the 135 KB JavaScript budget for features these strings do not use.
import { fallbackLanguage, type Language } from "./config";
import type { common as enCommon } from "./en/common";
import { resources } from "./resources";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the English catalogue, e.g. "nav.home" or "footer.socialLinks.line". */
export type TranslationKey = Leaves<typeof enCommon>;
export type TranslationValues = Record<string, string | number>;
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

function lookup(language: Language, key: string): string | undefined {
  let node: unknown = resources[language].common;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function interpolate(template: string, values?: TranslationValues): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

const translators = new Map<Language, TFunction>();

/** The translate function of a language (one per language, shared by every request). */
export function getT(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = (key, values) => interpolate(lookup(language, key) ?? lookup(fallbackLanguage, key) ?? key, values);
    translators.set(language, t);
  }
  return t;
}
