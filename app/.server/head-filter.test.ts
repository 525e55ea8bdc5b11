import { describe, expect, it } from "vitest";
import { moveModulePreloads } from "./head-filter";

const move = (html: string) => moveModulePreloads(Buffer.from(html)).toString();
const head = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="x"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/b.js"/></head>`;
const lowA = `<link fetchpriority="low" rel="modulepreload" href="/assets/a.js" nonce="x"/>`;
const lowB = `<link fetchpriority="low" rel="modulepreload" href="/assets/b.js"/>`;

describe("moveModulePreloads", () => {
  it("moves the head's module preloads, in order and at low priority, to the end of the body", () => {
    expect(move(`${head}<body><p>Hi</p><script type="module">import "/assets/a.js";</script></body></html>`)).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head>` +
        `<body><p>Hi</p><script type="module">import "/assets/a.js";</script>${lowA}${lowB}</body></html>`,
    );
  });

  it("leaves the body's own text alone, even text that looks like a preload", () => {
    const body = `<body><code>&lt;link rel="modulepreload"&gt;</code><link rel="modulepreload" href="/late.js"/>`;
    expect(move(`${head}${body}</body></html>`)).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head>${body}${lowA}${lowB}</body></html>`,
    );
  });

  it("uses the last body end, not one written inside the page's text or data", () => {
    const body = `<body><script>const html = "</body>";</script><p>end</p>`;
    expect(move(`${head}${body}</body></html>`)).toContain(`<p>end</p>${lowA}${lowB}</body></html>`);
  });

  it("drops the preloads when the document has no body end, rather than guess a place", () => {
    expect(move(`${head}<body><p>cut`)).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>cut`,
    );
  });

  it("keeps Thai text intact and returns the same bytes when there is nothing to move", () => {
    const page = Buffer.from(`<html><head><title>บทความ</title></head><body>สวัสดี</body></html>`);
    expect(moveModulePreloads(page)).toBe(page);
    expect(move(`<html><head><link rel="modulepreload" href="/a.js"/><title>บทความ</title></head><body>ไทย</body>`)).toBe(
      `<html><head><title>บทความ</title></head><body>ไทย<link fetchpriority="low" rel="modulepreload" href="/a.js"/></body>`,
    );
  });
});
