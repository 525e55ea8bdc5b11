// The query plans of what an operation sends, for tests that an index answers it (the dashboard's
// counts). Records the statements through a logging Drizzle client on the same connection.
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Db } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import type { TestDatabase } from "./test-database";

interface QueryConnection {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release?(): void;
}

/**
 * The plans of the statements `operation` sends, with sequential scans priced out: a table that
 * still shows "Seq Scan" has no index that can answer the statement.
 */
export async function plansOf(database: TestDatabase, operation: (db: Db) => Promise<unknown>): Promise<string[]> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const recording =
    database.kind === "pglite"
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzleNodePg(client as pg.Pool, { schema, logger });
  await operation(recording as unknown as Db);
  // One connection for the setting and the plans (the pool would hand out any of its connections).
  const connection = (database.kind === "pglite" ? client : await (client as pg.Pool).connect()) as unknown as QueryConnection;
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
