// The catalogue's row services, written once for packages, add-ons and maintenance plans: read for
// editing, create, save, move, delete. Every change is one transaction with one content_audit row
// per changed row (the row and both translations, before and after), checked against the revision
// the form loaded, and announced with contentChanged() once committed. Editors change words only
// (ADR 094). Each kind describes itself in a CatalogueKind: its tables, audit area and in-use query.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type ContentActor, type DbOrTx, recordContentChange } from "~/.server/content-audit.server";
import type { Db } from "~/.server/db/client";
import type { ContentAuditArea } from "~/.server/db/schema";
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

type Fields = Record<string, unknown>;

/** One kind of catalogue row: where it lives and how the generic services treat it. */
export interface CatalogueKind<Text extends object> {
  table: PgTable & { id: AnyPgColumn; position: AnyPgColumn; updatedAt: AnyPgColumn };
  translations: PgTable & { language: AnyPgColumn };
  /** The translation table's column naming the row (`package_id`...), and its property name. */
  key: AnyPgColumn;
  keyName: string;
  area: ContentAuditArea;
  /** For the log: "a package", "an add-on"... */
  noun: string;
  /** A stored translation (or none) as the row's words. */
  text: (found: Fields | undefined) => Text;
  /** The orders that use the row, which a delete refuses. */
  usedBy: (id: string) => SQL;
}

export interface CatalogueRecord<Figures, Text> {
  id: string;
  revision: string;
  figures: Figures;
  translations: Record<Language, Text>;
}

/** What a save writes: the words, and the figures when an admin saves. */
export interface CatalogueInput<Figures, Text> {
  revision?: string;
  translations: Record<Language, Text>;
  figures?: Figures;
}

/** A new row: its id, figures and words. */
export interface CatalogueNewRow<Figures, Text> {
  id: string;
  figures: Figures;
  translations: Record<Language, Text>;
}

const actorOf = (actor: CatalogueActor): ContentActor => ({ uid: actor.uid, email: actor.email });

/** The audit's picture of a row: its figures and both translations. */
const snapshot = (record: { figures: object; translations: object }) => ({
  ...record.figures,
  translations: record.translations,
});

/** The services for one kind of row. */
export function catalogueRows<Figures extends { position: number }, Text extends object>(kind: CatalogueKind<Text>) {
  const { table } = kind;
  type Record_ = CatalogueRecord<Figures, Text>;

  async function read(db: DbOrTx, id: string, lock = false): Promise<Record_ | null> {
    const query = db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    const [row] = (lock ? await query.for("update") : await query) as Fields[];
    if (!row) return null;
    const texts = (await db
      .select()
      .from(kind.translations as PgTable)
      .where(eq(kind.key, id))) as Fields[];
    const text = (language: Language) => kind.text(texts.find((item) => item.language === language));
    const { id: _id, updatedAt, ...figures } = row;
    return {
      id: row.id as string,
      revision: revisionOf(updatedAt as Date),
      figures: figures as Figures,
      translations: { en: text("en"), th: text("th") },
    };
  }

  async function writeTexts(tx: DbOrTx, id: string, translations: Record<Language, Text>) {
    for (const language of ["en", "th"] as const) {
      const text = translations[language];
      await tx
        .insert(kind.translations)
        .values({ [kind.keyName]: id, language, ...text } as never)
        .onConflictDoUpdate({ target: [kind.key, kind.translations.language], set: text as never });
    }
  }

  /** Every row in the site's order, as stored. */
  async function all(db: Db) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .orderBy(asc(table.position), asc(table.id))) as Fields[];
    const texts = (await db.select().from(kind.translations as PgTable)) as Fields[];
    return { rows, texts };
  }

  async function nextPosition(db: Db) {
    const rows = (await db.select({ position: table.position }).from(table as PgTable)) as { position: number }[];
    return Math.max(0, ...rows.map((row) => row.position)) + 1;
  }

  function create(db: Db, actor: CatalogueActor, value: CatalogueNewRow<Figures, Text>): Promise<CatalogueOutcome> {
    if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
    return attempt(`Creating ${kind.noun}`, () =>
      db.transaction(async (tx) => {
        if (await read(tx, value.id)) throw refuse(400, "errors.idTaken", { field: "id" });
        const { figures, translations } = value;
        await tx.insert(table).values({ id: value.id, ...figures } as never);
        await writeTexts(tx, value.id, translations);
        const after = snapshot({ figures, translations });
        await recordContentChange(tx, actorOf(actor), { area: kind.area, entityId: value.id, before: null, after });
        return { ok: true, outcome: "created", id: value.id };
      }),
    );
  }

  function save(db: Db, actor: CatalogueActor, id: string, input: CatalogueInput<Figures, Text>): Promise<CatalogueOutcome> {
    return attempt(`Saving ${kind.noun}`, () =>
      db.transaction(async (tx) => {
        const before = await read(tx, id, true);
        if (!before) throw refuse(404, "errors.notFound");
        if (!actor.isAdmin && changedFigures(before.figures, input.figures).length > 0) {
          throw refuse(403, "errors.figuresForbidden");
        }
        const after = {
          figures: actor.isAdmin && input.figures ? input.figures : before.figures,
          translations: input.translations,
        };
        const [updated] = await tx
          .update(table)
          .set({ ...after.figures, updatedAt: sql`now()` } as never)
          .where(and(eq(table.id, id), savedAt(table.updatedAt, input.revision)))
          .returning({ id: table.id });
        if (!updated) throw refuse(409, "errors.conflict");
        if (sameJson(snapshot(before), snapshot(after))) throw new UnchangedSave(id);
        await writeTexts(tx, id, after.translations);
        await recordContentChange(tx, actorOf(actor), {
          area: kind.area,
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return { ok: true, outcome: "saved", id };
      }),
    );
  }

  function remove(db: Db, actor: CatalogueActor, id: string): Promise<CatalogueOutcome> {
    if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
    return attempt(`Deleting ${kind.noun}`, () =>
      db.transaction(async (tx) => {
        const before = await read(tx, id, true);
        if (!before) throw refuse(404, "errors.notFound");
        const used = await countOrders(tx, kind.usedBy(id));
        if (used > 0) throw inUse(used);
        await tx.delete(table).where(eq(table.id, id));
        await recordContentChange(tx, actorOf(actor), { area: kind.area, entityId: id, before: snapshot(before), after: null });
        return { ok: true, outcome: "deleted", id };
      }),
    );
  }

  /** Moves a row one place up or down the list; each row whose position changes is audited. */
  function move(db: Db, actor: CatalogueActor, id: string, direction: "up" | "down"): Promise<CatalogueOutcome> {
    if (!actor.isAdmin) return Promise.resolve({ ok: false, status: 403, error: "errors.adminOnly" });
    return attempt(`Moving ${kind.noun}`, () =>
      db.transaction(async (tx) => {
        const rows = (await tx
          .select({ id: table.id, position: table.position })
          .from(table as PgTable)
          .orderBy(asc(table.position), asc(table.id))
          .for("update")) as { id: string; position: number }[];
        if (!rows.some((row) => row.id === id)) throw refuse(404, "errors.notFound");
        const moves = reorder(rows, id, direction) ?? [];
        for (const { row, position } of moves) {
          const before = await read(tx, row.id);
          if (!before) continue;
          await tx
            .update(table)
            .set({ position, updatedAt: sql`now()` } as never)
            .where(eq(table.id, row.id));
          const after = snapshot({ ...before, figures: { ...before.figures, position } });
          await recordContentChange(tx, actorOf(actor), { area: kind.area, entityId: row.id, before: snapshot(before), after });
        }
        return { ok: true, outcome: moves.length > 0 ? "moved" : "unchanged", id };
      }),
    );
  }

  return { read, all, nextPosition, create, save, remove, move };
}

/** A stored row's name in `language`, English where that is empty, the id where both are. */
export function nameIn(texts: Fields[], keyName: string, field: string, id: string, language: Language) {
  const name = (lang: Language) =>
    (texts.find((text) => text[keyName] === id && text.language === lang)?.[field] as string) ?? "";
  return name(language) || name("en") || id;
}
