// The one text mechanism (docs/decisions/058-one-text-mechanism.md). Feature catalogues: strings
// that only some screens need (the admin, the contact form, checkout) live beside their feature
// instead of in the shared catalogue, so they ship only in the chunks of the routes that import
// them and the public pages' JavaScript stays within its budget.
import { fallbackLanguage, type Language } from "./config";
import { interpolate, type TranslationValues } from "./i18n";
import { useTranslation } from "./react";
import type { Messages, Translation } from "./types";

export type { Messages };

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey<M> = M extends Messages<infer T> ? Leaves<T> : never;
export type MessagesT<M> = (key: MessageKey<M>, values?: TranslationValues) => string;
/** A catalogue in one language: what a loader sends so the page's script carries neither half. */
export type MessagesIn<M> = M extends Messages<infer T> ? Translation<T> : never;

/** A feature's catalogue: English is the source of truth, Thai must have every key (type error otherwise). */
export function defineMessages<const T>(en: T, th: Translation<T>): Messages<T> {
  return { en, th };
}

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The translate function of a feature catalogue in one language (server or client). */
export function messagesT<M extends Messages<unknown>>(messages: M, language: Language): MessagesT<M> {
  return (key, values) => interpolate(lookup(messages[language], key) ?? lookup(messages[fallbackLanguage], key) ?? key, values);
}

/**
 * The catalogue in one language, for a loader to send (or a server to read a part of). English
 * stands in for a language a catalogue lacks, as messagesT does key by key.
 */
export function messagesIn<T>(messages: Messages<T>, language: Language): Translation<T> {
  return (messages[language] ?? messages[fallbackLanguage]) as Translation<T>;
}

/** The translate function over a catalogue a loader sent in one language (see messagesIn). */
export function stringsT<S>(strings: S): (key: Leaves<S>, values?: TranslationValues) => string {
  return (key, values) => interpolate(lookup(strings, key) ?? key, values);
}

/** In a component: the feature catalogue in the active language. */
export function useMessages<M extends Messages<unknown>>(messages: M): { t: MessagesT<M>; language: Language } {
  const { language } = useTranslation();
  return { t: messagesT(messages, language), language };
}
