// The admin's package screens: list, read for editing, create, save, move, delete, through the
// catalogue's row services (catalogue-rows.server.ts). A package an order used cannot be deleted.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, packages, packageTranslations } from "~/.server/db/schema";
import type { Language } from "~/i18n/config";
import type { CatalogueActor } from "./catalogue-admin.server";
import { type CatalogueInput, type CatalogueRecord, catalogueRows, nameIn } from "./catalogue-rows.server";
import type { CatalogueScreens } from "./catalogue-screens.server";
import {
  type PackageAllOutput,
  type PackageFormValues,
  type PackageNewOutput,
  type PackageWordsOutput,
  packageFigureNames,
  packageLimits,
  packageSchemas,
} from "./packages-schema";

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

export type PackageRecord = CatalogueRecord<PackageFigures, PackageText>;

/** What a save writes: the words, and the figures when an admin saves. */
export type PackageInput = CatalogueInput<PackageFigures, PackageText>;

export interface PackageListRow {
  id: string;
  name: string;
  priceSatang: number;
  featured: boolean;
  hidden: boolean;
  position: number;
}

const rows = catalogueRows<PackageFigures, PackageText>({
  table: packages,
  translations: packageTranslations,
  key: packageTranslations.packageId,
  keyName: "packageId",
  area: "packages",
  noun: "a package",
  text: (found) => ({
    title: (found?.title as string) ?? "",
    subtitle: (found?.subtitle as string) ?? "",
    description: (found?.description as string) ?? "",
    features: (found?.features as string[]) ?? [],
  }),
  usedBy: (id) => eq(orders.packageId, id),
});

/** Every package in the site's order, named in `language` (English where the Thai name is empty). */
export async function listPackagesForAdmin(db: Db, language: Language): Promise<PackageListRow[]> {
  const { rows: stored, texts } = await rows.all(db);
  return (stored as (typeof packages.$inferSelect)[]).map((row) => ({
    id: row.id,
    name: nameIn(texts, "packageId", "title", row.id, language),
    priceSatang: row.priceSatang,
    featured: row.featured,
    hidden: row.hidden,
    position: row.position,
  }));
}

export const getPackageForEditing = (db: Db, id: string) => rows.read(db, id);

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
  const position = await rows.nextPosition(db);
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

export const createPackage = (db: Db, actor: CatalogueActor, value: PackageNewOutput) =>
  rows.create(db, actor, { id: value.id, figures: figuresOf(value), translations: { en: value.en, th: value.th } });
export const savePackage = (db: Db, actor: CatalogueActor, id: string, input: PackageInput) => rows.save(db, actor, id, input);
export const deletePackage = (db: Db, actor: CatalogueActor, id: string) => rows.remove(db, actor, id);
/** Moves a package one place up or down the list; each package whose position changes is audited. */
export const movePackage = (db: Db, actor: CatalogueActor, id: string, direction: "up" | "down") =>
  rows.move(db, actor, id, direction);

/** The list, edit and new screens' description of packages (catalogue-screens.server.ts). */
export const packageScreens = {
  path: "/admin/content/packages",
  screens: { list: "contentPackages", edit: "contentEditPackage", new: "contentNewPackage" },
  schemas: packageSchemas,
  limits: packageLimits,
  figureNames: packageFigureNames,
  get: getPackageForEditing,
  nameOf: (stored, language) => stored.translations[language].title || stored.translations.en.title,
  formValues: packageFormValues,
  newFormValues: newPackageFormValues,
  save: (db, actor, id, value) => savePackage(db, actor, id, packageInput(value)),
  create: createPackage,
  list: listPackagesForAdmin,
  price: (_row, money) => money,
  move: movePackage,
  remove: deletePackage,
} satisfies CatalogueScreens<
  PackageRecord,
  PackageFormValues,
  (typeof packageSchemas)["words"],
  (typeof packageSchemas)["all"],
  (typeof packageSchemas)["new"],
  PackageListRow
>;
