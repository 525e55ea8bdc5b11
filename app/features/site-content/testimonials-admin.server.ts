// The testimonials screen's use-cases (ADR 088): the list with both languages, add, edit, move,
// hide or show, delete. Each save is one transaction with one content_audit row (entry-rows.server.ts).
import { asc, eq, sql } from "drizzle-orm";
import type { ContentActor, DbOrTx } from "~/.server/content-audit.server";
import type { Db } from "~/.server/db/client";
import { testimonials, testimonialTranslations } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { type EntryLanguage, type EntryView, entryId, entryLanguages } from "./entry-form";
import type { EntryRowService } from "./entry-row-actions.server";
import {
  auditedChange,
  deleteEntry,
  type Direction,
  type EntryKind,
  type EntrySave,
  lockAtRevision,
  moveEntry,
  nextPosition,
  notFound,
  revisionOf,
  setEntryHidden,
  type Tx,
} from "./entry-rows.server";
import type { TestimonialForm, TestimonialTexts } from "./testimonials-schema";

/** A testimonial as the screen lists and edits it; a language with no row reads as empty texts. */
export interface AdminTestimonial {
  id: number;
  position: number;
  hidden: boolean;
  /** updated_at, the edit form's and the row buttons' optimistic check. */
  revision: string;
  en: TestimonialTexts;
  th: TestimonialTexts;
}

/** What the audit trail keeps of a testimonial: the row with both translations. */
// Shaped as the other content screens' entries (`translations.th.name`), so the Site content
// index names the changed fields.
export type TestimonialSnapshot = Pick<AdminTestimonial, "id" | "position" | "hidden"> & {
  translations: Pick<AdminTestimonial, "en" | "th">;
};

const emptyTexts = (): TestimonialTexts => ({ name: "", jobTitle: "", company: "", quote: "" });

async function readTestimonials(db: DbOrTx, id?: number): Promise<AdminTestimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(id === undefined ? undefined : eq(testimonials.id, id))
    .orderBy(asc(testimonials.position), asc(testimonials.id));
  const texts = await db
    .select()
    .from(testimonialTranslations)
    .where(id === undefined ? undefined : eq(testimonialTranslations.testimonialId, id));
  return rows.map((row) => {
    const entry: AdminTestimonial = {
      id: row.id,
      position: row.position,
      hidden: row.hidden,
      revision: revisionOf(row.updatedAt),
      en: emptyTexts(),
      th: emptyTexts(),
    };
    for (const text of texts.filter((item) => item.testimonialId === row.id)) {
      if (text.language !== "en" && text.language !== "th") continue;
      entry[text.language] = { name: text.name, jobTitle: text.jobTitle, company: text.company, quote: text.quote };
    }
    return entry;
  });
}

/** Every testimonial, hidden ones too, in the order the site shows them. */
export function listTestimonialsForAdmin(db: Db): Promise<AdminTestimonial[]> {
  return readTestimonials(db);
}

export async function getTestimonialForAdmin(db: Db, id: number): Promise<AdminTestimonial | null> {
  const [entry] = await readTestimonials(db, id);
  return entry ?? null;
}

async function snapshot(db: DbOrTx, id: number): Promise<TestimonialSnapshot | null> {
  const [entry] = await readTestimonials(db, id);
  if (!entry) return null;
  const { position, hidden, en, th } = entry;
  return { id: entry.id, position, hidden, translations: { en, th } };
}

const kind: EntryKind<TestimonialSnapshot> = { area: "testimonials", table: testimonials, snapshot };

/** The languages with any text get a row; a language left empty has none (it falls back to English). */
async function writeTexts(tx: Tx, id: number, form: TestimonialForm) {
  await tx.delete(testimonialTranslations).where(eq(testimonialTranslations.testimonialId, id));
  const written = entryLanguages.filter((language: EntryLanguage) => Object.values(form[language]).some(Boolean));
  if (written.length === 0) return;
  await tx
    .insert(testimonialTranslations)
    .values(written.map((language) => ({ testimonialId: id, language, ...form[language] })));
}

/** Adds a testimonial at the end of the list, shown on the site. */
export function createTestimonial(db: Db, actor: ContentActor, form: TestimonialForm): Promise<EntrySave> {
  return auditedChange<TestimonialSnapshot, object>(db, actor, kind, async (tx) => {
    const [row] = await tx
      .insert(testimonials)
      .values({ position: await nextPosition(tx, testimonials) })
      .returning({ id: testimonials.id });
    if (!row) throw new Error("The new testimonial was not stored");
    await writeTexts(tx, row.id, form);
    return { ok: true, id: row.id, before: null };
  });
}

/** Replaces a testimonial's texts, if nobody saved it since the form was opened. */
export function updateTestimonial(db: Db, actor: ContentActor, id: number, form: TestimonialForm): Promise<EntrySave> {
  return auditedChange<TestimonialSnapshot, object>(db, actor, kind, async (tx) => {
    const refused = await lockAtRevision(tx, testimonials, id, form.revision);
    if (refused) return refused;
    const before = await snapshot(tx, id);
    if (!before) return notFound;
    await tx
      .update(testimonials)
      .set({ updatedAt: sql`now()` })
      .where(eq(testimonials.id, id));
    await writeTexts(tx, id, form);
    return { ok: true, id, before };
  });
}

export const moveTestimonial = (db: Db, actor: ContentActor, id: number, direction: Direction) =>
  moveEntry(db, actor, kind, id, direction);

export const setTestimonialHidden = (db: Db, actor: ContentActor, id: number, revision: string, hidden: boolean) =>
  setEntryHidden(db, actor, kind, id, revision, hidden);

export const deleteTestimonial = (db: Db, actor: ContentActor, id: number, revision: string) =>
  deleteEntry(db, actor, kind, id, revision);

/** The add and edit form's save: a new entry or the edited one; a failure is logged and told. */
export async function saveTestimonialForm(
  db: Db,
  actor: ContentActor,
  form: TestimonialForm,
): Promise<EntrySave | { ok: false; status: 500; reason: "failed" }> {
  const id = entryId(form.id);
  try {
    return id === null ? await createTestimonial(db, actor, form) : await updateTestimonial(db, actor, id, form);
  } catch (error) {
    logger.error("Saving a testimonial failed", error instanceof Error ? error.message : String(error));
    return { ok: false, status: 500, reason: "failed" };
  }
}

/** A testimonial as the list shows it in one language (the other one's text where this one has none). */
export function testimonialView(entry: AdminTestimonial, language: EntryLanguage): EntryView {
  const own = entry[language];
  const other = entry[language === "en" ? "th" : "en"];
  const fallback = own.name === "" && other.name !== "";
  const texts = fallback ? other : own;
  const who = [texts.jobTitle, texts.company].filter(Boolean).join(" · ");
  return {
    id: entry.id,
    label: texts.name,
    detail: who ? `${who}: ${texts.quote}` : texts.quote,
    lang: fallback ? (language === "en" ? "th" : "en") : undefined,
    hidden: entry.hidden,
    revision: entry.revision,
  };
}

/** The row buttons' operations, naming an entry in the page's language. */
export function testimonialRowService(language: EntryLanguage): EntryRowService {
  return {
    label: async (db, id) => {
      const entry = await getTestimonialForAdmin(db, id);
      return entry ? testimonialView(entry, language).label : null;
    },
    move: moveTestimonial,
    setHidden: setTestimonialHidden,
    remove: deleteTestimonial,
  };
}
