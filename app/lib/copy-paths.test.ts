import { describe, expect, it } from "vitest";
import { copyLeaves, placeholderNames, thaiEdits, withCopy } from "./copy-paths";

const tree = {
  hero: { title: "Online in 7 days", highlights: ["Fixed prices", "Free hosting"] },
  steps: [{ title: "Choose", text: "Pick a package" }],
};

describe("copy paths", () => {
  it("lists every text with its path, in order", () => {
    expect(copyLeaves(tree)).toEqual([
      { path: "hero.title", text: "Online in 7 days" },
      { path: "hero.highlights.0", text: "Fixed prices" },
      { path: "hero.highlights.1", text: "Free hosting" },
      { path: "steps.0.title", text: "Choose" },
      { path: "steps.0.text", text: "Pick a package" },
    ]);
  });

  it("puts edited texts in place and keeps the rest", () => {
    const edited = withCopy(tree, { "hero.title": "Online in 5 days", "steps.0.text": "Pick one" });
    expect(edited).toEqual({
      hero: { title: "Online in 5 days", highlights: ["Fixed prices", "Free hosting"] },
      steps: [{ title: "Choose", text: "Pick one" }],
    });
    expect(tree.hero.title).toBe("Online in 7 days");
  });

  it("ignores paths the tree does not have as a text, so an edit cannot reshape the page", () => {
    const edited = withCopy(tree, {
      hero: "flat",
      "hero.highlights.2": "A third",
      "steps.0": "x",
      __proto__: "y",
      toString: "z",
    });
    expect(edited).toEqual(tree);
  });
});

describe("figures and the Thai fallback", () => {
  it("names each figure a text uses once", () => {
    expect(placeholderNames("From {{lowestPrice}}, online in {{ siteOnlineDays }} days, {{lowestPrice}}")).toEqual([
      "lowestPrice",
      "siteOnlineDays",
    ]);
    expect(placeholderNames("No figures {{ }} {{1x}}")).toEqual([]);
  });

  it("shows the English text where the Thai one was emptied, edited English first", () => {
    const defaults = [
      { path: "hero.title", text: "Online in 7 days" },
      { path: "hero.lead", text: "Fixed prices" },
    ];
    expect(
      thaiEdits(
        { en: { "hero.title": "Online in 5 days" }, th: { "hero.title": " ", "hero.lead": "", "cta.title": "ติดต่อเรา" } },
        defaults,
      ),
    ).toEqual({ "hero.title": "Online in 5 days", "hero.lead": "Fixed prices", "cta.title": "ติดต่อเรา" });
  });
});
