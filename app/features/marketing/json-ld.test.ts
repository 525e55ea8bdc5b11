// The services page's structured data: the visible catalogue at today's prices, in the page's
// language, recurring prices with their unit; a hidden row or a changed price shows at once.
import { describe, expect, it } from "vitest";
import { catalogueWithPackage, defaultCatalogue } from "../../../tests/support/catalogue";
import { servicesPage } from "./content.server";
import { servicesJsonLd } from "./json-ld";

const site = {
  siteUrl: "https://www.example.test",
  agencyName: "Siam Web Studio",
  url: "https://www.example.test/services?lang=th",
  name: "Services",
  language: "th" as const,
};

type Offer = { itemOffered: { name: string }; price: number; url?: string; priceSpecification?: Record<string, unknown> };
const offersOf = (catalogue: ReturnType<typeof defaultCatalogue>, language: "en" | "th" = "th") =>
  servicesJsonLd(servicesPage(language, catalogue).offers, { ...site, language }).itemListElement as Offer[];

describe("the services page's JSON-LD offers", () => {
  it("offers every visible package, add-on and plan at the catalogue's price", () => {
    const catalogue = defaultCatalogue();
    const offers = offersOf(catalogue);
    const visible = [...catalogue.packages, ...catalogue.addOns, ...catalogue.plans].filter((row) => !row.hidden);
    expect(offers).toHaveLength(visible.length);
    const premium = offers.find((offer) => offer.url?.endsWith("#premium"));
    expect(premium).toMatchObject({ price: 15_900, priceCurrency: "THB", itemOffered: { name: "Premium" } });
    expect(premium?.url).toBe("https://www.example.test/services?lang=th#premium");
  });

  it("gives a plan its monthly unit and names rows in the page's language", () => {
    const catalogue = defaultCatalogue();
    const plan = catalogue.plans[0];
    if (!plan) throw new Error("no plan");
    const offer = offersOf(catalogue, "th").find((item) => item.itemOffered.name === plan.text.th.name);
    expect(offer?.priceSpecification).toMatchObject({ unitCode: "MON", price: plan.monthlySatang / 100 });
  });

  it("follows a changed price and leaves a hidden package out", () => {
    const changed = offersOf(catalogueWithPackage("premium", { priceSatang: 1_790_000 }));
    expect(changed.find((offer) => offer.url?.endsWith("#premium"))?.price).toBe(17_900);
    const hidden = offersOf(catalogueWithPackage("premium", { hidden: true }));
    expect(hidden.some((offer) => offer.url?.endsWith("#premium"))).toBe(false);
  });
});
