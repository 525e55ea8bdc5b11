import { describe, expect, it } from "vitest";
import { stripModulePreloads } from "./head-filter";

const strip = (html: string) => stripModulePreloads(Buffer.from(html)).toString();
const head = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="x"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/b.js"/></head>`;

describe("stripModulePreloads", () => {
  it("drops module preloads from the head and keeps everything else", () => {
    expect(strip(`${head}<body><p>Hi</p></body></html>`)).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Hi</p></body></html>`,
    );
  });

  it("leaves the body alone, even text that looks like a preload", () => {
    const body = `<body><code>&lt;link rel="modulepreload"&gt;</code><link rel="modulepreload" href="/late.js"/></body>`;
    expect(strip(head + body)).toContain(body);
  });

  it("keeps Thai text intact and returns the same bytes when there is nothing to strip", () => {
    const page = Buffer.from(`<html><head><title>บทความ</title></head><body>สวัสดี</body></html>`);
    expect(stripModulePreloads(page)).toBe(page);
    expect(strip(`<html><head><link rel="modulepreload" href="/a.js"/><title>บทความ</title></head><body>ไทย</body>`)).toBe(
      `<html><head><title>บทความ</title></head><body>ไทย</body>`,
    );
  });
});
