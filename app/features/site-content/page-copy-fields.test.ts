import { describe, expect, it } from "vitest";
import { copyFormFields } from "./page-copy-fields";

describe("page copy form fields", () => {
  it("labels each text by its section, list items by their number", () => {
    const fields = copyFormFields({
      hero: { title: "Online in 7 days", highlights: ["Fixed prices", ""] },
      whyUs: { items: { price: { title: "Honest prices" }, speed: { title: "Fast" } } },
    });
    expect(fields.map(({ path, section, label, required }) => ({ path, section, label, required }))).toEqual([
      { path: "hero.title", section: "hero", label: [{ part: "title" }], required: true },
      { path: "hero.highlights.0", section: "hero", label: [{ part: "highlights", number: 1 }], required: true },
      { path: "hero.highlights.1", section: "hero", label: [{ part: "highlights", number: 2 }], required: false },
      {
        path: "whyUs.items.price.title",
        section: "whyUs",
        label: [{ part: "items", number: 1 }, { part: "title" }],
        required: true,
      },
      {
        path: "whyUs.items.speed.title",
        section: "whyUs",
        label: [{ part: "items", number: 2 }, { part: "title" }],
        required: true,
      },
    ]);
  });
});
