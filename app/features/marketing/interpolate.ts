// `{{name}}` placeholders in marketing copy, filled from the pricing module so a price or a
// promise is written once. Unknown names throw: a typo must fail a test, not reach a visitor.

export type Variables = Readonly<Record<string, string>>;

const placeholder = /\{\{\s*([A-Za-z][\w]*)\s*\}\}/g;

export function fill(template: string, variables: Variables): string {
  return template.replace(placeholder, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`Missing copy variable "${name}" in "${template}"`);
    return value;
  });
}

/** Fills every string in a plain object or array, keeping its shape. */
export function fillDeep<T>(value: T, variables: Variables): T {
  if (typeof value === "string") return fill(value, variables) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, variables)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, variables)])) as T;
  }
  return value;
}
