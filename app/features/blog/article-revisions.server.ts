// An article's earlier versions (ADR 068): before any change replaces the current version, the
// change's transaction copies it to article_revisions with who saved it and when, and prunes the
// article's rows beyond the kept number, oldest first. Reads for the editor's history are here too.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import {
  type ArticleVersionSnapshot,
  articleRevisions,
  articles,
  articleTranslations,
  type RevisionChange,
} from "~/.server/db/schema";
import { languages } from "~/i18n/config";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who made a change, as the history shows it (a display name); null for the scheduled-publishing job. */
export type ChangedBy = string | null;

export interface RevisionOptions {
  how: RevisionChange;
  by: ChangedBy;
  /** Earlier versions kept per article (ARTICLE_REVISIONS_KEPT). */
  kept: number;
}

/**
 * Copies the article's current version into its history and prunes beyond `kept`. Call inside the
 * transaction that then replaces the version, after locking the article's row (an update does),
 * so two changes at once each keep the version they replaced. False when the article is gone.
 */
export async function keepCurrentVersion(tx: Tx, articleId: number, options: RevisionOptions): Promise<boolean> {
  const [article] = await tx.select().from(articles).where(eq(articles.id, articleId)).for("update");
  if (!article) return false;
  const texts = await tx.select().from(articleTranslations).where(eq(articleTranslations.articleId, articleId));
  const snapshot = versionSnapshot(article, texts);
  await tx.insert(articleRevisions).values({
    articleId,
    snapshot,
    savedAt: article.updatedAt,
    savedBy: article.updatedBy,
    replacedBy: options.by,
    replacedHow: options.how,
  });
  await pruneRevisions(tx, articleId, options.kept);
  return true;
}

/** An article's version as the history stores it, from its row and its translations' rows. */
export function versionSnapshot(
  article: typeof articles.$inferSelect,
  texts: (typeof articleTranslations.$inferSelect)[],
): ArticleVersionSnapshot {
  const snapshot: ArticleVersionSnapshot = {
    slug: article.slug,
    status: article.status,
    categoryId: article.categoryId,
    coverImageUrl: article.coverImageUrl,
    authorName: article.authorName,
    scheduledAt: article.scheduledAt?.toISOString() ?? null,
    translations: { en: null, th: null },
  };
  for (const language of languages) {
    const text = texts.find((row) => row.language === language);
    snapshot.translations[language] = text
      ? {
          title: text.title,
          excerpt: text.excerpt,
          content: text.content,
          seoTitle: text.seoTitle,
          seoDescription: text.seoDescription,
          coverImageAlt: text.coverImageAlt,
        }
      : null;
  }
  return snapshot;
}

/** Deletes the article's revisions beyond the newest `kept`. */
async function pruneRevisions(tx: Tx, articleId: number, kept: number) {
  const [boundary] = await tx
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.id))
    .offset(Math.max(1, Math.trunc(kept)) - 1)
    .limit(1);
  if (!boundary) return;
  await tx.delete(articleRevisions).where(and(eq(articleRevisions.articleId, articleId), lt(articleRevisions.id, boundary.id)));
}

/** The row lock and the version bookkeeping every replacing update shares: who saved the new version. */
export function savedBy(by: ChangedBy) {
  return { updatedAt: sql`now()`, updatedBy: by };
}

/** A signed-in staff member's change: named as the history shows them, with the kept number from the environment. */
export function staffChange(user: { displayName: string; email: string }, env: { articleRevisionsKept: number }) {
  return { by: user.displayName || user.email, kept: env.articleRevisionsKept };
}
