import { describe, expect, it } from "vitest";
import { articleFigures } from "./article-overview.server";

describe("articleFigures", () => {
  it("gives published then drafts, each opening the Articles screen filtered to it, never asking for attention", () => {
    const figures = articleFigures({ published: 12_345, draft: 2 }, "en");
    expect(figures.map(({ label, value, href, attention }) => ({ label, value, href, attention }))).toEqual([
      { label: "Published articles", value: "12,345", href: "/admin/articles?status=published", attention: false },
      { label: "Draft articles", value: "2", href: "/admin/articles?status=draft", attention: false },
    ]);
    expect(articleFigures({ published: 0, draft: 0 }, "th")[1]?.link).toBe("ดูฉบับร่าง");
  });
});
