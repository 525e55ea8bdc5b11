// Removes React Router's <link rel="modulepreload"> tags from the document's <head>.
// See ADR 016: on a slow phone connection those preloads compete with the stylesheet and fonts for
// the first paint (Lighthouse mobile: 92-97 with them, 100 without); the module scripts still load
// the same files, a little later, for hydration.
const MODULE_PRELOAD = /<link rel="modulepreload"[^<>]*>/g;
const HEAD_END = "</head>";

/** The document without module preloads in its head; the body is left byte for byte. */
export function stripModulePreloads(html: Buffer): Buffer {
  const end = html.indexOf(HEAD_END);
  const headLength = end === -1 ? html.length : end;
  const head = html.toString("utf8", 0, headLength);
  const stripped = head.replace(MODULE_PRELOAD, "");
  if (stripped.length === head.length) return html;
  return Buffer.concat([Buffer.from(stripped), html.subarray(headLength)]);
}
