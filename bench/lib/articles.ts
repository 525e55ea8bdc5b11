// bench:server's database: a throwaway PostgreSQL 15 with the sample articles and `count` numbered
// copies of them in English and Thai, published an hour apart.
import { sql } from "drizzle-orm";
import { openDatabase } from "~/.server/db/client";
import { articles, articleTranslations } from "~/.server/db/schema";
import { seedSampleContent } from "../../db/seed";
import { sampleArticles } from "../../db/seed/sample-articles";
import { startPostgres } from "../../tests/support/postgres";
import { cleanups } from "./processes";

/** Starts the database (stopped by cleanUp()); its URL and the slug of an article in the middle. */
export async function prepareBenchDatabase(count: number) {
  const postgres = await startPostgres();
  cleanups.push(() => postgres.stop());
  const databaseUrl = await postgres.createDatabase("bench_server");
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await seedSampleContent(database.db);
    const started = Date.now();
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, index) => {
      const sample = sampleArticles[index % sampleArticles.length];
      if (!sample) throw new Error("No sample articles to copy");
      const number = index + 1;
      const createdAt = new Date(now - number * 3_600_000);
      return {
        sample,
        article: {
          slug: `${sample.slug}-${String(number).padStart(4, "0")}`,
          status: "published" as const,
          categoryId: sample.categoryId,
          authorName: sample.authorName,
          coverImageUrl: sample.coverImageUrl,
          createdAt,
          updatedAt: createdAt,
          publishedAt: createdAt,
        },
        number,
      };
    });
    // Real copy, numbered: the pages weigh what the sample articles weigh.
    for (let start = 0; start < rows.length; start += 250) {
      const batch = rows.slice(start, start + 250);
      const inserted = await database.db
        .insert(articles)
        .values(batch.map((row) => row.article))
        .returning({ id: articles.id, slug: articles.slug });
      const ids = new Map(inserted.map((row) => [row.slug, row.id]));
      await database.db.insert(articleTranslations).values(
        batch.flatMap(({ sample, article, number }) =>
          (["en", "th"] as const).map((language) => {
            const text = sample.translations[language];
            return {
              articleId: ids.get(article.slug) ?? 0,
              language,
              ...text,
              title: `${text.title} (${number})`,
            };
          }),
        ),
      );
    }
    await database.db.execute(sql`analyze`);
    const middle = rows[Math.floor(rows.length / 2)]?.article.slug;
    console.info(
      `PostgreSQL 15 on port ${postgres.port}: ${count} articles in en and th seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return { databaseUrl, slug: middle ?? sampleArticles[0]?.slug ?? "" };
  } finally {
    await database.close();
  }
}
