// Reads what the agency sells and says about itself from the database (ADR 088): packages,
// add-ons and maintenance plans with both languages' text, and the visible testimonials and FAQ.
// Every public page needs some of it, so it is read in one go (five queries, one per kind, each
// row with its translations) and cached in-process; a save anywhere empties the cache.
import { asc, eq } from "drizzle-orm";
import { onContentChange } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import {
  addOns,
  addOnTranslations,
  faqEntries,
  faqTranslations,
  maintenancePlans,
  maintenancePlanTranslations,
  packages,
  packageTranslations,
  testimonials,
  testimonialTranslations,
} from "~/.server/db/schema";
import type { Catalogue } from "~/lib/pricing";
import { type SiteFaqEntry, type SiteTestimonial, type Texts, withFallback } from "~/lib/site-content";

export { withFallback };

export interface SiteContent {
  /** Every package, add-on and plan, hidden ones included (orders still name them). */
  catalogue: Catalogue;
  /** The visible testimonials, in order. */
  testimonials: SiteTestimonial[];
  /** The visible FAQ entries, in order. */
  faq: SiteFaqEntry[];
}

const CACHE_MS = 30_000;
let cache: { value: Promise<SiteContent>; at: number; db: Db } | undefined;

/** Groups the joined rows (one per row and language; a row without translations once, with null). */
function grouped<R extends { id: string | number }, T>(
  rows: { row: R; language: string | null; text: T | null }[],
): { row: R; texts: Texts<T> }[] {
  const byId = new Map<R["id"], { row: R; texts: Texts<T> }>();
  for (const { row, language, text } of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = { row, texts: {} };
      byId.set(row.id, entry);
    }
    if (text && (language === "en" || language === "th")) entry.texts[language] = text;
  }
  return [...byId.values()];
}

async function readFromDatabase(db: Db): Promise<SiteContent> {
  const [packageRows, addOnRows, planRows, testimonialRows, faqRows] = await Promise.all([
    db
      .select({
        row: packages,
        language: packageTranslations.language,
        text: {
          title: packageTranslations.title,
          subtitle: packageTranslations.subtitle,
          description: packageTranslations.description,
          features: packageTranslations.features,
        },
      })
      .from(packages)
      .leftJoin(packageTranslations, eq(packageTranslations.packageId, packages.id))
      .orderBy(asc(packages.position), asc(packages.id)),
    db
      .select({
        row: addOns,
        language: addOnTranslations.language,
        text: { name: addOnTranslations.name, description: addOnTranslations.description },
      })
      .from(addOns)
      .leftJoin(addOnTranslations, eq(addOnTranslations.addOnId, addOns.id))
      .orderBy(asc(addOns.position), asc(addOns.id)),
    db
      .select({
        row: maintenancePlans,
        language: maintenancePlanTranslations.language,
        text: {
          name: maintenancePlanTranslations.name,
          description: maintenancePlanTranslations.description,
          features: maintenancePlanTranslations.features,
        },
      })
      .from(maintenancePlans)
      .leftJoin(maintenancePlanTranslations, eq(maintenancePlanTranslations.planId, maintenancePlans.id))
      .orderBy(asc(maintenancePlans.position), asc(maintenancePlans.id)),
    db
      .select({
        row: testimonials,
        language: testimonialTranslations.language,
        text: {
          name: testimonialTranslations.name,
          jobTitle: testimonialTranslations.jobTitle,
          company: testimonialTranslations.company,
          quote: testimonialTranslations.quote,
        },
      })
      .from(testimonials)
      .leftJoin(testimonialTranslations, eq(testimonialTranslations.testimonialId, testimonials.id))
      .where(eq(testimonials.hidden, false))
      .orderBy(asc(testimonials.position), asc(testimonials.id)),
    db
      .select({
        row: faqEntries,
        language: faqTranslations.language,
        text: { question: faqTranslations.question, answer: faqTranslations.answer },
      })
      .from(faqEntries)
      .leftJoin(faqTranslations, eq(faqTranslations.faqId, faqEntries.id))
      .where(eq(faqEntries.hidden, false))
      .orderBy(asc(faqEntries.position), asc(faqEntries.id)),
  ]);

  return {
    catalogue: {
      packages: grouped(packageRows).map(({ row, texts }) => ({
        id: row.id,
        priceSatang: row.priceSatang,
        priceUsdCents: row.priceUsdCents,
        delivery: { min: row.deliveryMin, max: row.deliveryMax, unit: row.deliveryUnit },
        pages: { count: row.pageCount, upTo: row.pagesUpTo },
        featured: row.featured,
        hidden: row.hidden,
        text: withFallback(texts, { title: row.id, subtitle: "", description: "", features: [] as string[] }),
      })),
      addOns: grouped(addOnRows).map(({ row, texts }) => ({
        id: row.id,
        priceSatang: row.priceSatang,
        per: row.unit,
        maxQuantity: row.maxQuantity,
        hidden: row.hidden,
        text: withFallback(texts, { name: row.id, description: "" }),
      })),
      plans: grouped(planRows).map(({ row, texts }) => ({
        id: row.id,
        monthlySatang: row.monthlySatang,
        hidden: row.hidden,
        text: withFallback(texts, { name: row.id, description: "", features: [] as string[] }),
      })),
    },
    // An entry with no words at all has nothing to show.
    testimonials: grouped(testimonialRows)
      .filter(({ texts }) => texts.en || texts.th)
      .map(({ row, texts }) => ({
        id: row.id,
        text: withFallback(texts, { name: "", jobTitle: "", company: "", quote: "" }),
      })),
    faq: grouped(faqRows)
      .filter(({ texts }) => texts.en || texts.th)
      .map(({ row, texts }) => ({ id: row.id, text: withFallback(texts, { question: "", answer: "" }) })),
  };
}

async function readAll(db: Db, now: number): Promise<SiteContent> {
  if (cache && cache.db === db && now - cache.at < CACHE_MS) return cache.value;
  const value = readFromDatabase(db);
  cache = { value, at: now, db };
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (cache?.value === value) cache = undefined;
  });
  return value;
}

/** Every package, add-on and plan with both languages' text, hidden ones included. */
export async function getCatalogue(db: Db, now = Date.now()): Promise<Catalogue> {
  return (await readAll(db, now)).catalogue;
}

/** The catalogue, the visible testimonials and the visible FAQ entries. */
export async function getSiteContent(db: Db, now = Date.now()): Promise<SiteContent> {
  return readAll(db, now);
}

export function invalidateSiteContent() {
  cache = undefined;
}

// A change announced by this or another instance (a save on a Site content screen) empties the cache.
onContentChange(invalidateSiteContent);
