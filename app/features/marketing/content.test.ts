import { describe, expect, it } from "vitest";
import { languages, localeFor } from "~/i18n/config";
import { copyFigureNames, figuresIn } from "~/lib/copy-figures";
import { depositAmount, formatPrice, fullPaymentPrice, terms } from "~/lib/pricing";
import { catalogueWithPackage, defaultCatalogue, defaultFaq, defaultTestimonials } from "../../../tests/support/catalogue";
import { defaultBusinessHours } from "./business-hours";
import { aboutPage, contactPage, copyVariables, faqItems, homePage, servicesPage, solutionsPage } from "./content.server";
import { en } from "./content/en";
import { th } from "./content/th";

const catalogue = defaultCatalogue();
const content = { catalogue, testimonials: defaultTestimonials(), faq: defaultFaq() };
const packages = catalogue.packages;
const getPackage = (id: string) => {
  const found = packages.find((pkg) => pkg.id === id);
  if (!found) throw new Error(`No package ${id}`);
  return found;
};

const thb = (satang: number, language: (typeof languages)[number]) => formatPrice(satang, "THB", localeFor(language));

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(languages)("marketing content in %s", (language) => {
  const pages = {
    home: homePage(language, content),
    solutions: solutionsPage(language, catalogue),
    services: servicesPage(language, catalogue),
    about: aboutPage(language, catalogue),
    contact: contactPage(language, catalogue, "starter", defaultBusinessHours),
  };

  it("fills every placeholder on every page", () => {
    for (const [name, page] of Object.entries(pages)) {
      const unfilled = strings(page).filter((text) => text.includes("{{"));
      expect(unfilled, name).toEqual([]);
      expect(page.meta.title, name).not.toBe("");
      expect(page.meta.description, name).not.toBe("");
    }
  });

  it("prices the FAQ's online shop from the package table, not the old $450", () => {
    const entry = content.faq.find((item) => item.text.en.answer.includes("{{ecommercePrice}}"));
    const answer = faqItems(language, content).find((item) => item.id === String(entry?.id))?.answer ?? "";
    const ecommerce = getPackage("ecommerce");
    expect(answer).toContain(thb(ecommerce.priceSatang, language));
    expect(answer).toContain(formatPrice(ecommerce.priceUsdCents, "USD", localeFor(language)));
    expect(answer).not.toMatch(/450(?!\d)/);
  });

  it("shows a card for every package in the pricing module, with its price and a way to start", () => {
    const cards = pages.home.packageCards;
    expect(cards.map((card) => card.id)).toEqual(packages.map((pkg) => pkg.id));
    for (const card of cards) {
      const pkg = getPackage(card.id);
      expect(card.title && card.subtitle && card.description).toBeTruthy();
      expect(card.features.length).toBeGreaterThan(2);
      expect(card.price).toBe(thb(pkg.priceSatang, language));
      expect(card.usdNote).toContain(formatPrice(pkg.priceUsdCents, "USD", localeFor(language)));
      expect(card.delivery).toContain(new Intl.NumberFormat(localeFor(language)).format(pkg.delivery.max));
      expect(card.pages).toContain(String(pkg.pages.count));
      expect(card.href).toBe(`/contact?package=${card.id}`);
      expect(card.ctaLabel).toContain(card.title);
    }
  });

  it("lists every add-on and maintenance plan with its price", () => {
    const { addOnItems, planItems } = pages.services;
    expect(addOnItems.map((item) => [item.id, item.price])).toEqual(
      catalogue.addOns.map((addOn) => [addOn.id, thb(addOn.priceSatang, language)]),
    );
    expect(planItems.map((item) => [item.id, item.price])).toEqual(
      catalogue.plans.map((plan) => [plan.id, thb(plan.monthlySatang, language)]),
    );
  });

  it("works out the full-payment and deposit amounts from the pricing rules", () => {
    for (const row of pages.services.paymentRows) {
      const { priceSatang } = getPackage(row.id);
      expect(row.payInFull).toBe(thb(fullPaymentPrice(priceSatang), language));
      expect(row.deposit).toBe(thb(depositAmount(priceSatang), language));
    }
    const termsText = pages.services.payment.terms.join(" ");
    expect(termsText).toContain(`${terms.depositPercent}%`);
    expect(termsText).toContain(`${terms.fullPaymentDiscountPercent}%`);
    expect(termsText).toContain(String(terms.workStartsWithinHours));
    expect(termsText).toContain(String(terms.freeHostingMonths));
  });

  it("makes the seven-day promise with the figure from the pricing module", () => {
    expect(pages.home.hero.title).toContain(String(terms.siteOnlineDays));
  });

  it("names the package a visitor asks about, and ignores unknown ones", () => {
    const starter = pages.home.packageCards.find((card) => card.id === "starter");
    expect(pages.contact.selectedPackage?.heading).toContain(starter?.title);
    expect(pages.contact.selectedPackage?.details).toContain(thb(getPackage("starter").priceSatang, language));
    expect(contactPage(language, catalogue, "platinum", defaultBusinessHours).selectedPackage).toBeNull();
    expect(contactPage(language, catalogue, "__proto__", defaultBusinessHours).selectedPackage).toBeNull();
    expect(contactPage(language, catalogue, null, defaultBusinessHours).selectedPackage).toBeNull();
  });

  it("shows the testimonials and FAQ from the database, in this language", () => {
    expect(pages.home.testimonialItems.map((item) => item.name)).toEqual(
      content.testimonials.map((item) => item.text[language].name),
    );
    expect(pages.home.faqItems.map((item) => item.question)).toEqual(content.faq.map((item) => item.text[language].question));
  });

  it("offers no hidden package: no card, no suggestion, no contact choice, yet no gap in the copy", () => {
    const hidden = catalogueWithPackage("premium", { hidden: true });
    const home = homePage(language, { ...content, catalogue: hidden });
    expect(home.packageCards.map((card) => card.id)).toEqual(["starter", "ecommerce"]);
    const segments = solutionsPage(language, hidden).segments;
    expect(segments.filter((segment) => segment.suggestion?.packageId === "premium")).toEqual([]);
    expect(segments.some((segment) => segment.suggestion === null)).toBe(true);
    expect(contactPage(language, hidden, "premium", defaultBusinessHours).selectedPackage).toBeNull();
    // A hidden package's figures stay: the FAQ that mentions it reads as before.
    expect(home.faqItems).toHaveLength(content.faq.length);
    expect(strings(home).filter((text) => text.includes("{{"))).toEqual([]);
  });

  it("copes with a package that is gone: no crash, no {{placeholder}}, the FAQ naming it left out", () => {
    const gone = defaultCatalogue();
    gone.packages = gone.packages.filter((pkg) => pkg.id !== "premium");
    const pagesWithout = [
      homePage(language, { ...content, catalogue: gone }),
      solutionsPage(language, gone),
      servicesPage(language, gone),
      aboutPage(language, gone),
    ];
    expect(strings(pagesWithout).filter((text) => text.includes("{{"))).toEqual([]);
    const faq = faqItems(language, { catalogue: gone, faq: content.faq });
    expect(faq.length).toBe(content.faq.filter((item) => !/\{\{premium/.test(item.text.en.answer)).length);
  });

  it("gives business hours with day names and times", () => {
    const hours = pages.contact.openingHours;
    expect(hours.length).toBeGreaterThan(0);
    for (const row of hours) {
      expect(row.days).not.toBe("");
      expect(row.time).toMatch(/\d/);
    }
  });
});

describe("marketing copy", () => {
  it("holds no hard-coded figures: every number comes from the pricing module", () => {
    const withDigits = [...strings(en), ...strings(th)].filter((text) => /[0-9\u0E50-\u0E59]/.test(text));
    expect(withDigits).toEqual([]);
  });

  it("names only figures the catalogue has, under the names copy-figures.ts gives them", () => {
    const names = copyFigureNames(catalogue);
    expect(Object.keys(copyVariables("en", catalogue)).sort()).toEqual([...names].sort());
    const used = [...strings(en), ...strings(th)].flatMap(figuresIn);
    const templateValues = ["min", "max", "count", "price", "package", "delivery", "pages", "from", "to", "range"];
    expect(used.filter((name) => !names.includes(name) && !templateValues.includes(name))).toEqual([]);
    for (const entry of content.faq) {
      for (const language of languages)
        expect(figuresIn(entry.text[language].answer).filter((n) => !names.includes(n))).toEqual([]);
    }
  });

  it("has the two testimonials the specification asks for, each complete", () => {
    expect(content.testimonials).toHaveLength(2);
    for (const item of content.testimonials) {
      for (const language of languages) {
        const text = item.text[language];
        expect(text.name && text.quote && text.company && text.jobTitle).toBeTruthy();
      }
    }
  });
});
