// Builds a legal page in one language from its typed content module, filling in every figure from
// the catalogue and app/lib/pricing.ts so the terms can never drift from the prices the site shows
// and charges, and
// every retention period from the periods the retention jobs use (app/lib/retention.ts).
// Only the active language's copy reaches the browser, through the route loader.
import { type Language, localeFor } from "~/i18n/config";
import { type Catalogue, formatPrice, offered, terms as pricingTerms } from "~/lib/pricing";
import { PRIVACY_POLICY_VERSION } from "~/lib/privacy-policy-version";
import { formatPeriod, RETENTION_DEFAULTS, type RetentionPeriods } from "~/lib/retention";
import { cookiePolicy as enCookiePolicy } from "./content/en/cookie-policy";
import { legalLabels as enLabels } from "./content/en/labels";
import { privacyPolicy as enPrivacyPolicy } from "./content/en/privacy-policy";
import { terms as enTerms } from "./content/en/terms";
import type { LegalLabelsSource, LegalSource, SourceBlock, SourcePackagesTable } from "./content/legal-source";
import { cookiePolicy as thCookiePolicy } from "./content/th/cookie-policy";
import { legalLabels as thLabels } from "./content/th/labels";
import { privacyPolicy as thPrivacyPolicy } from "./content/th/privacy-policy";
import { terms as thTerms } from "./content/th/terms";
import { agencyTokens, type LegalBlock, type LegalDocument, type LegalDocumentId, type LegalTable } from "./legal-document";

/** The day each legal page took effect in its current wording (ISO, in Thailand's calendar day). */
export const legalUpdated: Record<LegalDocumentId, string> = {
  // Consent choices recorded on the server; how data-subject requests are answered (ADR 110, 111).
  "privacy-policy": PRIVACY_POLICY_VERSION,
  "cookie-policy": "2026-11-24",
  // The full-payment discount named what checkout takes it from: the package and its add-ons.
  terms: "2026-11-26",
};

export const legalSources: Record<LegalDocumentId, Record<Language, LegalSource>> = {
  "privacy-policy": { en: enPrivacyPolicy, th: thPrivacyPolicy },
  "cookie-policy": { en: enCookiePolicy, th: thCookiePolicy },
  terms: { en: enTerms, th: thTerms },
};

const labels: Record<Language, LegalLabelsSource> = { en: enLabels, th: thLabels };

const tokenPattern = /\{\{(\w+)\}\}/g;
const browserTokens = new Set<string>(agencyTokens);

/**
 * Replaces {{token}} with its value. The agency's contact tokens are left for the browser; any
 * other unknown token is a content bug, so it fails loudly instead of showing braces to readers.
 */
export function fillTokens(text: string, values: Record<string, string | number>): string {
  return text.replace(tokenPattern, (match, name: string) => {
    if (name in values) return String(values[name]);
    if (browserTokens.has(name)) return match;
    throw new Error(`Unknown token ${match} in legal content`);
  });
}

/** Catalogue figures a list item may name; one missing from `values` is not on offer. */
const catalogueFigures = ["extraPagePrice"];

function namesMissingFigure(text: string, values: Record<string, string | number>): boolean {
  return catalogueFigures.some((name) => !(name in values) && text.includes(`{{${name}}}`));
}

export function formatLegalDate(isoDate: string, language: Language): string {
  // Noon UTC keeps the calendar day the same in every time zone the formatter might use.
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** Catalogue prices as the price list on the Services page writes them (ADR 101). */
function formatMoney(satang: number, language: Language): string {
  return formatPrice(satang, "THB", localeFor(language));
}

function retentionValues(retention: RetentionPeriods, language: Language): Record<string, string> {
  const locale = localeFor(language);
  const days = (count: number) => formatPeriod(count, "day", locale);
  return {
    contactMessagesPeriod: formatPeriod(retention.contactMessageMonths, "month", locale),
    orderAccountingPeriod: formatPeriod(retention.orderAccountingYears, "year", locale),
    orderRequirementsPeriod: formatPeriod(retention.orderRequirementsYears, "year", locale),
    staffAccountPeriod: days(retention.staffAccountDays),
    sentMailPeriod: days(retention.sentMailDays),
    failedMailPeriod: days(retention.failedMailDays),
    webhookEventPeriod: days(retention.webhookEventDays),
    unusedImagePeriod: days(retention.unusedImageDays),
    consentRecordPeriod: formatPeriod(retention.consentRecordMonths, "month", locale),
  };
}

function serverValues(
  id: LegalDocumentId,
  language: Language,
  retention: RetentionPeriods,
  catalogue: Catalogue,
): Record<string, string | number> {
  // Without the extra-page add-on on offer (hidden or deleted), the list item naming its price is
  // left out (resolveBlock), rather than printed with a gap.
  const extraPage = offered(catalogue).addOns.find((addOn) => addOn.id === "extraPage");
  return {
    ...retentionValues(retention, language),
    currency: pricingTerms.currency,
    depositPercent: pricingTerms.depositPercent,
    balancePercent: 100 - pricingTerms.depositPercent,
    fullPaymentDiscountPercent: pricingTerms.fullPaymentDiscountPercent,
    workStartsWithinHours: pricingTerms.workStartsWithinHours,
    freeHostingMonths: pricingTerms.freeHostingMonths,
    ...(extraPage ? { extraPagePrice: formatMoney(extraPage.priceSatang, language) } : {}),
    effectiveDate: formatLegalDate(legalUpdated[id], language),
  };
}

function packagesTable(source: SourcePackagesTable, language: Language, catalogue: Catalogue): LegalTable {
  return {
    caption: source.caption,
    head: [...source.head],
    rows: offered(catalogue).packages.map((pkg) => [
      pkg.text[language].title,
      formatMoney(pkg.priceSatang, language),
      fillTokens(source.delivery[pkg.delivery.unit], { min: pkg.delivery.min, max: pkg.delivery.max }),
      fillTokens(pkg.pages.upTo ? source.pages.upTo : source.pages.exact, { count: pkg.pages.count }),
    ]),
  };
}

function resolveBlock(
  block: SourceBlock,
  language: Language,
  values: Record<string, string | number>,
  catalogue: Catalogue,
): LegalBlock {
  const fill = (text: string) => fillTokens(text, values);
  if ("p" in block) return { p: fill(block.p) };
  if ("h3" in block) return { h3: fill(block.h3) };
  // A list item naming a catalogue figure the site does not offer now is left out.
  if ("list" in block) return { list: block.list.filter((item) => !namesMissingFigure(item, values)).map(fill) };
  if ("table" in block) {
    return {
      table: {
        caption: fill(block.table.caption),
        head: block.table.head.map(fill),
        rows: block.table.rows.map((row) => row.map(fill)),
      },
    };
  }
  return { table: packagesTable(block.packagesTable, language, catalogue) };
}

const noCatalogue: Catalogue = { packages: [], addOns: [], plans: [] };

/**
 * One legal page in one language, ready to render. `retention` is the periods this server's jobs
 * use (env.retention), so the privacy policy states what actually happens; `catalogue` the
 * packages and prices from the database, which the terms list (the other pages need none).
 */
export function getLegalDocument(
  id: LegalDocumentId,
  language: Language,
  retention: RetentionPeriods = RETENTION_DEFAULTS,
  catalogue: Catalogue = noCatalogue,
): LegalDocument {
  const source = legalSources[id][language];
  const values = serverValues(id, language, retention, catalogue);
  const label = labels[language];
  return {
    id,
    language,
    title: source.title,
    description: source.description,
    intro: source.intro.map((text) => fillTokens(text, values)),
    // English decides the order; Thai is read by the same keys, which its type guarantees exist.
    sections: Object.keys(legalSources[id].en.sections).map((sectionId) => {
      const section = source.sections[sectionId];
      if (!section) throw new Error(`Section ${sectionId} of ${id} is missing in ${language}`);
      return {
        id: sectionId,
        heading: fillTokens(section.heading, values),
        blocks: section.body.map((block) => resolveBlock(block, language, values, catalogue)),
      };
    }),
    updated: legalUpdated[id],
    updatedText: formatLegalDate(legalUpdated[id], language),
    labels: { contents: label.contents, lastUpdated: label.lastUpdated },
  };
}

/** What a legal route's loader returns: the page in the request's language and its meta copy. */
export function loadLegalPage(id: LegalDocumentId, language: Language, retention?: RetentionPeriods, catalogue?: Catalogue) {
  const document = getLegalDocument(id, language, retention, catalogue);
  return { language, document, meta: { title: document.title, description: document.description } };
}
