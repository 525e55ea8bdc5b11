import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { pageMeta, type RootMetaData } from "./seo";

const root = (language: "en" | "th", languageInUrl: boolean): RootMetaData => ({
  language,
  languageInUrl,
  settings: { agency: { name: "Siam Web Studio" } },
  env: { siteUrl: "https://www.example.test" },
});
const links = (meta: MetaDescriptor[]) =>
  meta.filter((entry) => "tagName" in entry && entry.tagName === "link") as Record<string, string>[];

describe("pageMeta", () => {
  it("names every language version, English at the plain path and as x-default", () => {
    const alternates = links(pageMeta({ title: "About", root: root("en", false), path: "/about" }))
      .filter((link) => link.rel === "alternate")
      .map((link) => [link.hrefLang, link.href]);
    expect(alternates).toEqual([
      ["en", "https://www.example.test/about"],
      ["th", "https://www.example.test/about?lang=th"],
      ["x-default", "https://www.example.test/about"],
    ]);
  });

  it("makes the canonical the address as requested", () => {
    const canonical = (r: RootMetaData) =>
      links(pageMeta({ title: "About", root: r, path: "/about" })).find((link) => link.rel === "canonical")?.href;
    expect(canonical(root("th", true))).toBe("https://www.example.test/about?lang=th");
    // Thai chosen by a cookie or the browser: the page is at the plain address.
    expect(canonical(root("th", false))).toBe("https://www.example.test/about");
  });

  it("leaves alternates off a page that should not be indexed", () => {
    const meta = pageMeta({ title: "Nope", root: root("en", false), path: "/x", noindex: true });
    expect(links(meta).filter((link) => link.rel === "alternate")).toEqual([]);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});
