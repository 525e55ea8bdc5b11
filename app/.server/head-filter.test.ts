import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { ModulePreloadFilter } from "./head-filter";

function filter(chunks: string[]) {
  return text(Readable.from(chunks).pipe(new ModulePreloadFilter()));
}

const head = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="x"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/b.js"/></head>`;

describe("ModulePreloadFilter", () => {
  it("drops module preloads from the head and keeps everything else", async () => {
    expect(await filter([head, "<body><p>Hi</p></body></html>"])).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Hi</p></body></html>`,
    );
  });

  it("handles a tag split across chunks", async () => {
    const cut = head.indexOf("modulepreload") + 5;
    expect(await filter([head.slice(0, cut), head.slice(cut), "<body></body>"])).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body></body>`,
    );
  });

  it("leaves the body alone, even text that looks like a preload", async () => {
    const body = `<body><code>&lt;link rel="modulepreload"&gt;</code><link rel="modulepreload" href="/late.js"/></body>`;
    expect(await filter([head, body])).toContain(body);
  });
});
