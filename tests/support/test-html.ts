// For the UI kit's tests (app/components/ui): reads the attributes of server-rendered tags, as a browser would see them.

/** Every opening tag of `name` in the HTML, each as its attributes. */
export function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, "g"))) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? "").matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
      attributes[attribute[1] as string] = attribute[2] ?? "";
    }
    found.push(attributes);
  }
  return found;
}

/** The one opening tag of `name`; fails when there is none or more than one. */
export function tag(html: string, name: string): Record<string, string> {
  const found = tags(html, name);
  if (found.length !== 1) throw new Error(`expected one <${name}>, found ${found.length} in ${html}`);
  return found[0] as Record<string, string>;
}

/** The text with the tags taken out. */
export function text(html: string): string {
  return html.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");
}
