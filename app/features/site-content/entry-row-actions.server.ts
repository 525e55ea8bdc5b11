// The row buttons of the testimonials and FAQ lists, as both routes run them: read the entry's
// label (the status line names it, even after a delete), then move, hide, show or delete it.
import type { ContentActor } from "~/.server/content-audit.server";
import type { Db } from "~/.server/db/client";
import { logger } from "~/.server/logger";
import { type EntryRowAction, type EntryRowSuccess, entryId } from "./entry-form";
import type { Direction, EntrySave } from "./entry-rows.server";

/** One screen's row operations and how it names an entry in the page's language. */
export interface EntryRowService {
  label: (db: Db, id: number) => Promise<string | null>;
  move: (db: Db, actor: ContentActor, id: number, direction: Direction) => Promise<EntrySave<{ moved: boolean }>>;
  setHidden: (db: Db, actor: ContentActor, id: number, revision: string, hidden: boolean) => Promise<EntrySave>;
  remove: (db: Db, actor: ContentActor, id: number, revision: string) => Promise<EntrySave>;
}

export type EntryRowOutcome =
  { ok: true; success: EntryRowSuccess } | { ok: false; status: 404 | 409 | 500; reason: "notFound" | "stale" | "failed" };

export async function runEntryRowAction(
  db: Db,
  actor: ContentActor,
  service: EntryRowService,
  action: EntryRowAction,
): Promise<EntryRowOutcome> {
  const id = entryId(action.id);
  if (id === null) return { ok: false, status: 404, reason: "notFound" };
  try {
    const label = await service.label(db, id);
    if (label === null) return { ok: false, status: 404, reason: "notFound" };
    const { intent } = action;
    const saved =
      intent === "move-up" || intent === "move-down"
        ? await service.move(db, actor, id, intent === "move-up" ? "up" : "down")
        : intent === "delete"
          ? await service.remove(db, actor, id, action.revision)
          : await service.setHidden(db, actor, id, action.revision, intent === "hide");
    if (!saved.ok) return saved;
    const moved = "moved" in saved ? Boolean(saved.moved) : undefined;
    return { ok: true, success: { intent, id, label, ...(moved === undefined ? {} : { moved }) } };
  } catch (error) {
    logger.error("A site content row change failed", error instanceof Error ? error.message : String(error));
    return { ok: false, status: 500, reason: "failed" };
  }
}
