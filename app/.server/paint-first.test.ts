import { runInNewContext, Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { INERT_TYPE, paintFirst } from "./paint-first";

const nonce = "n0nce+/=";
const moduleScript = `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root.js";</script>`;
const head = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/b.js"/><title>บทความ</title></head>`;
const page = (body: string) => Buffer.from(`${head}<body><p>สวัสดี</p>${body}</body></html>`);
const rewrite = (html: Buffer) => paintFirst(html, nonce).toString();
const strippedHead = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><title>บทความ</title></head>`;

/** The loader's source: the classic script that follows the inert module script. */
function loaderOf(html: string): string {
  const start = html.indexOf(`<script nonce="${nonce}">(function(modules)`);
  expect(start).toBeGreaterThan(-1);
  const source = html.slice(start + `<script nonce="${nonce}">`.length);
  return source.slice(0, source.indexOf("</script>"));
}

describe("paintFirst", () => {
  it("takes the preloads out of the head, makes the module script inert and hands its modules to the loader", () => {
    const html = rewrite(page(`${moduleScript}<script nonce="${nonce}">data()</script>`));
    expect(html.startsWith(`${strippedHead}<body><p>สวัสดี</p><script nonce="${nonce}" type="${INERT_TYPE}" async="">`)).toBe(true);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain(`<script nonce="${nonce}" type="module"`);
    const loader = loaderOf(html);
    // The page's modules, in React Router's order, asked for at once when the loader starts.
    expect(loader.endsWith(`})(["/assets/a.js","/assets/b.js"]);`)).toBe(true);
    expect(() => new Script(loader)).not.toThrow();
    expect(html.endsWith(`${loader}</script><script nonce="${nonce}">data()</script></body></html>`)).toBe(true);
  });

  it("reads each href as the browser would, and no href can end the loader's element", () => {
    const odd = Buffer.from(
      `<html><head><link rel="modulepreload" href="/assets/x.js?a=1&amp;b=&quot;&lt;/script&gt;"/></head><body>${moduleScript}</body></html>`,
    );
    const loader = loaderOf(rewrite(odd));
    expect(loader).not.toContain("</script");
    expect(loader.endsWith(`})(["/assets/x.js?a=1&b=\\"\\u003c/script>"]);`)).toBe(true);
    expect(() => new Script(loader)).not.toThrow();
  });

  it("leaves the body's own text alone, even text that looks like a preload or a module script", () => {
    const body = `<code>&lt;link rel="modulepreload"&gt;</code><link rel="modulepreload" href="/late.js"/>${moduleScript.replace(nonce, "other")}`;
    expect(rewrite(page(body))).toBe(`${strippedHead}<body><p>สวัสดี</p>${body}</body></html>`);
  });

  it("returns the same bytes when there is nothing to rewrite, and cuts nothing from a document cut off", () => {
    const plain = Buffer.from(`<html><head><title>บทความ</title></head><body>สวัสดี</body></html>`);
    expect(paintFirst(plain, nonce)).toBe(plain);
    const cut = page(moduleScript.slice(0, -"</script>".length));
    expect(rewrite(cut)).toBe(`${strippedHead}<body><p>สวัสดี</p>${moduleScript.slice(0, -"</script>".length)}</body></html>`);
  });

  it("ends the module script with the given routes added to React Router's manifest, its own entries kept", () => {
    const routes = { "routes/about": { id: "routes/about", path: "about" }, root: { id: "root", path: "replaced" } };
    const html = paintFirst(page(moduleScript), nonce, routes).toString();
    const inert = html.slice(html.indexOf(`type="${INERT_TYPE}" async="">`) + `type="${INERT_TYPE}" async="">`.length);
    const source = inert.slice(0, inert.indexOf("</script>"));
    expect(source.startsWith('import * as route0 from "/assets/root.js";;{')).toBe(true);
    // Run as the browser would once React Router has set its manifest (the import aside).
    const window = { __reactRouterManifest: { routes: { root: { id: "root", path: "" } } } };
    runInNewContext(source.replace(/^import[^;]*;/, ""), { window });
    expect(window.__reactRouterManifest.routes).toEqual({
      root: { id: "root", path: "" },
      "routes/about": routes["routes/about"],
    });
  });

  it("adds nothing to the module script when there are no routes to add, and nothing that could end it", () => {
    expect(paintFirst(page(moduleScript), nonce, {}).toString()).toBe(rewrite(page(moduleScript)));
    const html = paintFirst(page(moduleScript), nonce, { "routes/x": { path: "</script><script>alert(1)" } }).toString();
    expect(html).not.toContain("</script><script>alert");
  });
});
