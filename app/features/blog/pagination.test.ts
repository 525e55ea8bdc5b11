import { describe, expect, it } from "vitest";
import { articleHref, articlesHref, pageCount, paginationItems, parsePageParam } from "./pagination";

const pages = (current: number, total: number) =>
  paginationItems(current, total).map((item) => (item.type === "page" ? item.page : "…"));

describe("parsePageParam", () => {
  it("reads no page, or an empty one, as the first page", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("")).toBe(1);
  });

  it("accepts plainly written positive whole numbers", () => {
    expect(parsePageParam("1")).toBe(1);
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam("100000")).toBe(100_000);
  });

  it.each(["0", "-1", "-0", "01", "1.5", "2.0", "1e3", "abc", " 2", "2 ", "0x10", "Infinity", "NaN", "100001", "9".repeat(400)])(
    "refuses %j",
    (value) => {
      expect(parsePageParam(value)).toBeNull();
    },
  );
});

describe("pageCount", () => {
  it("has one page for an empty list", () => {
    expect(pageCount(0, 10)).toBe(1);
  });

  it("rounds up to whole pages", () => {
    expect(pageCount(3, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(10_000, 10)).toBe(1_000);
  });
});

describe("paginationItems", () => {
  it("shows every page when there are few", () => {
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(1, 2)).toEqual([1, 2]);
    expect(pages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows the first, last and neighbouring pages, with gaps, when there are many", () => {
    expect(pages(1, 20)).toEqual([1, 2, "…", 20]);
    expect(pages(10, 20)).toEqual([1, "…", 9, 10, 11, "…", 20]);
    expect(pages(20, 20)).toEqual([1, "…", 19, 20]);
    expect(pages(500, 1_000)).toEqual([1, "…", 499, 500, 501, "…", 1_000]);
  });

  it("shows a single skipped page instead of a gap", () => {
    expect(pages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pages(5, 10)).toEqual([1, "…", 4, 5, 6, "…", 10]);
    expect(pages(3, 10)).toEqual([1, 2, 3, 4, "…", 10]);
  });

  it("keeps the current page within range", () => {
    expect(pages(0, 3)).toEqual([1, 2, 3]);
    expect(pages(99, 3)).toEqual([1, 2, 3]);
    expect(pages(1, 0)).toEqual([1]);
  });

  it("gives each gap a distinct key", () => {
    const keys = paginationItems(10, 20).flatMap((item) => (item.type === "gap" ? [item.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});

describe("links between pages", () => {
  it("leaves page 1 as the plain address", () => {
    expect(articlesHref({ page: 1 })).toBe("/articles");
    expect(articlesHref({})).toBe("/articles");
  });

  it("keeps the category and an explicit language", () => {
    expect(articlesHref({ page: 3, category: "seo", lang: "th" })).toBe("/articles?category=seo&page=3&lang=th");
    expect(articlesHref({ category: "a&b" })).toBe("/articles?category=a%26b");
  });

  it("encodes the slug of an article", () => {
    expect(articleHref("website-cost")).toBe("/articles/website-cost");
    expect(articleHref("a b/c", "th")).toBe("/articles/a%20b%2Fc?lang=th");
  });
});
