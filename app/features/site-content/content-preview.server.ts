// The preview of an unsaved package, add-on, plan, testimonial or FAQ entry: the site's content as
// it would be after the save, for the public page that shows that kind (ADR 095). The form is read
// with the schema its save uses; an editor's form carries words only, so the figures are the
// stored ones. The previewed row is shown even while it is hidden, so its words can be checked.
// Nothing is written.
import type { z } from "zod";
import type { Db } from "~/.server/db/client";
import type { Language } from "~/i18n/config";
import { unknownFigures } from "~/lib/copy-figures";
import type { Catalogue } from "~/lib/pricing";
import { type SiteFaqEntry, type SiteTestimonial, withFallback } from "~/lib/site-content";
import type { PreviewKind } from "./content-preview-path";
import { addOnInput, addOnScreens, getAddOnForEditing, listAddOnsForAdmin } from "./add-ons-admin.server";
import { listFaqForAdmin } from "./faq-admin.server";
import type { FaqForm } from "./faq-schema";
import { getPackageForEditing, listPackagesForAdmin, packageInput, packageScreens } from "./packages-admin.server";
import { getPlanForEditing, listPlansForAdmin, planInput, planScreens } from "./plans-admin.server";
import { type SiteContent, getSiteContent } from "./site-content.server";
import { listTestimonialsForAdmin } from "./testimonials-admin.server";
import type { TestimonialForm } from "./testimonials-schema";

export type CatalogueKindName = Extract<PreviewKind, "packages" | "add-ons" | "plans">;

/** The public page that shows each kind: the services page lists the whole catalogue. */
export const previewPage = {
  packages: "services",
  "add-ons": "services",
  plans: "services",
  testimonials: "home",
  faq: "home",
} as const satisfies Record<PreviewKind, "services" | "home">;

const screens = { packages: packageScreens, "add-ons": addOnScreens, plans: planScreens };

/** The schema a catalogue form is read with: an admin's posts figures, an editor's words only. */
export function catalogueSchema(kind: CatalogueKindName, isAdmin: boolean): z.ZodType {
  return screens[kind].schemas[isAdmin ? "all" : "words"];
}

export const catalogueLimits = (kind: CatalogueKindName) => screens[kind].limits;

/** Sorts by position, then id, as the site lists rows. */
function inOrder<T extends { id: string | number }>(rows: T[], position: (row: T) => number): T[] {
  return [...rows].sort((a, b) => position(a) - position(b) || String(a.id).localeCompare(String(b.id)));
}

/** Puts `row` in place of the stored row with its id, or adds it, in position order. */
function withRow<T extends { id: string | number }>(rows: T[], row: T, positions: Map<string, number>, position: number): T[] {
  const order = new Map(positions).set(String(row.id), position);
  return inOrder([...rows.filter((other) => other.id !== row.id), row], (item) => order.get(String(item.id)) ?? 0);
}

export type CataloguePreview = { ok: true; content: SiteContent } | { ok: false; reason: "notFound" | "adminOnly" };

/**
 * The content with one catalogue row as the form has it. `id` is the edited row's (null for a new
 * one, which only admins may preview). `value` is what catalogueSchema(kind, isAdmin) read.
 */
export async function previewCatalogueRow(
  db: Db,
  options: { kind: CatalogueKindName; id: string | null; isAdmin: boolean; value: unknown; language: Language },
): Promise<CataloguePreview> {
  const { kind, id, isAdmin, language } = options;
  if (!id && !isAdmin) return { ok: false, reason: "adminOnly" };
  const content = await getSiteContent(db);
  const rowId = id ?? "new";
  const catalogue: Catalogue = { ...content.catalogue };
  const positionsOf = (rows: { id: string; position: number }[]) => new Map(rows.map((row) => [row.id, row.position]));
  if (kind === "packages") {
    const input = packageInput(options.value as Parameters<typeof packageInput>[0]);
    const figures = input.figures ?? (id ? (await getPackageForEditing(db, id))?.figures : undefined);
    if (!figures) return { ok: false, reason: "notFound" };
    const row = {
      id: rowId,
      priceSatang: figures.priceSatang,
      priceUsdCents: figures.priceUsdCents,
      delivery: { min: figures.deliveryMin, max: figures.deliveryMax, unit: figures.deliveryUnit },
      pages: { count: figures.pageCount, upTo: figures.pagesUpTo },
      featured: figures.featured,
      hidden: false,
      text: withFallback(input.translations, { title: rowId, subtitle: "", description: "", features: [] as string[] }),
    };
    const positions = positionsOf(await listPackagesForAdmin(db, language));
    catalogue.packages = withRow(catalogue.packages, row, positions, figures.position);
  } else if (kind === "add-ons") {
    const input = addOnInput(options.value as Parameters<typeof addOnInput>[0]);
    const figures = input.figures ?? (id ? (await getAddOnForEditing(db, id))?.figures : undefined);
    if (!figures) return { ok: false, reason: "notFound" };
    const row = {
      id: rowId,
      priceSatang: figures.priceSatang,
      per: figures.unit,
      maxQuantity: figures.maxQuantity,
      hidden: false,
      text: withFallback(input.translations, { name: rowId, description: "" }),
    };
    const positions = positionsOf(await listAddOnsForAdmin(db, language));
    catalogue.addOns = withRow(catalogue.addOns, row, positions, figures.position);
  } else {
    const input = planInput(options.value as Parameters<typeof planInput>[0]);
    const figures = input.figures ?? (id ? (await getPlanForEditing(db, id))?.figures : undefined);
    if (!figures) return { ok: false, reason: "notFound" };
    const row = {
      id: rowId,
      monthlySatang: figures.monthlySatang,
      hidden: false,
      text: withFallback(input.translations, { name: rowId, description: "", features: [] as string[] }),
    };
    const positions = positionsOf(await listPlansForAdmin(db, language));
    catalogue.plans = withRow(catalogue.plans, row, positions, figures.position);
  }
  return { ok: true, content: { ...content, catalogue } };
}

type EntryPreview = { ok: true; content: SiteContent } | { ok: false; reason: "notFound" | "unknownFigures" };

/** The content with one testimonial as the form has it (`form.id` empty for a new one, added last). */
export async function previewTestimonial(db: Db, form: TestimonialForm): Promise<EntryPreview> {
  const content = await getSiteContent(db);
  const stored = await listTestimonialsForAdmin(db);
  const entries = previewEntries(stored, form, { name: "", jobTitle: "", company: "", quote: "" });
  return entries ? { ok: true, content: { ...content, testimonials: entries as SiteTestimonial[] } } : notFound;
}

/** The content with one FAQ entry as the form has it; an answer naming an unknown figure is refused, as a save is. */
export async function previewFaqEntry(db: Db, form: FaqForm): Promise<EntryPreview> {
  const content = await getSiteContent(db);
  if ([form.en.answer, form.th.answer].some((answer) => unknownFigures(answer, content.catalogue).length > 0)) {
    return { ok: false, reason: "unknownFigures" };
  }
  const entries = previewEntries(await listFaqForAdmin(db), form, { question: "", answer: "" });
  return entries ? { ok: true, content: { ...content, faq: entries as SiteFaqEntry[] } } : notFound;
}

const notFound = { ok: false, reason: "notFound" } as const;

/** The visible entries plus the previewed one, in position order; null when the edited entry is gone. */
function previewEntries<Text extends object>(
  stored: { id: number; position: number; hidden: boolean; en: Text; th: Text }[],
  form: { id: string; en: Text; th: Text },
  empty: Text,
) {
  const id = form.id === "" ? null : Number(form.id);
  const edited = id === null ? undefined : stored.find((entry) => entry.id === id);
  if (id !== null && !edited) return null;
  const last = Math.max(0, ...stored.map((entry) => entry.position)) + 1;
  const previewed = { id: id ?? 0, position: edited?.position ?? last, hidden: false, en: form.en, th: form.th };
  return inOrder([...stored.filter((entry) => !entry.hidden && entry.id !== id), previewed], (entry) => entry.position).map(
    (entry) => ({ id: entry.id, text: withFallback({ en: entry.en, th: entry.th }, empty) }),
  );
}
