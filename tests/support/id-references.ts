// Whether the ids a page refers to exist, read in the browser once it has taken over: a label's
// `for`, the aria-* attributes that name other elements, and SVG paints (`fill="url(#…)"`) read
// from the computed style, so a bar is checked against the pattern it is actually painted with.
// A runtime that gave elements new ids after hydration, but not the references (as the Preact
// build once did), leaves these pointing at nothing: no label, no description, a chart without bars.
import type { Locator, Page } from "@playwright/test";

/** The attributes whose value is one id, or a list of them separated by spaces. */
export const ID_REFERENCE_ATTRIBUTES = [
  "for",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-owns",
  "aria-activedescendant",
  "aria-details",
  "aria-errormessage",
] as const;

/**
 * Every reference in `scope` (default the whole page) whose id is not on the page, as
 * `element attribute -> #id` (empty when all resolve). An SVG fill or stroke must resolve to a
 * pattern or gradient.
 */
export async function unresolvedIdReferences(scope: Page | Locator): Promise<string[]> {
  const root = "goto" in scope ? scope.locator("html") : scope;
  return root.evaluate((element, attributes) => {
    const describe = (node: Element) => `<${node.localName}${node.id ? ` id="${node.id}"` : ""}>`;
    const problems: string[] = [];
    const selector = attributes.map((name) => `[${name}]`).join(", ");
    for (const node of [element, ...element.querySelectorAll(selector)]) {
      for (const name of attributes) {
        for (const id of (node.getAttribute(name) ?? "").split(/\s+/)) {
          if (id && !document.getElementById(id)) problems.push(`${describe(node)} ${name} -> #${id}`);
        }
      }
    }
    for (const node of element.querySelectorAll("svg *")) {
      const style = getComputedStyle(node);
      for (const [name, paint] of [
        ["fill", style.fill],
        ["stroke", style.stroke],
      ] as const) {
        const id = /^url\("?[^#"]*#([^")]+)"?\)/.exec(paint)?.[1];
        if (id === undefined) continue;
        const server = document.getElementById(id)?.localName;
        if (!server || !["pattern", "linearGradient", "radialGradient"].includes(server)) {
          problems.push(`${describe(node)} ${name} ${paint} -> ${server ? `<${server}>` : "nothing"}`);
        }
      }
    }
    return problems;
  }, ID_REFERENCE_ATTRIBUTES);
}
