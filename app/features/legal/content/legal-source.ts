// The shape every legal content module satisfies. English modules are written `as const satisfies
// LegalSource`; Thai modules are typed Translation<typeof en>, so a missing section or field is a
// type error. Sections are keyed by their anchor id, so both languages share the same ids.
//
// Inline syntax inside strings: {{token}} (filled from pricing on the server, or from the agency
// settings in the browser), [label](/path or https://url), and `code`.

export interface SourceTable {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** A table of the website packages on offer, their names and figures from the catalogue. */
export interface SourcePackagesTable {
  readonly caption: string;
  readonly head: readonly string[];
  /** {{min}} and {{max}} are filled in. */
  readonly delivery: { readonly days: string; readonly businessDays: string };
  /** {{count}} is filled in. */
  readonly pages: { readonly exact: string; readonly upTo: string };
}

export type SourceBlock =
  | { readonly p: string }
  | { readonly h3: string }
  | { readonly list: readonly string[] }
  | { readonly table: SourceTable }
  | { readonly packagesTable: SourcePackagesTable };

export interface SourceSection {
  readonly heading: string;
  readonly body: readonly SourceBlock[];
}

export interface LegalSource {
  readonly title: string;
  /** Plain text for the meta description: no tokens, no markup. */
  readonly description: string;
  readonly intro: readonly string[];
  readonly sections: { readonly [id: string]: SourceSection };
}

export interface LegalLabelsSource {
  readonly contents: string;
  /** {{date}} is filled in. */
  readonly lastUpdated: string;
}
