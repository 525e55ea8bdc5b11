// Attribute values in the HTML React renders, read back as the browser reads them. React escapes
// exactly these five characters in an attribute (react-dom's escapeTextForBrowser).
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const ENTITY = /&(?:amp|quot|#x27|lt|gt);/g;

/** An attribute's value as written by React, unescaped. */
export function decodeAttribute(value: string): string {
  return value.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity);
}
