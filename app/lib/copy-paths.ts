// A page's words as a list of (path, text) and back: the admin edits each text by its path in the
// code's copy tree (`hero.title`, `howItWorks.steps.0.text`), and the page applies the edited texts
// over the tree. The tree's shape (which sections, how many steps) is the code's and never changes.

export type CopyTree = string | readonly CopyTree[] | { readonly [key: string]: CopyTree };

/** One page's stored edits: path → text, per language ("" in Thai: show the English text). */
export interface CopyEdits {
  en: Readonly<Record<string, string>>;
  th: Readonly<Record<string, string>>;
}

export interface CopyLeaf {
  path: string;
  text: string;
}

/** Every text of a tree with its path, in the tree's order. */
export function copyLeaves(tree: CopyTree, prefix = ""): CopyLeaf[] {
  if (typeof tree === "string") return [{ path: prefix, text: tree }];
  const entries: [string, CopyTree][] = Array.isArray(tree)
    ? tree.map((node, index) => [String(index), node])
    : Object.entries(tree as { readonly [key: string]: CopyTree });
  return entries.flatMap(([key, node]) => copyLeaves(node, prefix ? `${prefix}.${key}` : key));
}

/**
 * The tree with the texts of `edited` in place of its own. A path the tree does not have as a text
 * (renamed in code since the save) is ignored, so a stored edit can never add or reshape a section.
 */
export function withCopy<T extends CopyTree>(tree: T, edited: Readonly<Record<string, string>>, prefix = ""): T {
  if (typeof tree === "string") {
    const text = Object.hasOwn(edited, prefix) ? edited[prefix] : undefined;
    return (text ?? tree) as T;
  }
  const child = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (Array.isArray(tree))
    return tree.map((node: CopyTree, index) => withCopy(node, edited, child(String(index)))) as unknown as T;
  return Object.fromEntries(
    Object.entries(tree as { readonly [key: string]: CopyTree }).map(([key, node]) => [key, withCopy(node, edited, child(key))]),
  ) as T;
}

const placeholder = /\{\{\s*([A-Za-z]\w*)\s*\}\}/g;

/** The `{{figure}}` names a text uses, in order, each once. */
export function placeholderNames(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholder), (match) => match[1] as string))];
}

/**
 * The Thai edits as the page applies them: an emptied Thai text shows the English one (edited or
 * default), so a Thai page never has a hole where the English page has words.
 */
export function thaiEdits(edits: CopyEdits, englishDefaults: readonly CopyLeaf[]): Record<string, string> {
  const english = new Map(englishDefaults.map((leaf) => [leaf.path, leaf.text]));
  return Object.fromEntries(
    Object.entries(edits.th).map(([path, text]) => [
      path,
      text.trim() === "" ? (edits.en[path] ?? english.get(path) ?? text) : text,
    ]),
  );
}
