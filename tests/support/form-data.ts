// What a browser posts for a form's nested values, under conform's names (`a.b`, `list[0].c`,
// a list of strings as repeated names): for tests that post a whole form.
export function formEntries(values: unknown, prefix = ""): [string, string][] {
  if (values === undefined || values === null) return [];
  if (Array.isArray(values)) {
    return values.every((item) => typeof item === "string")
      ? values.map((item): [string, string] => [prefix, item])
      : values.flatMap((item, index) => formEntries(item, `${prefix}[${index}]`));
  }
  if (typeof values === "object") {
    return Object.entries(values).flatMap(([key, inner]) => formEntries(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, String(values)]];
}

/** The entries as FormData; `changes` sets (or, with `null`, removes) single names afterwards. */
export function formDataOf(values: unknown, changes: Record<string, string | null> = {}): FormData {
  const formData = new FormData();
  for (const [name, value] of formEntries(values)) formData.append(name, value);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) formData.delete(name);
    else formData.set(name, value);
  }
  return formData;
}
