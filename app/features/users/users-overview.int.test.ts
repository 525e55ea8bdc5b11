// The dashboard's pending-approval count on PGlite and PostgreSQL, and the index it relies on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/.server/db/schema";
import { plansOf } from "../../../tests/support/query-plans";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { changeRole } from "./role-changes.server";
import { countPendingUsers } from "./users-overview.server";

describe.each(databaseKinds)("pending users count on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
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
