// The admin's package screens: list, read for editing, create, save, move, delete. Every change
// is one transaction with one content_audit row per changed package (the row and both
// translations, before and after), checked against the revision the form loaded, and announced
// with contentChanged() once committed. Editors change words only (ADR 094).
import { and, asc, eq, sql } from "drizzle-orm";
import { type ContentActor, recordContentChange, type DbOrTx } from "~/.server/content-audit.server";
import type { Db } from "~/.server/db/client";
import { orders, packages, packageTranslations } from "~/.server/db/schema";
import type { Language } from "~/i18n/config";
import {
  type CatalogueActor,
  type CatalogueOutcome,
  attempt,
  changedFigures,
  countOrders,
  inUse,
  refuse,
  reorder,
  revisionOf,
  sameJson,
  savedAt,
  UnchangedSave,
} from "./catalogue-admin.server";
import type { PackageAllOutput, PackageFormValues, PackageNewOutput, PackageWordsOutput } from "./packages-schema";

export interface PackageText {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
}

export interface PackageFigures {
  priceSatang: number;
  priceUsdCents: number;
  deliveryMin: number;
  deliveryMax: number;
  deliveryUnit: "days" | "businessDays";
  pageCount: number;
  pagesUpTo: boolean;
  featured: boolean;
  hidden: boolean;
  position: number;
}

export interface PackageRecord {
  id: string;
  revision: string;
  figures: PackageFigures;
  translations: Record<Language, PackageText>;
}

/** What a save writes: the words, and the figures when an admin saves. */
export interface PackageInput {
  revision?: string;
  translations: Record<Language, PackageText>;
  figures?: PackageFigures;
}

export interface PackageListRow {
  id: string;
  name: string;
  priceSatang: number;
  featured: boolean;
  hidden: boolean;
  position: number;
}

const emptyText: PackageText = { title: "", subtitle: "", description: "", features: [] };
const actorOf = (actor: CatalogueActor): ContentActor => ({ uid: actor.uid, email: actor.email });

/** Every package in the site's order, named in `language` (English where the Thai name is empty). */
export async function listPackagesForAdmin(db: Db, language: Language): Promise<PackageListRow[]> {
  const rows = await db.select().from(packages).orderBy(asc(packages.position), asc(packages.id));
  const texts = await db.select().from(packageTranslations);
  const name = (id: string, lang: Language) => texts.find((text) => text.packageId === id && text.language === lang)?.title ?? "";
  return rows.map((row) => ({
    id: row.id,
    name: name(row.id, language) || name(row.id, "en") || row.id,
    priceSatang: row.priceSatang,
    featured: row.featured,
    hidden: row.hidden,
    position: row.position,
  }));
}

async function readPackage(db: DbOrTx, id: string, lock = false): Promise<PackageRecord | null> {
  const query = db.select().from(packages).where(eq(packages.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const texts = await db.select().from(packageTranslations).where(eq(packageTranslations.packageId, id));
  const text = (language: Language): PackageText => {
    const found = texts.find((item) => item.language === language);
    return found
      ? { title: found.title, subtitle: found.subtitle, description: found.description, features: found.features }
      : { ...emptyText };
  };
  const { id: _id, updatedAt, ...figures } = row;
  return { id: row.id, revision: revisionOf(updatedAt), figures, translations: { en: text("en"), th: text("th") } };
}

export const getPackageForEditing = (db: Db, id: string) => readPackage(db, id);

/** The audit's picture of a package: its figures and both translations. */
const snapshot = (record: Pick<PackageRecord, "figures" | "translations">) => ({
  ...record.figures,
  translations: record.translations,
});

const box = (on: boolean) => (on ? ("on" as const) : undefined);
const wordsForm = (text: PackageText) => ({ ...text, features: text.features.join("\n") });

/** The edit form filled from a stored package. */
export function packageFormValues(record: PackageRecord): PackageFormValues {
  const { figures } = record;
  return {
    revision: record.revision,
    id: record.id,
    en: wordsForm(record.translations.en),
    th: wordsForm(record.translations.th),
    priceThb: String(figures.priceSatang / 100),
    priceUsd: String(figures.priceUsdCents / 100),
    deliveryMin: String(figures.deliveryMin),
    deliveryMax: String(figures.deliveryMax),
    deliveryUnit: figures.deliveryUnit,
    pageCount: String(figures.pageCount),
    pagesUpTo: box(figures.pagesUpTo),
    featured: box(figures.featured),
    hidden: box(figures.hidden),
    position: String(figures.position),
  };
}

/** An empty new-package form, placed after the others. */
export async function newPackageFormValues(db: Db): Promise<PackageFormValues> {
  const rows = await db.select({ position: packages.position }).from(packages);
  const position = Math.max(0, ...rows.map((row) => row.position)) + 1;
  const words = { title: "", subtitle: "", description: "", features: "" };
  return {
    revision: "",
    id: "",
    en: words,
    th: { ...words },
    priceThb: "",
    priceUsd: "",
    deliveryMin: "",
    deliveryMax: "",
    deliveryUnit: "days",
    pageCount: "",
    pagesUpTo: undefined,
    featured: undefined,
    hidden: undefined,
    position: String(position),
  };
}

/** The form's output as a save's input: figures only from an admin's form. */
export function packageInput(value: PackageWordsOutput | PackageAllOutput): PackageInput {
  const translations = { en: value.en, th: value.th };
  if (!("priceThb" in value)) return { revision: value.revision, translations };
  return { revision: value.revision, translations, figures: figuresOf(value) };
}

function figuresOf(value: PackageAllOutput | PackageNewOutput): PackageFigures {
  return {
    priceSatang: value.priceThb,
    priceUsdCents: value.priceUsd,
    deliveryMin: value.deliveryMin,
    deliveryMax: value.deliveryMax,
    deliveryUnit: value.deliveryUnit,
    pageCount: value.pageCount,
    pagesUpTo: value.pagesUpTo,
    featured: value.featured,
    hidden: value.hidden,
    position: value.position,
  };
}

async function writeTexts(tx: DbOrTx, id: string, translations: Record<Language, PackageText>) {
  for (const language of ["en", "th"] as const) {
    const text = translations[language];
    await tx
      .insert(packageTranslations)
      .values({ packageId: id, language, ...text })
      .onConflictDoUpdate({ target: [packageTranslations.packageId, packageTranslations.language], set: text });
  }
}

export function createPackage(db: Db, actor: CatalogueActor, value: PackageNewOutput): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Creating a package", () =>
    db.transaction(async (tx) => {
      if (await readPackage(tx, value.id)) throw refuse(400, "errors.idTaken", { field: "id" });
      const figures = figuresOf(value);
      const translations = { en: value.en, th: value.th };
      await tx.insert(packages).values({ id: value.id, ...figures });
      await writeTexts(tx, value.id, translations);
      await recordContentChange(tx, actorOf(actor), {
        area: "packages",
        entityId: value.id,
        before: null,
        after: snapshot({ figures, translations }),
      });
      return { ok: true, outcome: "created", id: value.id };
    }),
  );
}

export function savePackage(db: Db, actor: CatalogueActor, id: string, input: PackageInput): Promise<CatalogueOutcome> {
  return attempt("Saving a package", () =>
    db.transaction(async (tx) => {
      const before = await readPackage(tx, id, true);
      if (!before) throw refuse(404, "errors.notFound");
      if (!actor.isAdmin && changedFigures(before.figures, input.figures).length > 0) {
        throw refuse(403, "errors.figuresForbidden");
      }
      const after = {
        figures: actor.isAdmin && input.figures ? input.figures : before.figures,
        translations: input.translations,
      };
      const [updated] = await tx
        .update(packages)
        .set({ ...after.figures, updatedAt: sql`now()` })
        .where(and(eq(packages.id, id), savedAt(packages.updatedAt, input.revision)))
        .returning({ id: packages.id });
      if (!updated) throw refuse(409, "errors.conflict");
      if (sameJson(snapshot(before), snapshot(after))) throw new UnchangedSave(id);
      await writeTexts(tx, id, after.translations);
      await recordContentChange(tx, actorOf(actor), {
        area: "packages",
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return { ok: true, outcome: "saved", id };
    }),
  );
}

export function deletePackage(db: Db, actor: CatalogueActor, id: string): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Deleting a package", () =>
    db.transaction(async (tx) => {
      const before = await readPackage(tx, id, true);
      if (!before) throw refuse(404, "errors.notFound");
      const used = await countOrders(tx, eq(orders.packageId, id));
      if (used > 0) throw inUse(used);
      await tx.delete(packages).where(eq(packages.id, id));
      await recordContentChange(tx, actorOf(actor), { area: "packages", entityId: id, before: snapshot(before), after: null });
      return { ok: true, outcome: "deleted", id };
    }),
  );
}

/** Moves a package one place up or down the list; each package whose position changes is audited. */
export function movePackage(db: Db, actor: CatalogueActor, id: string, direction: "up" | "down"): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Moving a package", () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: packages.id, position: packages.position })
        .from(packages)
        .orderBy(asc(packages.position), asc(packages.id))
        .for("update");
      if (!rows.some((row) => row.id === id)) throw refuse(404, "errors.notFound");
      const moves = reorder(rows, id, direction) ?? [];
      for (const move of moves) {
        const before = await readPackage(tx, move.row.id);
        if (!before) continue;
        await tx
          .update(packages)
          .set({ position: move.position, updatedAt: sql`now()` })
          .where(eq(packages.id, move.row.id));
        await recordContentChange(tx, actorOf(actor), {
          area: "packages",
          entityId: move.row.id,
          before: snapshot(before),
          after: snapshot({ ...before, figures: { ...before.figures, position: move.position } }),
        });
      }
      return { ok: true, outcome: moves.length > 0 ? "moved" : "unchanged", id };
    }),
  );
}
