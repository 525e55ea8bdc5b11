// Moves React Router's <link rel="modulepreload"> tags from the document's <head> to the end of its
// <body>, at low fetch priority.
// In the head they compete with the stylesheet and fonts for the first paint (ADR 016). Without them
// the browser finds the page's modules one level of imports at a time, a round trip each, and a slow
// phone waits half a second longer before a tap works (ADR 075). At the end of the body, marked
// low, they are fetched in one go once the stylesheet and fonts are asked for (the module script
// that uses them waits for the first paint: paint-first.ts), and hydration never sees them in the
// head (Preact claims the head's elements in order; an extra <link> there would take the
// stylesheet's place).
const MODULE_PRELOAD = /<link rel="modulepreload"[^<>]*>/g;
const HEAD_END = "</head>";
const BODY_END = "</body>";

/** The document with its head's module preloads moved before `</body>` at low priority. */
export function moveModulePreloads(html: Buffer): Buffer {
  const end = html.indexOf(HEAD_END);
  const headLength = end === -1 ? html.length : end;
  const head = html.toString("utf8", 0, headLength);
  const preloads: string[] = [];
  const stripped = head.replace(MODULE_PRELOAD, (tag) => {
    preloads.push(tag.replace("<link ", '<link fetchpriority="low" '));
    return "";
  });
  if (preloads.length === 0) return html;
  const bodyEnd = html.lastIndexOf(BODY_END);
  // A document without a body end (none is rendered so) keeps its body as it is, preloads dropped.
  if (bodyEnd < headLength) return Buffer.concat([Buffer.from(stripped), html.subarray(headLength)]);
  return Buffer.concat([
    Buffer.from(stripped),
    html.subarray(headLength, bodyEnd),
    Buffer.from(preloads.join("")),
    html.subarray(bodyEnd),
  ]);
}
