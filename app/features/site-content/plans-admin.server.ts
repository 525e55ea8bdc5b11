// The admin's maintenance plan screens: list, read for editing, create, save, move, delete, as the
// package screens do (packages-admin.server.ts). An order names its plan (restrict), so a plan an
// order chose can be hidden, never deleted.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { maintenancePlans, maintenancePlanTranslations, orders } from "~/.server/db/schema";
import type { Language } from "~/i18n/config";
import type { CatalogueActor } from "./catalogue-admin.server";
import { type CatalogueInput, type CatalogueRecord, catalogueRows, nameIn } from "./catalogue-rows.server";
import type { CatalogueScreens } from "./catalogue-screens.server";
import {
  type PlanAllOutput,
  type PlanFormValues,
  type PlanNewOutput,
  type PlanWordsOutput,
  planFigureNames,
  planLimits,
  planSchemas,
} from "./plans-schema";

export interface PlanText {
  name: string;
  description: string;
  features: string[];
}

export interface PlanFigures {
  monthlySatang: number;
  hidden: boolean;
  position: number;
}

export type PlanRecord = CatalogueRecord<PlanFigures, PlanText>;

/** What a save writes: the words, and the figures when an admin saves. */
export type PlanInput = CatalogueInput<PlanFigures, PlanText>;

export interface PlanListRow {
  id: string;
  name: string;
  priceSatang: number;
  hidden: boolean;
  position: number;
}

const rows = catalogueRows<PlanFigures, PlanText>({
  table: maintenancePlans,
  translations: maintenancePlanTranslations,
  key: maintenancePlanTranslations.planId,
  keyName: "planId",
  area: "plans",
  noun: "a maintenance plan",
  text: (found) => ({
    name: (found?.name as string) ?? "",
    description: (found?.description as string) ?? "",
    features: (found?.features as string[]) ?? [],
  }),
  usedBy: (id) => eq(orders.maintenancePlan, id),
});

export async function listPlansForAdmin(db: Db, language: Language): Promise<PlanListRow[]> {
  const { rows: stored, texts } = await rows.all(db);
  return (stored as (typeof maintenancePlans.$inferSelect)[]).map((row) => ({
    id: row.id,
    name: nameIn(texts, "planId", "name", row.id, language),
    priceSatang: row.monthlySatang,
    hidden: row.hidden,
    position: row.position,
  }));
}

export const getPlanForEditing = (db: Db, id: string) => rows.read(db, id);

const wordsForm = (text: PlanText) => ({ ...text, features: text.features.join("\n") });

export function planFormValues(record: PlanRecord): PlanFormValues {
  return {
    revision: record.revision,
    id: record.id,
    en: wordsForm(record.translations.en),
    th: wordsForm(record.translations.th),
    priceThb: String(record.figures.monthlySatang / 100),
    hidden: record.figures.hidden ? "on" : undefined,
    position: String(record.figures.position),
  };
}

export async function newPlanFormValues(db: Db): Promise<PlanFormValues> {
  const position = await rows.nextPosition(db);
  const words = { name: "", description: "", features: "" };
  return {
    revision: "",
    id: "",
    en: words,
    th: { ...words },
    priceThb: "",
    hidden: undefined,
    position: String(position),
  };
}

function figuresOf(value: PlanAllOutput | PlanNewOutput): PlanFigures {
  return { monthlySatang: value.priceThb, hidden: value.hidden, position: value.position };
}

export function planInput(value: PlanWordsOutput | PlanAllOutput): PlanInput {
  const translations = { en: value.en, th: value.th };
  if (!("priceThb" in value)) return { revision: value.revision, translations };
  return { revision: value.revision, translations, figures: figuresOf(value) };
}

export const createPlan = (db: Db, actor: CatalogueActor, value: PlanNewOutput) =>
  rows.create(db, actor, { id: value.id, figures: figuresOf(value), translations: { en: value.en, th: value.th } });
export const savePlan = (db: Db, actor: CatalogueActor, id: string, input: PlanInput) => rows.save(db, actor, id, input);
export const deletePlan = (db: Db, actor: CatalogueActor, id: string) => rows.remove(db, actor, id);
export const movePlan = (db: Db, actor: CatalogueActor, id: string, direction: "up" | "down") =>
  rows.move(db, actor, id, direction);

/** The list, edit and new screens' description of plans (catalogue-screens.server.ts). */
export const planScreens = {
  path: "/admin/content/plans",
  screens: { list: "contentPlans", edit: "contentEditPlan", new: "contentNewPlan" },
  schemas: planSchemas,
  limits: planLimits,
  figureNames: planFigureNames,
  get: getPlanForEditing,
  nameOf: (stored, language) => stored.translations[language].name || stored.translations.en.name,
  formValues: planFormValues,
  newFormValues: newPlanFormValues,
  save: (db, actor, id, value) => savePlan(db, actor, id, planInput(value)),
  create: createPlan,
  list: listPlansForAdmin,
  price: (_row, money, t) => t("list.perMonth", { price: money }),
  move: movePlan,
  remove: deletePlan,
} satisfies CatalogueScreens<
  PlanRecord,
  PlanFormValues,
  (typeof planSchemas)["words"],
  (typeof planSchemas)["all"],
  (typeof planSchemas)["new"],
  PlanListRow
>;
