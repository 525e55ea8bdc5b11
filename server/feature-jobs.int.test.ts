// The features' periodic jobs as every instance registers them: scheduled publishing runs at the
// configured interval (ARTICLE_SCHEDULE_INTERVAL_MS, 30 s by default) and publishes what is due,
// keeping ARTICLE_REVISIONS_KEPT versions.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleRevisions, articles, articleTranslations } from "~/.server/db/schema";
import { testEnv } from "../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../tests/support/test-database";
import { featureJobs } from "./feature-jobs";

describe.each(databaseKinds)("the scheduled-publishing job on %s", (kind) => {
  const database = suiteDatabase(kind);

  it("runs every 30 seconds unless configured, and publishes due drafts when it runs", async () => {
    const byDefault = featureJobs(testEnv("feature-jobs-", { SITE_URL: "http://127.0.0.1:3000" }), database.db);
    expect(byDefault.find((job) => job.name === "publish-scheduled-articles")?.intervalMs).toBe(30_000);

    const env = testEnv("feature-jobs-", {
      SITE_URL: "http://127.0.0.1:3000",
      ARTICLE_SCHEDULE_INTERVAL_MS: "1000",
      ARTICLE_REVISIONS_KEPT: "1",
    });
    const job = featureJobs(env, database.db).find((candidate) => candidate.name === "publish-scheduled-articles");
    expect(job?.intervalMs).toBe(1000);

    const at = new Date("2030-01-01T03:00:00Z");
    const [row] = await database.db
      .insert(articles)
      .values({ slug: "due-soon", status: "draft", authorName: "Nok", scheduledAt: at })
      .returning({ id: articles.id });
    const id = row?.id as number;
    await database.db.insert(articleTranslations).values({ articleId: id, language: "en", title: "Due", content: "<p>Due</p>" });
    // An older kept version, pruned by the job's kept number (1).
    await database.db.insert(articleRevisions).values({
      articleId: id,
      snapshot: {
        slug: "due-soon",
        status: "draft",
        categoryId: null,
        coverImageUrl: null,
        authorName: "Nok",
        scheduledAt: null,
        translations: { en: null, th: null },
      },
      savedAt: at,
      savedBy: "Nok",
      replacedBy: "Nok",
      replacedHow: "save",
    });

    expect(await job?.run(new Date(at.getTime() - 1))).toBe(0);
    expect(await job?.run(at)).toBe(1);
    const [published] = await database.db.select().from(articles).where(eq(articles.id, id));
    expect(published).toMatchObject({ status: "published", scheduledAt: null });
    const kept = await database.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, id));
    expect(kept.map((revision) => revision.replacedHow)).toEqual(["schedule"]);
  });
});
