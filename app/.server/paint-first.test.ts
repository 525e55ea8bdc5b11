import { describe, expect, it } from "vitest";
import { deferHydrationScripts, INERT_TYPE } from "./paint-first";

const nonce = "n0nce+/=";
const moduleScript = `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root.js";</script>`;
const page = (body: string) => Buffer.from(`<html><head><title>บทความ</title></head><body><p>สวัสดี</p>${body}</body></html>`);

describe("deferHydrationScripts", () => {
  it("makes React Router's module script inert and puts the loader right after it", () => {
    const html = deferHydrationScripts(page(`${moduleScript}<script nonce="${nonce}">data()</script>`), nonce).toString();
    expect(html).toContain(
      `<p>สวัสดี</p><script nonce="${nonce}" type="${INERT_TYPE}" async="">import * as route0 from "/assets/root.js";</script><script nonce="${nonce}">(function(){`,
    );
    expect(html).not.toContain('<script nonce="n0nce+/=" type="module"');
    expect(html).toMatch(/\}\)\(\);<\/script><script nonce="n0nce\+\/=">data\(\)<\/script><\/body><\/html>$/);
  });

  it("leaves a script carrying another nonce alone (page content cannot be turned into a loader)", () => {
    const foreign = page(moduleScript.replace(nonce, "other"));
    expect(deferHydrationScripts(foreign, nonce)).toBe(foreign);
  });

  it("returns the same bytes when the document has no module script or it is cut off", () => {
    const plain = page("");
    expect(deferHydrationScripts(plain, nonce)).toBe(plain);
    const cut = Buffer.from(`<body>${moduleScript.slice(0, -"</script>".length)}`);
    expect(deferHydrationScripts(cut, nonce)).toBe(cut);
  });
});
