import { describe, expect, it } from "vitest";
import { languages, localeFor } from "~/i18n/config";
import {
  addOns,
  depositAmount,
  formatMoney,
  fullPaymentPrice,
  getPackage,
  maintenancePlans,
  packages,
  terms,
} from "~/lib/pricing";
import { defaultBusinessHours } from "./business-hours";
import { aboutPage, contactPage, faqItems, homePage, servicesPage, solutionsPage } from "./content.server";
import { en } from "./content/en";
import { th } from "./content/th";

const thb = (satang: number, language: (typeof languages)[number]) => formatMoney(satang, "THB", localeFor(language));

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(languages)("marketing content in %s", (language) => {
  const pages = {
    home: homePage(language),
    solutions: solutionsPage(language),
    services: servicesPage(language),
    about: aboutPage(language),
    contact: contactPage(language, "starter", defaultBusinessHours),
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
    const answer = faqItems(language).find((item) => item.id === "ecommercePrice")?.answer ?? "";
    const ecommerce = getPackage("ecommerce");
    expect(answer).toContain(thb(ecommerce.priceSatang, language));
    expect(answer).toContain(formatMoney(ecommerce.priceUsdCents, "USD", localeFor(language)));
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
      expect(card.usdNote).toContain(formatMoney(pkg.priceUsdCents, "USD", localeFor(language)));
      expect(card.delivery).toContain(new Intl.NumberFormat(localeFor(language)).format(pkg.delivery.max));
      expect(card.pages).toContain(String(pkg.pages.count));
      expect(card.href).toBe(`/contact?package=${card.id}`);
      expect(card.ctaLabel).toContain(card.title);
    }
  });

  it("lists every add-on and maintenance plan with its price", () => {
    const { addOnItems, planItems } = pages.services;
    expect(addOnItems.map((item) => [item.id, item.price])).toEqual(
      addOns.map((addOn) => [addOn.id, thb(addOn.priceSatang, language)]),
    );
    expect(planItems.map((item) => [item.id, item.price])).toEqual(
      maintenancePlans.map((plan) => [plan.id, thb(plan.monthlySatang, language)]),
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
    expect(contactPage(language, "platinum", defaultBusinessHours).selectedPackage).toBeNull();
    expect(contactPage(language, "__proto__", defaultBusinessHours).selectedPackage).toBeNull();
    expect(contactPage(language, null, defaultBusinessHours).selectedPackage).toBeNull();
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

  it("has a Thai entry for every English package, add-on, plan and question", () => {
    for (const section of ["packages", "addOns", "maintenancePlans", "faq"] as const) {
      expect(Object.keys(th[section]).sort()).toEqual(Object.keys(en[section]).sort());
    }
    expect(th.testimonials).toHaveLength(en.testimonials.length);
  });

  it("describes exactly the packages, add-ons and plans the pricing module sells", () => {
    expect(Object.keys(en.packages).sort()).toEqual(packages.map((pkg) => pkg.id).sort());
    expect(Object.keys(en.addOns).sort()).toEqual(addOns.map((addOn) => addOn.id).sort());
    expect(Object.keys(en.maintenancePlans).sort()).toEqual(maintenancePlans.map((plan) => plan.id).sort());
  });

  it("has the two testimonials the specification asks for, each complete", () => {
    for (const testimonials of [en.testimonials, th.testimonials]) {
      expect(testimonials).toHaveLength(2);
      for (const item of testimonials) {
        expect(item.name && item.quote && item.company && item.position).toBeTruthy();
      }
    }
  });
});
