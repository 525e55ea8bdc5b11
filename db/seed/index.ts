// Demo content: the specification's three sample articles (ids 1 to 3) in English and Thai, and
// their categories. Safe to re-run: rows that exist are left as they are (an edited article is
// never overwritten).
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { articles, articleTranslations, categories, categoryTranslations } from "~/.server/db/schema";
import { sampleArticles, sampleCategories } from "./sample-articles";

export async function seedSampleContent(db: Db): Promise<{ articles: number }> {
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const category of sampleCategories) {
      await tx.insert(categories).values({ id: category.id }).onConflictDoNothing();
      for (const [language, name] of Object.entries(category.names)) {
        await tx.insert(categoryTranslations).values({ categoryId: category.id, language, name }).onConflictDoNothing();
      }
    }
    for (const article of sampleArticles) {
      const created = await tx
        .insert(articles)
        .values({
          id: article.id,
          slug: article.slug,
          status: "published",
          categoryId: article.categoryId,
          authorName: article.authorName,
          coverImageUrl: article.coverImageUrl,
          createdAt: new Date(article.createdAt),
          updatedAt: new Date(article.createdAt),
          publishedAt: new Date(article.createdAt),
        })
        .onConflictDoNothing()
        .returning({ id: articles.id });
      if (created.length === 0) continue;
      inserted += 1;
      for (const [language, text] of Object.entries(article.translations)) {
        await tx.insert(articleTranslations).values({ articleId: article.id, language, ...text }).onConflictDoNothing();
      }
    }
    // Ids were given explicitly: move the identity past them so new articles don't collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('articles', 'id'), greatest((select max(id) from articles), 1))`,
    );
  });
  return { articles: inserted };
}
