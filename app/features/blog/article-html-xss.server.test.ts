import { describe, expect, it } from "vitest";
import { xssVectors } from "../../../tests/fixtures/xss-vectors";
import { sanitizeArticleHtml } from "./article-html.server";

// The same corpus the browser test stores through the editor; here only the sanitiser's output.
describe("sanitizeArticleHtml against the XSS corpus", () => {
  it("has at least 100 vectors", () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100);
  });

  it.each(xssVectors.map((vector, index) => [index, vector]))("vector %i leaves nothing that can run", (_index, vector) => {
    const clean = sanitizeArticleHtml(vector);
    expect(clean).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|frame|template)/i);
    // No attribute named on...: only inside a tag, since text may mention "onerror=" harmlessly (escaped).
    for (const tag of clean.match(/<[a-z][^>]*>/gi) ?? []) {
      // Attribute names only: a quoted value may hold escaped text such as `onerror=`.
      expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i);
      expect(tag).not.toMatch(/(href|src|srcset|action|formaction|background)\s*=\s*"\s*(javascript|vbscript|data):/i);
      expect(tag).not.toMatch(/\sstyle\s*=/i);
    }
    // Sanitising twice (save, then render) changes nothing more.
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it("keeps an uploaded image's responsive copies, and only those", () => {
    const own = `/media/${"a".repeat(32)}-480.webp 480w, /media/${"a".repeat(32)}-960.webp 960w`;
    expect(sanitizeArticleHtml(`<img src="/media/${"a".repeat(32)}-960.webp" srcset="${own}" sizes="100vw" alt="x">`)).toBe(
      `<img src="/media/${"a".repeat(32)}-960.webp" alt="x" srcset="${own}" sizes="100vw" loading="lazy" />`,
    );
    expect(sanitizeArticleHtml(`<img src="/a.png" srcset="https://evil.example/x.png 1x" alt="x">`)).toBe(
      `<img src="/a.png" alt="x" loading="lazy" />`,
    );
  });
});
