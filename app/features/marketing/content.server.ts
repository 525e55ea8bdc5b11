// Builds each marketing page's copy in one language, with every figure filled in from the
// pricing module and formatted for that language. Loaders return only the active language.
import { type Language, localeFor } from "~/i18n/config";
import {
  addOns,
  depositAmount,
  formatMoney,
  fullPaymentPrice,
  isPackageId,
  maintenancePlans,
  type PackageId,
  packages,
  terms,
  type WebsitePackage,
} from "~/lib/pricing";
import type { OpeningPeriod } from "./business-hours";
import { en } from "./content/en";
import { th } from "./content/th";
import { fill, fillDeep, type Variables } from "./interpolate";
import type {
  AboutPageData,
  AddOnView,
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
  TextItem,
} from "./marketing-types";

const catalogues: Record<Language, MarketingCopy> = { en, th };

/** Which package each kind of business usually needs (solutions page). */
const segmentPackages: Record<keyof MarketingCopy["solutions"]["segments"], PackageId> = {
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
    thb: (satang: number) => formatMoney(satang, "THB", locale),
    usd: (cents: number) => formatMoney(cents, "USD", locale),
    plural: (count: number) => (plural.select(count) === "one" ? "one" : "other") as "one" | "other",
  };
}

function deliveryText(pkg: WebsitePackage, language: Language): string {
  const f = formatters(language);
  return fill(catalogues[language].templates.deliveryRange[pkg.delivery.unit], {
    min: f.number(pkg.delivery.min),
    max: f.number(pkg.delivery.max),
  });
}

function pagesText(pkg: WebsitePackage, language: Language): string {
  const f = formatters(language);
  const forms = catalogues[language].templates.pageCount[pkg.pages.upTo ? "upTo" : "exact"];
  return fill(forms[f.plural(pkg.pages.count)], { count: f.number(pkg.pages.count) });
}

/**
 * Every figure the copy may mention, formatted for the language. Names are derived from the
 * pricing module's ids (starterPrice, extraPagePrice, basicPlanPrice...).
 */
export function copyVariables(language: Language): Variables {
  const f = formatters(language);
  const variables: Record<string, string> = {
    siteOnlineDays: f.number(terms.siteOnlineDays),
    workStartsHours: f.number(terms.workStartsWithinHours),
    freeHostingMonths: f.number(terms.freeHostingMonths),
    depositPercent: f.percent(terms.depositPercent),
    discountPercent: f.percent(terms.fullPaymentDiscountPercent),
    lowestPrice: f.thb(Math.min(...packages.map((pkg) => pkg.priceSatang))),
  };
  for (const pkg of packages) {
    variables[`${pkg.id}Price`] = f.thb(pkg.priceSatang);
    variables[`${pkg.id}PriceUsd`] = f.usd(pkg.priceUsdCents);
    variables[`${pkg.id}Delivery`] = deliveryText(pkg, language);
    variables[`${pkg.id}Pages`] = pagesText(pkg, language);
  }
  for (const addOn of addOns) variables[`${addOn.id}Price`] = f.thb(addOn.priceSatang);
  for (const plan of maintenancePlans) variables[`${plan.id}PlanPrice`] = f.thb(plan.monthlySatang);
  return variables;
}

const resolved = new Map<Language, MarketingCopy>();

/** The language's copy with the shared figures filled in (templates stay for per-item values). */
export function marketingCopy(language: Language): MarketingCopy {
  const cached = resolved.get(language);
  if (cached) return cached;
  const { templates, ...rest } = catalogues[language];
  const copy: MarketingCopy = { templates, ...fillDeep(rest, copyVariables(language)) };
  resolved.set(language, copy);
  return copy;
}

function packageViews(language: Language): PackageView[] {
  const copy = marketingCopy(language);
  const f = formatters(language);
  return packages.map((pkg) => {
    const text = copy.packages[pkg.id];
    return {
      id: pkg.id,
      title: text.title,
      subtitle: text.subtitle,
      description: text.description,
      features: text.features,
      price: f.thb(pkg.priceSatang),
      usdNote: fill(copy.templates.usdReference, { price: f.usd(pkg.priceUsdCents) }),
      delivery: deliveryText(pkg, language),
      pages: pagesText(pkg, language),
      payInFull: f.thb(fullPaymentPrice(pkg.priceSatang)),
      deposit: f.thb(depositAmount(pkg.priceSatang)),
      featured: pkg.featured ?? false,
      href: `/contact?package=${pkg.id}`,
      ctaLabel: fill(copy.templates.getStartedWith, { package: text.title }),
    };
  });
}

/** The FAQ in the English order, so both languages list the questions alike. */
export function faqItems(language: Language): FaqItem[] {
  const faq = marketingCopy(language).faq;
  return (Object.keys(en.faq) as (keyof typeof en.faq)[]).map((id) => ({ id, ...faq[id] }));
}

function textItems<T extends Record<string, { title: string; text: string }>>(items: T): TextItem[] {
  return Object.entries(items).map(([id, item]) => ({ id, title: item.title, text: item.text }));
}

export function homePage(language: Language): HomePageData {
  const copy = marketingCopy(language);
  return {
    ...copy.home,
    whyUs: { ...copy.home.whyUs, items: textItems(copy.home.whyUs.items) },
    packageCards: packageViews(language),
    labels: copy.labels,
    faqItems: faqItems(language),
    testimonialItems: copy.testimonials,
  };
}

export function solutionsPage(language: Language): SolutionsPageData {
  const copy = marketingCopy(language);
  const cards = new Map(packageViews(language).map((view) => [view.id, view]));
  const segments = (Object.keys(segmentPackages) as (keyof typeof segmentPackages)[]).map((id) => {
    const packageId = segmentPackages[id];
    const card = cards.get(packageId);
    if (!card) throw new Error(`No package ${packageId}`);
    return {
      id,
      ...copy.solutions.segments[id],
      packageId,
      fit: fill(copy.templates.packageFit, { package: card.title }),
      fitDetails: fill(copy.templates.packageFitPrice, { price: card.price, delivery: card.delivery }),
      seePackage: fill(copy.templates.seePackage, { package: card.title }),
    };
  });
  return { ...copy.solutions, segments };
}

export function servicesPage(language: Language): ServicesPageData {
  const copy = marketingCopy(language);
  const f = formatters(language);
  const packageDetails = packageViews(language);
  const addOnItems: AddOnView[] = addOns.map((addOn) => ({
    id: addOn.id,
    ...copy.addOns[addOn.id],
    price: f.thb(addOn.priceSatang),
    per: copy.labels.per[addOn.per],
  }));
  const planItems: MaintenancePlanView[] = maintenancePlans.map((plan) => ({
    id: plan.id,
    ...copy.maintenancePlans[plan.id],
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
  return { ...copy.services, packageDetails, addOnItems, planItems, paymentRows, labels: copy.labels };
}

export function aboutPage(language: Language): AboutPageData {
  const copy = marketingCopy(language);
  return { ...copy.about, values: { ...copy.about.values, items: textItems(copy.about.values.items) } };
}

// Any Monday serves: only the weekday and the time of day are shown, in UTC on both sides.
const aMonday = Date.UTC(2024, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;

function openingHours(language: Language, periods: readonly OpeningPeriod[]): OpeningHours[] {
  const locale = localeFor(language);
  const templates = marketingCopy(language).templates;
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
 * `packageParam` is the raw `?package=` value; anything but a known package id is ignored.
 * `hours` are the agency's business hours from the settings.
 */
export function contactPage(language: Language, packageParam: string | null, hours: readonly OpeningPeriod[]): ContactPageData {
  const copy = marketingCopy(language);
  const chosen = isPackageId(packageParam) ? packageViews(language).find((view) => view.id === packageParam) : undefined;
  return {
    ...copy.contact,
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
