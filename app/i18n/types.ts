/**
 * The shape of a translation of T: the same keys, every leaf a string (or list of strings).
 * Thai catalogues and content are typed with it, so a missing key is a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Translation<Item>[]
    : { [K in keyof T]: Translation<T[K]> };

/** A catalogue: English is the source of truth, Thai has every key of it (a type error otherwise). */
export interface Messages<T> {
  en: T;
  th: Translation<T>;
}
