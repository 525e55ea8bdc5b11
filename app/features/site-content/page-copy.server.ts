// The marketing pages' edited words (table page_copy, ADR 093): read by every marketing page
// (cached here, emptied on any content change on any instance) and saved by the Page copy screen,
// which stores only the texts that differ from the code's defaults, audited and revision-checked.
import { eq, sql } from "drizzle-orm";
import { recordContentChange, type ContentActor } from "~/.server/content-audit.server";
import { contentChanged, onContentChange } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import { type CopyPage, copyPages, pageCopy } from "~/.server/db/schema";
import type { CopyLeaf } from "~/lib/copy-paths";
import { canonicalJson } from "~/lib/json-changes";

export type { CopyPage };
export { copyPages };

/** One page's stored edits: path → text, per language ("" in Thai: show the English text). */
export interface PageEdits {
  en: Record<string, string>;
  th: Record<string, string>;
}

export type EditedCopy = Record<CopyPage, PageEdits>;

export function isCopyPage(value: unknown): value is CopyPage {
  return typeof value === "string" && (copyPages as readonly string[]).includes(value);
}

const noEdits = (): EditedCopy => Object.fromEntries(copyPages.map((page) => [page, { en: {}, th: {} }])) as EditedCopy;

let cache: { db: Db; value: Promise<EditedCopy> } | undefined;

/** Every page's edits, read once per change (the pages ask for them on every render). */
export function getEditedCopy(db: Db): Promise<EditedCopy> {
  if (cache?.db === db) return cache.value;
  const value = db
    .select({ page: pageCopy.page, en: pageCopy.en, th: pageCopy.th })
    .from(pageCopy)
    .then((rows) => {
      const edits = noEdits();
      for (const row of rows) if (isCopyPage(row.page)) edits[row.page] = { en: row.en, th: row.th };
      return edits;
    });
  // A failed read is not kept: the next page asks again.
  value.catch(() => {
    if (cache?.value === value) cache = undefined;
  });
  cache = { db, value };
  return value;
}

onContentChange(() => {
  cache = undefined;
});

/** The page's edits and the revision (its `updated_at`, ISO) the form is loaded at. */
export async function loadPageCopyForEditing(db: Db, page: CopyPage): Promise<PageEdits & { revision: string }> {
  const [row] = await db.select().from(pageCopy).where(eq(pageCopy.page, page));
  if (!row) return { en: {}, th: {}, revision: "" };
  return { en: row.en, th: row.th, revision: row.updatedAt.toISOString() };
}

/** What differs from the defaults: all a save stores. Thai "" is kept (it means "show English"). */
export function editsFrom(form: PageEdits, defaults: { en: readonly CopyLeaf[]; th: readonly CopyLeaf[] }): PageEdits {
  const differing = (values: Record<string, string>, leaves: readonly CopyLeaf[]) =>
    Object.fromEntries(
      leaves.flatMap((leaf) => {
        const text = values[leaf.path];
        return text === undefined || text === leaf.text ? [] : [[leaf.path, text]];
      }),
    );
  return { en: differing(form.en, defaults.en), th: differing(form.th, defaults.th) };
}

export type PageCopySave = "saved" | "unchanged" | "conflict";

/**
 * Stores the form's texts for one page if the page is still as the form was loaded (`revision`),
 * with an audit entry holding the edits before and after, then tells every cache.
 */
export async function savePageCopy(
  db: Db,
  actor: ContentActor,
  page: CopyPage,
  form: PageEdits & { revision: string },
  defaults: { en: readonly CopyLeaf[]; th: readonly CopyLeaf[] },
): Promise<PageCopySave> {
  const next = editsFrom(form, defaults);
  const outcome = await db.transaction(async (tx): Promise<PageCopySave> => {
    const [row] = await tx.select().from(pageCopy).where(eq(pageCopy.page, page)).for("update");
    if (!row || row.updatedAt.toISOString() !== form.revision) return "conflict";
    const before: PageEdits = { en: row.en, th: row.th };
    if (canonicalJson(before) === canonicalJson(next)) return "unchanged";
    await tx
      .update(pageCopy)
      .set({ en: next.en, th: next.th, updatedAt: sql`now()` })
      .where(eq(pageCopy.page, page));
    await recordContentChange(tx, actor, { area: "copy", entityId: page, before, after: next });
    return "saved";
  });
  if (outcome === "saved") contentChanged();
  return outcome;
}
