// The dashboard's pending-approval count on PGlite and PostgreSQL, and the index it relies on.
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { changeRole } from "./users.server";
import { countPendingUsers } from "./users-overview.server";

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

describe.each(databaseKinds)("pending users count on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.migrate();
  });
  afterAll(() => database.dispose());

  it("counts only people waiting for approval, and follows approvals", async () => {
    expect(await countPendingUsers(database.db)).toBe(0);
    await database.db.insert(schema.users).values([
      { uid: "u-admin", email: "boss@example.com", role: "admin" },
      { uid: "u-editor", email: "writer@example.com", role: "editor" },
      { uid: "u-new-1", email: "new1@example.com" },
      { uid: "u-new-2", email: "new2@example.com", role: "pending" },
    ]);
    expect(await countPendingUsers(database.db)).toBe(2);
    await changeRole(database.db, { actorUid: "u-admin", targetUid: "u-new-1", role: "editor" });
    expect(await countPendingUsers(database.db)).toBe(1);
  });

  it("is answered from the role index", async () => {
    const plans = await plansOf(database, countPendingUsers);
    expect(plans).toHaveLength(1);
    expect(plans[0]).not.toMatch(/Seq Scan/);
    expect(plans[0]).toMatch(/users_role_idx/);
  });
});
