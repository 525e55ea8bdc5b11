// Types of the article_revisions table (defined beside articles in ../schema.ts, ADR 068).

/**
 * An article's earlier versions (ADR 068). Every change that replaces the current version (an
 * editor's save, a restore, publishing or unpublishing from the list, scheduled publishing) first
 * copies the version it replaces here, in the same transaction: who saved that version and when
 * (the article's `updated_by` and `updated_at` at the time), and who replaced it, when and how.
 * Rows beyond the kept number per article are pruned, oldest first.
 */
export const revisionChanges = ["save", "restore", "status", "schedule"] as const;
export type RevisionChange = (typeof revisionChanges)[number];

/** Everything the editor saves, both languages: a restore writes it back whole. */
export interface ArticleVersionSnapshot {
  slug: string;
  status: "draft" | "published";
  categoryId: string | null;
  coverImageUrl: string | null;
  authorName: string;
  scheduledAt: string | null;
  translations: Record<
    "en" | "th",
    {
      title: string;
      excerpt: string;
      content: string;
      seoTitle: string | null;
      seoDescription: string | null;
      coverImageAlt: string | null;
    } | null
  >;
}
