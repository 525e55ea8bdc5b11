// The categories screen's service: every category with its names and how many articles use it,
// and create, rename and delete. Each save writes its content_audit entry in its own transaction,
// is refused over a newer save (the row's updated_at, as for articles), and announces the change
// after the commit (ADR 088). A category's slug never changes once created (ADR 089).
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { type ContentActor, type DbOrTx, recordContentChange } from "~/.server/content-audit.server";
import { contentChanged } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import { articles, categories, categoryTranslations } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { languages, type Language } from "~/i18n/config";
import type { CategoryNames } from "./category-names";
import { CATEGORY_SLUG_PATTERN, categoryLimits, reservedCategorySlugs } from "./category-form-schema";

export interface AdminCategory {
  /** The slug: the key of `?category=` and of articles.category_id. */
  id: string;
  /** As stored: "" where a language has no name (the pages show the other one). */
  names: CategoryNames;
  /** Articles of any status that use it. */
  articleCount: number;
  /** updated_at to the millisecond (ISO), the forms' optimistic check. */
  revision: string;
}

/** The shape the audit trail keeps for a category (before and after a save). */
interface CategorySnapshot {
  id: string;
  names: CategoryNames;
}

const noNames = (): CategoryNames => ({ en: "", th: "" });

/** Every category, by slug, with its names in both languages and its number of articles. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const used = db
    .select({ categoryId: articles.categoryId, total: count().as("total") })
    .from(articles)
    .groupBy(articles.categoryId)
    .as("used");
  const [rows, names] = await Promise.all([
    db
      .select({ id: categories.id, updatedAt: categories.updatedAt, total: used.total })
      .from(categories)
      .leftJoin(used, eq(used.categoryId, categories.id))
      .orderBy(asc(categories.id)),
    db.select().from(categoryTranslations),
  ]);
  const byCategory = new Map<string, CategoryNames>();
  for (const row of names) {
    const entry = byCategory.get(row.categoryId) ?? noNames();
    if (isLanguage(row.language)) entry[row.language] = row.name;
    byCategory.set(row.categoryId, entry);
  }
  return rows.map((row) => ({
    id: row.id,
    names: byCategory.get(row.id) ?? noNames(),
    articleCount: Number(row.total ?? 0),
    revision: row.updatedAt.toISOString(),
  }));
}

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

async function snapshot(tx: DbOrTx, id: string, lock: boolean): Promise<CategorySnapshot | null> {
  const query = tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const rows = await tx.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
  const names = noNames();
  for (const name of rows) if (isLanguage(name.language)) names[name.language] = name.name;
  return { id: row.id, names };
}

/** Writes the names: a row per named language, none for an empty one. */
async function writeNames(tx: DbOrTx, id: string, names: CategoryNames) {
  await tx.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
  const rows = languages
    .filter((language) => names[language] !== "")
    .map((language) => ({
      categoryId: id,
      language,
      name: names[language],
    }));
  if (rows.length > 0) await tx.insert(categoryTranslations).values(rows);
}

/** The row's updated_at is the revision the form was loaded at (an unreadable one never is). */
function savedAt(revision: string): SQL {
  const at = new Date(revision);
  if (!revision || Number.isNaN(at.getTime())) return sql`false`;
  return sql`date_trunc('milliseconds', ${categories.updatedAt}) = ${at.toISOString()}::timestamptz`;
}

/** Why a save was refused: the screen's message key (and the article count for "in use"). */
export type CategoryRefusal =
  | { reason: "slugInvalid"; status: 400 }
  | { reason: "slugTaken"; status: 400 }
  | { reason: "notFound"; status: 404 }
  | { reason: "conflict"; status: 409 }
  | { reason: "inUse"; status: 409; articleCount: number }
  | { reason: "failed"; status: 500 };

export type CategorySaveResult =
  { ok: true; category: CategorySnapshot; unchanged?: boolean } | ({ ok: false } & CategoryRefusal);

const refused = <R extends CategoryRefusal>(refusal: R) => ({ ok: false as const, ...refusal });

/** Runs a save; a database failure is logged and told as "failed", nothing written. */
async function guarded(what: string, save: () => Promise<CategorySaveResult>): Promise<CategorySaveResult> {
  try {
    const result = await save();
    if (result.ok && !result.unchanged) contentChanged();
    return result;
  } catch (error) {
    logger.error(`The category could not be ${what}`, error instanceof Error ? error.message : String(error));
    return refused({ reason: "failed", status: 500 });
  }
}

/** What the form's schema checks, checked again here: a slug is for good (ADR 089). */
function validSlug(slug: string) {
  return (
    slug.length >= categoryLimits.slugMin &&
    slug.length <= categoryLimits.slug &&
    CATEGORY_SLUG_PATTERN.test(slug) &&
    !reservedCategorySlugs.includes(slug)
  );
}

/** A new category; a malformed slug, or one already in use, is refused (nothing written). */
export async function createCategory(db: Db, actor: ContentActor, input: { slug: string; names: CategoryNames }) {
  if (!validSlug(input.slug)) return refused({ reason: "slugInvalid", status: 400 });
  return guarded("created", () =>
    db.transaction(async (tx): Promise<CategorySaveResult> => {
      const [created] = await tx.insert(categories).values({ id: input.slug }).onConflictDoNothing().returning();
      if (!created) return refused({ reason: "slugTaken", status: 400 });
      await writeNames(tx, input.slug, input.names);
      const after = { id: input.slug, names: { ...input.names } };
      await recordContentChange(tx, actor, { area: "categories", entityId: input.slug, before: null, after });
      return { ok: true, category: after };
    }),
  );
}

/** New names for a category, unless someone saved it since the form was loaded. */
export function renameCategory(db: Db, actor: ContentActor, input: { slug: string; revision: string; names: CategoryNames }) {
  return guarded("renamed", () =>
    db.transaction(async (tx): Promise<CategorySaveResult> => {
      const before = await snapshot(tx, input.slug, true);
      if (!before) return refused({ reason: "notFound", status: 404 });
      const after = { id: input.slug, names: { ...input.names } };
      if (languages.every((language) => before.names[language] === after.names[language])) {
        return { ok: true, category: before, unchanged: true };
      }
      const [saved] = await tx
        .update(categories)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(categories.id, input.slug), savedAt(input.revision)))
        .returning({ id: categories.id });
      if (!saved) return refused({ reason: "conflict", status: 409 });
      await writeNames(tx, input.slug, after.names);
      await recordContentChange(tx, actor, { area: "categories", entityId: input.slug, before, after });
      return { ok: true, category: after };
    }),
  );
}

/**
 * Deletes a category no article uses. The row is locked first: an article saved into it at the
 * same moment waits for the delete (and is then told the category no longer exists), or is counted.
 */
export function deleteCategory(db: Db, actor: ContentActor, input: { slug: string; revision: string }) {
  return guarded("deleted", () =>
    db.transaction(async (tx): Promise<CategorySaveResult> => {
      const before = await snapshot(tx, input.slug, true);
      if (!before) return refused({ reason: "notFound", status: 404 });
      const [used] = await tx.select({ total: count() }).from(articles).where(eq(articles.categoryId, input.slug));
      const articleCount = Number(used?.total ?? 0);
      if (articleCount > 0) return refused({ reason: "inUse", status: 409, articleCount });
      const [deleted] = await tx
        .delete(categories)
        .where(and(eq(categories.id, input.slug), savedAt(input.revision)))
        .returning({ id: categories.id });
      if (!deleted) return refused({ reason: "conflict", status: 409 });
      await recordContentChange(tx, actor, { area: "categories", entityId: input.slug, before, after: null });
      return { ok: true, category: before };
    }),
  );
}
