// Builds each marketing page's copy in one language, with every figure filled in from the
// catalogue and the payment terms and formatted for that language. The catalogue, testimonials
// and FAQ come from the database (ADR 088), handed in by the routes. Loaders return only the
// active language.
import { type Language, localeFor } from "~/i18n/config";
import { addOnFigureName, lowestPriceFigure, packageFigureNames, planFigureName } from "~/lib/copy-figures";
import { type CopyEdits, copyLeaves, thaiEdits, withCopy } from "~/lib/copy-paths";
import {
  type Catalogue,
  type CataloguePackage,
  depositAmount,
  formatPrice,
  fullPaymentPrice,
  offered,
  offeredPackage,
  terms,
} from "~/lib/pricing";
import type { SiteFaqEntry, SiteTestimonial } from "~/lib/site-content";
import type { OpeningPeriod } from "./business-hours";
import { en } from "./content/en";
import { th } from "./content/th";
import { fill, fillDeep, fillKnown, type Variables } from "./interpolate";
import type {
  AboutPageData,
  AddOnView,
  CatalogueOffer,
  ContactPageData,
  FaqItem,
  HomePageData,
  MaintenancePlanView,
  MarketingCopy,
  OpeningHours,
  PackageView,
  PaymentRow,
  ServicesPageData,
  SolutionsPageData,
  Testimonial,
  TextItem,
} from "./marketing-types";

const catalogues: Record<Language, MarketingCopy> = { en, th };

/** What the site says about itself, from the database: the routes read it and hand it in. */
export interface SiteContentInput {
  catalogue: Catalogue;
  testimonials: readonly SiteTestimonial[];
  faq: readonly SiteFaqEntry[];
}

/**
 * Which package each kind of business usually needs (solutions page), by id: a segment whose
 * package is hidden or gone suggests none.
 */
const segmentPackages: Record<keyof MarketingCopy["solutions"]["segments"], string> = {
  shops: "ecommerce",
  restaurants: "starter",
  clinics: "premium",
  freelancers: "starter",
  startups: "premium",
  tourism: "premium",
};

function formatters(language: Language) {
  const locale = localeFor(language);
  const integer = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const plural = new Intl.PluralRules(locale);
  return {
    number: (value: number) => integer.format(value),
    percent: (value: number) => percent.format(value / 100),
    // Price lists keep whole baht ("฿3,000"), ADR 101; payments and documents use formatMoney.
    thb: (satang: number) => formatPrice(satang, "THB", locale),
    usd: (cents: number) => formatPrice(cents, "USD", locale),
    plural: (count: number) => (plural.select(count) === "one" ? "one" : "other") as "one" | "other",
  };
}

function deliveryText(pkg: CataloguePackage, language: Language): string {
  const f = formatters(language);
  return fill(catalogues[language].templates.deliveryRange[pkg.delivery.unit], {
    min: f.number(pkg.delivery.min),
    max: f.number(pkg.delivery.max),
  });
}

function pagesText(pkg: CataloguePackage, language: Language): string {
  const f = formatters(language);
  const forms = catalogues[language].templates.pageCount[pkg.pages.upTo ? "upTo" : "exact"];
  return fill(forms[f.plural(pkg.pages.count)], { count: f.number(pkg.pages.count) });
}

/**
 * Every figure the copy may mention, formatted for the language, under the names
 * app/lib/copy-figures.ts gives them (starterPrice, extraPagePrice, basicPlanPrice...). Hidden rows
 * keep their figures; the lowest price is the cheapest package on offer.
 */
export function copyVariables(language: Language, catalogue: Catalogue): Variables {
  const f = formatters(language);
  const variables: Record<string, string> = {
    siteOnlineDays: f.number(terms.siteOnlineDays),
    workStartsHours: f.number(terms.workStartsWithinHours),
    freeHostingMonths: f.number(terms.freeHostingMonths),
    depositPercent: f.percent(terms.depositPercent),
    discountPercent: f.percent(terms.fullPaymentDiscountPercent),
  };
  const onOffer = offered(catalogue).packages;
  if (onOffer.length) variables[lowestPriceFigure] = f.thb(Math.min(...onOffer.map((pkg) => pkg.priceSatang)));
  for (const pkg of catalogue.packages) {
    const names = packageFigureNames(pkg.id);
    variables[names.price] = f.thb(pkg.priceSatang);
    variables[names.priceUsd] = f.usd(pkg.priceUsdCents);
    variables[names.delivery] = deliveryText(pkg, language);
    variables[names.pages] = pagesText(pkg, language);
  }
  for (const addOn of catalogue.addOns) variables[addOnFigureName(addOn.id)] = f.thb(addOn.priceSatang);
  for (const plan of catalogue.plans) variables[planFigureName(plan.id)] = f.thb(plan.monthlySatang);
  return variables;
}

// One filled copy per language and catalogue read: the catalogue is a new object after each change.
const resolved = new WeakMap<Catalogue, Map<Language, MarketingCopy>>();

/**
 * The language's copy with the shared figures filled in (templates stay for per-item values). A
 * figure the catalogue no longer has (a deleted package) leaves its sentence without it rather
 * than show a {{placeholder}}; content.test.ts checks the code's copy names only real figures.
 */
export function marketingCopy(language: Language, catalogue: Catalogue): MarketingCopy {
  let byLanguage = resolved.get(catalogue);
  if (!byLanguage) {
    byLanguage = new Map();
    resolved.set(catalogue, byLanguage);
  }
  const cached = byLanguage.get(language);
  if (cached) return cached;
  const { templates, ...rest } = catalogues[language];
  const copy: MarketingCopy = { templates, ...fillDeep(rest, copyVariables(language, catalogue), { lenient: true }) };
  byLanguage.set(language, copy);
  return copy;
}

type EditablePage = "home" | "solutions" | "services" | "about" | "contact";

/**
 * One page's words: the code's copy with the owner's edits from the Page copy screen in place
 * (ADR 093), figures filled. An emptied Thai text shows the English one.
 */
function pageWords<P extends EditablePage>(
  language: Language,
  catalogue: Catalogue,
  page: P,
  edits?: CopyEdits,
): MarketingCopy[P] {
  if (!edits || (Object.keys(edits.en).length === 0 && Object.keys(edits.th).length === 0)) {
    return marketingCopy(language, catalogue)[page];
  }
  // Once per catalogue, edits and language: both are new objects after a change, so stale words
  // are never served, and a page render does not rebuild the formatters.
  let byEdits = editedWords.get(catalogue);
  if (!byEdits) {
    byEdits = new WeakMap();
    editedWords.set(catalogue, byEdits);
  }
  let byPage = byEdits.get(edits);
  if (!byPage) {
    byPage = new Map();
    byEdits.set(edits, byPage);
  }
  const key = `${language} ${page}`;
  const cached = byPage.get(key);
  if (cached) return cached as MarketingCopy[P];
  const languageEdits = language === "th" ? thaiEdits(edits, copyLeaves(en[page])) : edits.en;
  const words = fillDeep(withCopy(catalogues[language][page], languageEdits), copyVariables(language, catalogue), {
    lenient: true,
  });
  byPage.set(key, words);
  return words;
}

const editedWords = new WeakMap<Catalogue, WeakMap<CopyEdits, Map<string, unknown>>>();

/** A text from the database filled with the figures: a figure it names that is gone is left out. */
const fillStored = (text: string, variables: Variables) => fill(text, variables, { lenient: true });

function packageViews(language: Language, catalogue: Catalogue): PackageView[] {
  const copy = marketingCopy(language, catalogue);
  const variables = copyVariables(language, catalogue);
  const f = formatters(language);
  return offered(catalogue).packages.map((pkg) => {
    const text = pkg.text[language];
    return {
      id: pkg.id,
      title: text.title,
      subtitle: fillStored(text.subtitle, variables),
      description: fillStored(text.description, variables),
      // A feature naming a figure that is gone is dropped, not shown half.
      features: text.features.flatMap((feature) => fillKnown(feature, variables) ?? []),
      price: f.thb(pkg.priceSatang),
      usdNote: fill(copy.templates.usdReference, { price: f.usd(pkg.priceUsdCents) }),
      delivery: deliveryText(pkg, language),
      pages: pagesText(pkg, language),
      payInFull: f.thb(fullPaymentPrice(pkg.priceSatang)),
      deposit: f.thb(depositAmount(pkg.priceSatang)),
      featured: pkg.featured,
      href: `/contact?package=${pkg.id}`,
      ctaLabel: fill(copy.templates.getStartedWith, { package: text.title }),
    };
  });
}

/**
 * The visible FAQ entries in the language, their figures filled in. An answer naming a figure
 * the catalogue no longer has (a deleted package) is left out rather than shown with a gap.
 */
export function faqItems(language: Language, content: Pick<SiteContentInput, "catalogue" | "faq">): FaqItem[] {
  const variables = copyVariables(language, content.catalogue);
  return content.faq.flatMap((entry) => {
    const { question, answer } = entry.text[language];
    const filled = fillKnown(answer, variables);
    const asked = fillKnown(question, variables);
    return filled === null || asked === null || !asked ? [] : [{ id: String(entry.id), question: asked, answer: filled }];
  });
}

function testimonialItems(language: Language, testimonials: readonly SiteTestimonial[]): Testimonial[] {
  return testimonials
    .map((entry) => entry.text[language])
    .filter((text) => text.name && text.quote)
    .map((text) => ({ name: text.name, position: text.jobTitle, company: text.company, quote: text.quote }));
}

function textItems<T extends Record<string, { title: string; text: string }>>(items: T): TextItem[] {
  return Object.entries(items).map(([id, item]) => ({ id, title: item.title, text: item.text }));
}

export function homePage(language: Language, content: SiteContentInput, edits?: CopyEdits): HomePageData {
  const copy = marketingCopy(language, content.catalogue);
  const words = pageWords(language, content.catalogue, "home", edits);
  return {
    ...words,
    whyUs: { ...words.whyUs, items: textItems(words.whyUs.items) },
    packageCards: packageViews(language, content.catalogue),
    labels: copy.labels,
    faqItems: faqItems(language, content),
    testimonialItems: testimonialItems(language, content.testimonials),
  };
}

export function solutionsPage(language: Language, catalogue: Catalogue, edits?: CopyEdits): SolutionsPageData {
  const copy = marketingCopy(language, catalogue);
  const words = pageWords(language, catalogue, "solutions", edits);
  const cards = new Map(packageViews(language, catalogue).map((view) => [view.id, view]));
  const segments = (Object.keys(segmentPackages) as (keyof typeof segmentPackages)[]).map((id) => {
    const card = cards.get(segmentPackages[id]);
    return {
      id,
      ...words.segments[id],
      // The suggestion only while its package is on offer.
      suggestion: card
        ? {
            packageId: card.id,
            fit: fill(copy.templates.packageFit, { package: card.title }),
            fitDetails: fill(copy.templates.packageFitPrice, { price: card.price, delivery: card.delivery }),
            seePackage: fill(copy.templates.seePackage, { package: card.title }),
          }
        : null,
    };
  });
  return { ...words, segments };
}

/** A listed add-on's or plan's name and description, as its offer names it. */
const offerOf = (item: { name: string; description: string } | undefined) => ({
  anchor: null,
  name: item?.name ?? "",
  description: item?.description ?? "",
});

export function servicesPage(language: Language, catalogue: Catalogue, edits?: CopyEdits): ServicesPageData {
  const copy = marketingCopy(language, catalogue);
  const variables = copyVariables(language, catalogue);
  const f = formatters(language);
  const packageDetails = packageViews(language, catalogue);
  const visible = offered(catalogue);
  const addOnItems: AddOnView[] = visible.addOns.map((addOn) => ({
    id: addOn.id,
    name: addOn.text[language].name,
    description: fillStored(addOn.text[language].description, variables),
    price: f.thb(addOn.priceSatang),
    per: copy.labels.per[addOn.per],
  }));
  const planItems: MaintenancePlanView[] = visible.plans.map((plan) => ({
    id: plan.id,
    name: plan.text[language].name,
    description: fillStored(plan.text[language].description, variables),
    features: plan.text[language].features.flatMap((feature) => fillKnown(feature, variables) ?? []),
    price: f.thb(plan.monthlySatang),
    perMonth: copy.labels.perMonth,
  }));
  const paymentRows: PaymentRow[] = packageDetails.map(({ id, title, price, payInFull, deposit }) => ({
    id,
    title,
    price,
    payInFull,
    deposit,
  }));
  const perOf = { once: null, year: "year", page: "page" } as const;
  const offers: CatalogueOffer[] = [
    ...visible.packages.map((pkg) => ({
      anchor: pkg.id,
      name: pkg.text[language].title,
      description: fillStored(pkg.text[language].subtitle, variables),
      price: pkg.priceSatang / 100,
      per: null,
    })),
    ...visible.addOns.map((addOn, index) => ({
      ...offerOf(addOnItems[index]),
      price: addOn.priceSatang / 100,
      per: perOf[addOn.per],
    })),
    ...visible.plans.map((plan, index) => ({
      ...offerOf(planItems[index]),
      price: plan.monthlySatang / 100,
      per: "month" as const,
    })),
  ];
  const words = pageWords(language, catalogue, "services", edits);
  return { ...words, packageDetails, addOnItems, planItems, paymentRows, offers, labels: copy.labels };
}

export function aboutPage(language: Language, catalogue: Catalogue, edits?: CopyEdits): AboutPageData {
  const words = pageWords(language, catalogue, "about", edits);
  return { ...words, values: { ...words.values, items: textItems(words.values.items) } };
}

// Any Monday serves: only the weekday and the time of day are shown, in UTC on both sides.
const aMonday = Date.UTC(2024, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;

function openingHours(language: Language, periods: readonly OpeningPeriod[]): OpeningHours[] {
  const locale = localeFor(language);
  const templates = catalogues[language].templates;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const day = (isoDay: number) => weekday.format(new Date(aMonday + (isoDay - 1) * dayMs));
  const at = (isoDay: number, clock: OpeningPeriod["opens"]) =>
    new Date(aMonday + (isoDay - 1) * dayMs + (clock.hour * 60 + clock.minute) * 60 * 1000);
  return periods.map((period) => ({
    days:
      period.fromDay === period.toDay
        ? day(period.fromDay)
        : fill(templates.dayRange, { from: day(period.fromDay), to: day(period.toDay) }),
    time: fill(templates.timeRange, {
      range: time.formatRange(at(period.fromDay, period.opens), at(period.fromDay, period.closes)),
    }),
  }));
}

/**
 * `packageParam` is the raw `?package=` value; anything but a package on offer is ignored.
 * `hours` are the agency's business hours from the settings.
 */
export function contactPage(
  language: Language,
  catalogue: Catalogue,
  packageParam: string | null,
  hours: readonly OpeningPeriod[],
  edits?: CopyEdits,
): ContactPageData {
  const copy = marketingCopy(language, catalogue);
  const words = pageWords(language, catalogue, "contact", edits);
  const chosen = offeredPackage(catalogue, packageParam)
    ? packageViews(language, catalogue).find((view) => view.id === packageParam)
    : undefined;
  return {
    ...words,
    selectedPackage: chosen
      ? {
          id: chosen.id,
          heading: fill(copy.templates.selectedPackage, { package: chosen.title }),
          details: fill(copy.templates.selectedPackageDetails, {
            price: chosen.price,
            delivery: chosen.delivery,
            pages: chosen.pages,
          }),
        }
      : null,
    openingHours: openingHours(language, hours),
  };
}
