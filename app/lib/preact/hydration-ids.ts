// Preact hydrates without touching attributes, so elements keep the ids React's useId gave them on
// the server (`_R_…`) while the components now know Preact's (`P0-…`). Anything that looks an id up
// (conform checks the submitting form's id; labels, descriptions) would then miss. After each
// element is diffed, the attributes that hold or point at ids are set to the rendered values (a
// no-op after the first render, when they already match). `__e` is the vnode's DOM node: Preact's
// mangled name for it, stable across releases (its devtools rely on it); preact is pinned. ADR 072.
import { options, type VNode } from "preact";

const idAttributes: [prop: string, attribute: string][] = [
  ["id", "id"],
  ["htmlFor", "for"],
  ["for", "for"],
  ["form", "form"],
  ["list", "list"],
  ["headers", "headers"],
  ["aria-describedby", "aria-describedby"],
  ["aria-labelledby", "aria-labelledby"],
  ["aria-controls", "aria-controls"],
  ["aria-errormessage", "aria-errormessage"],
  ["aria-activedescendant", "aria-activedescendant"],
  ["aria-owns", "aria-owns"],
];

const previous = options.diffed;
options.diffed = (vnode: VNode) => {
  if (typeof vnode.type === "string") {
    const dom = (vnode as unknown as { __e?: Element }).__e;
    const props = vnode.props as Record<string, unknown>;
    if (dom && "setAttribute" in dom) {
      for (const [prop, attribute] of idAttributes) {
        const value = props[prop];
        if (typeof value === "string" && dom.getAttribute(attribute) !== value) dom.setAttribute(attribute, value);
      }
    }
  }
  previous?.(vnode);
};
