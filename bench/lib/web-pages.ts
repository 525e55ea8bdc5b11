// What bench:web measures and against which targets: the public pages, the two languages, the
// Lighthouse categories and the script budget.
import type { Result } from "lighthouse";
import { UsageError } from "./run";

export interface Page {
  name: string;
  path: string;
  /** Kept out of search engines on purpose (`noindex`): an order, a form's step, staff sign-in. */
  noindex?: true;
}

// The public pages of the route table. The article is whichever one the sitemap lists first (a fresh
// local install seeds sample articles), and the order pages show an order bench:web places through
// the checkout form (bench/lib/order.ts), so those paths are only known once the server runs.
// Not measured: /payment-success (it needs a card payment, and the bench server has no Stripe
// account), the staff-only article preview and /bank-transfer-test (the bank details' sample,
// for staff; it loads what /bank-transfer-thank-you loads).
export const ARTICLE_PLACEHOLDER = "/articles/:first-in-sitemap";
/** Stands for the order link's query (`?ref=…&t=…`) in the order pages' paths. */
export const ORDER_LINK = "?:order-link";
export const PAGES: readonly Page[] = [
  { name: "home", path: "/" },
  { name: "solutions", path: "/solutions" },
  { name: "services", path: "/services" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "articles", path: "/articles" },
  { name: "article", path: ARTICLE_PLACEHOLDER },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "cookie-policy", path: "/cookie-policy" },
  { name: "terms", path: "/terms" },
  { name: "checkout", path: "/checkout?package=ecommerce&option=deposit", noindex: true },
  { name: "order", path: `/order-confirmation${ORDER_LINK}`, noindex: true },
  { name: "transfer-thank-you", path: `/bank-transfer-thank-you${ORDER_LINK}`, noindex: true },
  { name: "login", path: "/login", noindex: true },
  { name: "404", path: "/this-page-does-not-exist" },
];

export const LANGUAGES = {
  // Lighthouse sends extraHeaders with every request of the page, as a browser would send its
  // Accept-Language and cookies.
  en: { "Accept-Language": "en" },
  th: { Cookie: "lang=th" },
} as const satisfies Record<string, Record<string, string>>;
export type Language = keyof typeof LANGUAGES;

export const CATEGORIES = [
  // Per run; the budget is on the median of three runs (docs/performance.md, Targets).
  { id: "performance", label: "Perf", target: 97 },
  { id: "accessibility", label: "A11y", target: 100 },
  { id: "best-practices", label: "BP", target: 100 },
  { id: "seo", label: "SEO", target: 100 },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]["id"];
/** Script a page loads, KB as transferred (Brotli, as the server sends it): ADR 080. */
export const JS_BUDGET_KB = 125;
/**
 * Blocking time over this is marked, to show where it remains. Not a target since ADR 080: on these
 * shared cores it cannot be reproduced (docs/performance.md, Reading the figures).
 */
export const TBT_BUDGET_MS = 0;

// A missing page must answer 404 and ask not to be indexed, and Chrome logs a document's 404 as a
// console error: Lighthouse penalises all three, so on the 404 page those audits do not count as misses.
// A page kept out of search on purpose fails `is-crawlable` by design, and a search snippet
// (`meta-description`) has no use there: those two do not count as misses on such pages either.
export function isExpectedFailure(page: Page, auditId: string, audit: Result["audits"][string]) {
  if (page.noindex && (auditId === "is-crawlable" || auditId === "meta-description")) return true;
  if (page.name !== "404") return false;
  if (auditId === "http-status-code" || auditId === "is-crawlable") return true;
  if (auditId !== "errors-in-console") return false;
  const items = audit.details && "items" in audit.details && Array.isArray(audit.details.items) ? audit.details.items : [];
  // Only the document's own "Failed to load resource: 404" line; any other error still counts.
  return items.every((item) => {
    const location = item.sourceLocation as { url?: string } | undefined;
    return item.source === "network" && String(item.description).includes("404") && location?.url?.endsWith(page.path);
  });
}

/** The options bench:web and bench:compare share, for `parseArgs`. */
export const PAGE_OPTIONS = {
  pages: { type: "string" },
  lang: { type: "string" },
  "skip-build": { type: "boolean" },
  help: { type: "boolean" },
} as const;

const list = (value: string | undefined) =>
  value
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The pages `--pages` names (names or paths; `defaults`, or all of them, without it) and the
 * languages `--lang` names (both without it); an unknown one is a usage error.
 */
export function selectPagesAndLanguages(
  values: { pages?: string; lang?: string },
  defaults?: readonly string[],
): { pages: Page[]; languages: Language[] } {
  const pages = (list(values.pages) ?? defaults)?.map((wanted) => {
    const page = PAGES.find((candidate) => candidate.name === wanted || candidate.path === wanted);
    if (!page) throw new UsageError(`Unknown page "${wanted}".`);
    return page;
  });
  const languages = list(values.lang)?.map((wanted) => {
    if (!(wanted in LANGUAGES)) throw new UsageError(`Unknown language "${wanted}".`);
    return wanted as Language;
  });
  return { pages: pages ?? [...PAGES], languages: languages ?? (Object.keys(LANGUAGES) as Language[]) };
}
