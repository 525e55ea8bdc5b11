// The FAQ screen's use-cases (ADR 088): the list with both languages, add, edit, move, hide or
// show, delete. An answer may name figures as {{placeholders}}; a save naming a figure the
// catalogue does not have is refused before anything is written. Each save is one transaction
// with one content_audit row (entry-rows.server.ts).
import { asc, eq, sql } from "drizzle-orm";
import type { ContentActor, DbOrTx } from "~/.server/content-audit.server";
import type { Db } from "~/.server/db/client";
import { faqTranslations } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { copyFigureNames, unknownFigures } from "~/lib/copy-figures";
import { type EntryLanguage, type EntryView, entryId, entryLanguages } from "./entry-form";
import type { EntryRowService } from "./entry-row-actions.server";
import {
  auditedChange,
  deleteEntry,
  type Direction,
  type EntryKind,
  type EntrySave,
  faqEntryTable as faqEntries,
  lockAtRevision,
  moveEntry,
  nextPosition,
  notFound,
  revisionOf,
  setEntryHidden,
  type Tx,
} from "./entry-rows.server";
import type { FaqForm, FaqTexts } from "./faq-schema";
import { getCatalogue } from "./site-content.server";

/** An FAQ entry as the screen lists and edits it; a language with no row reads as empty texts. */
export interface AdminFaqEntry {
  id: number;
  position: number;
  hidden: boolean;
  /** updated_at, the edit form's and the row buttons' optimistic check. */
  revision: string;
  en: FaqTexts;
  th: FaqTexts;
}

/** What the audit trail keeps of an entry: the row with both translations. */
// Shaped as the other content screens' entries (`translations.th.name`), so the Site content
// index names the changed fields.
export type FaqSnapshot = Pick<AdminFaqEntry, "id" | "position" | "hidden"> & {
  translations: Pick<AdminFaqEntry, "en" | "th">;
};

/** A save whose answer names figures the catalogue does not have: which, per answer, and which exist. */
export interface UnknownFigures {
  ok: false;
  status: 400;
  reason: "unknownFigures";
  unknown: Partial<Record<EntryLanguage, string[]>>;
  allowed: string[];
}

export type FaqSave = EntrySave | UnknownFigures;

async function readFaq(db: DbOrTx, id?: number): Promise<AdminFaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(id === undefined ? undefined : eq(faqEntries.id, id))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const texts = await db
    .select()
    .from(faqTranslations)
    .where(id === undefined ? undefined : eq(faqTranslations.faqId, id));
  return rows.map((row) => {
    const entry: AdminFaqEntry = {
      id: row.id,
      position: row.position,
      hidden: row.hidden,
      revision: revisionOf(row.updatedAt),
      en: { question: "", answer: "" },
      th: { question: "", answer: "" },
    };
    for (const text of texts.filter((item) => item.faqId === row.id)) {
      if (text.language === "en" || text.language === "th") {
        entry[text.language] = { question: text.question, answer: text.answer };
      }
    }
    return entry;
  });
}

/** Every FAQ entry, hidden ones too, in the order the site shows them. */
export function listFaqForAdmin(db: Db): Promise<AdminFaqEntry[]> {
  return readFaq(db);
}

export async function getFaqForAdmin(db: Db, id: number): Promise<AdminFaqEntry | null> {
  const [entry] = await readFaq(db, id);
  return entry ?? null;
}

/** The figure names an answer may use with today's catalogue, for the form's help. */
export async function allowedFaqFigures(db: Db): Promise<string[]> {
  return copyFigureNames(await getCatalogue(db));
}

async function snapshot(db: DbOrTx, id: number): Promise<FaqSnapshot | null> {
  const [entry] = await readFaq(db, id);
  if (!entry) return null;
  const { position, hidden, en, th } = entry;
  return { id: entry.id, position, hidden, translations: { en, th } };
}

const kind: EntryKind<FaqSnapshot> = { area: "faq", table: faqEntries, snapshot };

/** The answers' placeholders against the catalogue's figures; null when every name exists. */
async function checkFigures(db: Db, form: FaqForm): Promise<UnknownFigures | null> {
  const catalogue = await getCatalogue(db);
  const unknown: UnknownFigures["unknown"] = {};
  for (const language of entryLanguages) {
    const names = unknownFigures(form[language].answer, catalogue);
    if (names.length > 0) unknown[language] = names;
  }
  if (Object.keys(unknown).length === 0) return null;
  return { ok: false, status: 400, reason: "unknownFigures", unknown, allowed: copyFigureNames(catalogue) };
}

/** The languages with any text get a row; a language left empty has none (it falls back to the other). */
async function writeTexts(tx: Tx, id: number, form: FaqForm) {
  await tx.delete(faqTranslations).where(eq(faqTranslations.faqId, id));
  const written = entryLanguages.filter((language) => form[language].question !== "" || form[language].answer !== "");
  if (written.length === 0) return;
  await tx.insert(faqTranslations).values(written.map((language) => ({ faqId: id, language, ...form[language] })));
}

/** Adds an entry at the end of the list, shown on the site. */
export async function createFaq(db: Db, actor: ContentActor, form: FaqForm): Promise<FaqSave> {
  const figures = await checkFigures(db, form);
  if (figures) return figures;
  return auditedChange<FaqSnapshot, object>(db, actor, kind, async (tx) => {
    const [row] = await tx
      .insert(faqEntries)
      .values({ position: await nextPosition(tx, faqEntries) })
      .returning({ id: faqEntries.id });
    if (!row) throw new Error("The new FAQ entry was not stored");
    await writeTexts(tx, row.id, form);
    return { ok: true, id: row.id, before: null };
  });
}

/** Replaces an entry's texts, if nobody saved it since the form was opened. */
export async function updateFaq(db: Db, actor: ContentActor, id: number, form: FaqForm): Promise<FaqSave> {
  const figures = await checkFigures(db, form);
  if (figures) return figures;
  return auditedChange<FaqSnapshot, object>(db, actor, kind, async (tx) => {
    const refused = await lockAtRevision(tx, faqEntries, id, form.revision);
    if (refused) return refused;
    const before = await snapshot(tx, id);
    if (!before) return notFound;
    await tx
      .update(faqEntries)
      .set({ updatedAt: sql`now()` })
      .where(eq(faqEntries.id, id));
    await writeTexts(tx, id, form);
    return { ok: true, id, before };
  });
}

export const moveFaq = (db: Db, actor: ContentActor, id: number, direction: Direction) =>
  moveEntry(db, actor, kind, id, direction);

export const setFaqHidden = (db: Db, actor: ContentActor, id: number, revision: string, hidden: boolean) =>
  setEntryHidden(db, actor, kind, id, revision, hidden);

export const deleteFaq = (db: Db, actor: ContentActor, id: number, revision: string) =>
  deleteEntry(db, actor, kind, id, revision);

/** The add and edit form's save: a new entry or the edited one; a failure is logged and told. */
export async function saveFaqForm(
  db: Db,
  actor: ContentActor,
  form: FaqForm,
): Promise<FaqSave | { ok: false; status: 500; reason: "failed" }> {
  const id = entryId(form.id);
  try {
    return id === null ? await createFaq(db, actor, form) : await updateFaq(db, actor, id, form);
  } catch (error) {
    logger.error("Saving an FAQ entry failed", error instanceof Error ? error.message : String(error));
    return { ok: false, status: 500, reason: "failed" };
  }
}

/** An entry as the list shows it in one language (the other one's text where this one has none). */
export function faqView(entry: AdminFaqEntry, language: EntryLanguage): EntryView {
  const other = language === "en" ? "th" : "en";
  const fallback = entry[language].question === "" && entry[other].question !== "";
  const texts = entry[fallback ? other : language];
  return {
    id: entry.id,
    label: texts.question,
    detail: texts.answer,
    lang: fallback ? other : undefined,
    hidden: entry.hidden,
    revision: entry.revision,
  };
}

/** The row buttons' operations, naming an entry in the page's language. */
export function faqRowService(language: EntryLanguage): EntryRowService {
  return {
    label: async (db, id) => {
      const entry = await getFaqForAdmin(db, id);
      return entry ? faqView(entry, language).label : null;
    },
    move: moveFaq,
    setHidden: setFaqHidden,
    remove: deleteFaq,
  };
}
