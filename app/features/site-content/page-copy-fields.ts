// The fields of a page's copy form, from the page's default English tree: one per text, grouped by
// the page's sections, each labelled by the parts of its path ("Step 2 › Heading"). Client-safe.
import type { CopyTree } from "~/lib/copy-paths";
import type { CopyField } from "./page-copy-schema";

export interface LabelPart {
  /** A key of the copy tree (`hero`, `steps`, `title`), named by pageCopyMessages.parts. */
  part: string;
  /** The item's number in a list (1-based), for steps, cards and the like. */
  number?: number;
}

export interface CopyFormField extends CopyField {
  /** The page's section this text is in (the first key of its path). */
  section: string;
  label: LabelPart[];
  /** The English default, shown as a reminder of what the text was. */
  defaultText: string;
}

/** Objects whose keys are items of a list (whyUs.items.price, solutions.segments.shops). */
const collections = new Set(["items", "segments"]);

export function copyFormFields(tree: CopyTree): CopyFormField[] {
  const fields: CopyFormField[] = [];
  const walk = (node: CopyTree, path: string[], label: LabelPart[]) => {
    if (typeof node === "string") {
      const [section = "", ...rest] = path;
      fields.push({
        path: path.join("."),
        section,
        label: rest.length ? label.slice(1) : label,
        required: node.trim() !== "",
        defaultText: node,
      });
      return;
    }
    const parentKey = path.at(-1) ?? "";
    const numbered = Array.isArray(node) || collections.has(parentKey);
    const entries: [string, CopyTree][] = Array.isArray(node)
      ? node.map((child: CopyTree, index) => [String(index), child])
      : Object.entries(node as { readonly [key: string]: CopyTree });
    entries.forEach(([key, child], index) => {
      const childLabel = numbered ? [...label.slice(0, -1), { part: parentKey, number: index + 1 }] : [...label, { part: key }];
      walk(child, [...path, key], childLabel);
    });
  };
  walk(tree, [], []);
  return fields;
}
