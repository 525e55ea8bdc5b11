// The dashboard's article counts on PGlite and PostgreSQL, and the index they rely on.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/.server/db/schema";
import { plansOf } from "../../../tests/support/query-plans";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { countArticlesByStatus } from "./article-overview.server";

describe.each(databaseKinds)("article counts on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it("counts published articles and drafts, zero for a status with none", async () => {
    expect(await countArticlesByStatus(database.db)).toEqual({ published: 0, draft: 0 });
    await database.db
      .insert(schema.articles)
      .values([
        { slug: "first-draft" },
        { slug: "launch-day", status: "published", publishedAt: new Date() },
        { slug: "seo-basics", status: "published", publishedAt: new Date() },
        { slug: "hosting-explained", status: "published", publishedAt: new Date() },
      ]);
    expect(await countArticlesByStatus(database.db)).toEqual({ published: 3, draft: 1 });
    await database.db.delete(schema.articles).where(eq(schema.articles.slug, "first-draft"));
    expect(await countArticlesByStatus(database.db)).toEqual({ published: 3, draft: 0 });
  });

  it("can be answered from the status index", async () => {
    const plans = await plansOf(database, countArticlesByStatus);
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/Index (Only )?Scan (using|on) articles_status_created_at_idx/);
    }
  });
});
