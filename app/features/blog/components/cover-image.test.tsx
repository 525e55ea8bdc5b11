// Covers as the server renders them: an uploaded cover offers each stored width with the page's
// sizes, and keeps its box (width and height) so nothing moves while it loads.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CoverImage } from "./cover-image";

const hash = "0123456789abcdef0123456789abcdef";

describe("CoverImage", () => {
  it("gives an uploaded cover a srcset over its stored widths, the sizes it was given, and a fixed box", () => {
    const html = renderToStaticMarkup(
      <CoverImage
        cover={{ url: `/media/${hash}-1600.webp`, alt: "A café" }}
        seed="cafe"
        sizes="(min-width: 768px) 720px, 100vw"
      />,
    );
    // HTML attribute names are case-insensitive; React writes this one as srcSet.
    expect(html.toLowerCase()).toContain(
      `srcset="/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1600.webp 1600w"`,
    );
    expect(html).toContain('sizes="(min-width: 768px) 720px, 100vw"');
    expect(html).toMatch(/width="1200"[^>]*height="675"/);
    expect(html).toContain('alt="A café"');
  });

  it("leaves an image that is not an upload as it is", () => {
    const html = renderToStaticMarkup(<CoverImage cover={{ url: "https://example.com/cover.jpg", alt: "" }} seed="x" />);
    expect(html.toLowerCase()).not.toContain("srcset");
  });
});
