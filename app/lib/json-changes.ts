// Which values of a JSON document changed: audit trails list the fields a save touched.

/** Stable JSON: key order never counts as a change. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, node: unknown) =>
    node && typeof node === "object" && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => a.localeCompare(b)))
      : node,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The dotted paths at which two JSON values differ (`phone`, `address.th`); a list counts as one value. */
export function changedPaths(before: unknown, after: unknown, prefix = ""): string[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return canonicalJson(before) === canonicalJson(after) ? [] : [prefix];
}
