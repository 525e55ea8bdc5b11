// The dashboard's article figures: how many articles are published and how many are drafts.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type ArticleStatus, articles } from "~/.server/db/schema";
import { countFigure } from "~/components/admin/count-figure";
import type { OverviewFigure } from "~/components/admin/overview-figures";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { articleFigureMessages } from "./article-figure-messages.server";

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

/** Published, then drafts, each opening the Articles screen filtered to it. */
export function articleFigures(counts: ArticleCounts, language: Language): OverviewFigure[] {
  const t = messagesT(articleFigureMessages, language);
  return [
    countFigure({
      id: "published",
      count: counts.published,
      language,
      label: t("published.label"),
      href: "/admin/articles?status=published",
      link: t("published.link"),
    }),
    countFigure({
      id: "drafts",
      count: counts.draft,
      language,
      label: t("drafts.label"),
      href: "/admin/articles?status=draft",
      link: t("drafts.link"),
    }),
  ];
}
