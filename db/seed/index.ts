// Demo content: the specification's three sample articles (ids 1 to 3) in English and Thai, and
// their categories, and sample payment details (sample-payments.ts), for a fresh database. Safe to re-run: once any article has been created, the
// seed does nothing, so an edited sample article keeps its edit and a deleted one stays deleted.
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { articles, articleTranslations, categories, categoryTranslations } from "~/.server/db/schema";
import { sampleArticles, sampleCategories } from "./sample-articles";
import { seedSamplePaymentDetails } from "./sample-payments";

export async function seedSampleContent(db: Db): Promise<{ articles: number }> {
  let inserted = 0;
  await db.transaction(async (tx) => {
    // The seed runs on every start of a local install. Whether the article id sequence has ever
    // handed out (or been moved past) an id tells a fresh database from one whose articles now
    // belong to its owner, even after they deleted every sample article.
    const sequence = (await tx.execute(
      sql`select pg_sequence_last_value(pg_get_serial_sequence('articles', 'id')) is not null as used`,
    )) as unknown as { rows: { used: boolean }[] };
    if (sequence.rows[0]?.used) return;
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
        await tx
          .insert(articleTranslations)
          .values({ articleId: article.id, language, ...text })
          .onConflictDoNothing();
      }
    }
    // Ids were given explicitly: move the identity past them so new articles don't collide.
    await tx.execute(sql`select setval(pg_get_serial_sequence('articles', 'id'), greatest((select max(id) from articles), 1))`);
  });
  await seedSamplePaymentDetails(db);
  return { articles: inserted };
}
