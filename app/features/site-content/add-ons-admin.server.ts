// The admin's add-on screens: list, read for editing, create, save, move, delete, as the package
// screens do (packages-admin.server.ts). An order keeps its add-ons as JSON lines, not as a
// reference, so a delete first looks for the add-on in every order's lines.
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { addOns, addOnTranslations, orders } from "~/.server/db/schema";
import type { Language } from "~/i18n/config";
import type { CatalogueActor } from "./catalogue-admin.server";
import { type CatalogueInput, type CatalogueRecord, catalogueRows, nameIn } from "./catalogue-rows.server";
import type { CatalogueScreens } from "./catalogue-screens.server";
import {
  type AddOnAllOutput,
  type AddOnFormValues,
  type AddOnNewOutput,
  type AddOnWordsOutput,
  addOnFigureNames,
  addOnLimits,
  addOnSchemas,
} from "./add-ons-schema";

export interface AddOnText {
  name: string;
  description: string;
}

export interface AddOnFigures {
  priceSatang: number;
  unit: "once" | "year" | "page";
  maxQuantity: number;
  hidden: boolean;
  position: number;
}

export type AddOnRecord = CatalogueRecord<AddOnFigures, AddOnText>;

/** What a save writes: the words, and the figures when an admin saves. */
export type AddOnInput = CatalogueInput<AddOnFigures, AddOnText>;

export interface AddOnListRow {
  id: string;
  name: string;
  priceSatang: number;
  unit: AddOnFigures["unit"];
  hidden: boolean;
  position: number;
}

const rows = catalogueRows<AddOnFigures, AddOnText>({
  table: addOns,
  translations: addOnTranslations,
  key: addOnTranslations.addOnId,
  keyName: "addOnId",
  area: "addOns",
  noun: "an add-on",
  text: (found) => ({ name: (found?.name as string) ?? "", description: (found?.description as string) ?? "" }),
  // Orders name their add-ons in JSON lines ([{ id, quantity, ... }]), which no key protects.
  usedBy: (id) => sql`${orders.addOns} @> ${JSON.stringify([{ id }])}::jsonb`,
});

export async function listAddOnsForAdmin(db: Db, language: Language): Promise<AddOnListRow[]> {
  const { rows: stored, texts } = await rows.all(db);
  return (stored as (typeof addOns.$inferSelect)[]).map((row) => ({
    id: row.id,
    name: nameIn(texts, "addOnId", "name", row.id, language),
    priceSatang: row.priceSatang,
    unit: row.unit,
    hidden: row.hidden,
    position: row.position,
  }));
}

export const getAddOnForEditing = (db: Db, id: string) => rows.read(db, id);

export function addOnFormValues(record: AddOnRecord): AddOnFormValues {
  const { figures } = record;
  return {
    revision: record.revision,
    id: record.id,
    en: { ...record.translations.en },
    th: { ...record.translations.th },
    priceThb: String(figures.priceSatang / 100),
    unit: figures.unit,
    maxQuantity: String(figures.maxQuantity),
    hidden: figures.hidden ? "on" : undefined,
    position: String(figures.position),
  };
}

export async function newAddOnFormValues(db: Db): Promise<AddOnFormValues> {
  const position = await rows.nextPosition(db);
  return {
    revision: "",
    id: "",
    en: { name: "", description: "" },
    th: { name: "", description: "" },
    priceThb: "",
    unit: "once",
    maxQuantity: "1",
    hidden: undefined,
    position: String(position),
  };
}

function figuresOf(value: AddOnAllOutput | AddOnNewOutput): AddOnFigures {
  return {
    priceSatang: value.priceThb,
    unit: value.unit,
    maxQuantity: value.maxQuantity,
    hidden: value.hidden,
    position: value.position,
  };
}

export function addOnInput(value: AddOnWordsOutput | AddOnAllOutput): AddOnInput {
  const translations = { en: value.en, th: value.th };
  if (!("priceThb" in value)) return { revision: value.revision, translations };
  return { revision: value.revision, translations, figures: figuresOf(value) };
}

export const createAddOn = (db: Db, actor: CatalogueActor, value: AddOnNewOutput) =>
  rows.create(db, actor, { id: value.id, figures: figuresOf(value), translations: { en: value.en, th: value.th } });
export const saveAddOn = (db: Db, actor: CatalogueActor, id: string, input: AddOnInput) => rows.save(db, actor, id, input);
export const deleteAddOn = (db: Db, actor: CatalogueActor, id: string) => rows.remove(db, actor, id);
export const moveAddOn = (db: Db, actor: CatalogueActor, id: string, direction: "up" | "down") =>
  rows.move(db, actor, id, direction);

/** The list, edit and new screens' description of addOns (catalogue-screens.server.ts). */
export const addOnScreens = {
  path: "/admin/content/add-ons",
  screens: { list: "contentAddOns", edit: "contentEditAddOn", new: "contentNewAddOn" },
  schemas: addOnSchemas,
  limits: addOnLimits,
  figureNames: addOnFigureNames,
  get: getAddOnForEditing,
  nameOf: (stored, language) => stored.translations[language].name || stored.translations.en.name,
  formValues: addOnFormValues,
  newFormValues: newAddOnFormValues,
  save: (db, actor, id, value) => saveAddOn(db, actor, id, addOnInput(value)),
  create: createAddOn,
  list: listAddOnsForAdmin,
  price: (row, money, t) => `${money} ${t(`list.units.${row.unit}`)}`,
  move: moveAddOn,
  remove: deleteAddOn,
} satisfies CatalogueScreens<
  AddOnRecord,
  AddOnFormValues,
  (typeof addOnSchemas)["words"],
  (typeof addOnSchemas)["all"],
  (typeof addOnSchemas)["new"],
  AddOnListRow
>;
