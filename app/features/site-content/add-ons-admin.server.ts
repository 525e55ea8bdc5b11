// The admin's add-on screens: list, read for editing, create, save, move, delete, as the package
// screens do (packages-admin.server.ts). An order keeps its add-ons as JSON lines, not as a
// reference, so a delete first looks for the add-on in every order's lines.
import { and, asc, eq, sql } from "drizzle-orm";
import { type ContentActor, type DbOrTx, recordContentChange } from "~/.server/content-audit.server";
import type { Db } from "~/.server/db/client";
import { addOns, addOnTranslations, orders } from "~/.server/db/schema";
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
import type { AddOnAllOutput, AddOnFormValues, AddOnNewOutput, AddOnWordsOutput } from "./add-ons-schema";

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

export interface AddOnRecord {
  id: string;
  revision: string;
  figures: AddOnFigures;
  translations: Record<Language, AddOnText>;
}

export interface AddOnInput {
  revision?: string;
  translations: Record<Language, AddOnText>;
  figures?: AddOnFigures;
}

export interface AddOnListRow {
  id: string;
  name: string;
  priceSatang: number;
  unit: AddOnFigures["unit"];
  hidden: boolean;
  position: number;
}

const actorOf = (actor: CatalogueActor): ContentActor => ({ uid: actor.uid, email: actor.email });

export async function listAddOnsForAdmin(db: Db, language: Language): Promise<AddOnListRow[]> {
  const rows = await db.select().from(addOns).orderBy(asc(addOns.position), asc(addOns.id));
  const texts = await db.select().from(addOnTranslations);
  const name = (id: string, lang: Language) => texts.find((text) => text.addOnId === id && text.language === lang)?.name ?? "";
  return rows.map((row) => ({
    id: row.id,
    name: name(row.id, language) || name(row.id, "en") || row.id,
    priceSatang: row.priceSatang,
    unit: row.unit,
    hidden: row.hidden,
    position: row.position,
  }));
}

async function readAddOn(db: DbOrTx, id: string, lock = false): Promise<AddOnRecord | null> {
  const query = db.select().from(addOns).where(eq(addOns.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const texts = await db.select().from(addOnTranslations).where(eq(addOnTranslations.addOnId, id));
  const text = (language: Language): AddOnText => {
    const found = texts.find((item) => item.language === language);
    return { name: found?.name ?? "", description: found?.description ?? "" };
  };
  const { id: _id, updatedAt, ...figures } = row;
  return { id: row.id, revision: revisionOf(updatedAt), figures, translations: { en: text("en"), th: text("th") } };
}

export const getAddOnForEditing = (db: Db, id: string) => readAddOn(db, id);

const snapshot = (record: Pick<AddOnRecord, "figures" | "translations">) => ({
  ...record.figures,
  translations: record.translations,
});

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
  const rows = await db.select({ position: addOns.position }).from(addOns);
  return {
    revision: "",
    id: "",
    en: { name: "", description: "" },
    th: { name: "", description: "" },
    priceThb: "",
    unit: "once",
    maxQuantity: "1",
    hidden: undefined,
    position: String(Math.max(0, ...rows.map((row) => row.position)) + 1),
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

async function writeTexts(tx: DbOrTx, id: string, translations: Record<Language, AddOnText>) {
  for (const language of ["en", "th"] as const) {
    const text = translations[language];
    await tx
      .insert(addOnTranslations)
      .values({ addOnId: id, language, ...text })
      .onConflictDoUpdate({ target: [addOnTranslations.addOnId, addOnTranslations.language], set: text });
  }
}

export function createAddOn(db: Db, actor: CatalogueActor, value: AddOnNewOutput): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Creating an add-on", () =>
    db.transaction(async (tx) => {
      if (await readAddOn(tx, value.id)) throw refuse(400, "errors.idTaken", { field: "id" });
      const figures = figuresOf(value);
      const translations = { en: value.en, th: value.th };
      await tx.insert(addOns).values({ id: value.id, ...figures });
      await writeTexts(tx, value.id, translations);
      const after = snapshot({ figures, translations });
      await recordContentChange(tx, actorOf(actor), { area: "addOns", entityId: value.id, before: null, after });
      return { ok: true, outcome: "created", id: value.id };
    }),
  );
}

export function saveAddOn(db: Db, actor: CatalogueActor, id: string, input: AddOnInput): Promise<CatalogueOutcome> {
  return attempt("Saving an add-on", () =>
    db.transaction(async (tx) => {
      const before = await readAddOn(tx, id, true);
      if (!before) throw refuse(404, "errors.notFound");
      if (!actor.isAdmin && changedFigures(before.figures, input.figures).length > 0) {
        throw refuse(403, "errors.figuresForbidden");
      }
      const after = {
        figures: actor.isAdmin && input.figures ? input.figures : before.figures,
        translations: input.translations,
      };
      const [updated] = await tx
        .update(addOns)
        .set({ ...after.figures, updatedAt: sql`now()` })
        .where(and(eq(addOns.id, id), savedAt(addOns.updatedAt, input.revision)))
        .returning({ id: addOns.id });
      if (!updated) throw refuse(409, "errors.conflict");
      if (sameJson(snapshot(before), snapshot(after))) throw new UnchangedSave(id);
      await writeTexts(tx, id, after.translations);
      await recordContentChange(tx, actorOf(actor), {
        area: "addOns",
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return { ok: true, outcome: "saved", id };
    }),
  );
}

export function deleteAddOn(db: Db, actor: CatalogueActor, id: string): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Deleting an add-on", () =>
    db.transaction(async (tx) => {
      const before = await readAddOn(tx, id, true);
      if (!before) throw refuse(404, "errors.notFound");
      // Orders name their add-ons in JSON lines ([{ id, quantity, ... }]), which no key protects.
      const used = await countOrders(tx, sql`${orders.addOns} @> ${JSON.stringify([{ id }])}::jsonb`);
      if (used > 0) throw inUse(used);
      await tx.delete(addOns).where(eq(addOns.id, id));
      await recordContentChange(tx, actorOf(actor), { area: "addOns", entityId: id, before: snapshot(before), after: null });
      return { ok: true, outcome: "deleted", id };
    }),
  );
}

export function moveAddOn(db: Db, actor: CatalogueActor, id: string, direction: "up" | "down"): Promise<CatalogueOutcome> {
  if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
  return attempt("Moving an add-on", () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: addOns.id, position: addOns.position })
        .from(addOns)
        .orderBy(asc(addOns.position), asc(addOns.id))
        .for("update");
      if (!rows.some((row) => row.id === id)) throw refuse(404, "errors.notFound");
      const moves = reorder(rows, id, direction) ?? [];
      for (const move of moves) {
        const before = await readAddOn(tx, move.row.id);
        if (!before) continue;
        await tx
          .update(addOns)
          .set({ position: move.position, updatedAt: sql`now()` })
          .where(eq(addOns.id, move.row.id));
        const after = snapshot({ ...before, figures: { ...before.figures, position: move.position } });
        await recordContentChange(tx, actorOf(actor), { area: "addOns", entityId: move.row.id, before: snapshot(before), after });
      }
      return { ok: true, outcome: moves.length > 0 ? "moved" : "unchanged", id };
    }),
  );
}
