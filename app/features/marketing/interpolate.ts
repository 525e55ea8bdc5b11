// `{{name}}` placeholders in marketing copy, filled from the catalogue and the payment terms so a
// price or a promise is written once. By default an unknown name throws: a typo in a template must
// fail a test. Copy filled with figures from the database is `lenient`: a figure the catalogue no
// longer has (a deleted package) is left out, never shown as a {{placeholder}} and never a crash.

export type Variables = Readonly<Record<string, string>>;

const placeholder = /\{\{\s*([A-Za-z][\w]*)\s*\}\}/g;

export function fill(template: string, variables: Variables, options: { lenient?: boolean } = {}): string {
  return template.replace(placeholder, (_, name: string) => {
    const value = variables[name];
    if (value !== undefined) return value;
    if (options.lenient) return "";
    throw new Error(`Missing copy variable "${name}" in "${template}"`);
  });
}

/** The text filled, or null when it names a figure there is no value for. */
export function fillKnown(template: string, variables: Variables): string | null {
  let missing = false;
  const filled = template.replace(placeholder, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) missing = true;
    return value ?? "";
  });
  return missing ? null : filled;
}

/** Fills every string in a plain object or array, keeping its shape. */
export function fillDeep<T>(value: T, variables: Variables, options: { lenient?: boolean } = {}): T {
  if (typeof value === "string") return fill(value, variables, options) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, variables, options)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, variables, options)])) as T;
  }
  return value;
}
