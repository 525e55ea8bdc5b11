// The dashboard's article counts on PGlite and PostgreSQL, and the index they rely on.
import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { countArticlesByStatus } from "./article-overview.server";

interface QueryConnection {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release?(): void;
}

/**
 * The plans of the statements `operation` sends, with sequential scans priced out: a table that
 * still shows "Seq Scan" has no index that can answer the statement.
 */
async function plansOf(database: TestDatabase, operation: (db: Db) => Promise<unknown>): Promise<string[]> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const recording =
    database.kind === "pglite"
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzleNodePg(client as pg.Pool, { schema, logger });
  await operation(recording as unknown as Db);
  // One connection for the setting and the plans (the pool would hand out any of its connections).
  const connection = (
    database.kind === "pglite" ? client : await (client as pg.Pool).connect()
  ) as unknown as QueryConnection;
  try {
    await connection.query("set enable_seqscan = off");
    const plans: string[] = [];
    for (const statement of statements) {
      const { rows } = await connection.query(`explain ${statement.sql}`, statement.params);
      plans.push(rows.map((row) => String(row["QUERY PLAN"])).join("\n"));
    }
    return plans;
  } finally {
    await connection.query("reset enable_seqscan");
    connection.release?.();
  }
}

describe.each(databaseKinds)("article counts on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.migrate();
  });
  afterAll(() => database.dispose());

  it("counts published articles and drafts, zero for a status with none", async () => {
    expect(await countArticlesByStatus(database.db)).toEqual({ published: 0, draft: 0 });
    await database.db.insert(schema.articles).values([
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
