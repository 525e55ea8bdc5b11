// conform reads `rows[7].name` as the eighth slot of a list, and builds the list up to that slot:
// a few bytes such as `x[50000000]=1` would make it allocate (and a reply echo back) an array of
// fifty million slots. Forms here hold lists of at most a few hundred rows, so a submission whose
// lists would need more slots than MAX_LIST_SLOTS in all is refused before conform reads it.

/** The slots all of a submission's lists may take together (the longest real form needs a few hundred). */
export const MAX_LIST_SLOTS = 10_000;

// Digits between brackets; each match starts at a "[" and runs over one run of digits, so the
// scan stays linear in the length of the name.
const LIST_INDEX = /\[(\d+)\]/g;

/** Whether the names of a submission ask for lists longer than any form here has. */
export function exceedsListBounds(names: Iterable<string>): boolean {
  const longest = new Map<string, number>();
  for (const name of names) {
    for (const match of name.matchAll(LIST_INDEX)) {
      const digits = match[1] ?? "";
      if (digits.length > String(MAX_LIST_SLOTS).length) return true;
      const list = name.slice(0, match.index);
      const slots = Number(digits) + 1;
      if (slots > (longest.get(list) ?? 0)) longest.set(list, slots);
    }
  }
  let total = 0;
  for (const slots of longest.values()) {
    total += slots;
    if (total > MAX_LIST_SLOTS) return true;
  }
  return false;
}
