// The owner's edits from the Page copy screen on the public pages: edited words replace the code's,
// figures in them are filled, an emptied Thai text shows the English one, and the rest of the page
// (and the other language) keeps the defaults.
import { describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/pricing";
import { defaultCatalogue, defaultFaq, defaultTestimonials } from "../../../tests/support/catalogue";
import { defaultBusinessHours } from "./business-hours";
import { aboutPage, contactPage, homePage, servicesPage, solutionsPage } from "./content.server";
import { en } from "./content/en";
import { th } from "./content/th";

const catalogue = defaultCatalogue();
const content = { catalogue, testimonials: defaultTestimonials(), faq: defaultFaq() };

describe("page copy edits on the marketing pages", () => {
  it("puts the edited words in place, with their figures filled", () => {
    const edits = { en: { "hero.title": "Websites from {{lowestPrice}}", "howItWorks.steps.1.title": "Pay" }, th: {} };
    const home = homePage("en", content, edits);
    const lowest = Math.min(...catalogue.packages.map((pkg) => pkg.priceSatang));
    expect(home.hero.title).toBe(`Websites from ${formatPrice(lowest, "THB", "en-US")}`);
    expect(home.howItWorks.steps[1]?.title).toBe("Pay");
    expect(home.howItWorks.steps[0]?.title).toBe(en.home.howItWorks.steps[0]?.title);
    // Thai readers keep the Thai defaults for texts edited in English only.
    expect(homePage("th", content, edits).howItWorks.steps[1]?.title).toBe(th.home.howItWorks.steps[1]?.title);
  });

  it("shows the English words where the Thai text was emptied", () => {
    const edits = { en: { "hero.title": "A small studio" }, th: { "hero.title": "", "hero.lead": "ทีมเล็กๆ" } };
    const about = aboutPage("th", catalogue, edits);
    expect(about.hero.title).toBe("A small studio");
    expect(about.hero.lead).toBe("ทีมเล็กๆ");
    expect(aboutPage("th", catalogue, { en: {}, th: { "hero.title": "" } }).hero.title).toBe(en.about.hero.title);
  });

  it("applies each page's edits to that page only, and ignores paths the page does not have", () => {
    const edits = { en: { "hero.title": "Changed", "hero.nothing": "x", cta: "flat" }, th: {} };
    expect(solutionsPage("en", catalogue, edits).hero.title).toBe("Changed");
    expect(solutionsPage("en", catalogue, edits).cta).toEqual(solutionsPage("en", catalogue).cta);
    expect(servicesPage("en", catalogue).hero.title).toBe(en.services.hero.title);
    expect(contactPage("en", catalogue, null, defaultBusinessHours, edits).hero.title).toBe("Changed");
  });
});
