// The admin's maintenance plan screens: list, read for editing, create, save, move, delete, as the
// package screens do (packages-admin.server.ts). An order names its plan (restrict), so a plan an
// order chose can be hidden, never deleted.
import { and, asc, eq, sql } from "drizzle-orm";
import { type ContentActor, type DbOrTx, recordContentChange } from "~/.server/content-audit.server";
import type { Db } from "~/.server/db/client";
import { maintenancePlans, maintenancePlanTranslations, orders } from "~/.server/db/schema";
import type { Language } from "~/i18n/config";
import {
  attempt,
  type CatalogueActor,
  type CatalogueOutcome,
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
import type { PlanAllOutput, PlanFormValues, PlanNewOutput, PlanWordsOutput } from "./plans-schema";

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

export interface PlanRecord {
  id: string;
  revision: string;
  figures: PlanFigures;
  translations: Record<Language, PlanText>;
}

export interface PlanInput {
  revision?: string;
  translations: Record<Language, PlanText>;
  figures?: PlanFigures;
}

export interface PlanListRow {
  id: string;
  name: string;
  priceSatang: number;
  hidden: boolean;
  position: number;
}

const plans = maintenancePlans;
const texts = maintenancePlanTranslations;
const actorOf = (actor: CatalogueActor): ContentActor => ({ uid: actor.uid, email: actor.email });

export async function listPlansForAdmin(db: Db, language: Language): Promise<PlanListRow[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
  const all = await db.select().from(texts);
  const name = (id: string, lang: Language) => all.find((text) => text.planId === id && text.language === lang)?.name ?? "";
  return rows.map((row) => ({
    id: row.id,
    name: name(row.id, language) || name(row.id, "en") || row.id,
    priceSatang: row.monthlySatang,
    hidden: row.hidden,
    position: row.position,
  }));
}

async function readPlan(db: DbOrTx, id: string, lock = false): Promise<PlanRecord | null> {
  const query = db.select().from(plans).where(eq(plans.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const found = await db.select().from(texts).where(eq(texts.planId, id));
  const text = (language: Language): PlanText => {
    const item = found.find((candidate) => candidate.language === language);
    return { name: item?.name ?? "", description: item?.description ?? "", features: item?.features ?? [] };
  };
  const { id: _id, updatedAt, ...figures } = row;
  return { id: row.id, revision: revisionOf(updatedAt), figures, translations: { en: text("en"), th: text("th") } };
}

export const getPlanForEditing = (db: Db, id: string) => readPlan(db, id);

const snapshot = (record: Pick<PlanRecord, "figures" | "translations">) => ({
  ...record.figures,
  translations: record.translations,
});
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
  const rows = await db.select({ position: plans.position }).from(plans);
  const words = { name: "", description: "", features: "" };
  return {
    revision: "",
    id: "",
    en: words,
    th: { ...words },
    priceThb: "",
    hidden: undefined,
    position: String(Math.max(0, ...rows.map((row) => row.position)) + 1),
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

async function writeTexts(tx: DbOrTx, id: string, translations: Record<Language, PlanText>) {
  for (const language of ["en", "th"] as const) {
    const text = translations[language];
    await tx
      .insert(texts)
      .values({ planId: id, language, ...text })
      .onConflictDoUpdate({ target: [texts.planId, texts.language], set: text });
  }
}

export function createPlan(db: Db, actor: CatalogueActor, value: PlanNewOutput): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Creating a maintenance plan", () =>
    db.transaction(async (tx) => {
      if (await readPlan(tx, value.id)) throw refuse(400, "errors.idTaken", { field: "id" });
      const figures = figuresOf(value);
      const translations = { en: value.en, th: value.th };
      await tx.insert(plans).values({ id: value.id, ...figures });
      await writeTexts(tx, value.id, translations);
      const after = snapshot({ figures, translations });
      await recordContentChange(tx, actorOf(actor), { area: "plans", entityId: value.id, before: null, after });
      return { ok: true, outcome: "created", id: value.id };
    }),
  );
}

export function savePlan(db: Db, actor: CatalogueActor, id: string, input: PlanInput): Promise<CatalogueOutcome> {
  return attempt("Saving a maintenance plan", () =>
    db.transaction(async (tx) => {
      const before = await readPlan(tx, id, true);
      if (!before) throw refuse(404, "errors.notFound");
      if (!actor.isAdmin && changedFigures(before.figures, input.figures).length > 0) {
        throw refuse(403, "errors.figuresForbidden");
      }
      const after = {
        figures: actor.isAdmin && input.figures ? input.figures : before.figures,
        translations: input.translations,
      };
      const [updated] = await tx
        .update(plans)
        .set({ ...after.figures, updatedAt: sql`now()` })
        .where(and(eq(plans.id, id), savedAt(plans.updatedAt, input.revision)))
        .returning({ id: plans.id });
      if (!updated) throw refuse(409, "errors.conflict");
      if (sameJson(snapshot(before), snapshot(after))) throw new UnchangedSave(id);
      await writeTexts(tx, id, after.translations);
      await recordContentChange(tx, actorOf(actor), {
        area: "plans",
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return { ok: true, outcome: "saved", id };
    }),
  );
}

export function deletePlan(db: Db, actor: CatalogueActor, id: string): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Deleting a maintenance plan", () =>
    db.transaction(async (tx) => {
      const before = await readPlan(tx, id, true);
      if (!before) throw refuse(404, "errors.notFound");
      const used = await countOrders(tx, eq(orders.maintenancePlan, id));
      if (used > 0) throw inUse(used);
      await tx.delete(plans).where(eq(plans.id, id));
      await recordContentChange(tx, actorOf(actor), { area: "plans", entityId: id, before: snapshot(before), after: null });
      return { ok: true, outcome: "deleted", id };
    }),
  );
}

export function movePlan(db: Db, actor: CatalogueActor, id: string, direction: "up" | "down"): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Moving a maintenance plan", () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: plans.id, position: plans.position })
        .from(plans)
        .orderBy(asc(plans.position), asc(plans.id))
        .for("update");
      if (!rows.some((row) => row.id === id)) throw refuse(404, "errors.notFound");
      const moves = reorder(rows, id, direction) ?? [];
      for (const move of moves) {
        const before = await readPlan(tx, move.row.id);
        if (!before) continue;
        await tx
          .update(plans)
          .set({ position: move.position, updatedAt: sql`now()` })
          .where(eq(plans.id, move.row.id));
        const after = snapshot({ ...before, figures: { ...before.figures, position: move.position } });
        await recordContentChange(tx, actorOf(actor), { area: "plans", entityId: move.row.id, before: snapshot(before), after });
      }
      return { ok: true, outcome: moves.length > 0 ? "moved" : "unchanged", id };
    }),
  );
}
