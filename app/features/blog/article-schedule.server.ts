// Scheduled publishing (ADR 069): the job that publishes drafts whose time has come, and taking a
// draft off its schedule from the admin list. Safe on several instances at once: the job claims
// due rows with FOR UPDATE SKIP LOCKED and its update is guarded, so each article is published
// once, with the version it replaced kept in the history (how "schedule", by nobody).
import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { contentChanged } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import { articles } from "~/.server/db/schema";
import { ArticleAdminError } from "./article-admin-errors";
import { ArticleError } from "./article-errors";
import { type ChangedBy, keepCurrentVersion, savedBy } from "./article-revisions.server";

/** Articles published per run; more due ones wait for the next run, seconds later. */
const BATCH = 50;

/**
 * Publishes every draft scheduled at or before `now`: published_at is its first publication or
 * else the scheduled time (not the moment the job ran), the schedule is cleared, and the change
 * is announced so every instance's page cache (public pages, the blog list) empties. Returns how
 * many were published by this call.
 */
export async function publishScheduledArticles(db: Db, now: Date, options: { kept: number }): Promise<number> {
  const published = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.status, "draft"), lte(articles.scheduledAt, now)))
      .orderBy(asc(articles.scheduledAt), asc(articles.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const ids: number[] = [];
    for (const { id } of due) {
      await keepCurrentVersion(tx, id, { how: "schedule", by: null, kept: options.kept });
      const [row] = await tx
        .update(articles)
        .set({
          status: "published",
          publishedAt: sql`coalesce(${articles.publishedAt}, ${articles.scheduledAt})`,
          scheduledAt: null,
          ...savedBy(null),
        })
        .where(and(eq(articles.id, id), eq(articles.status, "draft"), isNotNull(articles.scheduledAt)))
        .returning({ id: articles.id });
      if (row) ids.push(row.id);
    }
    return ids;
  });
  if (published.length > 0) contentChanged();
  return published.length;
}

/**
 * Takes a scheduled draft off its schedule (the list's "Unschedule"): it stays a draft, the
 * version it replaces kept in the history (how "status"). An article that is not a scheduled
 * draft (published meanwhile, or never scheduled): "notScheduled"; an unknown one: "notFound".
 */
export async function unscheduleArticle(db: Db, id: number, change: { by: ChangedBy; kept: number }): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await keepCurrentVersion(tx, id, { how: "status", ...change }))) throw new ArticleError("notFound");
    const [row] = await tx
      .update(articles)
      .set({ scheduledAt: null, ...savedBy(change.by) })
      .where(and(eq(articles.id, id), eq(articles.status, "draft"), isNotNull(articles.scheduledAt)))
      .returning({ id: articles.id });
    // Rolls back the kept version with it: nothing was replaced.
    if (!row) throw new ArticleAdminError("notScheduled");
  });
}
