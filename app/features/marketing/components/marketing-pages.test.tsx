// Renders each marketing page as the server would, in both languages, and checks what a
// visitor (or a screen reader) relies on: one h1, headings in order, working calls to action.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/config";
import { defaultCatalogue, defaultFaq, defaultTestimonials } from "../../../../tests/support/catalogue";
import { defaultBusinessHours } from "../business-hours";
import { aboutPage, contactPage, homePage, servicesPage, solutionsPage } from "../content.server";
import { AboutPage } from "./about-page";
import { type AgencyContact, ContactPage } from "./contact-page";
import { HomePage } from "./home-page";
import { ServicesPage } from "./services-page";
import { SolutionsPage } from "./solutions-page";

const agency: AgencyContact = {
  phone: "+66 81 234 5678",
  phoneHref: "tel:+66812345678",
  email: "hello@example.test",
  address: "88 Sukhumvit Soi 21, Bangkok",
  social: { facebook: "https://www.facebook.com/example", line: "https://line.me/R/ti/p/@example", instagram: "" },
};

/** Static markup with the two entities React emits in text decoded, so copy can be matched as written. */
function render(node: React.ReactNode) {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");
}

function headingLevels(html: string) {
  return [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
}

const catalogue = defaultCatalogue();
const content = { catalogue, testimonials: defaultTestimonials(), faq: defaultFaq() };

describe.each(languages)("marketing pages in %s", (language) => {
  const pages = {
    home: render(<HomePage data={homePage(language, content)} />),
    solutions: render(<SolutionsPage data={solutionsPage(language, catalogue)} />),
    services: render(<ServicesPage data={servicesPage(language, catalogue)} />),
    about: render(<AboutPage data={aboutPage(language, catalogue)} />),
    contact: render(<ContactPage data={contactPage(language, catalogue, "ecommerce", defaultBusinessHours)} agency={agency} />),
  };

  it.each(Object.keys(pages))("%s has exactly one h1 and headings that never skip a level", (name) => {
    const levels = headingLevels(pages[name as keyof typeof pages]);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level).toBeLessThanOrEqual(previous + 1);
      return level;
    });
  });

  it("home sends each Get started button to the contact page with its package", () => {
    for (const id of ["starter", "ecommerce", "premium"]) {
      expect(pages.home).toContain(`href="/contact?package=${id}"`);
    }
    expect(pages.home).toContain("<details");
    expect(pages.home).toContain("<summary");
  });

  it("services has the anchors the footer links to", () => {
    for (const id of ["starter", "ecommerce", "premium", "maintenance"]) {
      expect(pages.services).toContain(`id="${id}"`);
    }
  });

  it("contact shows the agency's own details and the package asked about", () => {
    expect(pages.contact).toContain(`href="tel:+66812345678"`);
    expect(pages.contact).toContain(`href="mailto:hello@example.test"`);
    expect(pages.contact).toContain(agency.address);
    expect(pages.contact).toContain(`href="${agency.social.line}"`);
    expect(pages.contact).not.toContain("instagram");
    expect(pages.contact).toContain(contactPage(language, catalogue, "ecommerce", defaultBusinessHours).selectedPackage?.heading);
  });
});
