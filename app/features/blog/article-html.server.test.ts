import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./article-html.server";

describe("sanitizeArticleHtml", () => {
  it.each([
    ["scripts", `<p>Hi</p><script>alert(1)</script>`, `<p>Hi</p>`],
    ["event handlers", `<p onclick="alert(1)">Hi</p>`, `<p>Hi</p>`],
    ["javascript: links", `<a href="javascript:alert(1)">x</a>`, `<a>x</a>`],
    ["data: images", `<img src="data:image/png;base64,AAAA" alt="x">`, `<img alt="x" loading="lazy" />`],
    ["iframes", `<iframe src="https://evil.example"></iframe><p>ok</p>`, `<p>ok</p>`],
    ["style attributes", `<p style="color:red">x</p>`, `<p>x</p>`],
    ["an article's own h1", `<h1>Title</h1>`, `<h2>Title</h2>`],
  ])("removes %s", (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it("keeps the formatting articles use", () => {
    const html = `<h2>Why</h2><p><strong>Fast</strong> and <em>cheap</em></p><ul><li>One</li></ul><blockquote>Q</blockquote><pre><code class="language-ts">x</code></pre>`;
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("keeps mailto and relative links, and marks external links", () => {
    expect(sanitizeArticleHtml(`<a href="mailto:a@b.co">m</a><a href="/services">s</a>`)).toBe(
      `<a href="mailto:a@b.co">m</a><a href="/services">s</a>`,
    );
    expect(sanitizeArticleHtml(`<a href="https://example.com">e</a>`)).toBe(
      `<a href="https://example.com" rel="noopener noreferrer nofollow">e</a>`,
    );
  });
});
