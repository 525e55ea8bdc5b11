// Preact renders into `document.documentElement` when asked to render into `document`, so the
// <html> element the root layout renders would land inside the existing one. This hook turns that
// <html> into a component that renders only its children (<head>, <body>) and keeps the existing
// element's attributes (lang, class: they change with the language) in step with its props.
import { type ComponentChildren, options, type VNode } from "preact";
import { useLayoutEffect } from "preact/hooks";

interface HtmlProps {
  children?: ComponentChildren;
  [attribute: string]: unknown;
}

const attributeNames: Record<string, string> = { className: "class", class: "class" };

function DocumentElement({ children, ...attributes }: HtmlProps) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      const attribute = attributeNames[name] ?? name;
      // Only what differs: a write to <html> makes the browser look at the whole page's styles again.
      if (value == null || value === false) html.removeAttribute(attribute);
      else if (html.getAttribute(attribute) !== String(value)) html.setAttribute(attribute, String(value));
    }
  });
  return children as VNode;
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") (vnode as { type: unknown }).type = DocumentElement;
  previous?.(vnode);
};
