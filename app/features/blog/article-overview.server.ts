// The dashboard's article figures: how many articles are published and how many are drafts.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type ArticleStatus, articles } from "~/.server/db/schema";

export interface ArticleCounts {
  published: number;
  draft: number;
}

/**
 * One count per status rather than a group-by over the table: each is an index(-only) range of
 * articles_status_created_at_idx, whose first column is the status.
 */
export async function countArticlesByStatus(db: Db): Promise<ArticleCounts> {
  const countOf = (status: ArticleStatus) => db.$count(articles, eq(articles.status, status));
  const [published, draft] = await Promise.all([countOf("published"), countOf("draft")]);
  return { published: Number(published), draft: Number(draft) };
}
