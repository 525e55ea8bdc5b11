// The blog's indexes must fit its queries: with 10,000 articles, PostgreSQL must reach the rows
// a visitor asks for through an index, not by reading the whole articles table. The statements
// explained are the ones the service really sends, captured by a drizzle logger on the same
// connection, so a change to a query is checked without anyone updating a copy of it here.
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { seedSampleContent } from "../../../db/seed/index";
import { sampleArticles } from "../../../db/seed/sample-articles";
import { getPublishedArticleBySlug, listArticlesByCategory, listPublishedArticles } from "./article-queries.server";

const GENERATED = 10_000;

interface Statement {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** Both drivers' clients answer `query(text, params)` with { rows }. */
type QueryClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

function describeNode(node: PlanNode) {
  return [node["Node Type"], node["Relation Name"], node["Index Name"]].filter(Boolean).join(" ");
}

describe.each(databaseKinds)("article query plans with %i articles on %s".replace("%i", String(GENERATED)), (kind) => {
  let database: TestDatabase;
  let client: QueryClient;
  let recorded: Statement[] = [];
  let recording: Db;

  /** Runs one service operation and returns the statements it sent. */
  async function statementsOf(operation: (db: Db) => Promise<unknown>): Promise<Statement[]> {
    recorded = [];
    await operation(recording);
    return recorded;
  }

  async function explain(statement: Statement): Promise<PlanNode[]> {
    const { rows } = await client.query(`explain (format json) ${statement.sql}`, statement.params);
    const raw = rows[0]?.["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const root = plan[0]?.Plan;
    if (!root) throw new Error(`No plan for ${statement.sql}`);
    return planNodes(root);
  }

  /** Explains every statement; fails on a sequential scan of articles (or their translations). */
  async function expectIndexedStatements(statements: Statement[]) {
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const nodes = await explain(statement);
      const where = `${nodes.map(describeNode).join(" > ")}\n  for: ${statement.sql}`;
      const seqScans = nodes.filter(
        (node) =>
          node["Node Type"] === "Seq Scan" &&
          (node["Relation Name"] === "articles" || node["Relation Name"] === "article_translations"),
      );
      expect(seqScans, where).toEqual([]);
    }
  }

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    await seedSampleContent(database.db);
    // One statement for the articles: a mix of statuses (one in five a draft) and categories
    // (one in four without), spread over the years so created_at orders them.
    await database.db.execute(sql`
      insert into articles (slug, status, category_id, author_name, created_at, updated_at, published_at)
      select 'generated-article-' || n,
             case when n % 5 = 0 then 'draft' else 'published' end,
             (array['pricing', 'marketing', 'guides', null])[n % 4 + 1],
             'Load test',
             timestamptz '2020-01-01 00:00:00+00' + n * interval '3 hours',
             timestamptz '2020-01-01 00:00:00+00' + n * interval '3 hours',
             case when n % 5 = 0 then null else timestamptz '2020-01-01 00:00:00+00' + n * interval '3 hours' end
      from generate_series(1, ${GENERATED}) as n`);
    // Every article in English, two in three also in Thai, as a real blog would drift.
    await database.db.execute(sql`
      insert into article_translations (article_id, language, title, excerpt, content)
      select a.id, l.language, 'Generated article ' || a.id, 'An excerpt', '<p>Some content</p>'
      from articles a cross join (values ('en'), ('th')) as l(language)
      where a.slug like 'generated-article-%' and (l.language = 'en' or a.id % 3 <> 0)`);
    await database.db.execute(sql`analyze`);

    client = (database.db as unknown as { $client: QueryClient }).$client;
    const logger = { logQuery: (query: string, params: unknown[]) => recorded.push({ sql: query, params }) };
    recording =
      database.kind === "pglite"
        ? drizzlePglite(client as unknown as PGlite, { schema, logger })
        : drizzleNodePg(client as unknown as pg.Pool, { schema, logger });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("holds the generated articles", async () => {
    const { rows } = await client.query("select count(*)::int as total from articles");
    expect(rows[0]?.total).toBe(GENERATED + sampleArticles.length);
  });

  it("reads a page of the published list through an index, in both languages", async () => {
    for (const language of ["en", "th"] as const) {
      const statements = await statementsOf((db) => listPublishedArticles(db, { language }));
      // The page itself; the total is a count(*) of every published article, which PostgreSQL
      // rightly answers by reading the table (see docs/decisions/011-articles-data-model.md).
      const page = statements.filter((statement) => !/^select count\(\*\)/i.test(statement.sql));
      expect(page).toHaveLength(1);
      await expectIndexedStatements(page);
      const second = await statementsOf((db) => listPublishedArticles(db, { language, offset: 10 }));
      await expectIndexedStatements(second.filter((statement) => !/^select count\(\*\)/i.test(statement.sql)));
    }
  });

  it("reads a category's page, and counts it, through an index", async () => {
    for (const category of ["pricing", "guides"]) {
      const statements = await statementsOf((db) => listArticlesByCategory(db, category, { language: "th" }));
      expect(statements).toHaveLength(2);
      await expectIndexedStatements(statements);
    }
  });

  it("finds an article by slug through an index", async () => {
    const found = await statementsOf((db) => getPublishedArticleBySlug(db, "generated-article-7", "th"));
    // One statement: the article, its text in the language asked for or the other, its category.
    expect(found).toHaveLength(1);
    await expectIndexedStatements(found);
    const sample = await statementsOf((db) => getPublishedArticleBySlug(db, "facebook-page-line-oa-or-website", "en"));
    await expectIndexedStatements(sample);
    const missing = await statementsOf((db) => getPublishedArticleBySlug(db, "no-such-article", "en").catch(() => undefined));
    await expectIndexedStatements(missing);
  });

  it("still returns the newest published articles first", async () => {
    const page = await listPublishedArticles(database.db, { language: "en" });
    expect(page.total).toBe(sampleArticles.length + GENERATED - GENERATED / 5);
    // The samples (2026) are newer than every generated article (2020 to 2023).
    const generated: string[] = [];
    for (let n = GENERATED; generated.length < 10 - sampleArticles.length; n -= 1) {
      if (n % 5 !== 0) generated.push(`generated-article-${n}`);
    }
    const samples = [...sampleArticles].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    expect(page.items.map((item) => item.slug)).toEqual([...samples.map((a) => a.slug), ...generated]);
  });
});
