// The shapes the marketing loaders send to the page components. Type-only, so components can
// use them without pulling the copy itself (or a *.server.ts module) into the browser bundle.
import type { Translation } from "~/i18n/types";
import type { en } from "./content/en";

export type MarketingCopy = Translation<typeof en>;

export interface PageMeta {
  title: string;
  description: string;
}

export interface PackageView {
  /** The package's id in the catalogue. */
  id: string;
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  /** Formatted THB price, e.g. "฿3,000". */
  price: string;
  /** The USD reference sentence. */
  usdNote: string;
  delivery: string;
  pages: string;
  /** Price after the full-payment discount. */
  payInFull: string;
  /** The deposit that starts the work. */
  deposit: string;
  featured: boolean;
  /** Where "Get started" goes: the contact page, with the package named. */
  href: string;
  /** "Get started with the Starter package": the link's accessible name. */
  ctaLabel: string;
}

export type PackageLabels = MarketingCopy["labels"];

export interface AddOnView {
  id: string;
  name: string;
  description: string;
  price: string;
  per: string;
}

export interface MaintenancePlanView {
  id: string;
  name: string;
  description: string;
  features: string[];
  price: string;
  perMonth: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface Testimonial {
  name: string;
  /** The person's role ("Owner"). */
  position: string;
  company: string;
  quote: string;
}

export interface TextItem {
  id: string;
  title: string;
  text: string;
}

export type HomePageData = Omit<MarketingCopy["home"], "whyUs"> & {
  whyUs: { eyebrow: string; title: string; items: TextItem[] };
  packageCards: PackageView[];
  labels: PackageLabels;
  faqItems: FaqItem[];
  testimonialItems: Testimonial[];
};

export interface SegmentView {
  id: string;
  title: string;
  need: string;
  gets: string[];
  /** The package that usually fits, while it is on offer. */
  suggestion: { packageId: string; fit: string; fitDetails: string; seePackage: string } | null;
}

export type SolutionsPageData = Omit<MarketingCopy["solutions"], "segments"> & {
  segments: SegmentView[];
};

export interface PaymentRow {
  id: string;
  title: string;
  price: string;
  payInFull: string;
  deposit: string;
}

/** One visible package, add-on or plan as the services page's structured data offers it. */
export interface CatalogueOffer {
  /** The element id of its place on the page (a package's card), if it has one. */
  anchor: string | null;
  name: string;
  description: string;
  /** Whole THB, as schema.org's `price` (a number, no symbol). */
  price: number;
  /** For a recurring price: per month, per year, or per page. */
  per: "month" | "year" | "page" | null;
}

export type ServicesPageData = MarketingCopy["services"] & {
  packageDetails: PackageView[];
  offers: CatalogueOffer[];
  addOnItems: AddOnView[];
  planItems: MaintenancePlanView[];
  paymentRows: PaymentRow[];
  labels: PackageLabels;
};

export type AboutPageData = Omit<MarketingCopy["about"], "values"> & {
  values: { eyebrow: string; title: string; items: TextItem[] };
};

export interface OpeningHours {
  days: string;
  time: string;
}

export type ContactPageData = MarketingCopy["contact"] & {
  selectedPackage: { id: string; heading: string; details: string } | null;
  openingHours: OpeningHours[];
};
