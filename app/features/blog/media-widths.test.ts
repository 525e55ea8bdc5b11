import { describe, expect, it } from "vitest";
import { mediaSrcSet } from "./media-widths";

const hash = "0123456789abcdef0123456789abcdef";

describe("a cover's srcset from its address", () => {
  it("offers every stored width up to the largest copy", () => {
    expect(mediaSrcSet(`/media/${hash}-1600.webp`)).toBe(
      `/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1600.webp 1600w`,
    );
    // An upload 1,200 pixels wide kept its own width as the largest.
    expect(mediaSrcSet(`/media/${hash}-1200.webp`)).toBe(
      `/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1200.webp 1200w`,
    );
    expect(mediaSrcSet(`/media/${hash}-300.webp`)).toBe(`/media/${hash}-300.webp 300w`);
  });

  it("offers nothing for an address that is not an upload's", () => {
    for (const url of [
      null,
      "",
      "https://example.com/a.webp",
      `/media/${hash}-960.png`,
      `/media/${hash.slice(1)}-960.webp`,
      "/media/x-960.webp",
    ]) {
      expect(mediaSrcSet(url)).toBeUndefined();
    }
  });
});
